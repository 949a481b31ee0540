import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DESCRIPTIONS } from '../../../domain/permissions';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { UsersSection } from './users-section';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const ADMIN_ROW = {
  id: 1,
  nombre: 'Ana Admin',
  email: 'admin@superconjunto.co',
  rol: 'admin',
  fecha_registro: '2026-10-11T15:00:00.000Z',
  pedidos: 0,
  llave_de_acceso: false,
  unico_administrador: false,
};
const DRIVER_ROW = { ...ADMIN_ROW, id: 7, nombre: 'Rita Reparto', email: 'rita@superconjunto.co', rol: 'repartidor' };

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

/** The section as `viewer` sees it; the first fetch is the session check, the second the list. */
function renderAs(viewer: object, rows: object[]) {
  saveSession(viewer);
  api.reply(200, { user: viewer });
  api.reply(200, rows);
  renderWithSession(<UsersSection />);
}

describe('users section', () => {
  it('shows each row with its role label', async () => {
    renderAs(ADMIN, [ADMIN_ROW, DRIVER_ROW]);
    expect(await screen.findByText('rita@superconjunto.co')).toBeInTheDocument();
    expect(screen.getByText(/Administrador · desde .* · 0 pedidos/)).toBeInTheDocument();
    expect(screen.getByText(/Repartidor · desde/)).toBeInTheDocument();
  });

  it('picks one of the four roles, confirms and shows the server message', async () => {
    const user = userEvent.setup();
    renderAs(ADMIN, [DRIVER_ROW]);
    await user.click(await screen.findByRole('button', { name: 'Cambiar rol de Rita Reparto' }));
    const dialog = screen.getByRole('dialog', { name: 'Rol de Rita Reparto' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['admin', 'encargado', 'repartidor', 'cliente']);
    expect(within(dialog).getByRole('radio', { name: /Repartidor \(actual\)/ })).toBeChecked();
    expect(within(dialog).getByText(ROLE_DESCRIPTIONS.encargado)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cambiar a Repartidor' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /Encargado/ }));
    api.reply(200, { success: true, message: 'Rol cambiado a Encargado. Sus sesiones abiertas se cerraron.' });
    api.reply(200, [{ ...DRIVER_ROW, rol: 'encargado' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar a Encargado' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Rol cambiado a Encargado. Sus sesiones abiertas se cerraron.'),
    );
    expect(api.fetchMock.mock.calls[2]?.[0]).toBe('/api/admin/usuarios/7/rol');
    expect(api.body(2)).toEqual({ rol: 'encargado' });
    expect(await screen.findByText(/Encargado · desde/)).toBeInTheDocument();
  });

  it('shows the last-administrator refusal', async () => {
    const user = userEvent.setup();
    renderAs(ADMIN, [ADMIN_ROW]);
    await user.click(await screen.findByRole('button', { name: 'Cambiar rol de Ana Admin' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Cliente/ }));
    api.reply(409, { error: 'La tienda no puede quedar sin administrador.', code: 'LAST_ADMIN' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar a Cliente' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('La tienda no puede quedar sin administrador.'),
    );
  });

  it('offers the last administrator no other role and says why (issue 41)', async () => {
    const user = userEvent.setup();
    renderAs(ADMIN, [{ ...ADMIN_ROW, unico_administrador: true }]);
    await user.click(await screen.findByRole('button', { name: 'Cambiar rol de Ana Admin' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Es el único administrador de la tienda');
    for (const name of [/Encargado/, /Repartidor/, /Cliente/])
      expect(within(dialog).getByRole('radio', { name })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Administrador \(actual\)/ })).toBeChecked();
  });

  it('offers no role change to an encargado', async () => {
    renderAs({ ...ADMIN, rol: 'encargado' }, [DRIVER_ROW]);
    expect(await screen.findByText('rita@superconjunto.co')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cambiar rol/ })).not.toBeInTheDocument();
  });
});
