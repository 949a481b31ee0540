import { describe, expect, it } from 'vitest';
import { indexCatalog } from './catalog-match';
import { FIXTURE_PACKAGES, FIXTURE_PRODUCTS } from './fixtures';
import { askedMeasure, packMeasure, packsFor } from './measures';
import { searchProducts } from './product-search';
import { scopeOf } from './scope';
import { searchIndexOf, searchWord, textSays } from './search-index';

const names = (products = FIXTURE_PRODUCTS, q: string) => {
  const found = searchProducts(indexCatalog(products, FIXTURE_PACKAGES), q);
  return found.kind === 'found' ? found.matches.map((m) => m.nombre) : found.kind;
};

describe('the catalogue search index (issue 25)', () => {
  it('reads "n" typed for "ñ" as the same letter, and "ñ" as typed (issue 43)', () => {
    const panela = {
      ...FIXTURE_PRODUCTS[0]!,
      id: 98,
      nombre: 'Panela x 2 (1 kg)',
      categoria: 'Despensa',
      descripcion: 'Panela en bloque de caña.',
    };
    const products = [...FIXTURE_PRODUCTS, panela];
    expect(names(products, 'hay panela de cana')).toEqual(['Panela x 2 (1 kg)']);
    expect(names(products, 'hay panela de caña')).toEqual(['Panela x 2 (1 kg)']);
  });

  it('is built once per catalogue list and again for a changed one', () => {
    const items = indexCatalog(FIXTURE_PRODUCTS, FIXTURE_PACKAGES);
    expect(searchIndexOf(items)).toBe(
      searchIndexOf(indexCatalog(FIXTURE_PRODUCTS, FIXTURE_PACKAGES)),
    );
    expect(names(FIXTURE_PRODUCTS, 'tienen cerveza')).toBe('missing');
    const changed = [
      ...FIXTURE_PRODUCTS,
      {
        ...FIXTURE_PRODUCTS[0]!,
        id: 99,
        nombre: 'Cerveza Club Colombia 330 ml',
        categoria: 'Bebidas',
      },
    ];
    // Updated in place for the new list (one document more), each list still reads its own.
    expect(searchIndexOf(indexCatalog(changed, FIXTURE_PACKAGES))).toBe(searchIndexOf(items));
    expect(names(changed, 'tienen cerveza club colombia')).toEqual([
      'Cerveza Club Colombia 330 ml',
    ]);
    expect(names(FIXTURE_PRODUCTS, 'tienen club colombia')).toBe('missing');
  });

  it('keeps the index for a new list whose texts are the same (an order changed only stock)', () => {
    const before = searchIndexOf(indexCatalog(FIXTURE_PRODUCTS, FIXTURE_PACKAGES));
    const restocked = FIXTURE_PRODUCTS.map((p) => ({ ...p, stock: p.stock + 7 }));
    const after = indexCatalog(restocked, structuredClone(FIXTURE_PACKAGES));
    expect(searchIndexOf(after)).toBe(before);
    const renamed = restocked.map((p, i) => (i === 0 ? { ...p, nombre: 'Mermelada Fruco de mora' } : p));
    expect(names(renamed, 'tienen mermelada')).toEqual(['Mermelada Fruco de mora']);
    expect(names(FIXTURE_PRODUCTS, 'tienen mermelada')).toBe('missing');
    expect(names(renamed, 'tienen leche entera')).not.toContain(FIXTURE_PRODUCTS[0]!.nombre);
  });

  it('updates a large index in place for a few edits instead of building it again (issue 43)', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => ({
      ...FIXTURE_PRODUCTS[i % FIXTURE_PRODUCTS.length]!,
      id: 1_000 + i,
    }));
    const index = searchIndexOf(indexCatalog(many, FIXTURE_PACKAGES));
    const edited = many.map((p, i) =>
      i === 7 ? { ...p, nombre: 'Panela orgánica', busca_como: ['papelón'] } : p,
    );
    const removed = edited.filter((_, i) => i !== 8);
    expect(searchIndexOf(indexCatalog(edited, FIXTURE_PACKAGES))).toBe(index);
    expect(names(edited, 'hay papelon')).toEqual(['Panela orgánica']);
    expect(searchIndexOf(indexCatalog(removed, FIXTURE_PACKAGES))).toBe(index);
    expect(names(removed, 'hay papelon')).toEqual(['Panela orgánica']);
    expect(names(many, 'hay papelon')).toBe('missing');
  });

  it('reads Spanish stems and typos by sound, not any near word', () => {
    const items = indexCatalog(FIXTURE_PRODUCTS, FIXTURE_PACKAGES);
    expect(names(FIXTURE_PRODUCTS, 'hay arros diana')).toEqual(['Arroz Diana 1 kg']);
    expect(names(FIXTURE_PRODUCTS, 'kiero aguakate')).toEqual(['Aguacate Hass x 3']);
    expect(searchWord(items, 'colombia').every((h) => h.fuzzy)).toBe(true);
    expect(searchWord(items, 'hasta')).toEqual([]);
    expect(names(FIXTURE_PRODUCTS, 'hay panales')).toBe('missing');
  });

  it('claims an attribute only from the product text', () => {
    expect(textSays('Agua potable tratada, sin gas, en botella.', ['sin', 'gas'])).toBe(true);
    expect(textSays('Pan blanco tajado.', ['sin', 'gluten'])).toBe(false);
    expect(names(FIXTURE_PRODUCTS, 'tienen pan sin gluten')).toBe('missing');
  });
});

describe('scope and measures', () => {
  it('knows the towers and what is outside the shop', () => {
    expect(scopeOf('el domicilio a la torre 6')).toBe('delivery');
    expect(scopeOf('hacen domicilios a la torre 3')).toBeNull();
    expect(scopeOf('quien gano el partido de millonarios anoche')).toBe('outside');
    expect(scopeOf('buenas vecino tienen leche')).toBeNull();
  });

  it('turns kilos, grams and litres into packs, rounding up', () => {
    expect(
      packsFor(askedMeasure('necesito 3 kilos de papa')!, packMeasure('Papa pastusa 2 kg')),
    ).toBe(2);
    expect(
      packsFor(askedMeasure('medio kilo de queso')!, packMeasure('Queso campesino 500 g')),
    ).toBe(1);
    expect(
      packsFor(askedMeasure('2 litros de leche')!, packMeasure('Leche entera Alquería 1,1 L')),
    ).toBe(2);
    expect(packsFor(askedMeasure('3 kilos')!, packMeasure('Plátano maduro x 3'))).toBeNull();
    expect(packMeasure('Panela x 2 (1 kg)')).toEqual({ amount: 1000, dimension: 'peso' });
  });
});
