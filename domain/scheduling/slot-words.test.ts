import { describe, expect, it } from 'vitest';
import {
  scheduledLine,
  slotPhrase,
  slotsByDay,
  slotTimeRange,
} from './slot-words';

const NBSP = '\u00a0';
const plain = (text: string) => text.replaceAll(NBSP, ' ');
// Bogotá is UTC−5: 11:00Z is 6:00 a. m.
const slot = (startZ: string, endZ: string) => ({
  inicio: `2026-12-08T${startZ}:00.000Z`,
  fin: `2026-12-08T${endZ}:00.000Z`,
});

describe('slotTimeRange', () => {
  it.each([
    [slot('11:00', '11:30'), '6:00–6:30 a. m.'],
    [slot('16:30', '17:00'), '11:30 a. m.–12:00 p. m.'],
    [slot('17:00', '17:30'), '12:00–12:30 p. m.'],
    [slot('03:30', '04:00'), '10:30–11:00 p. m.'],
  ])('words %o as %s', (s, words) => {
    expect(plain(slotTimeRange(s))).toBe(words);
  });

  it('keeps a time from wrapping inside it', () => {
    expect(slotTimeRange(slot('11:00', '11:30'))).toBe(`6:00–6:30${NBSP}a.${NBSP}m.`);
  });
});

describe('slotPhrase and scheduledLine', () => {
  const first = slot('11:00', '11:30');
  it.each([
    ['2026-12-08T10:00:00Z', 'hoy 6:00–6:30 a. m.'],
    // 23:59 in Bogotá on the 7th: tomorrow's 6:00.
    ['2026-12-08T04:59:00Z', 'mañana 6:00–6:30 a. m.'],
    ['2026-12-06T15:00:00Z', 'el martes 6:00–6:30 a. m.'],
  ])('at %s reads %s', (now, words) => {
    expect(plain(slotPhrase(new Date(now), first))).toBe(words);
  });

  it('heads the tracker line with "Programado"', () => {
    expect(plain(scheduledLine(new Date('2026-12-08T10:00:00Z'), first))).toBe(
      'Programado: hoy 6:00–6:30 a. m.',
    );
  });
});

describe('slotsByDay', () => {
  it('groups by the Bogotá day in time order, whatever order they came in', () => {
    const late = { inicio: '2026-12-08T03:30:00.000Z', fin: '2026-12-08T04:00:00.000Z' };
    const early = { inicio: '2026-12-08T11:00:00.000Z', fin: '2026-12-08T11:30:00.000Z' };
    const evening = { inicio: '2026-12-08T02:00:00.000Z', fin: '2026-12-08T02:30:00.000Z' };
    const days = slotsByDay(new Date('2026-12-08T01:00:00Z'), [early, late, evening]);
    expect(days.map((d) => [d.key, d.label, d.slots.length])).toEqual([
      ['2026-12-07', 'Hoy', 2],
      ['2026-12-08', 'Mañana', 1],
    ]);
    expect(days[0]?.slots).toEqual([evening, late]);
  });
});
