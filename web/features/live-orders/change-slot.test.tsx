import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../domain/order-views';
import { mockFetch } from '../../app/session-testing';
import { ToasterHost } from '../../ui/toaster-host';
import { orderView } from '../order-data/order-test-data';
import { ScheduledMark } from '../order-data/scheduled-mark';
import { CancelOwnOrder } from './cancel-own-order';
import { ChangeSlot } from './change-slot';

// 21:00 in Bogotá on 7 December; the order's slot is tomorrow 6:00–6:30 a. m.
const NOW = new Date('2026-12-08T02:00:00Z');
const SLOT = {
  inicio: '2026-12-08T11:00:00.000Z',
  fin: '2026-12-08T11:30:00.000Z',
  etiqueta: 'Martes 8 de diciembre, 6:00 a. m. – 6:30 a. m.',
};
const LATER = {
  inicio: '2026-12-08T11:30:00.000Z',
  fin: '2026-12-08T12:00:00.000Z',
  etiqueta: 'Mañana 6:30 a. m. – 7:00 a. m.',
  lleno: false,
  restantes: 4,
};
const scheduled = orderView(12, { entrega_programada: SLOT, programado_activo: false });

function show(order: OrderView, now = NOW) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToasterHost />
      <ScheduledMark order={order} now={now} />
      <ChangeSlot order={order} now={now} />
      <CancelOwnOrder order={order} />
    </QueryClientProvider>,
  );
}

describe('a scheduled order on the resident side (issue 45)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('shows its slot with "Cambiar hora" and "Cancelar pedido" before preparation', () => {
    show(scheduled);
    expect(screen.getByText(/^Programado: mañana 6:00–6:30/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar hora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  });

  it('offers neither once preparation started (moved to the pending lane, or the lead time came)', () => {
    const { unmount } = show({ ...scheduled, programado_activo: true });
    expect(screen.queryByRole('button', { name: 'Cambiar hora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    unmount();
    // 5:45 a. m.: 15 minutes before the slot, inside the default 20-minute lead time.
    vi.setSystemTime(new Date('2026-12-08T10:45:00Z'));
    show(scheduled, new Date('2026-12-08T10:45:00Z'));
    expect(screen.queryByRole('button', { name: 'Cambiar hora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('changes the slot through PUT /api/pedidos/:id/franja and says so', async () => {
    const user = userEvent.setup();
    const api = mockFetch();
    api.reply(200, { franjas: [LATER], primera_disponible: LATER, abierto_ahora: false, oferta: null });
    show(scheduled);
    await user.click(screen.getByRole('button', { name: 'Cambiar hora' }));
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Cambiar la hora de entrega' }));
    await user.click(await screen.findByRole('radio', { name: /6:30–7:00/ }));
    api.reply(200, { success: true, message: 'Listo. Cambiamos la franja de entrega de tu pedido.' });
    await user.click(screen.getByRole('button', { name: 'Guardar hora' }));
    expect(await screen.findByText('Listo. Cambiamos la franja de entrega de tu pedido.')).toBeInTheDocument();
    const [url, init] = api.fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/pedidos/12/franja');
    expect(init?.method).toBe('PUT');
    expect(api.body(1)).toEqual({ inicio: LATER.inicio });
  });

  it("says the server's refusal where the picker is", async () => {
    const user = userEvent.setup();
    const api = mockFetch();
    api.reply(200, { franjas: [LATER], primera_disponible: LATER, abierto_ahora: false, oferta: null });
    show(scheduled);
    await user.click(screen.getByRole('button', { name: 'Cambiar hora' }));
    await user.click(await screen.findByRole('radio', { name: /6:30–7:00/ }));
    api.reply(409, { error: 'Esa franja se llenó. Elige otra franja de entrega.', code: 'SLOT_FULL' });
    await user.click(screen.getByRole('button', { name: 'Guardar hora' }));
    const group = screen.getByRole('group', { name: 'Cambiar la hora de entrega' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Esa franja se llenó.');
  });

  it('marks the order\'s slot as the current choice, "Actual", even when it shows full', async () => {
    const user = userEvent.setup();
    const api = mockFetch();
    // The order's own place fills its slot: the server lists it full.
    const own = { ...SLOT, etiqueta: 'Mañana 6:00 a. m. – 6:30 a. m.', lleno: true, restantes: 0 };
    api.reply(200, { franjas: [own, LATER], primera_disponible: LATER, abierto_ahora: false, oferta: null });
    show(scheduled);
    await user.click(screen.getByRole('button', { name: 'Cambiar hora' }));
    const current = await screen.findByRole('radio', { name: /6:00–6:30.*Actual/ });
    expect(current).toBeChecked();
    expect(current).toBeEnabled();
    expect(screen.getByRole('radio', { name: /6:30–7:00/ })).not.toBeChecked();
    expect(screen.queryByText('Lleno')).toBeNull();
    // Saving the same slot sends nothing and closes the picker.
    await user.click(screen.getByRole('button', { name: 'Guardar hora' }));
    expect(screen.getByRole('button', { name: 'Cambiar hora' })).toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still shows the current slot when it is no longer offered (hours changed in Ajustes)', async () => {
    const user = userEvent.setup();
    const api = mockFetch();
    api.reply(200, { franjas: [LATER], primera_disponible: LATER, abierto_ahora: false, oferta: null });
    show(scheduled);
    await user.click(screen.getByRole('button', { name: 'Cambiar hora' }));
    expect(await screen.findByRole('radio', { name: /6:00–6:30.*Actual/ })).toBeChecked();
  });
});
