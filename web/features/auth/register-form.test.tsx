import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bogotaDayKey, popupStorageKey } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import { toast } from '../../ui/toast';
import { CUSTOMER, mockFetch, renderWithSession, SessionProbe } from '../../app/session-testing';
import { FIELD_REQUIRED } from '../../ui/form-field';
import { RegisterForm } from './register-form';

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
let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  api = mockFetch();
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function renderRegister() {
  const user = userEvent.setup();
  renderWithSession(
    <>
      <RegisterForm />
      <SessionProbe />
    </>,
  );
  return user;
}

const consent = () => screen.getByRole('checkbox', { name: /tratamiento de mis datos/ });
const submitButton = () => screen.getByRole('button', { name: 'Registrarme' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Camila Rojas');
  await user.type(screen.getByLabelText('Correo electrónico'), 'Camila@Correo.co');
  await user.type(screen.getByLabelText('Cédula'), '52123456');
  await user.type(screen.getByLabelText('Teléfono'), '3001234567');
  await user.selectOptions(screen.getByLabelText('Torre'), '2');
  await user.type(screen.getByLabelText('Piso'), '7');
  await user.type(screen.getByLabelText('Apartamento'), '702');
  await user.click(consent());
}

describe('registration form', () => {
  it('keeps the register button disabled until the main authorization is ticked', async () => {
    const user = renderRegister();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(MESSAGES.auth.privacyRequired);
    await user.click(consent());
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.auth.privacyRequired)).not.toBeInTheDocument();
    await user.click(consent());
    expect(submitButton()).toBeDisabled();
  });

  it('suggests delivery notes that agree with delivery to the door (issue 15)', () => {
    renderRegister();
    const placeholders = [...document.querySelectorAll('[placeholder]')].map((el) =>
      el.getAttribute('placeholder'),
    );
    expect(placeholders).toContain('Ej.: timbre dañado, llamar al llegar');
    expect(placeholders.join(' ')).not.toMatch(/porter/i);
  });

  it('leaves marketing optional and unticked', () => {
    renderRegister();
    expect(screen.getByRole('checkbox', { name: /ofertas y promociones/ })).not.toBeChecked();
  });

  it('asks for the required fields and focuses the first one', async () => {
    const user = renderRegister();
    await user.click(consent());
    await user.type(screen.getByLabelText('Correo electrónico'), 'camila@correo.co');
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.registerRequiredFields);
    const nombre = screen.getByLabelText('Nombre completo');
    expect(nombre).toHaveFocus();
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(nombre).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Torre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Teléfono alternativo/)).not.toHaveAttribute('aria-invalid');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says the floor must be between 1 and 30 and focuses it', async () => {
    const user = renderRegister();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Piso'));
    await user.type(screen.getByLabelText('Piso'), '31');
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.floorInvalid);
    expect(screen.getByLabelText('Piso')).toHaveFocus();
    expect(screen.getByLabelText('Piso')).toHaveAccessibleDescription(MESSAGES.auth.floorInvalid);
  });

  it('offers exactly the five towers', () => {
    renderRegister();
    const options = within(screen.getByLabelText('Torre')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', '1', '2', '3', '4', '5']);
  });

  it('registers with the schema payload and signs in', async () => {
    const user = renderRegister();
    await fillValid(user);
    api.reply(201, { token: 'tok-new', user: { ...CUSTOMER, email: 'camila@correo.co' } });
    await user.click(submitButton());

    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveTextContent('signed-in camila@correo.co'),
    );
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/auth/register');
    expect(api.body()).toEqual({
      nombre: 'Camila Rojas',
      email: 'camila@correo.co',
      cedula: '52123456',
      telefono: '3001234567',
      torre: 2,
      piso: 7,
      apartamento: '702',
      privacy_accepted: true,
      marketing_accepted: false,
    });
    expect(localStorage.getItem('token')).toBe('tok-new');
  });

  it('opens the store at its top, welcomes everyone alike and keeps the popup for tomorrow', async () => {
    const user = renderRegister();
    await fillValid(user);
    api.reply(201, { token: 'tok-new', user: { ...CUSTOMER, id: 77, nombre: 'Camila Rojas' } });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(toast.success).toHaveBeenCalledWith(
      '¡Hola, Camila! Te damos la bienvenida a SuperConjunto.',
    );
    // The daily popup counts today as shown: the welcome is not hidden under it (issue 22).
    expect(JSON.parse(localStorage.getItem(popupStorageKey(77)) ?? 'null')).toBe(
      bogotaDayKey(new Date()),
    );
  });

  it.each([
    ['EMAIL_TAKEN', 'Este email ya existe', 'Correo electrónico', MESSAGES.auth.emailTaken],
    ['CEDULA_TAKEN', 'Esta cedula ya existe', 'Cédula', MESSAGES.auth.cedulaTaken],
    ['REGISTRATION_REFUSED', MESSAGES.auth.registrationRefused, 'Correo electrónico', MESSAGES.auth.registrationRefused],
  ])('maps a 409 %s to its message on the field', async (code, error, label, message) => {
    const user = renderRegister();
    await fillValid(user);
    api.reply(409, { error, code });
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
  });

  it('falls back to the generic message on an empty server error', async () => {
    const user = renderRegister();
    await fillValid(user);
    api.reply(500);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error 500'));
  });

  it('opens the data policy and closes it with Escape', async () => {
    const user = renderRegister();
    const trigger = screen.getByRole('button', {
      name: 'Leer la política de tratamiento de datos',
    });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', {
      name: 'Política de tratamiento de datos personales',
    });
    expect(dialog).toHaveTextContent('Última actualización: julio de 2025');
    expect(dialog).toHaveTextContent('Ley 1581 de 2012');
    expect(within(dialog).getByRole('link', { name: /Política de Privacidad/ })).toHaveAttribute(
      'href',
      '/privacidad',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
