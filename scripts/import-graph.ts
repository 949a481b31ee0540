import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import featureLayers from '../web/feature-layers.json' with { type: 'json' };

/** One import: from a file to a file, both relative to the repository root with '/' separators. */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(fromFile: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec);
  const hit = EXTENSIONS.map((ext) => base + ext).find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
  return hit ?? null;
}

/**
 * Every relative import under `dir` (static, dynamic `import()`, type-only and re-exports alike),
 * read with the TypeScript compiler's own pre-processor, so comments and strings never count.
 */
export function importGraph(root: string, dir: string): ImportEdge[] {
  const key = (p: string) => relative(root, p).split('\\').join('/');
  return sourceFiles(join(root, dir)).flatMap((file) => {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return info.importedFiles.flatMap(({ fileName }) => {
      const target = resolveImport(file, fileName);
      return target ? [{ from: key(file), to: key(target) }] : [];
    });
  });
}

/** The import loops of a graph: each strongly connected group of two or more nodes (Tarjan). */
export function cycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The feature folder a web file belongs to (`web/features/<name>/…`), or null outside them. */
export function featureOf(file: string): string | null {
  return /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

export const FEATURE_LAYERS = featureLayers.layers;

/** Why an import from one feature into another breaks the layers (web/feature-layers.json), or null. */
export function layerViolation(from: string, to: string): string | null {
  if (from === to) return null;
  const layerOf = (feature: string) =>
    FEATURE_LAYERS.findIndex((l) => l.features.includes(feature));
  const [a, b] = [layerOf(from), layerOf(to)];
  if (a < 0) return `${from} is in no layer of web/feature-layers.json`;
  if (b < 0) return `${to} is in no layer of web/feature-layers.json`;
  if (b < a)
    return `${from} (${FEATURE_LAYERS[a]!.name}) imports ${to} (${FEATURE_LAYERS[b]!.name}), a layer above it`;
  if (b === a && !FEATURE_LAYERS[a]!.sideways)
    return `${from} imports ${to}: two ${FEATURE_LAYERS[a]!.name} never import each other`;
  return null;
}
