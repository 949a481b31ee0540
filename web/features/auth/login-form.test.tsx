import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { CUSTOMER, mockFetch, renderWithSession, SessionProbe } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { AuthScreen } from './auth-screen';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

function renderLogin() {
  const user = userEvent.setup();
  renderWithSession(
    <>
      <AuthScreen />
      <SessionProbe />
    </>,
  );
  return user;
}

async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  cedula: string,
  telefono: string,
) {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Cédula'), cedula);
  await user.type(screen.getByLabelText('Teléfono'), telefono);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('login form', () => {
  it('asks for every field, marks them and focuses the first one', async () => {
    const user = renderLogin();
    await user.type(screen.getByLabelText('Cédula'), '1000000002');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.loginRequiredFields);
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(MESSAGES.auth.loginRequiredFields);
    expect(screen.getByLabelText('Cédula')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail trimmed and lower-cased and the others trimmed, then signs in', async () => {
    const user = renderLogin();
    api.reply(200, { token: 'tok-1', user: CUSTOMER });
    await fillLogin(user, '  Cliente@SuperConjunto.CO ', ' 1000000002 ', '3000000002  ');

    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/auth/login');
    expect(api.body()).toEqual({
      email: 'cliente@superconjunto.co',
      cedula: '1000000002',
      telefono: '3000000002',
      dispositivo: localStorage.getItem('dispositivo'),
    });
    expect(api.fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      'X-Dispositivo': localStorage.getItem('dispositivo'),
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      email: CUSTOMER.email,
    });
  });

  it.each([
    [
      401,
      { error: MESSAGES.auth.loginFailed, code: 'INVALID_CREDENTIALS' },
      MESSAGES.auth.loginFailed,
    ],
    [500, { error: 'Error interno del servidor', code: 'INTERNAL' }, MESSAGES.auth.loginServer],
    [
      429,
      { error: MESSAGES.auth.tooManyLogins, code: 'RATE_LIMITED' },
      MESSAGES.auth.tooManyLogins,
    ],
    [200, { token: 'tok-only' }, MESSAGES.auth.loginGeneric],
  ])('words a %i answer for the resident', async (status, body, message) => {
    const user = renderLogin();
    api.reply(status, body);
    await fillLogin(user, 'cliente@superconjunto.co', '1000000002', '3000000002');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast.sessionExpired).not.toHaveBeenCalled();
  });

  it('tells on the device that deleted an account why its data no longer open it (issue 40)', async () => {
    localStorage.setItem('cuenta-eliminada-aqui', JSON.stringify('2026-12-07T15:00:00.000Z'));
    const user = renderLogin();
    api.reply(401, { error: MESSAGES.auth.loginFailed, code: 'INVALID_CREDENTIALS' });
    await fillLogin(user, 'cliente@superconjunto.co', '1000000002', '3000000002');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        MESSAGES.auth.loginFailedDeletedHere('7 de diciembre de 2026'),
      ),
    );
    // A sign-in here ends the note.
    api.reply(200, { token: 'tok-1', user: CUSTOMER });
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    expect(localStorage.getItem('cuenta-eliminada-aqui')).toBeNull();
  });

  it('says the server is unreachable when the network fails', async () => {
    const user = renderLogin();
    api.fail();
    await fillLogin(user, 'cliente@superconjunto.co', '1000000002', '3000000002');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.loginServer),
    );
  });

  it('puts back the cart set aside by an expiry and says how many products it has', async () => {
    // Set aside for this same resident (id 2): another resident's copy is never restored.
    localStorage.setItem('carrito-temp-dueno', String(CUSTOMER.id));
    localStorage.setItem(
      'carrito-temp',
      JSON.stringify([
        { id: 1, nombre: 'Leche', cantidad: 2 },
        { id: 2, nombre: 'Pan', cantidad: 1 },
      ]),
    );
    const user = renderLogin();
    api.reply(200, { token: 'tok-1', user: CUSTOMER });
    await fillLogin(user, 'cliente@superconjunto.co', '1000000002', '3000000002');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.api.cartRestored(3)));
    expect(JSON.parse(localStorage.getItem('carrito') ?? '[]')).toHaveLength(2);
    expect(localStorage.getItem('carrito-temp')).toBeNull();
  });

  it('switches to the registration form and back without changing the route', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Nombre completo')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');

    await user.click(screen.getByRole('button', { name: 'Ya tengo cuenta' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toHaveFocus();
    expect(screen.queryByLabelText('Nombre completo')).not.toBeInTheDocument();
  });

  it('offers numeric keyboards and autocomplete on the credentials', () => {
    renderLogin();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Cédula')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('autocomplete', 'tel-national');
  });
});
