import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { call, givePoints } from './points.test-helpers';

describe('GET /api/puntos/canjes (issue 15)', () => {
  let t: TestApp;
  let auth: string;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    ({ authorization: auth, userId } = await registerResident(t));
    await givePoints(t.database.db, userId, 620, 'earned');
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await call(t, undefined, 'GET', '/api/puntos/canjes')).statusCode).toBe(401);
  });

  it("lists the resident's canjes newest first with state, date and value", async () => {
    const first = await call(t, auth, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 50 });
    t.setNow(new Date('2026-11-21T16:30:00Z'));
    await call(t, auth, 'POST', '/api/puntos/cancelar-canje', {
      codigo_canje: first.json().canje.codigo,
    });
    await call(t, auth, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 100 });

    const res = await call(t, auth, 'GET', '/api/puntos/canjes');
    expect(res.statusCode).toBe(200);
    expect(res.json().canjes).toMatchObject([
      { puntos_usados: 100, valor_descuento: 1000, estado: 'activo', fecha: '2026-11-21T16:30:00.000Z' },
      {
        codigo: first.json().canje.codigo,
        puntos_usados: 50,
        valor_descuento: 500,
        estado: 'cancelado',
        fecha: '2026-11-21T15:00:00.000Z',
      },
    ]);
  });

  it("never shows another resident's canjes", async () => {
    await call(t, auth, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 50 });
    const other = await registerResident(t, {
      email: 'otro@example.com',
      cedula: '79123456',
      telefono: '3109999999',
    });
    const res = await call(t, other.authorization, 'GET', '/api/puntos/canjes');
    expect(res.json()).toEqual({ canjes: [] });
  });
});
