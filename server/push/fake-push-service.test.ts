import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { generateVapidKeys } from '../config';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { createPushSender } from './push-sender';

const payload = {
  title: 'Nuevo pedido SUP-007',
  body: 'Torre 2',
  url: '/admin/entregas?pedido=7',
  tag: 'pedido-7',
};
const keys = { ...generateVapidKeys(), subject: 'mailto:pruebas@superconjunto.co' };
// The fake listens on plain HTTP at 127.0.0.1, which the production sender refuses (issue 46).
const fakeOnly = { allowTestEndpoints: true };
const stored = (s: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
  endpoint: s.endpoint,
  ...s.keys,
});

/** The fake is only worth its tests if it refuses what a real push service refuses. */
describe('fake push service (issue 24)', () => {
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await startFakePushService({ vapidPublicKey: keys.publicKey });
  });
  afterAll(() => fake.close());

  it('accepts a signed, encrypted push and reads its payload', async () => {
    const device = fake.subscribe();
    expect(await createPushSender(keys, fakeOnly).send(stored(device), payload)).toBe('sent');
    expect(fake.received.at(-1)).toMatchObject({ endpoint: device.endpoint, payload, ttl: '3600' });
  });

  it('refuses a token signed with another private key, and another application key', async () => {
    const device = fake.subscribe();
    const forged = { ...keys, privateKey: generateVapidKeys().privateKey };
    expect(await createPushSender(forged, fakeOnly).send(stored(device), payload)).toBe('failed');
    expect(fake.rejected.at(-1)?.reason).toMatch(/^bad signature/);
    const other = { ...generateVapidKeys(), subject: keys.subject };
    expect(await createPushSender(other, fakeOnly).send(stored(device), payload)).toBe('failed');
    expect(fake.rejected.at(-1)?.reason).toBe('unexpected application key');
    expect(fake.received.some((p) => p.endpoint === device.endpoint)).toBe(false);
  });

  it('refuses a body it cannot decrypt (one byte changed, or encrypted for another browser)', async () => {
    const device = fake.subscribe();
    const details = webpush.generateRequestDetails(device, JSON.stringify(payload), {
      vapidDetails: keys,
      contentEncoding: 'aes128gcm',
    });
    const body = Buffer.from(details.body);
    body.writeUInt8(body.readUInt8(body.length - 20) ^ 1, body.length - 20);
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name !== 'Content-Length')
        .map(([name, value]) => [name, String(value)]),
    );
    const tampered = await fetch(device.endpoint, { method: 'POST', headers, body });
    expect(tampered.status).toBe(400);
    const stranger = fake.subscribe();
    const wrongKeys = await createPushSender(keys, fakeOnly).send(
      { ...stored(device), p256dh: stranger.keys.p256dh },
      payload,
    );
    expect(wrongKeys).toBe('failed');
    expect(fake.rejected.at(-1)?.reason).toMatch(/^undecryptable/);
  });

  it('answers 410 for a dropped subscription: the sender says gone', async () => {
    const device = fake.subscribe();
    fake.answer(device.endpoint, 410);
    expect(await createPushSender(keys, fakeOnly).send(stored(device), payload)).toBe('gone');
  });
});
