import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { PENDING_ALERTS_KEY } from '../admin-alerts/admin-alerts';
import { orderView } from '../order-data/order-test-data';
import { ScheduledLane, waitsForSlot } from './scheduled-lane';

const NOW = new Date('2026-12-08T02:00:00Z'); // 21:00 in Bogotá
const six = { inicio: '2026-12-08T11:00:00.000Z', fin: '2026-12-08T11:30:00.000Z', etiqueta: '' };
const seven = { inicio: '2026-12-08T12:00:00.000Z', fin: '2026-12-08T12:30:00.000Z', etiqueta: '' };
const admin = (id: number, overrides: Partial<AdminOrderView>): AdminOrderView => ({
  ...orderView(id),
  fecha_pedido: orderView(id).fecha,
  usuario: { id: 2, nombre: 'Camila', email: 'c@x.co' },
  notas_entrega: null,
  reembolso_pendiente: false,
  ...overrides,
}) as AdminOrderView;

const rows = [
  admin(3, { entrega_programada: seven }),
  admin(1, { entrega_programada: six }),
  admin(2, { entrega_programada: six }),
  admin(4, { entrega_programada: six, programado_activo: true }),
  admin(5, {}),
];

describe('the board\'s "Programados" lane (issue 45)', () => {
  it('holds only scheduled orders not yet due', () => {
    expect(rows.filter(waitsForSlot).map((o) => o.id)).toEqual([3, 1, 2]);
  });

  it('groups them by slot, folded on a phone, with when they join the pending lane', async () => {
    const user = userEvent.setup();
    const client = new QueryClient();
    client.setQueryData(PENDING_ALERTS_KEY, rows);
    const onDetail = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <ScheduledLane now={NOW} onDetail={onDetail} />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: /Programados · 3 pedidos/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const lane = screen.getByRole('region', { name: /Programados/ });
    const headings = within(lane).getAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Mañana 6:00–6:30 a. m. · 2 pedidos',
      'Mañana 7:00–7:30 a. m. · 1 pedido',
    ]);
    expect(lane).toHaveTextContent(/Pasan a pendientes a las 5:40\sa\.\sm\./);
    await user.click(within(lane).getByRole('button', { name: /SUP-001/ }));
    expect(onDetail).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});
