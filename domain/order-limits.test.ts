import { describe, expect, it } from 'vitest';
import { formatCOP } from './money';
import { checkOpenCashCeilings, checkOrderCeilings } from './order-limits';
import { DEFAULT_SETTINGS } from './settings';

const limits = DEFAULT_SETTINGS.limites;

describe('order ceilings (issue 46)', () => {
  it('defaults to 20 units of a product, $500.000 an order, 3 open cash orders worth $1.000.000', () => {
    expect(limits).toEqual({
      unidades_por_producto: 20,
      valor_maximo_pedido: 500_000,
      pedidos_efectivo_abiertos: 3,
      valor_efectivo_abierto: 1_000_000,
      revision_desde_valor: 250_000,
      revision_desde_unidades: 10,
    });
  });

  it.each([
    [[{ nombre: 'Leche', unidades: 20 }], 499_999, { ok: true, value: null }],
    [[{ nombre: 'Leche', unidades: 21 }], 10_000, { ok: false, code: 'ORDER_LIMIT', message: 'Puedes pedir hasta 20 unidades de Leche en un pedido.' }],
    [[{ nombre: 'Pan', unidades: 2 }], 500_001, { ok: false, code: 'ORDER_LIMIT', message: `Un pedido puede ser de hasta ${formatCOP(500_000)}. Divide tu compra en varios pedidos.` }],
  ])('checks %j worth %i', (lines, subtotal, expected) => {
    expect(checkOrderCeilings({ lines, subtotal }, limits)).toEqual(expected);
  });

  it.each([
    [{ count: 2, value: 400_000 }, 100_000, { ok: true, value: null }],
    [
      { count: 3, value: 30_000 },
      10_000,
      { ok: false, code: 'ORDER_LIMIT', message: 'Ya tienes 3 pedidos en efectivo sin entregar, el máximo. Espera a recibir uno o paga con un medio digital.' },
    ],
    [
      { count: 1, value: 950_000 },
      60_000,
      { ok: false, code: 'ORDER_LIMIT', message: `Tus pedidos en efectivo sin entregar pasarían de ${formatCOP(1_000_000)}, el máximo. Espera a recibirlos o paga con un medio digital.` },
    ],
  ])('checks open cash orders %j plus %i', (open, subtotal, expected) => {
    expect(checkOpenCashCeilings(open, subtotal, limits)).toEqual(expected);
  });
});
