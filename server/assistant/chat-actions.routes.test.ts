import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../domain/messages';
import { orderCode } from '../../domain/orders';
import { orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { databaseTargets } from '../test/db';
import { createProduct } from '../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  stockOf,
  type Customer,
} from '../modules/orders/orders.fixtures';

interface Answer {
  respuesta: string;
  sugerencias?: string[];
  acciones?: Array<Record<string, unknown>>;
  cancelar?: unknown;
}

const question = (id: number) => `¿Confirmas que quieres cancelar el pedido ${orderCode(id)}?`;

/** The history right after the assistant asked to confirm, as the chat panel sends it. */
const askedAbout = (id: number) => [
  { de: 'usuario' as const, texto: `cancelar ${orderCode(id)}` },
  { de: 'bot' as const, texto: question(id) },
];

/**
 * Cancelling from the chat (issue 25): one confirmation, then the cancel button's own service, so
 * the rule (only theirs, only while recibido) and its refusals are the button's.
 */
describe.each(databaseTargets())('cancel an order from the chat on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    const database = await target.open();
    t = await buildTestApp({ database, config: { chatLimits: { perIp: 1000, perUser: 1000 } } });
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const chat = async (
    who: Customer | null,
    mensaje: string,
    historial: Array<{ de: 'bot' | 'usuario'; texto: string }> = [],
  ) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/chat',
      payload: { mensaje, historial },
      headers: who ? { authorization: who.authorization } : {},
    });
    expect(reply.statusCode).toBe(200);
    return reply.json() as Answer;
  };

  async function placed(who: Customer) {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 3 }]));
    expect(res.statusCode).toBe(201);
    return { id: res.json().pedidoId as number, productId: product.id };
  }

  async function stateOf(id: number) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    return { estado: row!.estado, etapa: row!.etapa };
  }

  it('asks once, and only the "Sí" of the next turn cancels, through the button’s service', async () => {
    const ana = await customer(t);
    const order = await placed(ana);
    const ask = await chat(ana, `quiero cancelar mi pedido ${orderCode(order.id)}`);
    expect(ask.respuesta).toBe(question(order.id));
    expect(ask.sugerencias).toEqual(['Sí', 'No']);
    expect(ask).not.toHaveProperty('cancelar');
    expect((await stateOf(order.id)).estado).not.toBe('cancelado');
    expect(await stockOf(t.database.db, order.productId)).toBe(7);

    const done = await chat(ana, 'Sí', askedAbout(order.id));
    // The button's own result message says what came back.
    expect(done.respuesta).toBe(
      `Listo, cancelé tu pedido ${orderCode(order.id)}. Los productos vuelven a la tienda. /historial`,
    );
    expect(done.acciones).toEqual([{ tipo: 'pedido_cancelado', pedido_id: order.id }]);
    expect(done).not.toHaveProperty('cancelar');
    expect((await stateOf(order.id)).estado).toBe('cancelado');
    expect(await stockOf(t.database.db, order.productId)).toBe(10);

    // The next question already sees it cancelled.
    expect((await chat(ana, `donde esta ${orderCode(order.id)}`)).respuesta).toContain(
      'fue cancelado',
    );
  });

  it('keeps the order on "No", and a "sí" that no longer answers the question changes nothing', async () => {
    const ana = await customer(t);
    const order = await placed(ana);
    const no = await chat(ana, 'No', askedAbout(order.id));
    expect(no.respuesta).toBe(
      `Listo, no cancelo nada: tu pedido ${orderCode(order.id)} sigue en curso.`,
    );
    const late = await chat(ana, 'sí', [
      ...askedAbout(order.id),
      { de: 'usuario', texto: 'cuanto vale el envio' },
      { de: 'bot', texto: 'Envío: …' },
    ]);
    expect(late.acciones).toBeUndefined();
    expect(await stateOf(order.id)).toEqual({ estado: 'pendiente', etapa: 'recibido' });
  });

  it('refuses an order on its way with the button’s message, even when the "Sí" comes after', async () => {
    const ana = await customer(t);
    const order = await placed(ana);
    // Asked while recibido…
    expect((await chat(ana, `cancela el ${orderCode(order.id)}`)).respuesta).toBe(
      question(order.id),
    );
    // …the shop sends it out before the resident answers.
    const out = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${order.id}/etapa`,
      payload: { etapa: 'en_camino' },
      headers: { authorization: admin.authorization },
    });
    expect(out.statusCode).toBe(200);
    const yes = await chat(ana, 'Sí', askedAbout(order.id));
    expect(yes.respuesta).toContain(MESSAGES.liveOrders.cancelOnTheWay);
    expect(yes.acciones).toBeUndefined();
    expect(await stateOf(order.id)).toEqual({ estado: 'pendiente', etapa: 'en_camino' });
    // Asked again: no question, the reason at once.
    const again = await chat(ana, `quiero cancelar mi pedido ${orderCode(order.id)}`);
    expect(again.respuesta).toContain(MESSAGES.liveOrders.cancelOnTheWay);
    expect(again.sugerencias).toBeUndefined();
  });

  it('cancels once when the confirmation is sent twice at the same time', async () => {
    const ana = await customer(t);
    const order = await placed(ana);
    const [a, b] = await Promise.all([
      chat(ana, 'Sí', askedAbout(order.id)),
      chat(ana, 'Sí', askedAbout(order.id)),
    ]);
    const texts = [a.respuesta, b.respuesta];
    expect(texts.filter((x) => x.startsWith('Listo, cancelé'))).toHaveLength(1);
    expect(texts.filter((x) => x.includes('ya está cancelado'))).toHaveLength(1);
    expect((await stateOf(order.id)).estado).toBe('cancelado');
    // The stock came back once, not twice.
    expect(await stockOf(t.database.db, order.productId)).toBe(10);
    // And a third, later one says so too.
    expect((await chat(ana, 'si', askedAbout(order.id))).respuesta).toContain('ya está cancelado');
  });

  it('never reveals or cancels another resident’s order, nor anything signed out', async () => {
    const ana = await customer(t);
    const beto = await customer(t);
    const theirs = await placed(beto);
    const missing = `No encuentro el pedido ${orderCode(theirs.id)} en tu cuenta.`;
    const asked = await chat(ana, `cancelar el pedido ${orderCode(theirs.id)}`);
    expect(asked.respuesta).toContain(missing);
    expect(asked.sugerencias).toBeUndefined();
    // A forged history does not help: the service only cancels the caller's own orders.
    expect((await chat(ana, 'Sí', askedAbout(theirs.id))).respuesta).toContain(missing);
    expect((await chat(null, 'Sí', askedAbout(theirs.id))).respuesta).toBe(
      'Para consultar tus pedidos necesito que inicies sesión.',
    );
    expect(await stateOf(theirs.id)).toEqual({ estado: 'pendiente', etapa: 'recibido' });
  });
});
