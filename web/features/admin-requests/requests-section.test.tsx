import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { RequestsSection } from './requests-section';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const base = {
  detalle: 'Borren mis datos',
  estado: 'en_tramite',
  estado_texto: 'En trámite',
  fecha: '2026-12-04T15:00:00.000Z',
  respuesta: null,
  fecha_respuesta: null,
  titular: { nombre: 'Marta Privada', email: 'marta@prueba.co', telefono: '3160000000' },
};

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RequestsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('admin data requests section', () => {
  it('shows overdue and open deadlines, and answers and closes a request', async () => {
    api.reply(200, {
      abiertas: 2,
      vencidas: 1,
      solicitudes: [
        {
          ...base,
          id: 7,
          tipo_texto: 'Consulta',
          fecha_limite: '2026-12-21',
          dias_habiles_restantes: -1,
          vencida: true,
        },
        {
          ...base,
          id: 8,
          tipo_texto: 'Supresión',
          fecha_limite: '2026-12-29',
          dias_habiles_restantes: 3,
          vencida: false,
        },
      ],
    });
    const user = userEvent.setup();
    renderSection();
    const overdue = (await screen.findByRole('heading', { name: '#7 · Consulta' })).closest('li')!;
    expect(
      within(overdue).getByText('Vencida: el plazo era el 21 de diciembre de 2026'),
    ).toBeTruthy();
    const open = screen.getByRole('heading', { name: '#8 · Supresión' }).closest('li')!;
    expect(
      within(open).getByText('3 días hábiles · vence el 29 de diciembre de 2026'),
    ).toBeTruthy();
    expect(screen.getByText('2 en trámite · 1 vencidas')).toBeTruthy();

    await user.click(within(overdue).getByRole('button', { name: /Responder y cerrar/ }));
    expect(within(overdue).getByRole('alert').textContent).toBe(
      'Escribe la respuesta para el titular.',
    );
    await user.type(
      within(overdue).getByLabelText('Respuesta al titular'),
      'Sus datos fueron suprimidos.',
    );
    api.reply(200, { message: 'Solicitud respondida y cerrada' });
    api.reply(200, { abiertas: 1, vencidas: 0, solicitudes: [] });
    await user.click(within(overdue).getByRole('button', { name: /Responder y cerrar/ }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Solicitud respondida y cerrada'),
    );
    expect(api.fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/solicitudes/7/responder');
    expect(api.body(1)).toEqual({ respuesta: 'Sus datos fueron suprimidos.' });
  });
});
