import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { CUSTOMER, mockFetch } from '../../app/session-testing';
import { DeliveryDataModal } from './delivery-data-modal';
import { DeliveryTimeChoice } from './delivery-time-choice';
import { ASAP, type DeliveryWhen, type SlotsAnswer, type SlotView } from './slots-api';

const NBSP = /\u00a0/g;
// 21:00 in Bogotá on 7 December 2026 (02:00Z on the 8th).
const NOW = new Date('2026-12-08T02:00:00Z');

function slotAt(startZ: string, endZ: string, lleno = false): SlotView {
  return {
    inicio: `${startZ}:00.000Z`,
    fin: `${endZ}:00.000Z`,
    etiqueta: '',
    lleno,
    restantes: lleno ? 0 : 2,
  };
}

const TONIGHT_FULL = slotAt('2026-12-08T02:30', '2026-12-08T03:00', true);
const TONIGHT = slotAt('2026-12-08T03:00', '2026-12-08T03:30');
const MORNING = slotAt('2026-12-08T11:00', '2026-12-08T11:30');
const ANSWER: SlotsAnswer = {
  franjas: [TONIGHT_FULL, TONIGHT, MORNING],
  primera_disponible: TONIGHT,
  abierto_ahora: true,
  oferta: null,
};

function Harness({
  method = 'efectivo',
  closedMessage = null,
  initial = ASAP,
  onChange = () => {},
}: {
  method?: 'efectivo' | 'digital';
  closedMessage?: string | null;
  initial?: DeliveryWhen;
  onChange?(when: DeliveryWhen): void;
}) {
  const [when, setWhen] = useState<DeliveryWhen>(initial);
  return (
    <DeliveryTimeChoice
      value={when}
      method={method}
      closedMessage={closedMessage}
      onChange={(next) => {
        setWhen(next);
        onChange(next);
      }}
    />
  );
}

function renderWithSlots(element: React.ReactElement, answer: SlotsAnswer = ANSWER) {
  const api = mockFetch();
  api.reply(200, answer);
  render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
  return api;
}

const text = (el: HTMLElement) => (el.textContent ?? '').replace(NBSP, ' ');

describe('the delivery time choice (issue 45)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('starts on "lo antes posible" and reads the slots only when "Programar" is chosen', async () => {
    const user = userEvent.setup();
    const api = renderWithSlots(<Harness />);
    expect(screen.getByRole('radio', { name: /Lo antes posible \(máx\. 20 min\)/ })).toBeChecked();
    expect(api.fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Programar' }));
    expect(await screen.findByRole('radio', { name: 'Hoy' })).toBeChecked();
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/api/franjas');
  });

  it("groups today's and tomorrow's slots by day and marks a full one, not choosable", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithSlots(<Harness initial={{ kind: 'slot', slot: null }} onChange={onChange} />);
    const today = await screen.findByRole('group', { name: /Horario · hoy/ });
    const radios = within(today).getAllByRole('radio');
    expect(radios.map((r) => text(r.closest('label')!))).toEqual([
      '9:30–10:00 p. m. Lleno',
      '10:00–10:30 p. m.',
    ]);
    expect(radios[0]).toBeDisabled();
    await user.click(radios[1]!);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'slot', slot: TONIGHT });

    await user.click(screen.getByRole('radio', { name: 'Mañana' }));
    const tomorrow = screen.getByRole('group', { name: /Horario · mañana/ });
    await user.click(within(tomorrow).getByRole('radio', { name: /6:00–6:30/ }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'slot', slot: MORNING });
  });

  it('keeps "lo antes posible" closed while the store is, with the reason beside it', async () => {
    const closed = 'Estamos cerrados. Abrimos mañana a las 6:00 a. m.';
    renderWithSlots(<Harness closedMessage={closed} initial={{ kind: 'slot', slot: MORNING }} />);
    const asap = screen.getByRole('radio', { name: /Lo antes posible/ });
    expect(asap).toBeDisabled();
    expect(asap).toHaveAccessibleDescription(closed);
    const tomorrow = await screen.findByRole('group', { name: /Horario · mañana/ });
    expect(within(tomorrow).getByRole('radio', { name: /6:00–6:30/ })).toBeChecked();
  });

  it('says an online payment is taken now', async () => {
    renderWithSlots(<Harness method="digital" initial={{ kind: 'slot', slot: null }} />);
    expect(await screen.findByText('El pago en línea se cobra ahora.')).toBeInTheDocument();
  });

  it('says when there is no slot to choose', async () => {
    renderWithSlots(<Harness initial={{ kind: 'slot', slot: null }} />, {
      franjas: [],
      primera_disponible: null,
      abierto_ahora: false,
      oferta: null,
    });
    expect(
      await screen.findByText('No hay horarios disponibles para programar por ahora.'),
    ).toBeInTheDocument();
  });
});

describe('the delivery step with a slot (issue 45)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());

  function Modal({ onConfirmed, error = null }: { onConfirmed(): void; error?: string | null }) {
    const [when, setWhen] = useState<DeliveryWhen>({ kind: 'slot', slot: null });
    return (
      <DeliveryDataModal
        open
        method="efectivo"
        user={CUSTOMER}
        previous={null}
        onDeliveryConfirmed={onConfirmed}
        onBackToCart={() => {}}
        onClose={() => {}}
        schedule={{ when, onWhen: setWhen, closedMessage: null, error }}
      />
    );
  }

  it('asks for a slot before going on, and goes on once one is chosen', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    renderWithSlots(<Modal onConfirmed={onConfirmed} />);
    await screen.findByRole('group', { name: /Horario · hoy/ });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Elige un horario para tu pedido.');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /10:00–10:30/ }));
    await user.click(screen.getByRole('radio', { name: /10:00–10:30/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a full slot by the picker", async () => {
    renderWithSlots(
      <Modal onConfirmed={() => {}} error="Esa franja se llenó. Elige otra, por favor." />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Esa franja se llenó');
  });
});
