import { generateVapidKeys, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { buildTestApp, type TestApp } from '../test/app';
import type { Customer } from '../modules/orders/orders.fixtures';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from './fake-push-service';

/** Test-only: the app and a fake push service that trusts its VAPID key. */
export async function appWithFakePush(options: {
  database?: Database;
  now?: Date;
  paymentProvider?: PaymentProvider;
}): Promise<{ t: TestApp; fake: FakePushService; push: AppConfig['push'] }> {
  const push = {
    ...generateVapidKeys(),
    subject: 'mailto:pruebas@superconjunto.co',
    allowHttpEndpoints: true,
  };
  const fake = await startFakePushService({ vapidPublicKey: push.publicKey });
  const t = await buildTestApp({ ...options, config: { push } });
  return { t, fake, push };
}

/** A browser of `who` switching notices on through `door` ('' resident, '/admin' panel). */
export async function subscribeDevice(
  t: TestApp,
  fake: FakePushService,
  who: Customer,
  door: '' | '/admin' = '',
): Promise<FakeSubscription> {
  const subscription = fake.subscribe();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${door}/avisos-push/suscripcion`,
    headers: {
      authorization: who.authorization,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
    },
    payload: subscription,
  });
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.body}`);
  return subscription;
}
