import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { ADMIN, mockFetch, renderWithSession, SessionProbe } from '../../app/session-testing';
import { AuthScreen } from './auth-screen';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const DESAFIO = 'desafio-0123456789abcdef';
const START = {
  secreto: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Tienda:admin?secret=JBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-2345${i}`);

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

describe('sign-in enrolment', () => {
  it("enrols inside the sign-in and starts the session only after the codes are saved", async () => {
    const user = userEvent.setup();
    renderWithSession(
      <>
        <AuthScreen />
        <SessionProbe />
      </>,
    );
    api.reply(200, {
      enrolamiento_requerido: true,
      desafio: DESAFIO,
      metodos: ['passkey', 'totp'],
      message: ACCOUNT_MESSAGES.factor.enrolmentRequired,
    });
    api.reply(200, START);
    await user.type(screen.getByLabelText('Correo electrónico'), ADMIN.email);
    await user.type(screen.getByLabelText('Cédula'), ADMIN.cedula);
    await user.type(screen.getByLabelText('Teléfono'), ADMIN.telefono);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Protege tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.factor.enrolmentRequired)).toBeInTheDocument();
    expect(api.body(1)).toEqual({ desafio: DESAFIO });
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123 456');
    api.reply(200, {
      success: true,
      message: ACCOUNT_MESSAGES.factor.totpEnrolled,
      codigos_recuperacion: CODES,
      token: 'tok-staff',
      user: ADMIN,
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('heading', { name: 'Tus códigos de recuperación' })).toBeInTheDocument();
    expect(api.body(2)).toEqual({ desafio: DESAFIO, codigo: '123456' });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    await user.click(screen.getByRole('checkbox', { name: 'Guardé mis códigos' }));
    await user.click(screen.getByRole('button', { name: 'Entrar al panel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(localStorage.getItem('token')).toBe('tok-staff');
  });
});
