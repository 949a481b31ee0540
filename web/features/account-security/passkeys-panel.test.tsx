import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { PasskeysPanel } from './passkeys-panel';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));
const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: browser.startRegistration,
  startAuthentication: vi.fn(),
}));

const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
const FACTORS = {
  factores: [
    { id: 4, tipo: 'passkey', nombre: 'iPhone de Camila', creado: '2026-11-20T15:00:00.000Z', ultimo_uso: '2026-11-21T15:00:00.000Z' },
  ],
  codigos_recuperacion_restantes: 0,
};

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasskeysPanel />
    </QueryClientProvider>,
  );

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  secure(true);
  api = mockFetch();
});
// Back to jsdom's own value: these files share a jsdom with the rest of their worker.
afterEach(() => {
  delete (window as { isSecureContext?: boolean }).isSecureContext;
});

describe("Mi cuenta's passkeys", () => {
  it('lists them by name and removes one after the confirmation', async () => {
    api.reply(200, FACTORS);
    api.reply(200, { success: true, message: 'Factor eliminado.' });
    show();
    expect(await screen.findByText('iPhone de Camila', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/Último uso:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar iPhone de Camila' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, quitar' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.passkey.removed));
    expect(api.fetchMock.mock.calls[1]?.[0]).toBe('/api/factores/4');
  });

  it('registers one on this device', async () => {
    api.reply(200, { factores: [], codigos_recuperacion_restantes: 0 });
    api.reply(200, { opciones: { challenge: 'abc' } });
    api.reply(200, { success: true, message: ACCOUNT_MESSAGES.factor.passkeyEnrolled, codigos_recuperacion: null });
    browser.startRegistration.mockResolvedValueOnce({ id: 'cred' });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar llave de acceso' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.factor.passkeyEnrolled));
  });

  it('says why it cannot add one where passkeys do not work', () => {
    secure(false);
    api.reply(200, FACTORS);
    show();
    expect(screen.getByText(ACCOUNT_MESSAGES.passkey.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar llave de acceso' })).toBeNull();
  });
});
