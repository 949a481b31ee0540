import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { pointsLedger, users } from '../../db/schema';
import { createAuthGuard } from '../../http/auth-guard';
import { registerErrorHandling } from '../../http/errors';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { connectSse } from '../../test/sse-client';
import {
  administrator,
  cashBody,
  customer,
  ordersOf,
  placeOrder,
  setState,
  stockOf,
  type Customer,
} from '../orders/orders.fixtures';
import { liveOrderRoutes } from './live-orders.routes';
import { bearerOf } from '../../test/sessions';
import { promiseMs } from '../../../testkit/budgets';

const T0 = new Date('2026-11-21T15:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

function setStage(t: TestApp, who: Customer | undefined, orderId: number, etapa: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/pedidos/${orderId}/etapa`,
    payload: { etapa },
    headers: who ? { authorization: who.authorization } : {},
  });
}

function cancelOwn(t: TestApp, who: Customer, orderId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${orderId}/cancelar`,
    headers: { authorization: who.authorization },
  });
}

async function compensationRows(t: TestApp, orderId: number) {
  return t.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.order_id, orderId), eq(pointsLedger.kind, 'compensacion')));
}

async function balance(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!.puntos_disponibles;
}

describe.each(databaseTargets())('live orders on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    const database = await target.open();
    t = await buildTestApp({ database, now: T0 });
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  async function order(who: Customer, extra: Record<string, unknown> = {}, precio = 20_000) {
    t.setNow(T0);
    const product = await createProduct(t.database.db, { precio, stock: 10 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], extra));
    expect(res.statusCode).toBe(201);
    return { id: res.json().pedidoId as number, product };
  }

  describe('late delivery compensation', () => {
    it('credits 50 points once when delivered more than 20 minutes after creation', async () => {
      const who = await customer(t);
      const { id } = await order(who);
      const before = await balance(t, who.userId);
      t.setNow(minutes(21));
      const delivered = await setState(t, admin, id, 'entregado');
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json().puntos_compensacion).toBe(50);
      expect(delivered.json().pedido.puntos_compensacion).toBe(50);
      const earned = delivered.json().puntos_acreditados as number;
      expect(await balance(t, who.userId)).toBe(before + earned + 50);
      // A second delivery of the same order is refused and credits nothing more.
      expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(409);
      const rows = await compensationRows(t, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.puntos).toBe(50);
      const history = await t.app.inject({ method: 'GET', url: '/orders', headers: { authorization: who.authorization } });
      expect(history.json().find((o: { id: number }) => o.id === id).puntos_compensacion).toBe(50);
    });

    it('credits nothing on time (exactly 20 minutes) and nothing on a late cancellation', async () => {
      const who = await customer(t);
      const onTime = await order(who);
      t.setNow(minutes(20));
      const delivered = await setState(t, admin, onTime.id, 'entregado');
      expect(delivered.json().puntos_compensacion).toBe(0);
      expect(await compensationRows(t, onTime.id)).toHaveLength(0);

      const late = await order(who);
      t.setNow(minutes(45));
      const before = await balance(t, who.userId);
      expect((await setState(t, admin, late.id, 'cancelado')).statusCode).toBe(200);
      expect(await compensationRows(t, late.id)).toHaveLength(0);
      expect(await balance(t, who.userId)).toBe(before);
    });

    it('counts on time on the dashboard exactly when no compensation is owed (one rule)', async () => {
      const stats = async () =>
        (await t.app.inject({ method: 'GET', url: '/admin/stats', headers: { authorization: admin.authorization } })).json()
          .aTiempo.semana as { entregados: number; aTiempo: number };
      const who = await customer(t);
      const onTime = await order(who);
      const late = await order(who);
      const before = await stats();
      t.setNow(minutes(20));
      expect((await setState(t, admin, onTime.id, 'entregado')).json().puntos_compensacion).toBe(0);
      t.setNow(new Date(minutes(20).getTime() + 1_000));
      expect((await setState(t, admin, late.id, 'entregado')).json().puntos_compensacion).toBe(50);
      const after = await stats();
      expect(after.entregados - before.entregados).toBe(2);
      expect(after.aTiempo - before.aTiempo).toBe(1);
    });

    it('credits once when two deliveries of one late order race', async () => {
      const who = await customer(t);
      const { id } = await order(who);
      t.setNow(minutes(30));
      const answers = await Promise.all([1, 2, 3].map(() => setState(t, admin, id, 'entregado')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await compensationRows(t, id)).toHaveLength(1);
    });
  });

  describe('the "En camino" step', () => {
    it('is for administrators only and validates its body', async () => {
      const who = await customer(t);
      const { id } = await order(who);
      expect((await setStage(t, undefined, id, 'en_camino')).statusCode).toBe(401);
      expect((await setStage(t, who, id, 'en_camino')).statusCode).toBe(403);
      const bad = await setStage(t, admin, id, 'volando');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Etapa inválida. Usa en_camino o recibido');
      expect((await setStage(t, admin, 999_999, 'en_camino')).statusCode).toBe(404);
      expect((await ordersOf(t.database.db, who.userId))[0]!.etapa).toBe('recibido');
    });

    it('moves a received order on its way once; estado stays pendiente', async () => {
      const who = await customer(t);
      const { id } = await order(who);
      const moved = await setStage(t, admin, id, 'en_camino');
      expect(moved.statusCode).toBe(200);
      expect(moved.json().pedido).toMatchObject({ estado: 'pendiente', etapa: 'en_camino' });
      expect((await setStage(t, admin, id, 'en_camino')).statusCode).toBe(409);
      expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);
      const other = await order(who);
      await setState(t, admin, other.id, 'cancelado');
      expect((await setStage(t, admin, other.id, 'en_camino')).statusCode).toBe(409);
    });
  });

  describe('a resident cancelling their own order', () => {
    it('cancels while received (stock back), not once on its way, never another resident’s', async () => {
      const who = await customer(t);
      const { id, product } = await order(who);
      expect(await stockOf(t.database.db, product.id)).toBe(9);
      const intruder = await customer(t);
      expect((await cancelOwn(t, intruder, id)).statusCode).toBe(404);
      const done = await cancelOwn(t, who, id);
      expect(done.statusCode).toBe(200);
      expect(done.json().pedido.estado).toBe('cancelado');
      expect(await stockOf(t.database.db, product.id)).toBe(10);
      expect((await cancelOwn(t, who, id)).statusCode).toBe(409);

      const second = await order(who);
      await setStage(t, admin, second.id, 'en_camino');
      const refused = await cancelOwn(t, who, second.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ORDER_ON_THE_WAY');
      expect(await stockOf(t.database.db, second.product.id)).toBe(9);
    });
  });

  describe('a double tap on "Cancelar pedido"', () => {
    it('cancels once, gives the stock back once, and refuses the rest as already not pending', async () => {
      const who = await customer(t);
      const { id, product } = await order(who);
      const answers = await Promise.all(Array.from({ length: 8 }, () => cancelOwn(t, who, id)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused.map((a) => a.statusCode)).toEqual(refused.map(() => 409));
      // Never "va en camino": the order was never sent out, it was cancelled by the first tap.
      expect(refused.map((a) => a.json().code)).toEqual(refused.map(() => 'ORDER_NOT_PENDING'));
      expect(await stockOf(t.database.db, product.id)).toBe(10);
    });
  });

  describe('handoff', () => {
    it('stores the gatehouse choice with who receives it, returns it and remembers it', async () => {
      const who = await customer(t);
      const first = await order(who, { entrega_modo: 'porteria', recibe: '  Don Carlos  ' });
      const [row] = await ordersOf(t.database.db, who.userId);
      expect(row).toMatchObject({ entrega_modo: 'porteria', recibe: 'Don Carlos' });
      const admins = await t.app.inject({ method: 'GET', url: `/api/admin/pedidos/${first.id}`, headers: { authorization: admin.authorization } });
      expect(admins.json()).toMatchObject({ entrega_modo: 'porteria', recibe: 'Don Carlos' });
      const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { authorization: who.authorization } });
      expect(JSON.stringify(profile.json())).toContain('"entrega_modo":"porteria"');
      // The next order without a choice takes the remembered one.
      const second = await order(who);
      const history = await t.app.inject({ method: 'GET', url: '/orders', headers: { authorization: who.authorization } });
      expect(history.json().find((o: { id: number }) => o.id === second.id)).toMatchObject({
        entrega_modo: 'porteria',
        recibe: 'Don Carlos',
      });
      // Back to the apartment: no one "receives", and that becomes the default again.
      const third = await order(who, { entrega_modo: 'apartamento', recibe: 'Ignorado' });
      const rows = await ordersOf(t.database.db, who.userId);
      expect(rows.find((o) => o.id === third.id)).toMatchObject({ entrega_modo: 'apartamento', recibe: null });
    });

    it('defaults to the apartment and refuses an unknown choice, creating nothing', async () => {
      const who = await customer(t);
      await order(who);
      expect((await ordersOf(t.database.db, who.userId))[0]!.entrega_modo).toBe('apartamento');
      const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
      const bad = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { entrega_modo: 'techo' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Elige cómo te entregamos: subir al apartamento o dejar en portería');
      expect(await ordersOf(t.database.db, who.userId)).toHaveLength(1);
      expect(await stockOf(t.database.db, product.id)).toBe(10);
    });
  });

  describe('the resident event stream', () => {
    let base: string;
    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('pings every interval and ends the stream of an account deleted meanwhile', async () => {
      const small = Fastify();
      small.setValidatorCompiler(validatorCompiler);
      small.setSerializerCompiler(serializerCompiler);
      small.decorate('clock', () => new Date());
      registerErrorHandling(small);
      small.decorateRequest('user', null);
      const guard = createAuthGuard({ secret: 'y'.repeat(32), database: t.database, clock: () => new Date() });
      await small.register(
        liveOrderRoutes({ database: t.database, guard, catalogCache: t.app.catalogCache, pingMs: 100 }),
      );
      const address = await small.listen({ port: 0, host: '127.0.0.1' });
      const gone = await customer(t);
      const response = await fetch(`${address}/api/eventos`, {
        headers: { authorization: await bearerOf(t.database, guard, gone.userId, 1) },
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes(': ping')) text += (await reader.read()).value ?? '';
      await t.database.db.delete(users).where(eq(users.id, gone.userId));
      const started = Date.now();
      for (;;) {
        const { done } = await reader.read();
        if (done) break;
      }
      expect(Date.now() - started).toBeLessThan(promiseMs(1_000));
      await small.close();
    });

    it('refuses a call without a token', async () => {
      expect((await fetch(`${base}/api/eventos`)).status).toBe(401);
    });

    it('carries only the caller’s own orders: creation, "En camino", delivery with compensation', async () => {
      const ana = await customer(t);
      const beto = await customer(t);
      const stream = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, ana.authorization);
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const foreign = await order(beto);
      const own = await order(ana);
      await stream.waitFor((f) => f.some((x) => x.data.pedido_id === own.id));
      await setStage(t, admin, foreign.id, 'en_camino');
      await setStage(t, admin, own.id, 'en_camino');
      t.setNow(minutes(25));
      await setState(t, admin, foreign.id, 'entregado');
      await setState(t, admin, own.id, 'entregado');
      await stream.waitFor((f) => f.some((x) => x.data.pedido_id === own.id && x.data.estado === 'entregado'));
      expect(stream.frames.every((f) => f.data.pedido_id === own.id)).toBe(true);
      expect(stream.frames.map((f) => [f.data.evento, f.data.estado, f.data.etapa, f.data.puntos_compensacion])).toEqual([
        ['nuevo', 'pendiente', 'recibido', 0],
        ['etapa', 'pendiente', 'en_camino', 0],
        ['estado', 'entregado', 'en_camino', 50],
      ]);
      expect(stream.frames[0]!.data).toMatchObject({ codigo: `SUP-${String(own.id).padStart(3, '0')}`, fecha: T0.toISOString() });
      stream.close();
    });

    it('replays after Last-Event-ID only the caller’s missed events', async () => {
      const ana = await customer(t);
      const beto = await customer(t);
      const first = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, ana.authorization);
      const one = await order(ana);
      await first.waitFor((f) => f.some((x) => x.data.pedido_id === one.id));
      const lastSeen = first.frames.at(-1)!.id;
      first.close();
      const foreign = await order(beto);
      await setStage(t, admin, one.id, 'en_camino');
      await setStage(t, admin, foreign.id, 'en_camino');
      const again = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, ana.authorization, lastSeen);
      await again.waitFor((f) => f.length >= 1);
      const two = await order(ana);
      await again.waitFor((f) => f.some((x) => x.data.pedido_id === two.id));
      expect(again.frames.map((f) => [f.data.pedido_id, f.data.evento])).toEqual([
        [one.id, 'etapa'],
        [two.id, 'nuevo'],
      ]);
      again.close();
    });
  });
});
