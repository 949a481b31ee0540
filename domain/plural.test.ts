import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { countNoun, countOf, isSingular, plural } from './plural';
import { stockLabel } from './products';

describe('plural', () => {
  it.each([
    [1, true],
    [-1, true],
    [0, false],
    [2, false],
    [1.5, false],
    [0.5, false],
    [21, false],
    [101, false],
  ])('treats %d as singular: %s', (count, singular) => {
    expect(isSingular(count)).toBe(singular);
  });

  it.each([
    [1, 'queda'],
    [0, 'quedan'],
    [3, 'quedan'],
  ])('agrees the verb with %d', (count, word) => {
    expect(plural(count, 'queda', 'quedan')).toBe(word);
  });

  it.each([
    [0, 'producto', 'productos', '0 productos'],
    [1, 'producto', 'productos', '1 producto'],
    [2, 'producto', 'productos', '2 productos'],
    [1, 'paquete disponible', 'paquetes disponibles', '1 paquete disponible'],
    [7, 'paquete disponible', 'paquetes disponibles', '7 paquetes disponibles'],
  ])('counts %d as %s/%s → %s', (count, one, many, expected) => {
    expect(countOf(count, one, many)).toBe(expected);
  });

  it.each([
    [1, 'punto', '1 punto'],
    [620, 'punto', '620 puntos'],
    [0, 'pedido', '0 pedidos'],
    [1, 'pedido', '1 pedido'],
    [1, 'unidad', '1 unidad'],
    [4, 'unidad', '4 unidades'],
    [1, 'codigo', '1 código'],
    [3, 'paquete', '3 paquetes'],
  ] as const)('names %d of %s as %s', (count, noun, expected) => {
    expect(countNoun(count, noun)).toBe(expected);
  });
});

describe('counts shown to people agree with their number', () => {
  it.each([
    [stockLabel(1), '¡Solo queda 1!'],
    [stockLabel(3), '¡Solo quedan 3!'],
    [MESSAGES.stock.packageOnly(1), 'Solo hay 1 paquete disponible'],
    [MESSAGES.stock.packageOnly(3), 'Solo hay 3 paquetes disponibles'],
    [MESSAGES.points.credited(1), 'Este pedido te dio 1 punto'],
    [MESSAGES.points.credited(12), 'Este pedido te dio 12 puntos'],
    [MESSAGES.points.rewardRedeemed(1, 'Café'), 'Canjeaste 1 punto por Café'],
    [MESSAGES.points.redeemed(50, '$\u00a0500'), 'Canjeaste 50 puntos por $\u00a0500 de descuento'],
    [MESSAGES.api.cartRestored(1), '¡Hola de nuevo! Restauramos tu carrito con 1 producto.'],
    [MESSAGES.api.cartRestored(2), '¡Hola de nuevo! Restauramos tu carrito con 2 productos.'],
  ])('says %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
