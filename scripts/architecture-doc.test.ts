import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/architecture-doc.test.ts';
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const doc = existsSync(join(ROOT, 'docs/architecture.md')) ? read('docs/architecture.md') : '';

// The doc names files from the root or, in context, from the folder it is describing.
const BASES = [
  '',
  'domain/',
  'server/',
  'web/',
  'web/features/',
  'server/db/',
  'server/payments/',
  'server/modules/',
];

describe('docs/architecture.md against the code', () => {
  it('names every variable server/config.ts reads', () => {
    const schema =
      /const EnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(read('server/config.ts'))?.[1] ?? '';
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((v) => !doc.includes(`\`${v}\``))).toEqual([]);
  });

  it('names every NOTIFY channel of the server and of the migrations', () => {
    const sources = execFileSync('git', ['ls-files', 'server'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|sql)$/.test(f) && !f.endsWith('.test.ts'));
    const channels = new Set<string>();
    for (const file of sources) {
      const text = read(file);
      for (const m of text.matchAll(/_CHANNEL = '([a-z_]+)'/g)) channels.add(m[1]!);
      for (const m of text.matchAll(/pg_notify\('([a-z_]+)'/g)) channels.add(m[1]!);
    }
    expect([...channels].sort()).toEqual([
      'ajustes',
      'alistamiento',
      'catalogo',
      'clientes',
      'pagos',
      'pedidos',
      'push_audiencia',
    ]);
    expect([...channels].filter((c) => !doc.includes(`\`${c}\``))).toEqual([]);
  });

  it('links every decision record', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => f.endsWith('.md'));
    expect(records.filter((r) => !doc.includes(`(decisions/${r})`))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const quoted = [...doc.matchAll(/`([a-z0-9][\w./-]*\/[\w.-]*)`/g)].map((m) => m[1]!);
    const paths = quoted.filter(
      (q) => /\.(ts|tsx|js|mjs|json|md|sql)$|\/$/.test(q) && !q.includes('<'),
    );
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((p) => !BASES.some((base) => existsSync(join(ROOT, base, p))));
    expect(missing).toEqual([]);
  });

  it('names only file names that exist somewhere in the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const names = new Set(tracked.map((f) => f.slice(f.lastIndexOf('/') + 1)));
    const bare = [...doc.matchAll(/`([\w.-]+\.(?:ts|tsx|mjs|sql))`/g)].map((m) => m[1]!);
    expect(bare.length).toBeGreaterThan(20);
    expect(bare.filter((name) => !names.has(name) && !name.startsWith('*'))).toEqual([]);
  });

  it('is what README links, and nothing tracked points at the workspace design', () => {
    expect(read('README.md')).toContain('(docs/architecture.md)');
    const grep = spawnSync(
      'git',
      ['grep', '-l', '-e', '../shared', '-e', 'DESIGN.md', '--', '.', `:!${SELF}`],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
  });
});

// Issue 42: a README a newcomer reads in ten minutes; the rest lives in docs/, one page a topic.
describe('README and docs/', () => {
  const pages = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));

  it('keeps the README short and free of run histories', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    // Dated figures belong in docs/performance.md's tables (and git history), not in prose.
    expect(readme.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).toEqual([]);
  });

  it('links every page of docs/ from the README and from docs/architecture.md', () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const readme = read('README.md');
    expect(pages.filter((page) => !readme.includes(`(docs/${page})`))).toEqual([]);
    const others = pages.filter((page) => page !== 'architecture.md');
    expect(others.filter((page) => !doc.includes(`(${page})`))).toEqual([]);
  });

  it('names every variable server/config.ts reads in docs/configuration.md', () => {
    const schema =
      /const EnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(read('server/config.ts'))?.[1] ?? '';
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    const configuration = read('docs/configuration.md');
    expect(variables.filter((v) => !configuration.includes(v as string))).toEqual([]);
  });
});
