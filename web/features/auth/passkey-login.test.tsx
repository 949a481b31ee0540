import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { CUSTOMER, mockFetch, renderWithSession, SessionProbe } from '../../app/session-testing';
import { AuthScreen } from './auth-screen';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));
const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: vi.fn(),
  startAuthentication: browser.startAuthentication,
}));

const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
const OPTIONS = { opciones: { challenge: 'abc' }, id_desafio: 'id-del-desafio-1234' };

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  browser.supported = true;
  secure(true);
  api = mockFetch();
});
// Back to jsdom's own value: these files share a jsdom with the rest of their worker.
afterEach(() => {
  delete (window as { isSecureContext?: boolean }).isSecureContext;
});

const showLogin = () =>
  renderWithSession(
    <>
      <AuthScreen />
      <SessionProbe />
    </>,
  );

describe('passkeys at the login', () => {
  it("signs a resident in with one tap on 'Entrar con huella o Face ID'", async () => {
    showLogin();
    api.reply(200, OPTIONS);
    api.reply(200, { token: 'tok-passkey', user: CUSTOMER });
    browser.startAuthentication.mockResolvedValueOnce({ id: 'cred' });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con huella o Face ID' }));
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent(`signed-in ${CUSTOMER.email}`));
    expect(api.fetchMock.mock.calls.map((c) => c[0])).toEqual(['/auth/passkey/opciones-ingreso', '/auth/passkey/ingresar']);
  });

  it('says so when the prompt was cancelled, and hides the button where passkeys cannot work', async () => {
    const { unmount } = showLogin();
    api.reply(200, OPTIONS);
    browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con huella o Face ID' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passkey.cancelled)).toBeInTheDocument();
    unmount();
    secure(false);
    showLogin();
    expect(screen.queryByRole('button', { name: 'Entrar con huella o Face ID' })).toBeNull();
  });

  it('asks a resident on a new device for their passkey and says why', async () => {
    const user = userEvent.setup();
    showLogin();
    api.reply(200, { factor_requerido: true, desafio: 'desafio-0123456789abcdef', metodos: ['passkey'], message: '' });
    await user.type(screen.getByLabelText('Correo electrónico'), CUSTOMER.email);
    await user.type(screen.getByLabelText('Cédula'), CUSTOMER.cedula);
    await user.type(screen.getByLabelText('Teléfono'), CUSTOMER.telefono);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByRole('heading', { name: 'Confirma que eres tú' });
    expect(screen.getByText(ACCOUNT_MESSAGES.passkey.newDevice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar con huella o Face ID' })).toBeNull();
    api.reply(200, OPTIONS);
    api.reply(200, { token: 'tok-passkey', user: CUSTOMER });
    browser.startAuthentication.mockResolvedValueOnce({ id: 'cred' });
    await user.click(screen.getByRole('button', { name: 'Usar llave de acceso (huella o Face ID)' }));
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    expect(api.body(1)).toEqual({ desafio: 'desafio-0123456789abcdef' });
    expect(api.body(2)).toMatchObject({ desafio: 'desafio-0123456789abcdef', id_desafio: OPTIONS.id_desafio });
  });
});
