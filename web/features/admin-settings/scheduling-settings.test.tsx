import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { SettingsSection } from './settings-section';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const view = { success: true, version: 0, ajustes: DEFAULT_SETTINGS, horario_anulado: false, festivos: [] };

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

describe('Ajustes: scheduled orders (issue 45)', () => {
  it('edits the slots, refusing a slot shorter than 15 minutes with the domain message', async () => {
    api.reply(200, view);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SettingsSection />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const length = await screen.findByLabelText(/^Duración de cada franja \(minutos\)/);
    expect(length).toHaveValue('30');
    expect(screen.getByLabelText(/^Días para programar además de hoy/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Pasa a pendientes antes de la franja/)).toHaveValue('20');
    await user.clear(length);
    await user.type(length, '10');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.slotMinutesInvalid);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(length);
    await user.type(length, '45');
    const capacity = screen.getByLabelText(/^Pedidos por franja/);
    await user.clear(capacity);
    await user.type(capacity, '6');
    api.reply(200, { ...view, message: SETTINGS_MESSAGES.saved });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved));
    expect((api.body(1) as typeof DEFAULT_SETTINGS).programacion).toEqual({
      ...DEFAULT_SETTINGS.programacion,
      minutos_franja: 45,
      pedidos_por_franja: 6,
    });
  });
});
