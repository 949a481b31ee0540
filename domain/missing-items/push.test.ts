import { describe, expect, it } from 'vitest';
import { pushMessagesFor, type PushOrderEvent } from '../push';

const event = (estado: string): PushOrderEvent => ({
  evento: 'faltante',
  pedido_id: 7,
  user_id: 3,
  estado: 'pendiente',
  total: 12_000,
  torre: 2,
  faltante: { pregunta_id: 9, estado: estado as 'abierta', linea_id: 4, producto_nombre: 'Leche entera 1 L' },
});

/** Issue 44: a question about a missing product reaches the resident's phone; nothing else does. */
describe('Web Push of a missing product', () => {
  it('tells the resident when a question opens, naming the order and the product', () => {
    expect(pushMessagesFor(event('abierta'))).toEqual([
      {
        audience: 'resident',
        userId: 3,
        title: 'Falta un producto de tu pedido SUP-007',
        body: 'No encontramos Leche entera 1 L. Elige un reemplazo o quítalo.',
        url: expect.stringContaining('7') as unknown as string,
        tag: 'pedido-7-faltante-9',
      },
    ]);
  });
  it.each(['aceptada', 'rechazada', 'vencida', 'reemplazada', 'quitada'])('sends nothing for %s', (estado) => {
    expect(pushMessagesFor(event(estado))).toEqual([]);
  });
});
