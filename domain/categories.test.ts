import { describe, expect, it } from 'vitest';
import { categoryKey, findCategory, normalizeCategoryName, sortCategories } from './categories';

describe('category names', () => {
  it.each([
    ['básicos', { ok: true, value: 'Básicos' }],
    ['  ñame   y  yuca ', { ok: true, value: 'Ñame y yuca' }],
    ['Lácteos y bebidas', { ok: true, value: 'Lácteos y bebidas' }],
    ['', { ok: false, message: 'Escribe el nombre de la categoría.' }],
    [
      '<img src=x onerror=alert(1)>',
      { ok: false, message: 'El nombre de la categoría solo puede tener letras y espacios.' },
    ],
    [
      'Bebidas 2x1',
      { ok: false, message: 'El nombre de la categoría solo puede tener letras y espacios.' },
    ],
    [
      'a'.repeat(41),
      { ok: false, message: 'El nombre de la categoría tiene máximo 40 caracteres.' },
    ],
  ])('normalizes %j', (input, expected) => {
    expect(normalizeCategoryName(input)).toMatchObject(expected);
  });

  it('matches names ignoring case, accents and spacing, and sorts in Spanish', () => {
    expect(categoryKey(' LÁCTEOS  y Bebidas')).toBe('lacteos y bebidas');
    const list = [
      { nombre: 'Snacks' },
      { nombre: 'Ñame' },
      { nombre: 'Aseo' },
      { nombre: 'Nueces' },
    ];
    expect(findCategory(list, 'snacks')?.nombre).toBe('Snacks');
    expect(findCategory(list, 'nunca')).toBeUndefined();
    expect(sortCategories(list).map((c) => c.nombre)).toEqual(['Aseo', 'Nueces', 'Ñame', 'Snacks']);
  });
});
