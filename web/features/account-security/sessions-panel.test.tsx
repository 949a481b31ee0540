import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { SessionsPanel } from './sessions-panel';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const THIS = {
  id: 'sesion-actual-0001',
  dispositivo: 'Chrome en Android',
  metodo: 'totp',
  creada: '2026-12-07T13:00:00.000Z',
  ultimo_uso: '2026-12-07T19:05:00.000Z',
  actual: true,
};
const OTHER = {
  ...THIS,
  id: 'sesion-otra-0002',
  dispositivo: 'Safari en iPhone',
  metodo: 'recuperacion',
  ultimo_uso: '2026-12-06T02:30:00.000Z',
  actual: false,
};

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

async function renderPanel(sessions = [THIS, OTHER]) {
  saveSession(ADMIN);
  api.reply(200, { user: ADMIN });
  api.reply(200, { sesiones: sessions });
  renderWithSession(<SessionsPanel />, { path: '/mi-cuenta' });
  return screen.findByText('Safari en iPhone');
}

const urls = () => api.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('sessions panel', () => {
  it('lists each device with its last use in Bogotá time and marks this one', async () => {
    await renderPanel();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome en Android');
    expect(within(rows[0]!).getByText('Esta sesión')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Último uso: 7 de diciembre de 2026, 2:05 p. m.');
    expect(rows[1]).toHaveTextContent('Último uso: 5 de diciembre de 2026, 9:30 p. m.');
    expect(rows[1]).toHaveTextContent('Abierta con código de recuperación');
    expect(within(rows[1]!).queryByText('Esta sesión')).not.toBeInTheDocument();
  });

  it('closes another session and reads the list again', async () => {
    const user = userEvent.setup();
    await renderPanel();
    api.reply(200, { success: true, message: ACCOUNT_MESSAGES.session.closed });
    api.reply(200, { sesiones: [THIS] });
    await user.click(screen.getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari en iPhone')).not.toBeInTheDocument());
    expect(urls()).toContain('DELETE /api/sesiones/sesion-otra-0002');
    expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.session.closed);
  });

  it('asks before closing all the others', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Cerrar todas las demás' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar las demás sesiones?' });
    expect(urls()).not.toContain('POST /api/sesiones/cerrar-otras');
    api.reply(200, { success: true, cerradas: 1, message: ACCOUNT_MESSAGES.session.othersClosed(1) });
    api.reply(200, { sesiones: [THIS] });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cerrarlas' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cerramos 1 sesión más.'));
    expect(urls()).toContain('POST /api/sesiones/cerrar-otras');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar todas las demás' })).not.toBeInTheDocument());
  });

  it('ends this session on the server and forgets it here', async () => {
    const user = userEvent.setup();
    await renderPanel();
    api.reply(200, { success: true, message: ACCOUNT_MESSAGES.session.closed });
    await user.click(screen.getByRole('button', { name: 'Cerrar esta sesión' }));
    await waitFor(() => expect(urls()).toContain('POST /auth/logout'));
    const logout = api.fetchMock.mock.calls.find(([url]) => url === '/auth/logout');
    expect(logout?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-valid' });
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('forgets the session here even when the logout cannot reach the server', async () => {
    const user = userEvent.setup();
    await renderPanel();
    api.fail();
    await user.click(screen.getByRole('button', { name: 'Cerrar esta sesión' }));
    await waitFor(() => expect(urls()).toContain('POST /auth/logout'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
