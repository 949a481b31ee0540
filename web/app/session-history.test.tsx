import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { toast } from '../ui/toast';
import { ApiError, setSessionExpiryNavigate } from './api-client';
import { historyRequest, useHistoryAccess } from './session-history';
import { CUSTOMER, mockFetch, renderWithSession, saveSession } from './session-testing';

vi.mock('../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

let api: ReturnType<typeof mockFetch>;
const navigate = vi.fn<(path: string) => void>();
let restoreNavigate: () => void;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
  restoreNavigate = setSessionExpiryNavigate(navigate);
});
afterEach(() => restoreNavigate());

describe('historyRequest', () => {
  it('treats a 403 as an expired session with its own message, going to /', async () => {
    saveSession(CUSTOMER);
    localStorage.setItem('carrito', '[{"id":1,"cantidad":1}]');
    api.reply(403, { error: MESSAGES.server.sessionExpired, code: 'SESSION_EXPIRED' });

    await expect(historyRequest('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(
      'Tu sesión expiró. Por favor inicia sesión nuevamente.',
    );
    expect(toast.sessionExpired).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('carrito')).not.toBeNull();
  });

  it('does not treat a 401 as an expiry there', async () => {
    saveSession(CUSTOMER);
    api.reply(401, { error: MESSAGES.server.loginRequired, code: 'LOGIN_REQUIRED' });
    const error = await historyRequest('/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: MESSAGES.server.loginRequired });
    expect(localStorage.getItem('token')).toBe('tok-valid');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.sessionExpired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns the orders on success', async () => {
    saveSession(CUSTOMER);
    api.reply(200, [{ id: 1 }]);
    await expect(historyRequest('/orders')).resolves.toEqual([{ id: 1 }]);
  });
});

function HistoryProbe() {
  return useHistoryAccess() ? <h1>Historial visible</h1> : null;
}

describe('useHistoryAccess', () => {
  it('tells a visitor without a session to log in and goes to /', async () => {
    renderWithSession(<HistoryProbe />, { path: '/historial' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.auth.historyLoginRequired);
  });

  it('lets a signed-in resident see the history', async () => {
    saveSession(CUSTOMER);
    api.reply(200, { user: CUSTOMER });
    renderWithSession(<HistoryProbe />, { path: '/historial' });
    expect(await screen.findByRole('heading', { name: 'Historial visible' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
