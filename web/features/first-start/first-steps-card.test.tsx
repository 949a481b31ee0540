import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { apiRequest } from '../../app/api-client';
import { FirstStepsCard } from './first-steps-card';

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  saveSession(ADMIN);
  api = mockFetch();
  api.reply(200, { user: ADMIN });
});

const KEYS = ['contacto', 'ajustes', 'categorias', 'productos', 'costos', 'pedido'] as const;
const steps = (done: boolean[]) => KEYS.map((key, i) => ({ key, done: done[i] ?? false }));

describe('first steps card', () => {
  it('lists the steps with links to where each is done', async () => {
    api.reply(200, { steps: steps([false, false, false, true, false, false]), done: 1, visible: true });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    expect(await screen.findByRole('heading', { name: 'Primeros pasos' })).toBeInTheDocument();
    expect(screen.getByText('1 de 6 listos')).toBeInTheDocument();
    // Issue 41: the shop's contact and operator, Ajustes and the categories are steps too.
    expect(screen.getByRole('link', { name: /WhatsApp, el correo, la razón social y el NIT \(pendiente\)/ })).toHaveAttribute(
      'href',
      '/admin/ajustes',
    );
    expect(screen.getByRole('link', { name: /envío, los mínimos y las torres/ })).toHaveAttribute('href', '/admin/ajustes');
    expect(screen.getByRole('link', { name: /categorías de tus productos/ })).toHaveAttribute('href', '/admin/inventario');
    expect(
      screen.getByRole('link', { name: /Agrega productos o importa un CSV \(hecho\)/ }),
    ).toHaveAttribute('href', '/admin/inventario');
    expect(screen.getByRole('link', { name: /costo de compra.*\(pendiente\)/ })).toHaveAttribute(
      'href',
      '/admin/margenes',
    );
    expect(screen.getByRole('link', { name: /pedido de prueba.*no cuenta como venta.*\(pendiente\)/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows nothing once the shop is past its first steps', async () => {
    api.reply(200, { steps: steps([true, true, true, true, true, true]), done: 6, visible: false });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).not.toBeInTheDocument();
  });

  it('ticks a step as soon as the panel writes it, without a reload or a section change', async () => {
    api.reply(200, { steps: steps([]), done: 0, visible: true });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    await screen.findByText('0 de 6 listos');
    api.reply(201, { success: true });
    api.reply(200, { steps: steps([false, false, false, true]), done: 1, visible: true });
    await apiRequest('POST', '/api/admin/productos', { nombre: 'Leche' });
    expect(await screen.findByText('1 de 6 listos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Agrega productos o importa un CSV \(hecho\)/ })).toBeInTheDocument();
  });

  it('tells a new owner that payments are a test and how to connect Wompi (issue 46)', async () => {
    api.reply(200, { steps: steps([false, false, false]), done: 0, visible: true, pagos_prueba: true });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    const card = await screen.findByRole('region', { name: 'Primeros pasos' });
    expect(card).toHaveTextContent('Pagos de prueba: nada se cobra.');
    expect(card).toHaveTextContent('conecta Wompi: PAYMENTS_PROVIDER=wompi');
  });
});
