import { describe, expect, it } from 'vitest';
import { canChangeScheduled, isScheduleDue, waitsForSlot, type ScheduledOrderFacts } from './rules';

const bogota = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);
const lead = { minutos_antes: 20 };
const order = (o: Partial<ScheduledOrderFacts> = {}): ScheduledOrderFacts => ({
  estado: 'pendiente',
  etapa: 'recibido',
  entrega_programada_inicio: bogota('2026-12-08 06:00'),
  programado_activado_at: null,
  ...o,
});

describe('canChangeScheduled', () => {
  const rows: Array<[string, ScheduledOrderFacts, string, string | null]> = [
    ['the night before', order(), '2026-12-07 23:10', null],
    ['one minute before preparation', order(), '2026-12-08 05:39', null],
    ['when preparation starts', order(), '2026-12-08 05:40', 'SCHEDULED_PREPARING'],
    ['once the scheduler moved it, even early', order({ programado_activado_at: bogota('2026-12-08 05:30') }), '2026-12-08 05:31', 'SCHEDULED_PREPARING'],
    ['once it is on its way', order({ etapa: 'en_camino' }), '2026-12-07 23:10', 'SCHEDULED_PREPARING'],
    ['a delivered order', order({ estado: 'entregado' }), '2026-12-07 23:10', 'ORDER_NOT_PENDING'],
    ['a cancelled order', order({ estado: 'cancelado' }), '2026-12-07 23:10', 'ORDER_NOT_PENDING'],
    ['a legacy pendiente_efectivo order', order({ estado: 'pendiente_efectivo' }), '2026-12-07 23:10', null],
    ['an order for as soon as possible', order({ entrega_programada_inicio: null }), '2026-12-07 23:10', 'ORDER_NOT_SCHEDULED'],
  ];
  it.each(rows)('%s', (_name, facts, now, code) => {
    const verdict = canChangeScheduled(facts, bogota(now), lead);
    expect(verdict.ok ? null : verdict.code).toBe(code);
  });
});

describe('isScheduleDue', () => {
  it.each([
    ['2026-12-08 05:39', false],
    ['2026-12-08 05:40', true],
    ['2026-12-08 07:00', true],
  ] as const)('at %s: %s', (now, due) => {
    expect(isScheduleDue(order(), bogota(now), lead)).toBe(due);
  });
  it('never for an order without a slot', () => {
    expect(isScheduleDue(order({ entrega_programada_inicio: null }), bogota('2026-12-09 00:00'), lead)).toBe(false);
  });
});

describe('waitsForSlot', () => {
  const slot = { inicio: '2026-12-08T11:00:00.000Z', fin: '2026-12-08T11:30:00.000Z' };
  it.each([
    ['a scheduled order not yet moved', { estado: 'pendiente', entrega_programada: slot, programado_activo: false }, true],
    ['a legacy pendiente_efectivo one', { estado: 'pendiente_efectivo', entrega_programada: slot, programado_activo: false }, true],
    ['a scheduled order already moved', { estado: 'pendiente', entrega_programada: slot, programado_activo: true }, false],
    ['an order for as soon as possible', { estado: 'pendiente', entrega_programada: null, programado_activo: false }, false],
    ['a cancelled scheduled order', { estado: 'cancelado', entrega_programada: slot, programado_activo: false }, false],
  ])('%s', (_name, order, waits) => {
    expect(waitsForSlot(order)).toBe(waits);
  });
});
