import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, formStock, saveBody, validateDraft } from './product-form';

const good = { ...emptyDraft('SC-0042'), nombre: 'Arepa', precio: '3500', categoria: 'Panadería' };

describe('product form rules', () => {
  it('accepts a complete draft and turns non-numeric stock into 0', () => {
    const result = validateDraft({ ...good, stock: 'abc' });
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({ stock: '0', codigo: 'SC-0042' }),
    });
    expect(formStock(' 12 ')).toBe('12');
  });

  it('requires name, price and category, and checks code, price, stock and image', () => {
    const result = validateDraft({
      ...emptyDraft('X-1'),
      precio: '-5',
      stock: '-2',
      imagen: 'no es url',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'categoria',
      'codigo',
      'imagen',
      'nombre',
      'precio',
      'stock',
    ]);
    expect(result.errors.codigo).toBe('El código debe tener el formato SC-0001');
    expect(result.errors.imagen).toBe('La imagen debe ser una URL válida');
  });
});

describe('purchase cost (issue 41)', () => {
  it('sends a typed cost, leaves a blank one out and refuses a negative one', () => {
    expect(validateDraft({ ...good, costo_compra: '2800' })).toEqual({
      ok: true,
      body: expect.objectContaining({ costo_compra: '2800' }),
    });
    const blank = validateDraft(good);
    expect(blank.ok).toBe(true);
    const bad = validateDraft({ ...good, costo_compra: '-1' });
    expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(['costo_compra']);
  });

  it("opens an edit with the product's cost", () => {
    const row = {
      ...good,
      id: 1,
      precio: 3500,
      stock: 4,
      imagen: null,
      informacion_nutricional: null,
      nutricional: null,
      busca_como: ['gaseosa negra'],
      activo: true,
      descuento_activo: false,
      descuento_porcentaje: 0,
      descuento_badge_texto: null,
      costo_compra: 2800,
      margen_objetivo: 25,
    };
    expect(draftOf(row).costo_compra).toBe('2800');
    expect(draftOf(row).busca_como).toBe('gaseosa negra');
    expect(draftOf({ ...row, costo_compra: null }).costo_compra).toBe('');
  });
});

describe('"También se busca como" (issue 43)', () => {
  it('sends the words as typed and refuses too many or too long ones with the domain message', () => {
    const ok = validateDraft({ ...good, busca_como: 'gaseosa negra, coca' });
    expect(ok).toEqual({
      ok: true,
      body: expect.objectContaining({ busca_como: 'gaseosa negra, coca' }),
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `palabra ${'abcdefghijk'[i]}`).join(', ');
    expect(validateDraft({ ...good, busca_como: eleven })).toEqual({
      ok: false,
      errors: { busca_como: '«También se busca como» admite máximo 10 palabras' },
    });
    expect(validateDraft({ ...good, busca_como: 'x'.repeat(41) })).toEqual({
      ok: false,
      errors: {
        busca_como: 'Cada palabra de «También se busca como» puede tener máximo 40 caracteres',
      },
    });
  });
});

describe('product code', () => {
  it('is required in the form even though the server could generate one', () => {
    const result = validateDraft({ ...good, codigo: ' ' });
    expect(result).toEqual({ ok: false, errors: { codigo: 'El código es obligatorio' } });
  });
});

describe('what an edit sends', () => {
  const body = { nombre: 'Arepa', precio: '3500', stock: '47' };
  it('leaves out a stock the owner did not change, so a sale meanwhile stays', () => {
    expect(saveBody(body, 47)).toEqual({ nombre: 'Arepa', precio: '3500' });
  });
  it('sends a changed stock with the figure it replaces', () => {
    expect(saveBody({ ...body, stock: '25' }, 47)).toEqual({
      nombre: 'Arepa',
      precio: '3500',
      stock: '25',
      stock_anterior: 47,
    });
  });
  it('sends a new product as it is', () => {
    expect(saveBody(body, null)).toEqual(body);
  });
});
