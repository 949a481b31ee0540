import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { mockFetch } from '../../app/session-testing';
import { passkeyErrorMessage, passkeysAvailable, registerPasskey, signInWithPasskey } from './passkeys';

const browser = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
  startAuthentication: browser.startAuthentication,
}));

const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
const failure = async (promise: Promise<unknown>) => passkeyErrorMessage(await promise.then(() => null, (e: unknown) => e));

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

describe('passkeys in the browser', () => {
  it('registers: options, the prompt, then the answer with the sign-in step', async () => {
    api.reply(200, { opciones: { challenge: 'abc' } });
    api.reply(200, { success: true, message: 'Listo', codigos_recuperacion: ['A'], token: 't', user: {} });
    browser.startRegistration.mockResolvedValueOnce({ id: 'cred' });
    const answer = await registerPasskey({ desafio: 'desafio-de-prueba-123' });
    expect(answer.token).toBe('t');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(api.fetchMock.mock.calls.map((c) => c[0])).toEqual(['/auth/passkey/opciones-registro', '/auth/passkey/registrar']);
    expect(api.body(1)).toEqual({ desafio: 'desafio-de-prueba-123', respuesta: { id: 'cred' } });
  });

  it('signs in with one tap and sends the challenge id back', async () => {
    api.reply(200, { opciones: { challenge: 'xyz' }, id_desafio: 'id-del-desafio-1234' });
    api.reply(200, { token: 't', user: { email: 'a@b.co' } });
    browser.startAuthentication.mockResolvedValueOnce({ id: 'cred' });
    expect(await signInWithPasskey()).toEqual({ token: 't', user: { email: 'a@b.co' } });
    expect(api.body(0)).toEqual({});
    expect(api.body(1)).toEqual({ id_desafio: 'id-del-desafio-1234', respuesta: { id: 'cred' } });
  });

  it('says in Spanish that the prompt was cancelled, and shows the server refusal as it came', async () => {
    api.reply(200, { opciones: {}, id_desafio: 'id-del-desafio-1234' });
    browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    expect(await failure(signInWithPasskey())).toBe(ACCOUNT_MESSAGES.passkey.cancelled);
    api.reply(200, { opciones: {}, id_desafio: 'id-del-desafio-1234' });
    api.reply(401, { error: ACCOUNT_MESSAGES.factor.passkeyUnknown, code: 'FACTOR_INVALID' });
    browser.startAuthentication.mockResolvedValueOnce({ id: 'cred' });
    expect(await failure(signInWithPasskey())).toBe(ACCOUNT_MESSAGES.factor.passkeyUnknown);
  });

  it('is unavailable outside a secure context or without WebAuthn, and says so', async () => {
    expect(passkeysAvailable()).toBe(true);
    secure(false);
    expect(passkeysAvailable()).toBe(false);
    expect(await failure(registerPasskey())).toBe(ACCOUNT_MESSAGES.passkey.unsupported);
    secure(true);
    browser.supported = false;
    expect(passkeysAvailable()).toBe(false);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
