import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { users } from '../../db/schema';
import { createAuthGuard } from '../../http/auth-guard';
import { registerErrorHandling } from '../../http/errors';
import { adminEventRoutes } from './admin-events.routes';
import { ORDER_EVENTS_CHANNEL } from '../orders/order-events';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder, setState, type Customer } from '../orders/orders.fixtures';
import { bearerOf } from '../../test/sessions';
import { promiseMs } from '../../../testkit/budgets';

interface Frame {
  id: number;
  data: AdminOrderEvent;
}

/** A connected board: reads server-sent events from a real socket, as the browser's fetch does. */
async function connect(base: string, authorization: string, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/admin/eventos`, {
    headers: { authorization, ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  let text = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data && /^event: pedido$/m.test(block)) frames.push({ id: Number(id), data: JSON.parse(data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    frames,
    async waitFor(check: (frames: Frame[]) => boolean, ms = 3_000) {
      const deadline = Date.now() + ms;
      while (!check(frames)) {
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

describe.each(databaseTargets())('the admin event stream on $name', (target) => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  let admin: Customer;
  beforeAll(async () => {
    const database = await target.open();
    a = await buildTestApp({ database });
    b = await buildTestApp({ database, reset: false });
    base = await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await administrator(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await target.release(a.database);
  });

  it('delivers an order created on another instance, then its state change, in under a second', async () => {
    const board = await connect(base, admin.authorization);
    expect(board.response.status).toBe(200);
    expect(board.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const who = await customer(a, { torre: 3 });
    const product = await createProduct(a.database.db, { precio: 20_000, stock: 5 });
    const started = Date.now();
    const placed = await placeOrder(a, who, cashBody([{ product, cantidad: 1 }]));
    expect(placed.statusCode).toBe(201);
    const pedidoId = placed.json().pedidoId as number;
    await board.waitFor((f) => f.some((x) => x.data.pedido_id === pedidoId));
    expect(Date.now() - started).toBeLessThan(promiseMs(1_000));
    expect(board.frames.find((x) => x.data.pedido_id === pedidoId)?.data).toEqual({
      evento: 'nuevo',
      pedido_id: pedidoId,
      estado: 'pendiente',
      torre: 3,
      total: 20_000,
    });
    expect((await setState(a, admin, pedidoId, 'entregado')).statusCode).toBe(200);
    await board.waitFor((f) => f.some((x) => x.data.pedido_id === pedidoId && x.data.evento === 'estado'));
    const ids = board.frames.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    board.close();
  });

  it('replays what a reconnecting board missed after its Last-Event-ID, once each', async () => {
    const first = await connect(base, admin.authorization);
    const who = await customer(a);
    const product = await createProduct(a.database.db, { precio: 18_000, stock: 5 });
    const one = (await placeOrder(a, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId as number;
    await first.waitFor((f) => f.some((x) => x.data.pedido_id === one));
    const lastSeen = first.frames.at(-1)!.id;
    first.close();
    // While disconnected: one new order and one cancellation.
    const two = (await placeOrder(a, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId as number;
    await setState(a, admin, one, 'cancelado');
    const again = await connect(base, admin.authorization, lastSeen);
    await again.waitFor((f) => f.length >= 2);
    const three = (await placeOrder(a, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId as number;
    await again.waitFor((f) => f.some((x) => x.data.pedido_id === three));
    expect(again.frames.map((f) => [f.data.pedido_id, f.data.evento, f.data.estado])).toEqual([
      [two, 'nuevo', 'pendiente'],
      [one, 'estado', 'cancelado'],
      [three, 'nuevo', 'pendiente'],
    ]);
    expect(again.frames.every((f) => f.id > lastSeen)).toBe(true);
    again.close();
  });

  it('delivers an event whose id is lower than one already sent (orders commit out of id order)', async () => {
    const board = await connect(base, admin.authorization);
    // Two concurrent orders: the one that took the lower order_events id commits (and notifies)
    // second. The board must show both; a "highest id seen" mark dropped the later one.
    const event = (id: number, pedido: number) =>
      JSON.stringify({ id, evento: 'creado', pedido_id: pedido, user_id: 1, estado: 'pendiente', total: 1_000, torre: 1 });
    await a.database.notify(ORDER_EVENTS_CHANNEL, event(900_002, 700_002));
    await a.database.notify(ORDER_EVENTS_CHANNEL, event(900_001, 700_001));
    await board.waitFor((f) => f.some((x) => x.data.pedido_id === 700_001));
    expect(board.frames.map((f) => [f.id, f.data.pedido_id])).toEqual([
      [900_002, 700_002],
      [900_001, 700_001],
    ]);
    board.close();
  });

  it('pings every interval and ends the stream of an administrator demoted meanwhile', async () => {
    const small = Fastify();
    registerErrorHandling(small);
    small.decorateRequest('user', null);
    const guard = createAuthGuard({ secret: 'x'.repeat(32), database: a.database, clock: () => new Date() });
    await small.register(adminEventRoutes({ database: a.database, guard, pingMs: 100 }));
    const url = await small.listen({ port: 0, host: '127.0.0.1' });
    const boss = await administrator(a);
    const token = await bearerOf(a.database, guard, boss.userId);
    const response = await fetch(`${url}/api/admin/eventos`, { headers: { authorization: token } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': ping')) text += (await reader.read()).value ?? '';
    await a.database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, boss.userId));
    const started = Date.now();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    expect(Date.now() - started).toBeLessThan(promiseMs(1_000));
    await small.close();
  });

  it('keeps the stream of staff who may still see deliveries across pings (an encargado, a repartidor)', async () => {
    const small = Fastify();
    registerErrorHandling(small);
    small.decorateRequest('user', null);
    const guard = createAuthGuard({ secret: 'x'.repeat(32), database: a.database, clock: () => new Date() });
    await small.register(adminEventRoutes({ database: a.database, guard, pingMs: 100 }));
    const url = await small.listen({ port: 0, host: '127.0.0.1' });
    const boss = await administrator(a);
    const token = await bearerOf(a.database, guard, boss.userId);
    const response = await fetch(`${url}/api/admin/eventos`, { headers: { authorization: token } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const pings = async (n: number) => {
      let text = '';
      while (text.split(': ping').length - 1 < n) {
        const { value, done } = await reader.read();
        if (done) return false;
        text += value ?? '';
      }
      return true;
    };
    expect(await pings(1)).toBe(true);
    for (const rol of ['encargado', 'repartidor'] as const) {
      await a.database.db.update(users).set({ rol }).where(eq(users.id, boss.userId));
      expect(await pings(2)).toBe(true);
    }
    await reader.cancel();
    await small.close();
  });

  it('refuses the stream without a token (401) and to a customer (403)', async () => {
    expect((await fetch(`${base}/api/admin/eventos`)).status).toBe(401);
    const who = await customer(a);
    expect((await fetch(`${base}/api/admin/eventos`, { headers: { authorization: who.authorization } })).status).toBe(403);
  });
});
