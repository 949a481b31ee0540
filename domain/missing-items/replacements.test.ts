import { describe, expect, it } from 'vitest';
import { proposeReplacements, replacementUnitPrice, sizeOf } from './replacements';
import { effectivePreference, missingLineAction } from './preference';
import { promiseStart, residentDecisionMs } from './promise';

const p = (id: number, nombre: string, precio: number, stock = 5, categoria = 'Lácteos') => ({ id, nombre, categoria, precio, stock });

describe('sizeOf', () => {
  it.each([
    ['Leche entera Alquería 1,1 L', { dimension: 'volumen', amount: 1100 }],
    ['Agua Cristal 600 ml', { dimension: 'volumen', amount: 600 }],
    ['Queso campesino 500 g', { dimension: 'masa', amount: 500 }],
    ['Arroz Diana 1 kg', { dimension: 'masa', amount: 1000 }],
    ['Arepas de maíz blanco x 5', { dimension: 'unidades', amount: 5 }],
    ['Pony Malta', null],
  ])('reads %s', (nombre, size) => expect(sizeOf(nombre)).toEqual(size));
});

describe('proposeReplacements', () => {
  const leche = p(1, 'Leche entera Alquería 1,1 L', 5200);
  const catalogue = [
    leche,
    p(2, 'Leche deslactosada Alquería 1 L', 5900),
    p(3, 'Leche entera Colanta 1 L', 5000),
    p(4, 'Leche en polvo 400 g', 14000),
    p(5, 'Leche Alpina 1 L', 5100, 0),
    p(6, 'Kumis Alpina 1 L', 9800),
    p(7, 'Pan tajado 600 g', 5200, 5, 'Panadería'),
    p(8, 'Leche Parmalat 200 ml', 1500),
  ];
  it('offers up to three of the same category in stock, closest size then price', () => {
    expect(proposeReplacements(leche, catalogue).map((x) => x.id)).toEqual([3, 2, 6]);
  });
  it('never proposes the missing product, another category or one out of stock', () => {
    const ids = proposeReplacements(leche, catalogue, 10).map((x) => x.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(5);
    expect(ids).not.toContain(7);
  });
  it('offers nothing when the category has nothing else in stock', () => {
    expect(proposeReplacements(p(7, 'Pan tajado 600 g', 5200, 5, 'Panadería'), catalogue)).toEqual([]);
  });
});

describe('replacementUnitPrice', () => {
  it.each([
    [5200, 4800, false, false, 4800],
    [5200, 5900, false, false, 5200],
    [5200, 5900, true, false, 5900],
    [5200, 5900, true, true, 5200],
  ])('missing %i, replacement %i, accepted %s, paid online %s → %i', (missing, repl, accepts, paid, expected) => {
    expect(replacementUnitPrice({ missingUnitPrice: missing, replacementUnitPrice: repl, acceptsDifference: accepts, paidOnline: paid })).toBe(expected);
  });
});

describe('preferences', () => {
  it('defaults to asking when nobody chose', () => {
    expect(effectivePreference(null, undefined)).toBe('preguntar');
    expect(effectivePreference(null, 'quitar')).toBe('quitar');
    expect(effectivePreference('reemplazar', 'quitar')).toBe('reemplazar');
  });
  it('lets the line choice win over the order preference', () => {
    expect(missingLineAction('reemplazar', { reemplazo_producto_id: null, no_reemplazar: true })).toEqual({ kind: 'quitar' });
    expect(missingLineAction('quitar', { reemplazo_producto_id: 4, no_reemplazar: false })).toEqual({ kind: 'reemplazar', producto_id: 4 });
    expect(missingLineAction('preguntar', { reemplazo_producto_id: null, no_reemplazar: false })).toEqual({ kind: 'preguntar' });
  });
});

describe('the promise and the resident decision time', () => {
  const t = (min: number) => new Date(Date.UTC(2026, 0, 1, 12, min));
  it('adds the time each question waited, overlaps once, open ones up to now', () => {
    const spans = [
      { opened: t(5), closed: t(7) },
      { opened: t(6), closed: t(8) },
      { opened: t(10), closed: null },
    ];
    expect(residentDecisionMs(spans, t(11)) / 60_000).toBe(4);
    expect(promiseStart(t(0), spans, t(11))).toEqual(t(4));
  });
  it('moves nothing when no question was asked', () => {
    expect(promiseStart(t(0), [], t(30))).toEqual(t(0));
  });
});
