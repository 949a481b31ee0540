import { describe, expect, it } from 'vitest';
import { pushMessagesFor, type PushOrderEvent } from '../push';
import { residentNotice } from '../resident-notices';

const slot = { inicio: '2026-12-08T11:00:00.000Z', fin: '2026-12-08T11:30:00.000Z' };
const event = (e: Partial<PushOrderEvent>): PushOrderEvent => ({
  evento: 'creado',
  pedido_id: 12,
  user_id: 3,
  estado: 'pendiente',
  total: 30_000,
  torre: 2,
  ...e,
});

describe('Web Push of scheduled orders (issue 45)', () => {
  it.each<[string, Partial<PushOrderEvent>, string[]]>([
    ['an order for as soon as possible is news when placed', {}, ['admins']],
    ['a scheduled order is not news when placed', { entrega_programada: slot, programado_activo: false }, []],
    ['it is when its preparation starts', { evento: 'programado', entrega_programada: slot, programado_activo: true }, ['admins']],
    ['a slot change tells nobody', { evento: 'franja', entrega_programada: slot }, []],
  ])('%s', (_name, e, audiences) => {
    expect(pushMessagesFor(event(e)).map((m) => m.audience)).toEqual(audiences);
  });

  it('names the slot when a scheduled order goes out', () => {
    const [message] = pushMessagesFor(event({ evento: 'etapa', etapa: 'en_camino', entrega_programada: slot }));
    expect(message?.body).toBe('SUP-012 salió hacia tu apartamento: llega en tu franja de 6:00\u00a0a.\u00a0m. – 6:30\u00a0a.\u00a0m.');
    expect(message?.tag).toBe('pedido-12-en-camino');
  });

  it('the new-order push of a scheduled order is the one a new order has', () => {
    const [now] = pushMessagesFor(event({}));
    const [later] = pushMessagesFor(event({ evento: 'programado', entrega_programada: slot, programado_activo: true }));
    expect(later).toEqual(now);
  });
});

describe('the resident’s toast when a scheduled order goes out (issue 45)', () => {
  it('names the slot', () => {
    const base = {
      evento: 'etapa' as const,
      pedido_id: 12,
      codigo: 'SUP-012',
      estado: 'pendiente' as const,
      etapa: 'en_camino' as const,
      fecha: null,
      total: 30_000,
      puntos_compensacion: 0,
      puntos_ganados: 0,
      fecha_entrega: null,
    };
    expect(residentNotice({ ...base, entrega_programada: slot })?.text).toBe(
      'Tu pedido SUP-012 va en camino: llega en tu franja de 6:00\u00a0a.\u00a0m. – 6:30\u00a0a.\u00a0m.',
    );
    expect(residentNotice(base)?.text).toBe('Tu pedido SUP-012 va en camino.');
  });
});
