import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createProduct } from '../test/factories';
import { administrator, cashBody, customer, placeOrder } from '../modules/orders/orders.fixtures';
import {
  createPaymentCall,
  postEvent,
  scriptedProvider,
  type ScriptedProvider,
} from '../modules/payments/payments.fixtures';
import { connectSse } from '../test/sse-client';

/** The value of one sample (`name{labels} value`) in a Prometheus text page; 0 when absent. */
function sample(page: string, name: string, labels = ''): number {
  const line = page.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({
      paymentProvider: gateway,
      config: { metricsToken: 'tok-metrics-123' },
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('opens to loopback and to the bearer token, and to nobody else', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    const remote = { remoteAddress: '203.0.113.9' };
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', ...remote });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'FORBIDDEN' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...remote,
      headers: { authorization: 'Bearer tok-metrics-124' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...remote,
      headers: { authorization: 'Bearer tok-metrics-123' },
    });
    expect(right.statusCode).toBe(200);
    // A proxy on this machine carries someone else's request: not loopback, TRUST_PROXY or not.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(403);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { forwarded: 'for=198.51.100.7' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('stays closed to non-loopback clients when no token is configured', async () => {
    const closed = await buildTestApp({ reset: false });
    try {
      const res = await closed.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer ' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/esperar-confirmacion/abc-123' });
    await t.app.inject({ method: 'GET', url: '/api/no-existe/42' });
    const page = await scrape();
    const name = 'superconjunto_http_request_duration_seconds_count';
    expect(
      sample(
        page,
        name,
        'method="GET",route="/api/esperar-confirmacion/:transactionId",status="401"',
      ),
    ).toBe(1);
    expect(sample(page, name, 'method="GET",route="unmatched",status="404"')).toBe(1);
    expect(page).not.toContain('abc-123');
  });

  it('counts cash orders by payment method', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 8_000, stock: 5 });
    const name = 'superconjunto_orders_created_total';
    const before = sample(await scrape(), name, 'metodo="EFECTIVO"');
    expect((await placeOrder(t, who, cashBody([{ product, cantidad: 2 }]), 'k-1')).statusCode).toBe(
      201,
    );
    // The same Idempotency-Key answers the first order: nothing new is counted.
    expect((await placeOrder(t, who, cashBody([{ product, cantidad: 2 }]), 'k-1')).statusCode).toBe(
      200,
    );
    expect(sample(await scrape(), name, 'metodo="EFECTIVO"')).toBe(before + 1);
  });

  it('counts payments by final state and the orders they create', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 30_000, stock: 6 });
    const card = {
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_4242',
      installments: 1,
      productos: [{ id: product.id, nombre: product.nombre, precio: 30_000, cantidad: 1 }],
      monto: 30_000,
    };
    const approved = (await createPaymentCall(t, who, card)).json();
    gateway.decide(approved.transactionId, 'APPROVED');
    const event = gateway.eventFor(approved.transactionId);
    await postEvent(t, event);
    await postEvent(t, event);
    const declined = (await createPaymentCall(t, who, card)).json();
    gateway.decide(declined.transactionId, 'DECLINED');
    await postEvent(t, gateway.eventFor(declined.transactionId));
    gateway.failNextCreate = true;
    expect((await createPaymentCall(t, who, card)).statusCode).toBe(502);
    const page = await scrape();
    expect(sample(page, 'superconjunto_payments_final_total', 'estado="APPROVED"')).toBe(1);
    expect(sample(page, 'superconjunto_payments_final_total', 'estado="DECLINED"')).toBe(1);
    expect(sample(page, 'superconjunto_payments_final_total', 'estado="ERROR"')).toBe(1);
    expect(sample(page, 'superconjunto_orders_created_total', 'metodo="CARD"')).toBe(1);
  });

  it('follows open event streams', async () => {
    const admin = await administrator(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const name = 'superconjunto_event_streams_open';
    const label = 'stream="admin event"';
    const stream = await connectSse(`${base}/api/admin/eventos`, admin.authorization);
    try {
      expect(sample(await scrape(), name, label)).toBe(1);
    } finally {
      stream.close();
    }
    const deadline = Date.now() + 3_000;
    while (sample(await scrape(), name, label) !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sample(await scrape(), name, label)).toBe(0);
    // A stream is not a request to time: it would stretch the histogram by its whole life.
    expect(await scrape()).not.toContain('route="/api/admin/eventos"');
  });

  it('reports database connections, memory and event-loop delay', async () => {
    const page = await scrape();
    expect(sample(page, 'superconjunto_db_connections', 'state="max"')).toBe(1);
    expect(sample(page, 'superconjunto_db_connections', 'state="total"')).toBe(1);
    expect(page).toMatch(/^superconjunto_db_connections\{state="waiting"\} \d+$/m);
    expect(sample(page, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(page, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(page).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e+-]+$/m);
  });
});
