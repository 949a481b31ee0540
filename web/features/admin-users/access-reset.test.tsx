import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow } from '../../../domain/admin-views';
import { createQueryClient } from '../../app/query-client';
import { ADMIN, mockFetch, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { AccessReset } from './access-reset';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const RESIDENT: AdminUserRow = {
  id: 7,
  nombre: 'Camila Rojas',
  email: 'camila@prueba.co',
  rol: 'cliente',
  fecha_registro: '2026-10-11T15:00:00.000Z',
  pedidos: 3,
  llave_de_acceso: true,
  unico_administrador: false,
};

const show = (user: AdminUserRow) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessReset user={user} />
    </QueryClientProvider>,
  );

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  api = mockFetch();
});

describe('access reset in Usuarios', () => {
  it("restores a resident's access after the confirmation", async () => {
    saveSession(ADMIN);
    api.reply(200, { success: true, message: 'Acceso restablecido.' });
    show(RESIDENT);
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer acceso de Camila Rojas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Restablecer el acceso?' });
    expect(api.fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, restablecer acceso' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Acceso restablecido.'));
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/usuarios/7/restablecer-acceso');
  });

  it("offers a staff member's factor reset and shows the server's refusal", async () => {
    saveSession(ADMIN);
    api.reply(409, { error: 'No puedes restablecer tu propio factor desde aquí.', code: 'RESET_SELF' });
    show({ ...RESIDENT, rol: 'repartidor', llave_de_acceso: false });
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer segundo factor de Camila Rojas' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, restablecer' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('No puedes restablecer tu propio factor desde aquí.'));
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/usuarios/7/restablecer-factor');
  });

  it('shows nothing to an encargado, on a resident without a passkey, or on oneself', () => {
    saveSession({ ...ADMIN, rol: 'encargado' });
    const { unmount } = show(RESIDENT);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    saveSession(ADMIN);
    show({ ...RESIDENT, llave_de_acceso: false });
    show({ ...RESIDENT, rol: 'admin', email: ADMIN.email });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
