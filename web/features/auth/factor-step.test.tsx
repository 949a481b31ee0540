import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import type { FactorChallenge } from '../../app/session';
import { ADMIN, mockFetch, renderWithSession, SessionProbe } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { AuthScreen } from './auth-screen';
import { FactorStep } from './factor-step';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const DESAFIO = 'desafio-0123456789abcdef';
const FACTOR_ANSWER = {
  factor_requerido: true,
  desafio: DESAFIO,
  metodos: ['totp', 'recuperacion'],
  message: ACCOUNT_MESSAGES.factor.required,
};

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

async function toFactorStep(answer: object = FACTOR_ANSWER) {
  const user = userEvent.setup();
  renderWithSession(
    <>
      <AuthScreen />
      <SessionProbe />
    </>,
  );
  api.reply(200, answer);
  await user.type(screen.getByLabelText('Correo electrónico'), ADMIN.email);
  await user.type(screen.getByLabelText('Cédula'), ADMIN.cedula);
  await user.type(screen.getByLabelText('Teléfono'), ADMIN.telefono);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  await screen.findByRole('heading', { name: 'Confirma que eres tú' });
  return user;
}

describe('factor step', () => {
  it('asks for the 6-digit code as a one-time code, focused at its heading', async () => {
    await toFactorStep();
    expect(screen.getByRole('heading', { name: 'Confirma que eres tú' })).toHaveFocus();
    const code = screen.getByLabelText('Código de 6 dígitos');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByText('¿Aún no tienes cuenta?')).not.toBeVisible();
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
  });

  it("shows the server's reason for a wrong code and signs in with the right one", async () => {
    const user = await toFactorStep();
    const code = screen.getByLabelText('Código de 6 dígitos');
    await user.type(code, '123456');
    api.reply(401, { error: ACCOUNT_MESSAGES.factor.codeReused, code: 'FACTOR_REUSED' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.factor.codeReused);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock.mock.calls[1]?.[0]).toBe('/auth/factor/totp');
    expect(api.body(1)).toEqual({ desafio: DESAFIO, codigo: '123456' });

    await user.clear(code);
    await user.type(code, '654321');
    api.reply(200, { token: 'tok-staff', user: ADMIN });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // Staff land in the panel (the probe of / goes with the login).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(localStorage.getItem('token')).toBe('tok-staff');
  });

  it('refuses a short code without asking the server', async () => {
    const user = await toFactorStep();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.factor.codeInvalid);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs in with a recovery code and says how many are left', async () => {
    const user = await toFactorStep();
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText('Código de recuperación'), 'abcde-23456');
    api.reply(200, { token: 'tok-staff', user: ADMIN, codigos_restantes: 9 });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(localStorage.getItem('token')).toBe('tok-staff');
    expect(api.fetchMock.mock.calls[1]?.[0]).toBe('/auth/factor/recuperacion');
    expect(api.body(1)).toEqual({ desafio: DESAFIO, codigo: 'abcde-23456' });
    expect(toast.info).toHaveBeenCalledWith(expect.stringContaining('Te quedan 9'));
  });

  it('goes back to the three facts with "Volver", keeping them', async () => {
    const user = await toFactorStep();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(ADMIN.email);
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByText('¿Aún no tienes cuenta?')).toBeVisible();
  });

  it('renders nothing for passkeys until a screen plugs them in, and the slot when it does', () => {
    const challenge: FactorChallenge = {
      kind: 'factor',
      desafio: DESAFIO,
      metodos: ['passkey', 'totp', 'recuperacion'],
      message: '',
    };
    const props = { challenge, onSignedIn: vi.fn(), onBack: vi.fn() };
    const { unmount } = renderWithSession(<FactorStep {...props} />);
    expect(screen.queryByText(/llave de acceso/i)).not.toBeInTheDocument();
    unmount();

    const slot = vi.fn(({ desafio }: { desafio?: string }) => (
      <button type="button">Usar llave de acceso ({desafio})</button>
    ));
    renderWithSession(<FactorStep {...props} passkey={slot} />);
    expect(screen.getByRole('button', { name: `Usar llave de acceso (${DESAFIO})` })).toBeInTheDocument();
    expect(slot).toHaveBeenCalledWith(expect.objectContaining({ desafio: DESAFIO, mode: 'sign-in' }));
  });
});
