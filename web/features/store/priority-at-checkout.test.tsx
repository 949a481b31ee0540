import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedemptionRecord } from '../points/points-api';
import { mockShopApi, openCart, renderStore, type ShopApi } from './checkout-test-utils';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const NOTICE = 'Tu pedido irá como prioritario: canjeaste Domicilio prioritario';

function priorityCanje(over: Partial<RedemptionRecord> = {}): RedemptionRecord {
  const fecha = new Date(Date.now() - 60 * 60_000);
  return {
    codigo: 'CJ-PRIO01',
    puntos_usados: 100,
    valor_descuento: 0,
    estado: 'activo',
    fecha: fecha.toISOString(),
    expira_en: new Date(fecha.getTime() + 24 * 3_600_000).toISOString(),
    recompensa: 'Domicilio prioritario',
    pedido_id: null,
    prioridad: true,
    ...over,
  };
}

let api: ShopApi;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockShopApi();
});

// Issue 40 (decision 0009): the next order takes the resident's "Domicilio prioritario"; the
// cart says so before the resident pays.
describe('the priority reward in the cart', () => {
  it('says the order goes as priority while an unused priority reward is held', async () => {
    api.canjes = [priorityCanje()];
    const user = userEvent.setup();
    await renderStore();
    const cart = await openCart(user);
    expect(await within(cart).findByText(NOTICE)).toBeInTheDocument();
  });

  it('says nothing once the reward was used or lapsed', async () => {
    api.canjes = [
      priorityCanje({ estado: 'usado', pedido_id: 7 }),
      priorityCanje({ codigo: 'CJ-PRIO02', expira_en: new Date(Date.now() - 1_000).toISOString() }),
      priorityCanje({ codigo: 'CJ-DESC01', prioridad: false, valor_descuento: 1_000 }),
    ];
    const user = userEvent.setup();
    await renderStore();
    const cart = await openCart(user);
    await within(cart).findByRole('button', { name: 'Pagar en efectivo' });
    await vi.waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([url]) => url === '/api/puntos/canjes')).toBe(true),
    );
    expect(within(cart).queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
