import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { UsersSection } from './users-section';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const ADMIN_ROW = {
  id: 1,
  nombre: 'Ana Admin',
  email: 'admin@superconjunto.co',
  rol: 'admin',
  fecha_registro: '2026-10-11T15:00:00.000Z',
  pedidos: 0,
};

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

describe('users section', () => {
  it('asks before demoting and shows the last-administrator refusal', async () => {
    api.reply(200, [ADMIN_ROW]);
    api.reply(409, {
      error: 'No se puede quitar el rol al último administrador.',
      code: 'LAST_ADMIN',
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <UsersSection />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('admin@superconjunto.co')).toBeInTheDocument();
    expect(screen.getByText(/Administrador · desde .* · 0 pedidos/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar administrador a Ana Admin' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar el rol de administrador?' });
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, quitar rol' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'No se puede quitar el rol al último administrador.',
      ),
    );
    expect(api.fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/usuarios/1/rol');
    expect(api.body(1)).toEqual({ rol: 'cliente' });
  });
});
