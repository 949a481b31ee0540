import { describe, expect, it } from 'vitest';
import { countdownLabel, isLateAt } from '../admin-alerts';
import { expectedArrival, isLateDelivery, lateCompensationPoints, trackerClock } from '../live-orders';
import { deliveryTiming } from '../orders';
import { DEFAULT_SETTINGS } from '../settings';

const bogota = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);
const rules = DEFAULT_SETTINGS.entrega;
const placed = bogota('2026-12-07 23:10');
const fin = bogota('2026-12-08 06:30');

describe('the promise of a scheduled order is its slot’s end (issue 45)', () => {
  it('expects it at the slot’s end, and an order for as soon as possible 20 minutes after', () => {
    expect(expectedArrival(placed, rules, fin)).toEqual(fin);
    expect(expectedArrival(placed, rules)).toEqual(bogota('2026-12-07 23:30'));
  });

  it.each([
    ['inside the slot', '2026-12-08 06:15', false, 0],
    ['at the slot’s last minute', '2026-12-08 06:30', false, 0],
    ['one minute after the slot', '2026-12-08 06:31', true, 50],
  ] as const)('a delivery %s', (_name, at, late, points) => {
    expect(isLateDelivery(placed, bogota(at), rules, fin)).toBe(late);
    expect(lateCompensationPoints(placed, bogota(at), rules, fin)).toBe(points);
  });

  it('the board counts it late only past the slot, and counts down to it', () => {
    const order = { estado: 'pendiente', fecha: placed.toISOString(), entrega_programada: { fin: fin.toISOString() } };
    expect(isLateAt(order, bogota('2026-12-08 06:29'), rules)).toBe(false);
    expect(isLateAt(order, bogota('2026-12-08 06:31'), rules)).toBe(true);
    expect(isLateAt({ ...order, entrega_programada: null }, bogota('2026-12-08 06:29'), rules)).toBe(true);
    expect(countdownLabel(order.fecha, bogota('2026-12-08 05:40'), rules, order.entrega_programada.fin)).toBe('Faltan 50 min');
    expect(countdownLabel(order.fecha, bogota('2026-12-08 06:33'), rules, order.entrega_programada.fin)).toBe('Atrasado 3 min');
  });

  it('the tracker and the chat read the slot', () => {
    expect(trackerClock(placed, bogota('2026-12-08 06:00'), rules, fin)).toMatchObject({ minutesLeft: 30, overdue: false });
    expect(trackerClock(placed, bogota('2026-12-08 06:40'), rules, fin)).toMatchObject({ minutesLeft: 0, overdue: true });
    expect(deliveryTiming('pendiente', placed, bogota('2026-12-08 06:00'), rules, fin)).toMatchObject({ delayed: false, remainingMinutes: 30 });
    expect(deliveryTiming('pendiente', placed, bogota('2026-12-08 06:31'), rules, fin)).toMatchObject({ delayed: true });
  });
});
