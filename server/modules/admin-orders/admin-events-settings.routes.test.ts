import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { connectSse } from '../../test/sse-client';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

// Issue 26: a promise changed in Ajustes reaches the open delivery board without a reload. The
// save on instance A reaches instance B by NOTIFY; B's streams say `ajustes` once B holds the new
// copy, so the screen's next GET /api/ajustes on B already answers it.
describe.each(databaseTargets())('the settings event on the live streams on $name', (target) => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let admin: Customer;
  let resident: Customer;
  beforeAll(async () => {
    const database = await target.open();
    a = await buildTestApp({ database });
    b = await buildTestApp({ database, reset: false });
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await administrator(a);
    resident = await customer(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await target.release(a.database);
  });

  it('tells the admin streams of both instances and the resident stream after a PUT /api/admin/ajustes', async () => {
    const boardA = await connectSse(`${baseA}/api/admin/eventos`, admin.authorization);
    const boardB = await connectSse(`${baseB}/api/admin/eventos`, admin.authorization);
    const orders = await connectSse(`${baseB}/api/eventos`, resident.authorization);
    expect([boardA, boardB, orders].map((s) => s.response.status)).toEqual([200, 200, 200]);

    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.entrega.promesa_minutos = 35;
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/ajustes',
      payload: settings,
      headers: { authorization: admin.authorization },
    });
    expect(saved.statusCode).toBe(200);
    const version = saved.json().version as number;

    const told = (s: { event: string; data: unknown }[]) =>
      s.some((x) => x.event === 'ajustes' && (x.data as { version: number }).version === version);
    await boardA.waitForSignal(told, 2_000);
    await boardB.waitForSignal(told, 2_000);
    await orders.waitForSignal(told, 2_000);
    // Told only once B holds the copy: the screen's read right after the event sees it.
    const read = (await b.app.inject({ method: 'GET', url: '/api/ajustes' })).json();
    expect(read).toMatchObject({ version, ajustes: { entrega: { promesa_minutos: 35 } } });
    // The signal carries no id: order events keep their Last-Event-ID sequence.
    expect(boardB.frames).toEqual([]);
    for (const s of [boardA, boardB, orders]) s.close();
  });
});
