import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { AdminBottomBar, AdminSideMenu } from './admin-nav';
import { defaultSectionFor } from './admin-sections';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

// The order alerts' stream is not what this tests: no new or late orders.
vi.mock('../admin-alerts/admin-alerts', () => ({ useAdminAlerts: () => ({ unseen: 0, late: 0 }) }));

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

async function menuOf(rol: string): Promise<string[]> {
  const user = { ...ADMIN, rol };
  saveSession(user);
  api.reply(200, { user });
  renderWithSession(
    <>
      <AdminSideMenu />
      <AdminBottomBar />
    </>,
  );
  const menu = await screen.findByRole('navigation', { name: 'Secciones del panel' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('admin menu by role', () => {
  it.each([
    [
      'admin',
      ['dashboard', 'inventario', 'entregas', 'usuarios', 'promociones', 'canjes', 'margenes', 'paquetes', 'soporte', 'solicitudes', 'registro', 'ajustes', 'cuenta'],
    ],
    ['encargado', ['inventario', 'entregas', 'usuarios', 'paquetes', 'soporte', 'cuenta']],
    ['repartidor', ['entregas', 'cuenta']],
  ])('shows %s only the sections the permission table allows', async (rol, sections) => {
    expect(await menuOf(rol)).toEqual(sections.map((s) => `/admin/${s}`));
  });

  it("keeps a repartidor's phone bar to Entregas and Más", async () => {
    await menuOf('repartidor');
    const bar = screen.getByRole('navigation', { name: 'Secciones del panel (móvil)' });
    expect(within(bar).getAllByRole('link').map((l) => l.textContent)).toEqual(['Entregas']);
    expect(within(bar).getByRole('button', { name: 'Más' })).toBeInTheDocument();
  });

  it('asks for the open support cases only for a role that may open Soporte', async () => {
    await menuOf('repartidor');
    expect(api.fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/admin/soporte'),
    );
  });

  it.each([
    ['admin', 'inventario'],
    ['encargado', 'inventario'],
    ['repartidor', 'entregas'],
  ] as const)('opens /admin for %s at %s', (rol, section) => {
    expect(defaultSectionFor(rol)).toBe(section);
  });

  it('shows the open support cases on the phone\'s "Más" button, not only inside it (issue 41)', async () => {
    saveSession(ADMIN);
    api.fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      const body = url.includes('/api/admin/soporte') ? { casos: [], abiertos: 2, siguiente: null } : { user: ADMIN };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithSession(<AdminBottomBar />);
    const bar = await screen.findByRole('navigation', { name: 'Secciones del panel (móvil)' });
    const more = await within(bar).findByRole('button', { name: 'Más, 2 casos abiertos de soporte' });
    expect(within(more).getByTestId('mas-soporte-badge')).toHaveTextContent('2');
  });
});
