import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  CUSTOMER,
  mockFetch,
  renderWithSession,
  saveSession,
} from '../../app/session-testing';
import { AdminPage } from './admin-page';

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

const renderAdmin = (at = '/admin/promociones') =>
  renderWithSession(<AdminPage />, { path: '/admin/*', at });
const location = () => screen.getByTestId('location');

describe('admin guard', () => {
  it('sends a visitor without a session to /', async () => {
    renderAdmin();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('heading', { name: 'Inicio de la tienda' })).toBeInTheDocument();
  });

  it('clears a corrupt saved user and goes to /', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', '{"nombre":');
    renderAdmin();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows Access Denied to a customer, with a way back to the store', async () => {
    saveSession(CUSTOMER);
    api.reply(200, { user: CUSTOMER });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Panel de administración')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la tienda' }));
    expect(location()).toHaveTextContent('/app');
    expect(localStorage.getItem('token')).toBe('tok-valid');
  });

  it('switches user from Access Denied: session cleared, back to /', async () => {
    saveSession(CUSTOMER);
    api.reply(200, { user: CUSTOMER });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar de usuario' }));
    expect(location()).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('denies a saved admin whom the server now knows as a customer', async () => {
    saveSession(ADMIN);
    api.reply(200, { user: { ...ADMIN, rol: 'customer' } });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
  });

  it('opens the panel for an administrator, who can leave it', async () => {
    saveSession(ADMIN);
    api.reply(200, { user: ADMIN });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hola, Ana Admin')).toBeInTheDocument();
    // The shell's chunk (with the order alerts) and the section's load one after the other.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Promociones' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Códigos raspa y gana' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(location()).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens the panel for a repartidor at Entregas', async () => {
    const driver = { ...ADMIN, nombre: 'Rita Reparto', rol: 'repartidor' };
    saveSession(driver);
    api.reply(200, { user: driver });
    renderAdmin('/admin');
    expect(await screen.findByText('Hola, Rita Reparto')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/entregas'));
  });

  it('shows Access Denied to a repartidor at a section of money', async () => {
    const driver = { ...ADMIN, rol: 'repartidor' };
    saveSession(driver);
    api.reply(200, { user: driver });
    renderAdmin('/admin/margenes');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
    expect(screen.getByText(/Tu rol \(Repartidor\) no puede abrir esta sección/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir al panel' }));
    expect(location()).toHaveTextContent('/admin');
  });

  it("goes to the store from the panel with 'Ver tienda'", async () => {
    saveSession(ADMIN);
    api.reply(200, { user: ADMIN });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver tienda' }));
    expect(location()).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBe('tok-valid');
  });
});
