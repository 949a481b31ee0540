import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import { ADMIN, mockFetch, renderWithSession } from '../../app/session-testing';
import { FirstStartScreen } from './first-start-screen';

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
  localStorage.clear();
  api = mockFetch();
});

const open = () => renderWithSession(<FirstStartScreen />, { path: '/configuracion-inicial' });
const location = () => screen.getByTestId('location');

async function fill(torres = '3') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nombre completo'), 'Marta Ruiz');
  await user.type(screen.getByLabelText('Correo electrónico'), 'marta@tienda.co');
  await user.type(screen.getByLabelText('Cédula'), '52123456');
  await user.type(screen.getByLabelText('Teléfono'), '3105551234');
  await user.clear(screen.getByLabelText('Torres'));
  await user.type(screen.getByLabelText('Torres'), torres);
  // Issue 41: the shop's own contact and operator.
  for (const [label, value] of [
    ['Nombre del conjunto', 'Conjunto La Colina'],
    ['WhatsApp de la tienda', '3105551234'],
    ['Correo de la tienda', 'hola@tienda.co'],
    ['Razón social', 'Tienda La Colina S.A.S.'],
    ['NIT con dígito de verificación', '900.123.456-8'],
  ] as const) {
    await user.click(screen.getByLabelText(label, { exact: false }));
    await user.paste(value);
  }
  return user;
}

describe('first start screen', () => {
  it('sends the person home once the shop is set up', async () => {
    api.reply(404, { error: SETTINGS_MESSAGES.setup.alreadyDone, code: 'NOT_FOUND' });
    open();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('shows the schema message next to the towers field and sends nothing', async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [] });
    open();
    const user = await fill('0');
    await user.click(screen.getByRole('button', { name: 'Crear mi tienda' }));
    const towers = screen.getByLabelText('Torres');
    expect(towers).toHaveAttribute('aria-invalid', 'true');
    expect(towers).toHaveAccessibleDescription(SETTINGS_MESSAGES.towersInvalid);
    await waitFor(() => expect(towers).toHaveFocus());
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the setup code when the server does, and shows its refusal on that field (issue 39)', async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [], codigo_requerido: true });
    api.reply(403, {
      error: ACCOUNT_MESSAGES.setup.codeInvalid,
      code: 'SETUP_CODE_REQUIRED',
      fields: { codigo: ACCOUNT_MESSAGES.setup.codeInvalid },
    });
    open();
    const code = await screen.findByLabelText('Código de configuración');
    const user = await fill();
    await user.type(code, 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Crear mi tienda' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(ACCOUNT_MESSAGES.setup.codeInvalid));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    const sent = JSON.parse(String(api.fetchMock.mock.calls[1]![1]!.body)) as { codigo?: string };
    expect(sent.codigo).toBe('abcd-efgh-jkmn');
  });

  it('tells the new owner that payments are a test and how to connect Wompi (issue 46)', async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [], pagos_prueba: true });
    open();
    const note = (await screen.findByText('Pagos de prueba: nada se cobra.')).closest('p');
    expect(note).toHaveTextContent('conecta Wompi: PAYMENTS_PROVIDER=wompi con sus llaves WOMPI_*');
  });

  it('says nothing of test payments when Wompi is connected', async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [], pagos_prueba: false });
    open();
    await screen.findByLabelText('Nombre completo');
    expect(screen.queryByText(/Pagos de prueba/)).toBeNull();
  });

  it('does not ask for a code the server does not need (its own machine)', async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [], codigo_requerido: false });
    open();
    await screen.findByLabelText('Nombre completo');
    expect(screen.queryByLabelText('Código de configuración')).toBeNull();
  });

  it("puts the server's field message next to its field", async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [] });
    api.reply(400, {
      error: 'Ya existe una cuenta con ese correo',
      code: 'VALIDATION',
      fields: { 'administrador.email': 'Ya existe una cuenta con ese correo' },
    });
    open();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Crear mi tienda' }));
    expect(await screen.findByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ya existe una cuenta con ese correo',
    );
  });

  it('sends a double tap once, enrols the new administrator\'s factor and lands in the panel', async () => {
    api.reply(200, { ajustes: DEFAULT_SETTINGS, festivos: [] });
    let answer: (r: Response) => void = () => {};
    api.fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    open();
    await fill();
    const button = screen.getByRole('button', { name: 'Crear mi tienda' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
    const sent = api.body(1) as {
      administrador: { email: string };
      ajustes: { tienda: { torres: number } };
    };
    expect(sent.administrador.email).toBe('marta@tienda.co');
    expect(sent.ajustes.tienda.torres).toBe(3);
    const desafio = 'desafio-0123456789abcdef';
    api.reply(200, { secreto: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr_svg: '<svg/>' });
    answer(
      new Response(
        JSON.stringify({
          success: true,
          enrolamiento_requerido: true,
          desafio,
          metodos: ['passkey', 'totp'],
          user: ADMIN,
          message: SETTINGS_MESSAGES.setup.created,
        }),
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Protege tu cuenta' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secreto')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(api.body(2)).toEqual({ desafio });
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
    api.reply(200, {
      success: true,
      message: 'Listo',
      codigos_recuperacion: ['ABCDE-23456'],
      token: 'tok-new',
      user: ADMIN,
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Guardé mis códigos' }));
    await user.click(screen.getByRole('button', { name: 'Entrar al panel' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: ADMIN.email });
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(api.fetchMock).toHaveBeenCalledTimes(4);
  });
});
