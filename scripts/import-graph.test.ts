import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, FEATURE_LAYERS, featureOf, importGraph, layerViolation } from './import-graph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const edges = importGraph(ROOT, 'web');
const featureEdges = edges
  .map((e) => ({ from: featureOf(e.from), to: featureOf(e.to), file: `${e.from} -> ${e.to}` }))
  .filter(
    (e): e is { from: string; to: string; file: string } => !!e.from && !!e.to && e.from !== e.to,
  );

describe('web import graph', () => {
  it('reads the imports of web/', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({
      from: 'web/features/admin-shell/admin-sections.tsx',
      to: 'web/features/admin-inventory/inventory-section.tsx',
    });
  });

  it('finds no import loop among the files of web/', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('finds no import loop among the features', () => {
    expect(cycles(featureEdges)).toEqual([]);
  });

  it('finds no feature importing a layer above it or a screen beside it', () => {
    const wrong = featureEdges.flatMap((e) => {
      const why = layerViolation(e.from, e.to);
      return why ? [`${why}: ${e.file}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('places every feature folder in exactly one layer', () => {
    const folders = readdirSync(`${ROOT}/web/features`).sort();
    const listed = FEATURE_LAYERS.flatMap((l) => l.features).sort();
    expect(listed).toEqual(folders);
  });
});

describe('the checks themselves', () => {
  it.each([
    ['a section importing the admin shell', 'admin-users', 'admin-shell', 'a layer above'],
    ['the admin kit importing a section', 'admin', 'admin-users', 'a layer above'],
    ['a flow importing a screen', 'checkout', 'store', 'a layer above'],
    ['a screen importing another screen', 'account', 'auth', 'never import each other'],
    ['a feature missing from the layers', 'nueva', 'cart', 'in no layer'],
  ])('refuses %s', (_name, from, to, why) => {
    expect(layerViolation(from, to)).toContain(why);
  });

  it.each([
    ['the shell importing a section', 'admin-shell', 'admin-users'],
    ['a section importing the admin kit', 'admin-users', 'admin'],
    ['a screen importing a flow', 'store', 'checkout'],
    ['a flow importing a flow', 'payments', 'checkout'],
    ['a block importing a block', 'admin-money', 'admin'],
  ])('allows %s', (_name, from, to) => {
    expect(layerViolation(from, to)).toBeNull();
  });

  it('finds a loop through a dynamic import and ignores a chain', () => {
    expect(
      cycles([
        { from: 'start', to: 'register' },
        { from: 'register', to: 'update' },
        { from: 'update', to: 'register' },
      ]),
    ).toEqual([['register', 'update']]);
    expect(
      cycles([
        { from: 'start', to: 'register' },
        { from: 'register', to: 'update' },
      ]),
    ).toEqual([]);
  });
});

// Issue 42: the shared test kit is a root of its own that the others import downwards; nothing
// reaches into e2e/ (the browser journeys) from outside it.
describe('the roots import downwards', () => {
  const roots = ['domain', 'server', 'web', 'testkit', 'e2e', 'bench', 'scripts'] as const;
  const rootOf = (file: string) => file.split('/')[0] ?? '';
  /** What each root may import besides itself. */
  const allowed: Record<(typeof roots)[number], readonly string[]> = {
    domain: [],
    server: ['domain', 'testkit'],
    web: ['domain'],
    testkit: ['domain', 'server'],
    // The journeys read the cart's stored shape (web) and run with the suite's sequencer (scripts).
    e2e: ['domain', 'server', 'web', 'testkit', 'scripts'],
    bench: ['domain', 'server', 'testkit'],
    scripts: ['domain', 'server', 'web', 'testkit'],
  };
  const rootEdges = roots.flatMap((root) => importGraph(ROOT, root));

  it('reads the imports of every root', () => {
    expect(rootEdges.some((e) => e.from.startsWith('testkit/'))).toBe(true);
    expect(rootEdges.some((e) => e.from.startsWith('e2e/') && e.to.startsWith('testkit/'))).toBe(
      true,
    );
  });

  it('finds no root importing one it should not, and nothing outside e2e/ importing e2e/', () => {
    const wrong = rootEdges.filter((e) => {
      const from = rootOf(e.from) as (typeof roots)[number];
      const to = rootOf(e.to);
      return (
        from !== to && roots.includes(to as (typeof roots)[number]) && !allowed[from].includes(to)
      );
    });
    expect(wrong.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });
});
