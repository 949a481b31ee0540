import { describe, expect, it } from 'vitest';
import { FIXTURE_PACKAGES, FIXTURE_PRODUCTS } from '../assistant/fixtures';
import { answerChat } from '../assistant/engine';
import { fixtureContext } from '../assistant/fixtures';
import { aliasesProblem, AliasesField, joinAliases, splitAliases } from './aliases';
import { searchCatalog } from './catalog-search';

describe('"También se busca como" (issue 43)', () => {
  it.each([
    ['gaseosa negra, Coca ,  coca', ['gaseosa negra', 'Coca']],
    ['  ', []],
    ['uno;dos\ntres', ['uno', 'dos', 'tres']],
    ['Piña, pina', ['Piña', 'pina']],
  ])('splits %j', (text, list) => {
    expect(splitAliases(text)).toEqual(list);
  });

  it.each([
    [['gaseosa negra'], null],
    [Array.from({ length: 11 }, (_, i) => `palabra ${i}`), '«También se busca como» admite máximo 10 palabras'],
    [['x'.repeat(41)], 'Cada palabra de «También se busca como» puede tener máximo 40 caracteres'],
    [['7'], 'Cada palabra de «También se busca como» debe tener al menos 2 letras'],
  ])('checks %j', (list, problem) => {
    expect(aliasesProblem(list)).toBe(problem);
    expect(AliasesField.safeParse(list).success).toBe(problem === null);
  });

  it('reads the form text and a list alike, and shows them joined', () => {
    expect(AliasesField.parse('a1b, c2d')).toEqual(['a1b', 'c2d']);
    expect(AliasesField.parse(['gaseosa negra'])).toEqual(['gaseosa negra']);
    expect(joinAliases(['gaseosa negra', 'coca'])).toBe('gaseosa negra, coca');
  });

  it('makes the one search find a product by the words its owner wrote', () => {
    const cola = FIXTURE_PRODUCTS.find((p) => p.nombre.startsWith('Gaseosa Coca'))!;
    const products = FIXTURE_PRODUCTS.map((p) =>
      p.id === cola.id ? { ...p, busca_como: ['gaseosa negra', 'refajo'] } : p,
    );
    const store = searchCatalog(products, FIXTURE_PACKAGES, 'gaseosa negra');
    expect(store.items.map((i) => i.nombre)).toEqual([cola.nombre]);
    expect(searchCatalog(products, FIXTURE_PACKAGES, 'refajo').items.map((i) => i.id)).toEqual([
      cola.id,
    ]);
    expect(searchCatalog(FIXTURE_PRODUCTS, FIXTURE_PACKAGES, 'refajo').items).toEqual([]);
    const chat = answerChat({ mensaje: '¿tienen refajo?' }, fixtureContext({ products }));
    expect(chat.respuesta).toContain(cola.nombre);
    expect(chat.respuesta).not.toContain('No tenemos');
  });
});
