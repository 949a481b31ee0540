import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { PUSH_MESSAGES } from '../../../domain/push';
import type { FakePushService } from '../../push/fake-push-service';
import { appWithFakePush, subscribeDevice } from '../../push/push.fixtures';
import type { TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';

/**
 * Issue 46: ten wrong sign-ins for an e-mail, from anywhere, used to lock its owner out for 15
 * minutes (about 40 requests an hour kept the owner out of the panel). Now failures count per
 * account and address, fifty from anywhere hold only new devices, a right sign-in from a device
 * that signed in before is never held, and the owner is told.
 */
describe('failed sign-ins of others do not lock the owner out', () => {
  let t: TestApp;
  let fake: FakePushService;
  beforeAll(async () => {
    ({ t, fake } = await appWithFakePush({ now: new Date('2026-11-21T15:00:00Z') }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const facts = { email: 'duena@example.com', cedula: '55123456', telefono: '3104445566' };
  const login = (body: object, ip: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: body, remoteAddress: ip });

  it('lets the known device in, holds a new one, and tells the owner once', async () => {
    await registerResident(t, facts);
    // The owner's phone signs in once (it keeps its device id) and subscribes to notices.
    const phone = await login({ ...facts, dispositivo: 'telefono-de-la-duena' }, '10.1.1.1');
    expect(phone.statusCode).toBe(200);
    const device = await subscribeDevice(t, fake, { userId: phone.json().user.id, authorization: `Bearer ${phone.json().token}` });

    // A stranger at one address tries ten wrong phones: that address is held for this account.
    for (let i = 0; i < 10; i++) {
      const wrong = await login({ ...facts, telefono: `310000000${i}` }, '203.0.113.9');
      expect(wrong.statusCode).toBe(401);
    }
    const held = await login({ ...facts, telefono: '3100000099' }, '203.0.113.9');
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe(MESSAGES.auth.tooManyLogins);
    // The owner's new phone, elsewhere, is not held by the stranger's failures.
    expect((await login(facts, '198.51.100.7')).statusCode).toBe(200);

    // Spread over forty more addresses the guessing holds new devices for the account...
    for (let i = 0; i < 40; i++) await login({ ...facts, telefono: `311000000${i % 10}` }, `203.0.114.${i}`);
    expect((await login(facts, '198.51.100.8')).statusCode).toBe(429);
    // ...never the owner's phone, which signed in before.
    const owner = await login({ ...facts, dispositivo: 'telefono-de-la-duena' }, '10.1.1.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toHaveProperty('token');

    await fake.waitFor(1);
    await t.app.push.idle();
    const notices = fake.received.filter((p) => p.endpoint === device.endpoint).map((p) => p.payload as Record<string, string>);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: PUSH_MESSAGES.lockedTitle, url: '/mi-cuenta' });
  });
});
