import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../config';
import { pushSubscriptions } from '../db/schema';
import { customer, type Customer } from '../modules/orders/orders.fixtures';
import { buildTestApp, type TestApp } from '../test/app';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { createPushSender } from './push-sender';

const keys = { ...generateVapidKeys(), subject: 'mailto:pruebas@superconjunto.co' };
const payload = { title: 'Pedido SUP-001', body: 'Entregado', url: '/historial', tag: 'p-1' };

/** Issue 46: the push endpoint is the browser's word, and the server connects to it. */
describe('push endpoints: only the browsers’ push services (issue 46)', () => {
  let t: TestApp;
  let fake: FakePushService;
  beforeAll(async () => {
    // The production rules: no test allowance for the fake's plain-HTTP loopback address.
    t = await buildTestApp();
    fake = await startFakePushService({ vapidPublicKey: keys.publicKey });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const subscribe = (who: Customer, endpoint: string, door = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api${door}/avisos-push/suscripcion`,
      headers: { authorization: who.authorization },
      payload: { endpoint, keys: fake.subscribe().keys },
    });
  const rows = () => t.database.db.select().from(pushSubscriptions);

  it.each([
    'https://127.0.0.1:3999/push/x',
    'https://127.0.0.1/push/x',
    'https://[::1]/push/x',
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com:3999/fcm/send/x',
    'https://user:pw@fcm.googleapis.com/fcm/send/x',
    'https://internal.example.com/push/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evilpush.apple.com/x',
  ])('refuses the subscription endpoint %s in Spanish and stores nothing', async (endpoint) => {
    const who = await customer(t);
    const res = await subscribe(who, endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      error:
        'La dirección de avisos no es de un servicio de notificaciones conocido (Google, Mozilla, Microsoft o Apple): no se puede usar.',
    });
    expect(await rows()).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMmCgi',
  ])('accepts a browser push service endpoint %s', async (endpoint) => {
    const res = await subscribe(await customer(t), endpoint);
    expect(res.statusCode).toBe(201);
  });

  it('never connects to a loopback listener named by an endpoint stored before the check', async () => {
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const device = fake.subscribe();
      const outcome = await createPushSender(keys).send(
        { endpoint: `https://127.0.0.1:${port}/push/x`, ...device.keys },
        payload,
      );
      expect(outcome).toBe('gone');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it.each([
    ['127.0.0.1'],
    ['10.0.0.8'],
    ['192.168.1.20'],
    ['169.254.169.254'],
    ['::1'],
    ['fd00::5'],
  ])('refuses at send time a push host that resolves to %s, before connecting', async (address) => {
    const asked: string[] = [];
    const sender = createPushSender(keys, {
      resolve: async (host) => {
        asked.push(host);
        return [address];
      },
    });
    const device = fake.subscribe();
    const outcome = await sender.send(
      { endpoint: 'https://fcm.googleapis.com/fcm/send/rebound', ...device.keys },
      payload,
    );
    expect(outcome).toBe('failed');
    expect(asked).toContain('fcm.googleapis.com');
  });
});

describe('push endpoints: one device, one account (issue 46)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const device = (n: number) => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
    keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'x'.repeat(22) },
  });
  const post = (who: Customer, body: object, door = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api${door}/avisos-push/suscripcion`,
      headers: { authorization: who.authorization },
      payload: body,
    });
  const rowOf = async (endpoint: string) =>
    (await t.database.db.select().from(pushSubscriptions)).filter((r) => r.endpoint === endpoint);

  it('refuses another account’s endpoint in Spanish and leaves its owner’s row as it was', async () => {
    const owner = await customer(t);
    const stranger = await customer(t);
    const phone = device(1);
    expect((await post(owner, phone)).statusCode).toBe(201);
    const res = await post(stranger, { ...phone, keys: { ...phone.keys, auth: 'y'.repeat(22) } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PUSH_ENDPOINT_TAKEN',
      error:
        'Este dispositivo ya recibe los avisos de otra cuenta. Desactívalos allí o vuelve a activarlos aquí.',
    });
    expect(await rowOf(phone.endpoint)).toMatchObject([
      { usuario_id: owner.userId, auth: phone.keys.auth },
    ]);
  });

  it('lets the owner subscribe the same device again with new keys', async () => {
    const owner = await customer(t);
    const phone = device(2);
    expect((await post(owner, phone)).statusCode).toBe(201);
    const renewed = { ...phone, keys: { ...phone.keys, auth: 'z'.repeat(22) } };
    expect((await post(owner, renewed)).statusCode).toBe(201);
    expect(await rowOf(phone.endpoint)).toMatchObject([
      { usuario_id: owner.userId, auth: 'z'.repeat(22) },
    ]);
  });
});
