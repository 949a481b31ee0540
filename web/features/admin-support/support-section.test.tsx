import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCOP } from '../../../domain/money';
import type { AdminCasePage, AdminCaseView } from '../../../domain/support/views';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { SupportSection } from './support-section';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const residente = { id: 7, nombre: 'Eva Prado', torre: 2, apartamento: '301' };
const caso: AdminCaseView = {
  id: 1,
  codigo: 'CASO-001',
  pedido: { id: 5, codigo: 'SUP-005', total: 18_000 },
  residente,
  motivo: 'danado',
  motivo_texto: 'Producto dañado',
  descripcion: 'El pan llegó aplastado',
  estado: 'abierto',
  lineas: [{ id: 11, nombre: 'Pan tajado', cantidad: 2, precio_unitario: 10_000 }],
  mensajes: [{ id: 1, autor: 'residente', texto: 'El pan llegó aplastado', fecha: '2026-11-21T14:00:00Z', admin: null }],
  resolucion: { puntos: 0, reembolso: null },
  novedad: false,
  fecha: '2026-11-21T14:00:00Z',
  actualizado: '2026-11-21T14:00:00Z',
};
const page: AdminCasePage = {
  abiertos: 1,
  siguiente: null,
  casos: [{ ...caso, pedido: { id: 5, codigo: 'SUP-005' } }],
};

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
  saveSession(ADMIN);
  api.fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const body = url.includes('/cerrar')
      ? { success: true, caso: { ...caso, estado: 'cerrado' }, message: 'Caso cerrado.' }
      : url.includes('/api/admin/soporte/1')
        ? caso
        : url.includes('/api/admin/soporte')
          ? page
          : { user: ADMIN };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

const posts = () =>
  api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

async function openCase() {
  const user = userEvent.setup();
  renderWithSession(<SupportSection />);
  await user.click(await screen.findByRole('button', { name: /Ver y responder/ }));
  await screen.findByRole('button', { name: /^Cerrar caso/ });
  return user;
}

describe('the admin support section (issue 41)', () => {
  it('asks before closing a case and says what the resident will see', async () => {
    const user = await openCase();
    await user.click(screen.getByRole('button', { name: /^Cerrar caso/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar el caso CASO-001?' });
    expect(dialog).toHaveTextContent('Eva Prado verá el caso como «Cerrado» y ya no podrá escribir en él');
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar caso' }));
    await waitFor(() => expect(posts()).toEqual([expect.stringContaining('/api/admin/soporte/1/cerrar')]));
  });

  it("heads an open case once (its code and reason are not repeated inside)", async () => {
    await openCase();
    expect(screen.getAllByText('CASO-001 · Producto dañado')).toHaveLength(1);
  });

  it("shows each line's price as sold and the order's total with the Money format", async () => {
    await openCase();
    const lines = await screen.findByRole('list', { name: 'Productos del caso CASO-001' });
    // Money keeps the no-break space of formatCOP; compare words, not space characters.
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    expect(words(lines.textContent)).toBe(words(`Pan tajado × 2 · ${formatCOP(10_000)} c/u · ${formatCOP(20_000)}`));
    const total = screen.getByText(/Total del pedido SUP-005/);
    expect(words(total.textContent)).toBe(words(`Total del pedido SUP-005: ${formatCOP(18_000)}`));
    expect(within(total).getByText(words(formatCOP(18_000)), { normalizer: words })).toHaveClass('whitespace-nowrap');
  });
});
