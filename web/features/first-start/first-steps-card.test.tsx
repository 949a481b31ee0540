import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { FirstStepsCard } from './first-steps-card';

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  saveSession(ADMIN);
  api = mockFetch();
  api.reply(200, { user: ADMIN });
});

const steps = (done: boolean[]) =>
  (['productos', 'costos', 'pedido'] as const).map((key, i) => ({ key, done: done[i] }));

describe('first steps card', () => {
  it('lists the three steps with links to where each is done', async () => {
    api.reply(200, { steps: steps([true, false, false]), done: 1, visible: true });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    expect(await screen.findByRole('heading', { name: 'Primeros pasos' })).toBeInTheDocument();
    expect(screen.getByText('1 de 3 listos')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Agrega productos o importa un CSV \(hecho\)/ }),
    ).toHaveAttribute('href', '/admin/inventario');
    expect(screen.getByRole('link', { name: /costo de compra.*\(pendiente\)/ })).toHaveAttribute(
      'href',
      '/admin/margenes',
    );
    expect(screen.getByRole('link', { name: /pedido de prueba.*\(pendiente\)/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows nothing once the shop is past its first steps', async () => {
    api.reply(200, { steps: steps([true, true, true]), done: 3, visible: false });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).not.toBeInTheDocument();
  });

  it('tells a new owner that payments are a test and how to connect Wompi (issue 46)', async () => {
    api.reply(200, { steps: steps([false, false, false]), done: 0, visible: true, pagos_prueba: true });
    renderWithSession(<FirstStepsCard />, { path: '/admin/*', at: '/admin/inventario' });
    const card = await screen.findByRole('region', { name: 'Primeros pasos' });
    expect(card).toHaveTextContent('Pagos de prueba: nada se cobra.');
    expect(card).toHaveTextContent('conecta Wompi: PAYMENTS_PROVIDER=wompi');
  });
});
