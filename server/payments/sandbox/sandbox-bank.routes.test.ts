import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentMethodInput } from '../provider';
import { sandboxBankRoutes } from './sandbox-bank.routes';
import {
  cardMethod,
  closeSandboxes,
  daviplata,
  pse,
  sandboxSetup,
  txInput,
} from './sandbox.test-helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  closeSandboxes();
});

/** The bank routes alone on a bare Fastify, over a sandbox that never settles by itself. */
async function bank() {
  const sandbox = sandboxSetup({ settleDelayMs: 60 * 60_000 });
  app = Fastify();
  await app.register(sandboxBankRoutes(sandbox.provider));
  await app.ready();
  const server = app;
  const create = async (method: PaymentMethodInput, reference?: string) =>
    sandbox.provider.createTransaction(
      txInput(await sandbox.provider.merchantAcceptance(), method, reference ? { reference } : {}),
    );
  // A browser posts an empty form as urlencoded.
  const post = (url: string) =>
    server.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  return { ...sandbox, app: server, create, post };
}

describe('sandbox bank page', () => {
  it('shows a pending PSE payment in Spanish with the two decisions as plain forms', async () => {
    const { app, create } = await bank();
    const tx = await create(pse('1007'), 'SC-PAY-PAGINA-1');
    const res = await app.inject({ method: 'GET', url: `/sandbox/banco/${tx.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<h1>Banco de pruebas</h1>');
    expect(html).toContain('<dt>Método</dt><dd>PSE</dd>');
    expect(html).toContain('<dt>Banco</dt><dd>Bancolombia</dd>');
    expect(html).toContain('<dd class="amount">$\u00a025.000</dd>');
    expect(html).toContain('<dd>SC-PAY-PAGINA-1</dd>');
    expect(html).toContain(
      `<form method="post" action="/sandbox/banco/${tx.id}/aprobar">\n<button type="submit" class="approve">Aprobar pago</button>`,
    );
    expect(html).toContain(
      `<form method="post" action="/sandbox/banco/${tx.id}/rechazar">\n<button type="submit" class="decline">Rechazar pago</button>`,
    );
    // One script, from our origin (issue 46: it sends the payer's session); nothing inline.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="/sandbox/banco.js" defer></script>');
    expect(html).not.toMatch(/onclick|javascript:/i);
  });

  it('offers no decision for a test bank that answers by itself (issue 40)', async () => {
    const { app, create, post } = await bank();
    const refusing = await create(pse('2'), 'SC-PAY-PAGINA-2');
    const html = (await app.inject({ method: 'GET', url: `/sandbox/banco/${refusing.id}` })).body;
    expect(html).toContain('Este banco de pruebas rechaza los pagos por sí solo');
    expect(html).not.toContain('Aprobar pago');
    expect(html).not.toContain('Rechazar pago');
    expect(html).toContain(`href="/payment-success?id=${refusing.id}&amp;env=test"`);
    // A post its page no longer offers changes nothing.
    await post(`/sandbox/banco/${refusing.id}/aprobar`);
    const after = (await app.inject({ method: 'GET', url: `/sandbox/banco/${refusing.id}` })).body;
    expect(after).toContain('rechaza los pagos por sí solo');
  });

  it('names DaviPlata and shows no bank for it', async () => {
    const { app, create } = await bank();
    const tx = await create(daviplata);
    const html = (await app.inject({ method: 'GET', url: `/sandbox/banco/${tx.id}` })).body;
    expect(html).toContain('<dt>Método</dt><dd>DaviPlata</dd>');
    expect(html).not.toContain('<dt>Banco</dt>');
  });

  it('escapes what it prints', async () => {
    const { app, create } = await bank();
    const tx = await create(daviplata, 'SC-PAY-<b>"x"</b>');
    const html = (await app.inject({ method: 'GET', url: `/sandbox/banco/${tx.id}` })).body;
    expect(html).toContain('<dd>SC-PAY-&lt;b&gt;&quot;x&quot;&lt;/b&gt;</dd>');
    expect(html).not.toContain('<b>');
  });

  it.each([
    ['aprobar', 'APPROVED', 'Este pago ya fue aprobado.'],
    ['rechazar', 'DECLINED', 'Este pago fue rechazado.'],
  ])(
    '%s settles the payment, delivers its event and returns to the shop',
    async (action, status, shown) => {
      const { app, create, post, provider, events } = await bank();
      const tx = await create(pse('1007'));
      const res = await post(`/sandbox/banco/${tx.id}/${action}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/payment-success?id=${tx.id}&env=test`);
      expect((await provider.getTransaction(tx.id))?.status).toBe(status);
      expect(events).toHaveLength(1);
      expect(events[0]?.data.transaction).toMatchObject({ id: tx.id, status });
      expect(provider.verifyEvent(events[0])).toMatchObject({ ok: true });

      const page = (await app.inject({ method: 'GET', url: `/sandbox/banco/${tx.id}` })).body;
      expect(page).toContain(`<p class="status" role="status">${shown}</p>`);
      expect(page).toContain(`href="/payment-success?id=${tx.id}&amp;env=test"`);
      expect(page).not.toContain('<form');
    },
  );

  it('changes nothing on a second decision, and still returns to the shop', async () => {
    const { create, post, provider, events } = await bank();
    const tx = await create(daviplata);
    await post(`/sandbox/banco/${tx.id}/rechazar`);
    const res = await post(`/sandbox/banco/${tx.id}/aprobar`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment-success?id=${tx.id}&env=test`);
    expect((await provider.getTransaction(tx.id))?.status).toBe('DECLINED');
    expect(events).toHaveLength(1);
  });

  it('accepts a decision posted without a body', async () => {
    const { app, create, provider } = await bank();
    const tx = await create(daviplata);
    const res = await app.inject({ method: 'POST', url: `/sandbox/banco/${tx.id}/aprobar` });
    expect(res.statusCode).toBe(303);
    expect((await provider.getTransaction(tx.id))?.status).toBe('APPROVED');
  });

  it('answers a 404 page for unknown ids and for payments without a bank page', async () => {
    const { app, create, post, provider, events } = await bank();
    const card = await create(await cardMethod(provider, '4242424242424242'));
    for (const id of ['12345-1700000000-54321', card.id]) {
      const page = await app.inject({ method: 'GET', url: `/sandbox/banco/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain('<h1>Transacción no encontrada</h1>');
      expect((await post(`/sandbox/banco/${id}/aprobar`)).statusCode).toBe(404);
    }
    expect((await provider.getTransaction(card.id))?.status).toBe('PENDING');
    expect(events).toHaveLength(0);
  });
});
