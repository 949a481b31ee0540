import { describe, expect, it } from 'vitest';
import { answerChat } from '../assistant/engine';
import { fixtureContext } from '../assistant/fixtures';
import type { ChatOrder } from '../assistant/types';

const NBSP = '\u00a0';
const clock = (text: string) => text.replace(/ (a|p)\. m\./g, `${NBSP}$1.${NBSP}m.`);
const bogota = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);

const scheduled: ChatOrder = {
  id: 12,
  estado: 'pendiente',
  fecha: bogota('2026-12-07 23:10').toISOString(),
  fecha_entrega: null,
  total: 23_000,
  entrega_programada: {
    inicio: bogota('2026-12-08 06:00').toISOString(),
    fin: bogota('2026-12-08 06:30').toISOString(),
  },
};
const ask = (mensaje: string, now: string, order: ChatOrder = scheduled) =>
  answerChat(
    { mensaje, historial: [] },
    fixtureContext({
      caller: { nombre: 'Ana', puntos_disponibles: 0, puntos_totales: 0, orders: [order] },
      now: bogota(now),
    }),
  ).respuesta;

describe('the assistant names a scheduled order’s slot (issue 45)', () => {
  it.each([
    ['¿a qué hora llega mi pedido?', '2026-12-07 23:20', 'Tu pedido SUP-012 está programado para mañana 6:00 a. m. – 6:30 a. m. Te lo subimos al apartamento.'],
    ['¿a qué hora llega mi pedido?', '2026-12-08 06:05', 'Tu pedido SUP-012 está programado para hoy 6:00 a. m. – 6:30 a. m. Te lo subimos al apartamento.'],
    ['donde esta mi pedido SUP-012', '2026-12-08 00:30', 'Tu pedido SUP-012 está programado para hoy 6:00 a. m. – 6:30 a. m. Te lo subimos al apartamento.'],
  ])('%s at %s', (mensaje, now, answer) => {
    expect(ask(mensaje, now)).toBe(clock(answer));
  });

  it('says it is on its way inside the slot', () => {
    expect(ask('mi pedido', '2026-12-08 06:10', { ...scheduled, etapa: 'en_camino' })).toBe(
      clock('Tu pedido SUP-012 está programado para hoy 6:00 a. m. – 6:30 a. m. Ya va en camino: te lo subimos al apartamento.'),
    );
  });

  it('is late, with support, only past the slot’s end', () => {
    const late = ask('¿a qué hora llega mi pedido?', '2026-12-08 06:31');
    expect(late).toContain('va retrasado');
    expect(late).toContain(encodeURIComponent('SUP-012'));
  });
});
