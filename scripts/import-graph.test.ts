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
