import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '../../../domain/admin-views';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import { DashboardSection } from './dashboard-section';

afterEach(() => vi.unstubAllGlobals());

const share = { entregados: 0, aTiempo: 0, porcentaje: null };
const STATS: AdminStats = {
  totalPedidos: 6,
  ingresosTotales: 120_000,
  porCobrar: { total: 14_000, pedidos: 2 },
  totalUsuarios: 3,
  totalProductos: 40,
  pedidosPendientes: 2,
  hoy: { ventas: 60_000, pedidos: 3, porCobrar: { total: 7_000, pedidos: 1 } },
  atrasados: 0,
  aTiempo: { hoy: share, semana: share },
  porTorre: [1, 2, 3, 4, 5].map((torre) => ({ torre, ventas: torre === 1 ? 60_000 : 0, pedidos: torre === 1 ? 3 : 0 })),
  stockBajo: [],
  pruebas: { hoy: 0, total: 0 },
};

describe('DashboardSection', () => {
  it('shows the cash still to collect apart from the sales (issue 23)', async () => {
    stubApi({ 'GET /admin/stats': STATS });
    renderWithClient(<DashboardSection />, '/admin/dashboard');
    expect(await screen.findByRole('link', { name: /^Por cobrar hoy\s*\$\u00a07\.000\s*\(1 pedido, efectivo sin entregar\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Por cobrar\s*\$\u00a014\.000\s*\(2 pedidos, efectivo sin entregar\)$/ })).toBeInTheDocument();
    expect(screen.getByText('Ventas de hoy').nextSibling).toHaveTextContent(/^\$\s60\.000$/);
  });

  it('says how much of the sales were test payments (issue 46)', async () => {
    stubApi({ 'GET /admin/stats': { ...STATS, pruebas: { hoy: 25_000, total: 40_000 } } });
    renderWithClient(<DashboardSection />, '/admin/dashboard');
    expect(await screen.findByText(/^Incluye \$\s25\.000 de pagos de prueba$/)).toBeInTheDocument();
    expect(screen.getByText('Ventas de hoy').nextSibling).toHaveTextContent(/^\$\s60\.000Incluye \$\s25\.000 de pagos de prueba$/);
    expect(screen.getByText('Ingresos totales').nextSibling).toHaveTextContent(/Incluye \$\s40\.000 de pagos de prueba$/);
  });

  it('adds no line when no sale was a test', async () => {
    stubApi({ 'GET /admin/stats': STATS });
    renderWithClient(<DashboardSection />, '/admin/dashboard');
    await screen.findByText('Ventas de hoy');
    expect(screen.queryByText(/pagos de prueba/)).toBeNull();
  });
});
