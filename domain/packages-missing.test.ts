import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { missingPackageProducts } from './packages';

describe('missingPackageProducts', () => {
  it('names the included products that cannot supply one package', () => {
    const items = [
      { nombre: 'Leche entera', stock: 1, cantidad: 2 },
      { nombre: 'Pan tajado', stock: 5, cantidad: 1 },
      { nombre: 'Huevos', stock: 0, cantidad: 1 },
      { nombre: 'Café', stock: null, cantidad: 1 },
    ];
    expect(missingPackageProducts(items).map((i) => i.nombre)).toEqual([
      'Leche entera',
      'Huevos',
      'Café',
    ]);
  });

  it('is empty when every product has enough for one package', () => {
    expect(missingPackageProducts([{ nombre: 'Pan', stock: 2, cantidad: 2 }])).toEqual([]);
  });

  it('words one or several missing products', () => {
    const m = MESSAGES.storeCatalogue.packageMissing;
    expect(m(['Leche entera'])).toBe('No disponible: falta Leche entera');
    expect(m(['Leche', 'Pan'])).toBe('No disponible: faltan Leche y Pan');
    expect(m(['Leche', 'Pan', 'Café'])).toBe('No disponible: faltan Leche, Pan y Café');
  });
});
