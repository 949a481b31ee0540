import { describe, expect, it } from 'vitest';
import type { CurrentPrices } from '../../../domain/order-views';
import {
  applyCurrentPrices,
  changedLines,
  type CashOrderBody,
  type CheckoutItem,
} from './order-body';

const milk: CheckoutItem = {
  id: 1,
  nombre: 'Leche',
  precio: 4_000,
  precio_original: 4_000,
  descuento_activo: false,
  descuento_porcentaje: 0,
  cantidad: 2,
};
const bread: CheckoutItem = {
  id: 2,
  nombre: 'Pan',
  precio: 5_400,
  precio_original: 6_000,
  descuento_activo: true,
  descuento_porcentaje: 10,
  cantidad: 1,
};
const combo: CheckoutItem = {
  id: 'paquete_7',
  nombre: 'Combo',
  precio: 12_000,
  precio_original: 12_000,
  descuento_activo: false,
  descuento_porcentaje: 0,
  cantidad: 1,
  tipo: 'paquete',
  paquete_id: 7,
};

function prices(milkPrice: number, breadPrice: number, comboPrice: number): CurrentPrices {
  return {
    lineas: [
      { tipo: 'producto', id: 1, nombre: 'Leche', precio: milkPrice },
      { tipo: 'producto', id: 2, nombre: 'Pan', precio: breadPrice },
      { tipo: 'paquete', id: 7, nombre: 'Combo', precio: comboPrice },
    ],
    subtotal: 0,
    descuento_cupon: 0,
    descuento_canje: 0,
    costo_envio: 0,
    total: 0,
  };
}

describe('applyCurrentPrices', () => {
  it.each([
    ['keeps unchanged lines as they are', prices(4_000, 5_400, 12_000), [milk, bread, combo]],
    [
      'moves a line without offer to the new price',
      prices(4_500, 5_400, 12_000),
      [{ ...milk, precio: 4_500, precio_original: 4_500 }, bread, combo],
    ],
    [
      'keeps an offer whose list price explains the new price',
      prices(4_000, 6_300, 12_000),
      [milk, { ...bread, precio: 6_300, precio_original: 7_000 }, combo],
    ],
    [
      'reprices a package by its package id',
      prices(4_000, 5_400, 11_000),
      [milk, bread, { ...combo, precio: 11_000, precio_original: 11_000 }],
    ],
  ])('%s', (_title, current, expected) => {
    expect(applyCurrentPrices([milk, bread, combo], current)).toEqual(expected);
  });
});

describe('changedLines', () => {
  it('lists only the lines whose unit price moved', () => {
    const sent = {
      productos: [
        { id: 1, nombre: 'Leche', precio: 4_000, cantidad: 2 },
        { id: 2, nombre: 'Pan', precio: 5_400, cantidad: 1 },
      ],
      paquetes: [{ id: 7, nombre: 'Combo', precio: 12_000, cantidad: 1 }],
    } as CashOrderBody;
    expect(changedLines(sent, prices(4_000, 5_400, 13_000))).toEqual([
      { key: 'paquete:7', nombre: 'Combo', before: 12_000, after: 13_000 },
    ]);
  });
});
