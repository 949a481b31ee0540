import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { getTestDatabase } from '../../test/db';
import { sandboxTestRoutes } from './sandbox-test.routes';
import { closeSandboxes, daviplata, nequi, sandboxSetup, txInput } from './sandbox.test-helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  closeSandboxes();
});

/** The test routes alone on a bare Fastify, over a sandbox that never settles by itself. */
async function routes() {
  const sandbox = sandboxSetup({ settleDelayMs: 60 * 60_000 });
  app = Fastify();
  await app.register(sandboxTestRoutes(sandbox.provider));
  await app.ready();
  const server = app;
  const create = async (method: Parameters<typeof txInput>[1]) =>
    sandbox.provider.createTransaction(
      txInput(await sandbox.provider.merchantAcceptance(), method),
    );
  const settle = (id: string) =>
    server.inject({ method: 'POST', url: `/api/test/pagos/${id}/liquidar` });
  return { ...sandbox, create, settle };
}

describe('POST /api/test/pagos/:id/liquidar (TEST_PAYMENT_ROUTES)', () => {
  it('settles a pending Nequi payment now, with the verdict of its phone number, once', async () => {
    const { create, settle, events } = await routes();
    const declined = await create(nequi('3992222222'));
    const res = await settle(declined.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'DECLINED' });
    expect(events.map((e) => e.data.transaction.status)).toEqual(['DECLINED']);

    const again = await settle(declined.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Ese pago no existe, ya terminó o lo decide la página del banco',
      code: 'NOT_SETTLEABLE',
    });
  });

  it('refuses a payment the bank page decides, and an unknown one, changing nothing', async () => {
    const { create, settle, provider, events } = await routes();
    const page = await create(daviplata);
    expect((await settle(page.id)).statusCode).toBe(409);
    expect((await settle('00000-0-00000')).statusCode).toBe(409);
    expect((await provider.getTransaction(page.id))?.status).toBe('PENDING');
    expect(events).toEqual([]);
  });

  describe('in the app', () => {
    // The worker's PGlite boots in a hook (its own time limit), not inside the test.
    beforeAll(async () => {
      await getTestDatabase();
    });

    it('exists only when TEST_PAYMENT_ROUTES is set', async () => {
      const plain = await buildTestApp();
      try {
        const res = await plain.app.inject({
          method: 'POST',
          url: '/api/test/pagos/1-2-3/liquidar',
        });
        expect(res.statusCode).toBe(404);
      } finally {
        await plain.close();
      }
      const testing = await buildTestApp({ config: { testPaymentRoutes: true } });
      try {
        const res = await testing.app.inject({
          method: 'POST',
          url: '/api/test/pagos/1-2-3/liquidar',
        });
        expect(res.statusCode).toBe(409);
      } finally {
        await testing.close();
      }
    });
  });
});
