import { describe, expect, it } from 'vitest';
import { saleStatus, tallySales, tallyText, towerNumbers, type SaleStatus } from './sales';

describe('saleStatus', () => {
  it.each<[string, string, string, SaleStatus]>([
    ['entregado', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 'venta'],
    ['pendiente', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 'por_cobrar'],
    ['pendiente_efectivo', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 'por_cobrar'],
    ['cancelado', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 'fuera'],
    ['pendiente', 'NEQUI', 'APPROVED', 'venta'],
    ['entregado', 'CARD', 'APPROVED', 'venta'],
    ['pendiente', 'PSE', 'PENDING', 'fuera'],
    ['pendiente', 'DAVIPLATA', 'DECLINED', 'fuera'],
    ['cancelado', 'NEQUI', 'APPROVED', 'fuera'],
    ['raro', 'NEQUI', 'APPROVED', 'fuera'],
  ])('reads %s %s %s as %s', (estado, metodo_pago, estado_pago, expected) => {
    expect(saleStatus({ estado, metodo_pago, estado_pago })).toBe(expected);
  });
});

describe('tallySales', () => {
  it('sums sales, money to collect, towers and methods of a fixed set', () => {
    const order = (estado: string, metodo_pago: string, estado_pago: string, total: number, torre_entrega: number) => ({
      estado,
      metodo_pago,
      estado_pago,
      total,
      torre_entrega,
    });
    const tally = tallySales([
      order('entregado', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 10_000, 1),
      order('pendiente', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 7_000, 1),
      order('pendiente', 'NEQUI', 'APPROVED', 20_000, 2),
      order('cancelado', 'EFECTIVO', 'PENDIENTE_EFECTIVO', 50_000, 3),
      order('cancelado', 'CARD', 'APPROVED', 30_000, 3),
      order('entregado', 'CARD', 'APPROVED', 45_000, 5),
    ]);
    expect(tally).toEqual({
      ventas: { total: 75_000, pedidos: 3 },
      porCobrar: { total: 7_000, pedidos: 1 },
      porTorre: [
        { torre: 1, ventas: 10_000, pedidos: 1 },
        { torre: 2, ventas: 20_000, pedidos: 1 },
        { torre: 3, ventas: 0, pedidos: 0 },
        { torre: 4, ventas: 0, pedidos: 0 },
        { torre: 5, ventas: 45_000, pedidos: 1 },
      ],
      porMetodo: { efectivo: 10_000, digital: 65_000 },
    });
  });
});

describe('tallyText', () => {
  it('shows the sum beside the agreeing count', () => {
    expect(tallyText({ total: 7_000, pedidos: 1 })).toBe('$\u00a07.000 (1 pedido)');
    expect(tallyText({ total: 0, pedidos: 0 })).toBe('$\u00a00 (0 pedidos)');
  });
});

describe('towerNumbers', () => {
  it.each<[string, number, number[], number[]]>([
    ['lists the five towers of the demo complex', 5, [], [1, 2, 3, 4, 5]],
    ['lists the eight towers saved in Ajustes', 8, [3, 8], [1, 2, 3, 4, 5, 6, 7, 8]],
    ['keeps a tower the shop removed while it has figures', 2, [7, 1, 7], [1, 2, 7]],
  ])('%s', (_title, configured, seen, expected) => {
    expect(towerNumbers(configured, seen)).toEqual(expected);
  });

  it('tallies tower 7 of an eight-tower complex', () => {
    const sale = { estado: 'entregado', metodo_pago: 'NEQUI', estado_pago: 'APPROVED' };
    const tally = tallySales([{ ...sale, total: 9_000, torre_entrega: 7 }], 8);
    expect(tally.porTorre).toHaveLength(8);
    expect(tally.porTorre[6]).toEqual({ torre: 7, ventas: 9_000, pedidos: 1 });
  });
});
