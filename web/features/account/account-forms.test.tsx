import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER,
  mockFetch,
  renderWithSession,
  saveSession,
  SessionProbe,
} from '../../app/session-testing';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

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
  saveSession(CUSTOMER);
  api.reply(200, { user: CUSTOMER });
});

describe('Mi cuenta forms', () => {
  it('asks for the three current login values before changing the e-mail', async () => {
    const user = userEvent.setup();
    renderWithSession(<ProfileForm />, { path: '/mi-cuenta' });
    const email = await screen.findByLabelText('Correo electrónico');
    expect(
      screen.queryByRole('group', { name: 'Confirma tus datos de ingreso actuales' }),
    ).toBeNull();
    await user.clear(email);
    await user.type(email, 'nuevo@correo.co');
    const group = screen.getByRole('group', { name: 'Confirma tus datos de ingreso actuales' });
    await user.type(within(group).getByLabelText('Correo actual'), CUSTOMER.email);
    await user.type(within(group).getByLabelText('Cédula actual'), CUSTOMER.cedula);
    await user.type(within(group).getByLabelText('Teléfono actual'), CUSTOMER.telefono);
    api.reply(200, { user: { ...CUSTOMER, email: 'nuevo@correo.co' } });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(api.body(1)).toEqual({
      email: 'nuevo@correo.co',
      credenciales_actuales: {
        email: CUSTOMER.email,
        cedula: CUSTOMER.cedula,
        telefono: CUSTOMER.telefono,
      },
    });
  });

  it('changes the handoff default to the gatehouse with who receives it', async () => {
    const user = userEvent.setup();
    renderWithSession(<ProfileForm />, { path: '/mi-cuenta' });
    await user.click(await screen.findByRole('radio', { name: 'Dejar en portería' }));
    await user.type(screen.getByLabelText(/¿Quién lo recibe\?/), 'Don Luis');
    api.reply(200, {
      user: { ...CUSTOMER, entrega_modo: 'porteria', entrega_recibe: 'Don Luis' },
    });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(api.body(1)).toEqual({ entrega_modo: 'porteria', entrega_recibe: 'Don Luis' });
    expect(await screen.findByRole('radio', { name: 'Dejar en portería' })).toBeChecked();
  });

  it('deletes the account only with the typed word, then ends the session', async () => {
    const user = userEvent.setup();
    renderWithSession(
      <>
        <DeleteAccount />
        <SessionProbe />
      </>,
      { path: '/mi-cuenta' },
    );
    await waitFor(() => expect(screen.getByTestId('session').textContent).toContain('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(
      within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'),
      'borrar{Enter}',
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Escribe ELIMINAR para confirmar.');
    expect(api.fetchMock).toHaveBeenCalledTimes(1);

    const word = within(dialog).getByLabelText('Escribe ELIMINAR para confirmar');
    await user.clear(word);
    await user.type(word, 'eliminar');
    api.reply(200, { success: true, puntos_perdidos: 0, message: 'Tu cuenta fue eliminada.' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(api.body(1)).toEqual({ confirmacion: 'eliminar' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
