import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type WeeklyHours } from '../settings';
import type { ServiceHours } from '../service-hours';
import { deliverySlots, firstAvailable, firstSlotOffer, findSlot, slotDateLabel, type SlotSettings } from './slots';

const NBSP = '\u00a0';
const clock = (text: string) => text.replace(/ (a|p)\. m\./g, `${NBSP}$1.${NBSP}m.`);
/** Bogotá is UTC−5 all year: '2026-12-07 10:00' Bogotá is 15:00Z. */
const bogota = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);

const week = (abre: string, cierra: string, especiales: WeeklyHours['especiales'] = []): WeeklyHours => ({
  semana: Array.from({ length: 7 }, () => ({ abierto: true, abre, cierra })),
  especiales,
});

const settings = (horario: ServiceHours = DEFAULT_SETTINGS.horario, p: Partial<SlotSettings['programacion']> = {}): SlotSettings => ({
  horario,
  programacion: { ...DEFAULT_SETTINGS.programacion, ...p },
});

describe('deliverySlots', () => {
  // 2026-12-07 is a Monday; 2026-12-08 (Inmaculada Concepción) a Colombian holiday.
  const rows: Array<{
    name: string;
    now: string;
    s: SlotSettings;
    count: number;
    first: string | null;
    firstLabel?: string;
    last?: string;
  }> = [
    {
      name: 'today from the first slot past the lead time, then all of tomorrow (6:00–23:00, 30 min)',
      now: '2026-12-07 10:00',
      s: settings(),
      count: 25 + 34,
      first: '2026-12-07 10:30',
      firstLabel: 'Hoy 10:30 a. m. – 11:00 a. m.',
      last: '2026-12-08 22:30',
    },
    {
      name: 'a slot whose preparation starts exactly now is still offered',
      now: '2026-12-07 10:10',
      s: settings(),
      count: 25 + 34,
      first: '2026-12-07 10:30',
    },
    {
      name: 'an order placed at 23:59 gets tomorrow from the opening',
      now: '2026-12-07 23:59',
      s: settings(),
      count: 34,
      first: '2026-12-08 06:00',
      firstLabel: 'Mañana 6:00 a. m. – 6:30 a. m.',
    },
    {
      name: 'UTC midnight is 19:00 in Bogotá: still today',
      now: '2026-12-07 19:30',
      s: settings(),
      count: 6 + 34,
      first: '2026-12-07 20:00',
      firstLabel: 'Hoy 8:00 p. m. – 8:30 p. m.',
    },
    {
      name: 'hours changed in Ajustes (8:00–12:00) and 45-minute slots',
      now: '2026-12-07 05:00',
      s: settings(week('08:00', '12:00'), { minutos_franja: 45 }),
      count: 5 + 5,
      first: '2026-12-07 08:00',
      last: '2026-12-08 11:00',
    },
    {
      name: 'a longer lead time pushes the first slot',
      now: '2026-12-07 10:00',
      s: settings(undefined, { minutos_antes: 60 }),
      count: 24 + 34,
      first: '2026-12-07 11:00',
    },
    {
      name: 'a holiday closed as a special date leaves tomorrow empty',
      now: '2026-12-07 23:59',
      s: settings(week('06:00', '23:00', [{ fecha: '2026-12-08', abierto: false, abre: '06:00', cierra: '23:00' }])),
      count: 0,
      first: null,
    },
    {
      name: 'two days ahead over the holiday: Wednesday, named',
      now: '2026-12-07 23:59',
      s: settings(week('06:00', '23:00', [{ fecha: '2026-12-08', abierto: false, abre: '06:00', cierra: '23:00' }]), {
        dias_adelante: 2,
      }),
      count: 34,
      first: '2026-12-09 06:00',
      firstLabel: 'Miércoles 9 de diciembre 6:00 a. m. – 6:30 a. m.',
    },
    {
      name: 'a special date with shorter hours',
      now: '2026-12-07 23:00',
      s: settings(week('06:00', '23:00', [{ fecha: '2026-12-08', abierto: true, abre: '09:00', cierra: '13:00' }])),
      count: 8,
      first: '2026-12-08 09:00',
      last: '2026-12-08 12:30',
    },
    {
      name: 'today only (0 days ahead) at night: nothing',
      now: '2026-12-07 22:50',
      s: settings(undefined, { dias_adelante: 0 }),
      count: 0,
      first: null,
    },
    {
      name: 'a SERVICE_HOURS window crossing midnight serves past 00:00',
      now: '2026-12-07 23:00',
      s: settings({ open: '22:00', close: '02:00' }),
      count: 1 + 4 + 4,
      first: '2026-12-07 23:30',
      last: '2026-12-08 23:30',
    },
    {
      name: 'always open: every half hour of the day',
      now: '2026-12-07 00:00',
      s: settings('always', { dias_adelante: 0 }),
      count: 47,
      first: '2026-12-07 00:30',
      last: '2026-12-07 23:30',
    },
  ];

  it.each(rows)('$name', ({ now, s, count, first, firstLabel, last }) => {
    const slots = deliverySlots(bogota(now), s);
    expect(slots).toHaveLength(count);
    expect(slots[0]?.inicio ?? null).toBe(first ? bogota(first).toISOString() : null);
    if (firstLabel) expect(slots[0]?.etiqueta).toBe(clock(firstLabel));
    if (last) expect(slots.at(-1)?.inicio).toBe(bogota(last).toISOString());
    for (const slot of slots) {
      const length = new Date(slot.fin).getTime() - new Date(slot.inicio).getTime();
      expect(length).toBe(s.programacion.minutos_franja * 60_000);
    }
  });

  it('counts the places left and marks a full slot', () => {
    const now = bogota('2026-12-07 23:59');
    const six = bogota('2026-12-08 06:00').getTime();
    const half = bogota('2026-12-08 06:30').getTime();
    const slots = deliverySlots(now, settings(), new Map([[six, 4], [half, 3]]));
    expect(slots[0]).toMatchObject({ lleno: true, restantes: 0 });
    expect(slots[1]).toMatchObject({ lleno: false, restantes: 1 });
    expect(slots[2]).toMatchObject({ lleno: false, restantes: 4 });
    expect(firstAvailable(slots)?.inicio).toBe(new Date(half).toISOString());
  });

  it('finds an offered slot by any spelling of its start, and nothing else', () => {
    const slots = deliverySlots(bogota('2026-12-07 23:59'), settings());
    expect(findSlot(slots, '2026-12-08T06:00:00-05:00')?.inicio).toBe('2026-12-08T11:00:00.000Z');
    expect(findSlot(slots, '2026-12-08T06:10:00-05:00')).toBeNull();
    expect(findSlot(slots, 'not a date')).toBeNull();
  });
});

describe('firstSlotOffer', () => {
  it('offers the first slot with the opening, in the words of issue 45', () => {
    const slots = deliverySlots(bogota('2026-12-07 23:10'), settings());
    expect(firstSlotOffer(slots[0]!, bogota('2026-12-08 06:00'))).toBe(
      clock('Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?'),
    );
  });

  it('names a later slot when the first ones are full', () => {
    const six = bogota('2026-12-08 06:00').getTime();
    const slots = deliverySlots(bogota('2026-12-07 23:10'), settings(), new Map([[six, 4]]));
    expect(firstSlotOffer(firstAvailable(slots)!, bogota('2026-12-08 06:00'))).toBe(
      clock('Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:30 y 7:00?'),
    );
  });
});

describe('slotDateLabel', () => {
  it('names the day without a clock', () => {
    expect(slotDateLabel(bogota('2026-12-08 18:00'), bogota('2026-12-08 18:30'))).toBe(
      clock('Martes 8 de diciembre, 6:00 p. m. – 6:30 p. m.'),
    );
  });
});
