import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { priceCartItems } from '../cart/cart-pricing';
import { CashConfirmModal } from './cash-confirm-modal';
import { orderFailure } from './checkout-api';
import { FirstSlotOffer } from './first-slot-offer';
import { buildCashOrder, type CheckoutItem } from './order-body';
import { ClosedBanner } from './service-hours';
import type { SlotView } from './slots-api';

const milk: CheckoutItem = {
  id: 1,
  nombre: 'Leche',
  precio: 4_000,
  precio_original: 4_000,
  descuento_activo: false,
  descuento_porcentaje: 0,
  cantidad: 2,
};
const breakdown = priceCartItems([{ ...milk, stock: 10 } as never], 'efectivo', {
  promoPercent: null,
  pointsValue: 0,
});
const delivery = {
  torre_entrega: 1,
  piso_entrega: 5,
  apartamento_entrega: '502',
  nombre: 'Camila Rojas',
  email: 'cliente@superconjunto.co',
};
// 6:00–6:30 a. m. in Bogotá on 8 December 2026.
const MORNING: SlotView = {
  inicio: '2026-12-08T11:00:00.000Z',
  fin: '2026-12-08T11:30:00.000Z',
  etiqueta: 'Mañana 6:00 a. m. – 6:30 a. m.',
  lleno: false,
  restantes: 3,
};
const CLOSED = 'Estamos cerrados. Abrimos mañana a las 6:00 a. m.';

describe('a scheduled order (issue 45)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-08T04:10:00Z') }));
  afterEach(() => vi.useRealTimers());

  it("carries the slot's start in the order body, and nothing for as soon as possible", () => {
    const input = {
      items: [milk],
      breakdown,
      delivery,
      email: delivery.email,
      promoCode: null,
      canjeCode: null,
    };
    expect(buildCashOrder({ ...input, slotStart: MORNING.inicio }).entrega_programada).toEqual({
      inicio: MORNING.inicio,
    });
    expect(buildCashOrder(input)).not.toHaveProperty('entrega_programada');
  });

  it('reads a full or withdrawn slot as a new choice to make, with the server words', () => {
    for (const code of ['SLOT_FULL', 'SLOT_UNAVAILABLE']) {
      const refusal = new ApiError('Esa franja se llenó. Elige otra.', 409, code);
      expect(orderFailure(refusal)).toEqual({
        kind: 'slot',
        message: 'Esa franja se llenó. Elige otra.',
      });
    }
  });

  it('lets a closed store confirm a cash order for a slot, saying when it arrives', () => {
    render(
      <CashConfirmModal
        open
        items={[milk]}
        breakdown={breakdown}
        delivery={delivery}
        promoCode={null}
        submitting={false}
        closedMessage={CLOSED}
        slot={MORNING}
        onConfirm={() => {}}
        onBack={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
    expect(screen.getByText(/Programado: llega mañana 6:00/)).toBeInTheDocument();
    expect(screen.queryByText(CLOSED)).toBeNull();
  });

  it('offers the first slot in the closed banner, with a button to schedule', async () => {
    const user = userEvent.setup();
    const onSchedule = vi.fn();
    render(
      <ClosedBanner
        message={CLOSED}
        offer={
          <FirstSlotOffer
            text="Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?"
            onSchedule={onSchedule}
          />
        }
      />,
    );
    expect(screen.getByRole('status').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?Programar mi pedido',
    );
    await user.click(screen.getByRole('button', { name: 'Programar mi pedido' }));
    expect(onSchedule).toHaveBeenCalledTimes(1);
  });
});
