import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
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

  afterEach(() => vi.unstubAllGlobals());

  it('reads estado=programado by slot, groups it, folded on a phone, and pages on', async () => {
    const user = userEvent.setup();
    // The server's list: the waiting ones by slot, in two pages (an ASAP order never comes).
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        urls.push(url);
        const second = url.includes('cursor=');
        const body = second ? [rows[0]] : [rows[1], rows[2]];
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (!second) headers['X-Next-Cursor'] = 'c2';
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers }));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onDetail = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <ScheduledLane now={NOW} torre={2} auto={false} total={3} onDetail={onDetail} />
      </QueryClientProvider>,
    );
    const toggle = await screen.findByRole('button', { name: /Programados · 3 pedidos/ });
    expect(urls[0]).toMatch(/\/api\/admin\/pedidos\?estado=programado&torre=2&limite=30$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const lane = screen.getByRole('region', { name: /Programados/ });
    const headings = () =>
      within(lane).getAllByRole('heading', { level: 4 }).map((h) => h.textContent?.replace(/\u00a0/g, ' '));
    expect(headings()).toEqual(['Mañana 6:00–6:30 a. m. · 2 pedidos']);
    expect(lane).toHaveTextContent(/Pasan a pendientes a las 5:40\sa\.\sm\./);
    await user.click(within(lane).getByRole('button', { name: 'Ver más programados' }));
    await within(lane).findByRole('heading', { name: /7:00–7:30/ });
    expect(urls[1]).toContain('cursor=c2');
    expect(headings()).toEqual([
      'Mañana 6:00–6:30 a. m. · 2 pedidos',
      'Mañana 7:00–7:30 a. m. · 1 pedido',
    ]);
    expect(within(lane).queryByRole('button', { name: 'Ver más programados' })).toBeNull();
    await user.click(within(lane).getByRole('button', { name: /SUP-001/ }));
    expect(onDetail).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('says so when the list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: 'Datos inválidos', code: 'VALIDATION' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ScheduledLane now={NOW} torre={null} auto={false} onDetail={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Datos inválidos');
  });
});
