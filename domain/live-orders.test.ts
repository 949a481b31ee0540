import { describe, expect, it } from 'vitest';
import { resolveDelivery } from './delivery';
import {
  canAdvanceStage,
  expectedArrival,
  isLateDelivery,
  lateCompensationPoints,
  residentMayCancel,
  trackerClock,
} from './live-orders';

const created = new Date('2026-11-21T15:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);

describe('the 20-minute promise', () => {
  it('is late only past 20 minutes (exactly 20 is on time)', () => {
    expect(isLateDelivery(created, at(20 * 60_000))).toBe(false);
    expect(isLateDelivery(created, at(20 * 60_000 + 1))).toBe(true);
    expect(lateCompensationPoints(created, at(19 * 60_000))).toBe(0);
    expect(lateCompensationPoints(created, at(21 * 60_000))).toBe(50);
    expect(expectedArrival(created).toISOString()).toBe('2026-11-21T15:20:00.000Z');
  });

  it('counts down to the expected arrival and then reads overdue', () => {
    expect(trackerClock(created, at(0))).toEqual({ minutesSince: 0, minutesLeft: 20, overdue: false });
    expect(trackerClock(created, at(5 * 60_000 + 30_000))).toEqual({ minutesSince: 5, minutesLeft: 15, overdue: false });
    expect(trackerClock(created, at(23 * 60_000))).toEqual({ minutesSince: 23, minutesLeft: 0, overdue: true });
    expect(trackerClock(created, at(-5_000)).minutesSince).toBe(0);
  });
});

describe('the step inside pendiente', () => {
  it('lets a resident cancel only while received, and moves only received orders on', () => {
    expect(residentMayCancel({ estado: 'pendiente', etapa: 'recibido' })).toBe(true);
    expect(residentMayCancel({ estado: 'pendiente_efectivo', etapa: 'recibido' })).toBe(true);
    expect(residentMayCancel({ estado: 'pendiente', etapa: 'en_camino' })).toBe(false);
    expect(residentMayCancel({ estado: 'entregado', etapa: 'recibido' })).toBe(false);
    expect(canAdvanceStage({ estado: 'pendiente', etapa: 'recibido' }, 'en_camino')).toBe(true);
    expect(canAdvanceStage({ estado: 'pendiente', etapa: 'en_camino' }, 'en_camino')).toBe(false);
    expect(canAdvanceStage({ estado: 'cancelado', etapa: 'recibido' }, 'en_camino')).toBe(false);
    // The undo of "En camino" (issue 41): back one step, only while pending.
    expect(canAdvanceStage({ estado: 'pendiente', etapa: 'en_camino' }, 'recibido')).toBe(true);
    expect(canAdvanceStage({ estado: 'pendiente', etapa: 'recibido' }, 'recibido')).toBe(false);
    expect(canAdvanceStage({ estado: 'entregado', etapa: 'en_camino' }, 'recibido')).toBe(false);
  });
});

describe('handoff resolution', () => {
  const profile = { torre: 1, piso: 5, apartamento: '502', telefono: '3000000002' };
  it('defaults to the apartment, takes the remembered choice, and the order’s own choice wins', () => {
    const plain = resolveDelivery({}, profile);
    expect(plain.ok && [plain.value.entregaModo, plain.value.recibe]).toEqual(['apartamento', null]);
    const remembered = resolveDelivery({}, { ...profile, entrega_modo: 'porteria', entrega_recibe: 'Ana' });
    expect(remembered.ok && [remembered.value.entregaModo, remembered.value.recibe]).toEqual(['porteria', 'Ana']);
    const chosen = resolveDelivery(
      { entrega_modo: 'porteria', recibe: '' },
      { ...profile, entrega_modo: 'porteria', entrega_recibe: 'Ana' },
    );
    expect(chosen.ok && [chosen.value.entregaModo, chosen.value.recibe]).toEqual(['porteria', null]);
    const up = resolveDelivery({ entrega_modo: 'apartamento', recibe: 'X' }, profile);
    expect(up.ok && up.value.recibe).toBe(null);
  });
});
