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

const view = (ajustes = DEFAULT_SETTINGS, version = 0) => ({
  success: true,
  version,
  ajustes,
  horario_anulado: false,
  festivos: [{ fecha: '2099-12-25', nombre: 'Navidad' }],
});

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SettingsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Ajustes section', () => {
  it('shows and edits the level multipliers as decimals with a comma (issue 41)', async () => {
    api.reply(200, view());
    renderSection();
    const user = userEvent.setup();
    const plata = await screen.findByLabelText(/^Multiplicador Plata/);
    expect(plata).toHaveValue('1,2');
    expect(screen.getByLabelText(/^Multiplicador Oro/)).toHaveValue('1,5');
    await user.clear(plata);
    await user.type(plata, '1,3');
    api.reply(200, { ...view(DEFAULT_SETTINGS, 1), message: SETTINGS_MESSAGES.saved });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved));
    expect((api.body(1) as typeof DEFAULT_SETTINGS).puntos.multiplicador_plata).toBe(13);
  });

  it('edits the minutes to answer for a missing product, refusing more than 15 (issue 44)', async () => {
    api.reply(200, view());
    renderSection();
    const user = userEvent.setup();
    const minutes = await screen.findByLabelText(/^Tiempo para responder por un faltante \(minutos\)/);
    expect(minutes).toHaveValue('3');
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El tiempo para responder por un faltante debe estar entre 1 y 15 minutos',
    );
    await user.clear(minutes);
    await user.type(minutes, '5');
    api.reply(200, { ...view(DEFAULT_SETTINGS, 1), message: SETTINGS_MESSAGES.saved });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved));
    expect((api.body(1) as typeof DEFAULT_SETTINGS).faltantes.minutos_respuesta).toBe(5);
  });

  it('refuses a fee above the free threshold without saving, then saves a valid fee and a holiday', async () => {
    api.reply(200, view());
    renderSection();
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Envío en efectivo (pesos)');
    await user.clear(fee);
    await user.type(fee, '20000');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.feeAboveThreshold);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(fee);
    await user.type(fee, '3000');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const saved = { ...DEFAULT_SETTINGS, envio: { ...DEFAULT_SETTINGS.envio, tarifa_efectivo: 3000 } };
    api.reply(200, { ...view(saved, 1), message: SETTINGS_MESSAGES.saved });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved));
    const sent = api.body(1) as typeof DEFAULT_SETTINGS;
    expect(sent.envio.tarifa_efectivo).toBe(3000);
    expect(sent.horario.especiales).toEqual([
      { fecha: '2099-12-25', abierto: false, abre: '06:00', cierra: '23:00', nota: 'Navidad' },
    ]);
  });

  it('edits the order ceilings (issue 46): refuses zero units, then saves the new figures', async () => {
    api.reply(200, view());
    renderSection();
    const user = userEvent.setup();
    const units = await screen.findByLabelText('Unidades de un producto por pedido');
    expect(units).toHaveValue('20');
    expect(screen.getByLabelText('Valor máximo de un pedido (pesos)')).toHaveValue('500000');
    await user.clear(units);
    await user.type(units, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.unitsCeilingInvalid);

    await user.clear(units);
    await user.type(units, '30');
    const open = screen.getByLabelText(/^Pedidos en efectivo sin entregar por residente/);
    await user.clear(open);
    await user.type(open, '5');
    api.reply(200, { ...view(), message: SETTINGS_MESSAGES.saved });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect((api.body(1) as typeof DEFAULT_SETTINGS).limites).toEqual({
      ...DEFAULT_SETTINGS.limites,
      unidades_por_producto: 30,
      pedidos_efectivo_abiertos: 5,
    });
  });

  it('edits when a cash order waits for the owner’s approval (issue 46)', async () => {
    api.reply(200, view());
    renderSection();
    const user = userEvent.setup();
    const value = await screen.findByLabelText('Aprobar pedidos en efectivo desde (pesos)');
    expect(value).toHaveValue('250000');
    const units = screen.getByLabelText('Aprobar pedidos con unidades de un producto desde');
    expect(units).toHaveValue('10');
    await user.clear(value);
    await user.type(value, '150000');
    await user.clear(units);
    await user.type(units, '6');
    api.reply(200, { ...view(), message: SETTINGS_MESSAGES.saved });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect((api.body(1) as typeof DEFAULT_SETTINGS).limites).toMatchObject({
      revision_desde_valor: 150_000,
      revision_desde_unidades: 6,
    });
  });
});
