import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions, users } from '../db/schema';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import type { TestApp } from '../test/app';
import { databaseTargets } from '../test/db';
import { createProduct } from '../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
  type Customer,
} from '../modules/orders/orders.fixtures';
import {
  createPaymentCall,
  postEvent,
  scriptedProvider,
  type ScriptedProvider,
} from '../modules/payments/payments.fixtures';
import type { FakePushService } from './fake-push-service';
import { EVENT_ORIGIN } from '../modules/orders/order-events';
import { appWithFakePush, subscribeDevice } from './push.fixtures';
import { staffMember } from '../test/staff';
import { totpCodeAt } from '../modules/auth/totp';

const T0 = new Date('2026-11-21T15:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe.each(databaseTargets())('Web Push of order changes on $name (issue 24)', (target) => {
  let t: TestApp;
  let fake: FakePushService;
  let gateway: ScriptedProvider;
  let admin: Customer;
  beforeAll(async () => {
    gateway = scriptedProvider();
    ({ t, fake } = await appWithFakePush({
      database: await target.open(),
      now: T0,
      paymentProvider: gateway,
    }));
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await target.release(t.database);
  });
  beforeEach(async () => {
    t.setNow(T0);
    await t.app.push.idle();
    fake.received.length = 0;
    fake.rejected.length = 0;
    await t.database.db.delete(pushSubscriptions);
  });

  async function cashOrder(who: Customer) {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(201);
    return res.json().pedidoId as number;
  }
  const pushesTo = (endpoint: string) =>
    fake.received.filter((p) => p.endpoint === endpoint).map((p) => p.payload);

  it('tells the administrators when a staff member signs in from a new device, not on their first sign-in', async () => {
    const phone = await subscribeDevice(t, fake, admin, '/admin');
    const courier = await staffMember(t, 'repartidor');
    await t.app.push.idle();
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
    // Later, from another phone: the three facts, then the app's next code.
    t.setNow(minutes(1));
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { ...courier.facts, dispositivo: 'telefono-nuevo-123' },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1' },
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/auth/factor/totp',
      payload: { desafio: login.json().desafio, codigo: totpCodeAt(courier.secret, minutes(1)) },
    });
    expect(signedIn.statusCode).toBe(200);
    await fake.waitFor(1);
    await t.app.push.idle();
    const payloads = pushesTo(phone.endpoint) as Array<Record<string, string>>;
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({ title: 'Inicio de sesión nuevo en el panel', url: '/admin/usuarios' });
    expect(payloads[0]!.body).toContain('Safari en iPhone');
    expect(JSON.stringify(payloads[0])).not.toContain(courier.facts.email);
  });

  it('tells every subscribed administrator of a new order, signed and encrypted, and no resident', async () => {
    const phone = await subscribeDevice(t, fake, admin, '/admin');
    const other = await administrator(t);
    const tablet = await subscribeDevice(t, fake, other, '/admin');
    const resident = await customer(t);
    const residentPhone = await subscribeDevice(t, fake, resident);

    const id = await cashOrder(resident);
    await fake.waitFor(2);
    await t.app.push.idle();

    for (const device of [phone, tablet]) {
      const payloads = pushesTo(device.endpoint) as Array<Record<string, string>>;
      expect(payloads).toHaveLength(1);
      expect(payloads[0]).toMatchObject({
        title: `Nuevo pedido SUP-${String(id).padStart(3, '0')}`,
        url: `/admin/entregas?pedido=${id}`,
        tag: `pedido-${id}`,
      });
      expect(payloads[0]?.body).toMatch(/^Torre \d · \$\s?20\.000$/);
    }
    expect(pushesTo(residentPhone.endpoint)).toEqual([]);
    expect(fake.rejected).toEqual([]);
    expect(fake.received[0]?.urgency).toBe('high');
  });

  it('tells the resident en camino, entregado and cancelado, opening the order', async () => {
    const resident = await customer(t);
    const phone = await subscribeDevice(t, fake, resident);
    const someoneElse = await customer(t);
    const otherPhone = await subscribeDevice(t, fake, someoneElse);

    const id = await cashOrder(resident);
    const stage = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${id}/etapa`,
      headers: { authorization: admin.authorization },
      payload: { etapa: 'en_camino' },
    });
    expect(stage.statusCode).toBe(200);
    await fake.waitFor(1);
    expect(await setState(t, admin, id, 'entregado')).toHaveProperty('statusCode', 200);
    await fake.waitFor(2);
    const cancelledId = await cashOrder(resident);
    expect(await setState(t, admin, cancelledId, 'cancelado')).toHaveProperty('statusCode', 200);
    await fake.waitFor(3);
    await t.app.push.idle();

    expect(pushesTo(phone.endpoint)).toEqual([
      expect.objectContaining({ title: 'Tu pedido va en camino', url: `/historial?pedido=${id}` }),
      expect.objectContaining({ title: 'Tu pedido fue entregado', url: `/historial?pedido=${id}` }),
      expect.objectContaining({
        title: 'Tu pedido fue cancelado',
        url: `/historial?pedido=${cancelledId}`,
      }),
    ]);
    expect(pushesTo(otherPhone.endpoint)).toEqual([]);
  });

  it('does not tell a resident of the cancellation they made, and tells them the refund is done', async () => {
    const resident = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const created = (
      await createPaymentCall(t, resident, {
        metodoPago: 'NEQUI',
        telefono: '3991111111',
        cedula: '1000000002',
        productos: [{ id: product.id, nombre: product.nombre, precio: 25_000, cantidad: 1 }],
        monto: 25_000,
      })
    ).json();
    gateway.decide(created.transactionId, 'APPROVED');
    await postEvent(t, gateway.eventFor(created.transactionId));
    const [order] = await t.database.db.query.orders.findMany({
      where: (o, { eq: is }) => is(o.user_id, resident.userId),
    });
    const phone = await subscribeDevice(t, fake, resident);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${order!.id}/cancelar`,
      headers: { authorization: resident.authorization },
    });
    expect(cancel.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${order!.id}/reembolso`,
      headers: { authorization: admin.authorization },
      payload: { fecha: '2026-11-21', referencia: 'NEQ-1234' },
    });
    expect(done.statusCode).toBe(200);
    await fake.waitFor(1);
    await t.app.push.idle();
    expect(pushesTo(phone.endpoint)).toEqual([
      expect.objectContaining({
        title: 'Reembolso realizado',
        url: `/historial?pedido=${order!.id}`,
        tag: `pedido-${order!.id}-reembolso`,
      }),
    ]);
  });

  it('tells administrators once when an order passes the 20-minute promise', async () => {
    const phone = await subscribeDevice(t, fake, admin, '/admin');
    const resident = await customer(t);
    // Hours after the other tests' orders, which are past the window of late notices by then.
    const start = 5 * 60;
    t.setNow(minutes(start));
    const id = await cashOrder(resident);
    await fake.waitFor(1); // the new order
    t.setNow(minutes(start + 19));
    expect(await t.app.push.checkLate()).toBe(0);
    t.setNow(minutes(start + 21));
    expect(await t.app.push.checkLate()).toBe(1);
    // Another check (or another instance) finds it claimed.
    expect(await t.app.push.checkLate()).toBe(0);
    await t.app.push.idle();
    expect(pushesTo(phone.endpoint)).toEqual([
      expect.objectContaining({ tag: `pedido-${id}` }),
      expect.objectContaining({
        title: `Pedido SUP-${String(id).padStart(3, '0')} atrasado`,
        url: `/admin/entregas?pedido=${id}`,
        tag: `pedido-${id}-atraso`,
      }),
    ]);
  });

  it('waits for the promise saved in Ajustes before telling of a late order (issue 26)', async () => {
    const resident = await customer(t);
    const start = 9 * 60;
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.entrega.promesa_minutos = 40;
    await t.app.shopSettings.save(settings, null, minutes(start));
    try {
      t.setNow(minutes(start));
      await cashOrder(resident);
      t.setNow(minutes(start + 25));
      expect(await t.app.push.checkLate()).toBe(0);
      t.setNow(minutes(start + 41));
      expect(await t.app.push.checkLate()).toBe(1);
      await t.app.push.idle();
    } finally {
      await t.app.shopSettings.save(DEFAULT_SETTINGS, null, minutes(start));
    }
  });

  it('leaves an event another instance recorded to that instance', async () => {
    const phone = await subscribeDevice(t, fake, admin, '/admin');
    const event = {
      evento: 'creado',
      pedido_id: 999_001,
      user_id: admin.userId,
      estado: 'pendiente',
      total: 20_000,
      torre: 1,
    };
    await t.database.notify(
      'pedidos',
      JSON.stringify({ ...event, id: 1, origen: 'otra-instancia' }),
    );
    await t.database.notify(
      'pedidos',
      JSON.stringify({ ...event, id: 2, pedido_id: 999_002, origen: EVENT_ORIGIN }),
    );
    await fake.waitFor(1);
    await t.app.push.idle();
    expect(pushesTo(phone.endpoint)).toEqual([expect.objectContaining({ tag: 'pedido-999002' })]);
  });

  it('forgets a subscription the push service answers 410 (and 404) for, keeps the others', async () => {
    const gone = await subscribeDevice(t, fake, admin, '/admin');
    const missing = await subscribeDevice(t, fake, admin, '/admin');
    const alive = await subscribeDevice(t, fake, admin, '/admin');
    fake.answer(gone.endpoint, 410);
    fake.answer(missing.endpoint, 404);
    await cashOrder(await customer(t));
    await fake.waitFor(1);
    await t.app.push.idle();
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(left.map((r) => r.endpoint)).toEqual([alive.endpoint]);
  });

  it('keeps a subscription through a 5xx answer, and the order never waits for the push', async () => {
    const flaky = await subscribeDevice(t, fake, admin, '/admin');
    fake.answer(flaky.endpoint, 503);
    const res = await placeOrder(
      t,
      await customer(t),
      cashBody([
        { product: await createProduct(t.database.db, { precio: 20_000, stock: 3 }), cantidad: 1 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    await t.app.push.idle();
    const left = await t.database.db.select().from(pushSubscriptions);
    expect(left).toHaveLength(1);
  });

  it("sends nothing to a demoted administrator's devices", async () => {
    const demoted = await administrator(t);
    const phone = await subscribeDevice(t, fake, demoted, '/admin');
    await t.database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, demoted.userId));
    const watcher = await subscribeDevice(t, fake, admin, '/admin');
    await cashOrder(await customer(t));
    await fake.waitFor(1);
    await t.app.push.idle();
    expect(pushesTo(phone.endpoint)).toEqual([]);
    expect(pushesTo(watcher.endpoint)).toHaveLength(1);
  });

  it('reads the administrators again after a device or a role changed (kept between orders)', async () => {
    const first = await subscribeDevice(t, fake, admin, '/admin');
    await cashOrder(await customer(t));
    await fake.waitFor(1);
    await t.app.push.idle();

    // The list was read for that order; a device added and a demotion made since must count.
    const other = await administrator(t);
    const second = await subscribeDevice(t, fake, other, '/admin');
    await t.database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, admin.userId));
    await cashOrder(await customer(t));
    await fake.waitFor(2);
    await t.app.push.idle();
    await t.database.db.update(users).set({ rol: 'admin' }).where(eq(users.id, admin.userId));

    expect(pushesTo(first.endpoint)).toHaveLength(1);
    expect(pushesTo(second.endpoint)).toHaveLength(1);
  });
});
