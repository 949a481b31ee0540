import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema';
import type { TestApp } from '../test/app';
import { buildTestApp } from '../test/app';
import { databaseTargets } from '../test/db';
import { administrator, customer, type Customer } from '../modules/orders/orders.fixtures';
import { adminRoutes } from '../modules/admin-orders/admin-routes.fixtures';
import type { FakePushService } from './fake-push-service';
import { appWithFakePush, subscribeDevice } from './push.fixtures';

describe.each(databaseTargets())('push subscription routes on $name (issue 24)', (target) => {
  let t: TestApp;
  let fake: FakePushService;
  let publicKey: string;
  let admin: Customer;
  beforeAll(async () => {
    const built = await appWithFakePush({ database: await target.open() });
    ({ t, fake } = built);
    publicKey = built.push.publicKey;
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await target.release(t.database);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Customer, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const rows = () => t.database.db.select().from(pushSubscriptions);

  it('gives signed-in people the VAPID public key, and nobody else', async () => {
    expect((await call('GET', '/api/avisos-push/clave')).statusCode).toBe(401);
    const res = await call('GET', '/api/avisos-push/clave', await customer(t));
    expect(res.json()).toEqual({ clave_publica: publicKey });
  });

  it('stores one row per device with its owner and a device label; a second account cannot take it over', async () => {
    const first = await customer(t);
    const device = await subscribeDevice(t, fake, first);
    const [row] = (await rows()).filter((r) => r.endpoint === device.endpoint);
    expect(row).toMatchObject({
      usuario_id: first.userId,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      etiqueta: 'Chrome · Android',
    });
    const second = await customer(t);
    const again = await call('POST', '/api/avisos-push/suscripcion', second, device);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PUSH_ENDPOINT_TAKEN');
    const now = (await rows()).filter((r) => r.endpoint === device.endpoint);
    expect(now.map((r) => r.usuario_id)).toEqual([first.userId]);
  });

  it('refuses bad subscriptions in Spanish and stores nothing', async () => {
    const who = await customer(t);
    const before = (await rows()).length;
    const cases: Array<[object, RegExp]> = [
      [{ endpoint: 'no es una url', keys: fake.subscribe().keys }, /dirección de avisos/],
      [
        { endpoint: `${fake.origin}/push/x`, keys: { p256dh: 'corta', auth: 'x' } },
        /claves de avisos/,
      ],
      [{ endpoint: `${fake.origin}/push/x` }, /claves de avisos/],
      [{ endpoint: 'ftp://push.example/x', keys: fake.subscribe().keys }, /dirección de avisos/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/avisos-push/suscripcion', who, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await rows()).length).toBe(before);
  });

  it('refuses plain-HTTP endpoints unless the configuration allows them (tests only)', async () => {
    const strict = await buildTestApp({ database: t.database, reset: false });
    try {
      const who = await customer(strict);
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/avisos-push/suscripcion',
        headers: { authorization: who.authorization },
        payload: fake.subscribe(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'El navegador dio una dirección de avisos sin HTTPS: no se puede usar.',
      );
    } finally {
      await strict.close();
    }
  });

  it('closes the admin door to residents and anonymous callers; residents use their own', async () => {
    const resident = await customer(t);
    const device = fake.subscribe();
    expect(
      (await call('POST', '/api/admin/avisos-push/suscripcion', undefined, device)).statusCode,
    ).toBe(401);
    const refused = await call('POST', '/api/admin/avisos-push/suscripcion', resident, device);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await rows()).some((r) => r.endpoint === device.endpoint)).toBe(false);
    expect(
      (await call('POST', '/api/admin/avisos-push/suscripcion', admin, device)).statusCode,
    ).toBe(201);
    const routes = adminRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('POST /api/admin/avisos-push/suscripcion');
    expect(routes).toContain('DELETE /api/admin/avisos-push/suscripcion');
  });

  it('logout: the browser deletes its subscription, only its own', async () => {
    const owner = await customer(t);
    const stranger = await customer(t);
    const device = await subscribeDevice(t, fake, owner);
    const notMine = await call('DELETE', '/api/avisos-push/suscripcion', stranger, {
      endpoint: device.endpoint,
    });
    expect(notMine.statusCode).toBe(200);
    expect((await rows()).some((r) => r.endpoint === device.endpoint)).toBe(true);
    const res = await call('DELETE', '/api/avisos-push/suscripcion', owner, {
      endpoint: device.endpoint,
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Avisos desactivados en este dispositivo.',
    });
    expect((await rows()).some((r) => r.endpoint === device.endpoint)).toBe(false);
    const adminDevice = await subscribeDevice(t, fake, admin, '/admin');
    await call('DELETE', '/api/admin/avisos-push/suscripcion', admin, {
      endpoint: adminDevice.endpoint,
    });
    expect((await rows()).some((r) => r.endpoint === adminDevice.endpoint)).toBe(false);
  });

  it('account deletion removes every device of the account', async () => {
    const leaving = await customer(t);
    const staying = await customer(t);
    await subscribeDevice(t, fake, leaving);
    await subscribeDevice(t, fake, leaving);
    const kept = await subscribeDevice(t, fake, staying);
    const res = await call('POST', '/api/mi-cuenta/eliminar', leaving, {
      confirmacion: 'ELIMINAR',
    });
    expect(res.statusCode).toBe(200);
    const left = await rows();
    expect(left.filter((r) => r.usuario_id === leaving.userId)).toEqual([]);
    expect(left.some((r) => r.endpoint === kept.endpoint)).toBe(true);
  });
});
