import { describe, expect, it } from 'vitest';
import { cartStockShortages, stockMessageWithPackages } from './cart-stock';

// Issue 40: a product's own line and the units of it inside packages share one stock.

const EGGS = { id: 1, nombre: 'Huevos AA x 12' };
const MILK = { id: 2, nombre: 'Leche entera' };
const desayuno = (cantidad: number) => ({
  lineId: 'paquete_9',
  nombre: 'Desayuno',
  cantidad,
  items: [
    { producto_id: EGGS.id, nombre: EGGS.nombre, cantidad: 1 },
    { producto_id: MILK.id, nombre: MILK.nombre, cantidad: 2 },
  ],
});
const stock = (values: Partial<Record<number, number>>) => (id: number) => values[id];

describe('cartStockShortages', () => {
  it.each([
    {
      name: 'counts the eggs inside packages with the eggs bought alone',
      products: [{ lineId: 1, id: EGGS.id, nombre: EGGS.nombre, cantidad: 2 }],
      packages: [desayuno(1)],
      stocks: { 1: 2, 2: 10 },
      want: [
        { productId: 1, nombre: EGGS.nombre, available: 2, demand: 3, inPackages: 1, lineIds: [1] },
      ],
    },
    {
      name: 'finds nothing when the stock covers both',
      products: [{ lineId: 1, id: EGGS.id, nombre: EGGS.nombre, cantidad: 1 }],
      packages: [desayuno(1)],
      stocks: { 1: 2, 2: 10 },
      want: [],
    },
    {
      name: 'warns the package lines when no line of the product is in the cart',
      products: [],
      packages: [desayuno(3)],
      stocks: { 1: 10, 2: 5 },
      want: [
        {
          productId: 2,
          nombre: MILK.nombre,
          available: 5,
          demand: 6,
          inPackages: 6,
          lineIds: ['paquete_9'],
        },
      ],
    },
    {
      name: 'leaves a product of unknown stock to the server',
      products: [{ lineId: 1, id: EGGS.id, nombre: EGGS.nombre, cantidad: 50 }],
      packages: [],
      stocks: {},
      want: [],
    },
  ])('$name', ({ products, packages, stocks, want }) => {
    expect(cartStockShortages(products, packages, stock(stocks))).toEqual(want);
  });
});

describe('stockMessageWithPackages', () => {
  it.each([
    [
      2,
      3,
      1,
      'Solo quedan 2 unidades de Huevos AA x 12 y tu pedido necesita 3 (1 dentro de tus paquetes)',
    ],
    [
      1,
      2,
      2,
      'Solo queda 1 unidad de Huevos AA x 12 y tu pedido necesita 2 (2 dentro de tus paquetes)',
    ],
    [0, 1, 1, 'Huevos AA x 12 se agotó y tu pedido necesita 1 (1 dentro de tus paquetes)'],
    [2, 3, 0, 'Solo quedan 2 unidades de Huevos AA x 12'],
  ])('says %i left of %i wanted with %i in packages', (available, demand, inPackages, text) => {
    expect(stockMessageWithPackages(EGGS.nombre, available, demand, inPackages)).toBe(text);
  });
});
