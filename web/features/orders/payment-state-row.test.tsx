import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../domain/order-views';
import { orderView } from '../order-data/order-test-data';
import { OrderPayment } from './order-detail-sections';

function stateShown(over: Partial<OrderView>): string | null | undefined {
  render(<OrderPayment order={orderView(7, over)} />);
  return screen.getByText('Estado del pago').closest('div')?.querySelector('dd')?.textContent;
}

/** Issue 41: the resident's order detail names the payment's state by the shop's one rule. */
describe('the resident’s payment state', () => {
  it.each([
    [{ estado: 'pendiente' }, 'Pagas en efectivo al recibir'],
    [{ estado: 'entregado', estado_pago: 'COBRADO_EFECTIVO' }, 'Pagado en efectivo'],
    [
      {
        estado: 'cancelado',
        metodo_pago: 'CARD',
        payment_method: 'CARD',
        estado_pago: 'VOIDED',
        reembolso: { estado: 'anulado', monto: 33_400, fecha: null, referencia: null },
      },
      'Cobro anulado',
    ],
    [{ estado: 'entregado', metodo_pago: 'NEQUI', payment_method: 'NEQUI', estado_pago: 'APPROVED' }, 'Pagado en línea'],
  ] as const)('%j reads "%s"', (over, text) => {
    expect(stateShown(over)).toBe(text);
  });
});
