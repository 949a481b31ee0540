import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { consents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident, validRegistration } from '../../test/auth-fixtures';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, placeOrder } from '../orders/orders.fixtures';

describe.each(databaseTargets())('Mi cuenta and data rights on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open() });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    authorization: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('records marketing consent changes with date, version and IP, and shows the history', async () => {
    const r = await registerResident(t, {
      email: 'consent@example.com',
      cedula: '11112222',
      marketing_accepted: false,
    });
    const given = await call('PUT', '/api/mi-cuenta/consentimientos/marketing', r.authorization, {
      aceptado: true,
    });
    expect(given.statusCode).toBe(200);
    const withdrawn = await call(
      'PUT',
      '/api/mi-cuenta/consentimientos/marketing',
      r.authorization,
      { aceptado: false },
    );
    expect(withdrawn.json().message).toMatch(/Retiraste/);
    const summary = (await call('GET', '/api/mi-cuenta/consentimientos', r.authorization)).json();
    expect(summary.privacidad).toMatchObject({ aceptado: true, version: '2025-07' });
    expect(summary.marketing).toMatchObject({ aceptado: false });
    expect(summary.historial.filter((c: { tipo: string }) => c.tipo === 'marketing')).toHaveLength(
      3,
    );
    const rows = await t.database.db.select().from(consents).where(eq(consents.user_id, r.userId));
    expect(rows.every((c) => c.ip && c.policy_version === '2025-07')).toBe(true);
    const bad = await call('PUT', '/api/mi-cuenta/consentimientos/marketing', r.authorization, {
      aceptado: 'quizá',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports every row of the resident and none of anyone else', async () => {
    const product = await createProduct(t.database.db, { stock: 50, precio: 8_000 });
    const me = await registerResident(t, {
      email: 'export.me@example.com',
      cedula: '33334444',
      telefono: '3001112233',
    });
    const other = await registerResident(t, {
      email: 'export.other@example.com',
      cedula: '55556666',
      telefono: '3004445566',
      nombre: 'Otro Vecino',
    });
    expect((await placeOrder(t, me, cashBody([{ product, cantidad: 2 }]))).statusCode).toBe(201);
    expect((await placeOrder(t, other, cashBody([{ product, cantidad: 1 }]))).statusCode).toBe(201);
    await call('POST', '/api/mi-cuenta/solicitudes', me.authorization, {
      tipo: 'consulta',
      detalle: 'Qué datos tienen',
    });
    const res = await call('GET', '/api/mi-cuenta/datos', me.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-/);
    const data = res.json();
    expect(data.perfil.email).toBe('export.me@example.com');
    expect(data.pedidos).toHaveLength(1);
    expect(data.pedidos[0].lineas).toHaveLength(1);
    expect(data.consentimientos).toHaveLength(2);
    expect(data.historial_ingresos.length).toBeGreaterThan(0);
    expect(data.solicitudes_datos).toHaveLength(1);
    expect(res.body).not.toContain('export.other@example.com');
    expect(res.body).not.toContain('Otro Vecino');
    for (const list of [
      data.consentimientos,
      data.pedidos,
      data.movimientos_puntos,
      data.canjes,
      data.solicitudes_datos,
    ]) {
      for (const row of list) expect(row.user_id).toBe(me.userId);
    }
    // Every row the database holds for this resident, table by table, is in the export.
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await t.database.db.execute<{ n: string }>(query)).rows[0]!.n);
    const mine = me.userId;
    expect({
      consentimientos: data.consentimientos.length,
      pedidos: data.pedidos.length,
      lineas: data.pedidos.flatMap((o: { lineas: unknown[] }) => o.lineas).length,
      movimientos_puntos: data.movimientos_puntos.length,
      canjes: data.canjes.length,
      pagos: data.pagos.length,
      solicitudes: data.solicitudes_datos.length,
      ingresos: data.historial_ingresos.length,
    }).toEqual({
      consentimientos: await count(sql`select count(*) as n from consents where user_id = ${mine}`),
      pedidos: await count(sql`select count(*) as n from orders where user_id = ${mine}`),
      lineas: await count(
        sql`select count(*) as n from order_lines l join orders o on o.id = l.order_id where o.user_id = ${mine}`,
      ),
      movimientos_puntos: await count(
        sql`select count(*) as n from points_ledger where user_id = ${mine}`,
      ),
      canjes: await count(sql`select count(*) as n from redemptions where user_id = ${mine}`),
      pagos: await count(sql`select count(*) as n from payments where user_id = ${mine}`),
      solicitudes: await count(
        sql`select count(*) as n from data_requests where user_id = ${mine}`,
      ),
      ingresos: await count(sql`select count(*) as n from login_audit where user_id = ${mine}`),
    });
    const csv = await call('GET', '/api/mi-cuenta/pedidos.csv', me.authorization);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('pedido,fecha,estado');
    expect(csv.body).toContain(`2 x ${product.nombre}`);
    // Payment methods as the shop names them, never the stored 'CARD'/'EFECTIVO' (issue 22).
    expect(csv.body).toMatch(/,(Efectivo|Tarjeta|Nequi|DaviPlata|PSE),/);
    expect(csv.body).not.toMatch(/,(CARD|EFECTIVO|NEQUI|DAVIPLATA),/);
  });

  it('files data requests with the legal deadline in Colombian business days', async () => {
    // Friday 4 December 2026 in Bogotá: 15 business days skip 8 and 25 December.
    t.setNow(new Date('2026-12-04T15:00:00Z'));
    const r = await registerResident(t, { email: 'req@example.com', cedula: '77778888' });
    const filed = await call('POST', '/api/mi-cuenta/solicitudes', r.authorization, {
      tipo: 'reclamo',
      detalle: 'Corrijan mi apellido',
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().solicitud).toMatchObject({
      fecha_limite: '2026-12-29',
      estado: 'en_tramite',
      dias_habiles_restantes: 15,
    });
    expect(filed.json().message).toContain('29 de diciembre de 2026');
    const consulta = await call('POST', '/api/mi-cuenta/solicitudes', r.authorization, {
      tipo: 'consulta',
      detalle: 'Qué datos tienen',
    });
    expect(consulta.json().solicitud.fecha_limite).toBe('2026-12-21');
    const bad = await call('POST', '/api/mi-cuenta/solicitudes', r.authorization, {
      tipo: 'queja',
      detalle: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('lets an administrator see deadlines (overdue first) and answer with an audit row', async () => {
    t.setNow(new Date('2026-12-04T15:00:00Z'));
    const r = await registerResident(t, { email: 'adm.req@example.com', cedula: '99990000' });
    // Filed the same day: the supresión (15 days, 29 Dec) before the consulta (10 days, 21 Dec).
    await call('POST', '/api/mi-cuenta/solicitudes', r.authorization, {
      tipo: 'supresion',
      detalle: 'Dos',
    });
    await call('POST', '/api/mi-cuenta/solicitudes', r.authorization, {
      tipo: 'consulta',
      detalle: 'Uno',
    });
    t.setNow(new Date('2026-12-22T15:00:00Z'));
    const admin = await administrator(t);
    const list = (await call('GET', '/api/admin/solicitudes', admin.authorization)).json();
    const mine = list.solicitudes.filter((s: { detalle: string }) =>
      ['Uno', 'Dos'].includes(s.detalle),
    );
    expect(mine[0]).toMatchObject({ detalle: 'Uno', vencida: true });
    expect(mine[1]).toMatchObject({ detalle: 'Dos', vencida: false });
    const refused = await call('GET', '/api/admin/solicitudes', r.authorization);
    expect(refused.statusCode).toBe(403);
    const answer = await call(
      'POST',
      `/api/admin/solicitudes/${mine[0].id}/responder`,
      admin.authorization,
      { respuesta: 'Adjuntamos sus datos.' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().solicitud).toMatchObject({
      estado: 'respondida',
      respuesta: 'Adjuntamos sus datos.',
    });
    const again = await call(
      'POST',
      `/api/admin/solicitudes/${mine[0].id}/responder`,
      admin.authorization,
      { respuesta: 'Otra vez' },
    );
    expect(again.statusCode).toBe(409);
    const audit = await t.database.db.execute(
      sql`select action from admin_audit where entity = 'data_request'`,
    );
    expect(audit.rows).toHaveLength(1);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: {
        email: 'adm.req@example.com',
        cedula: '99990000',
        telefono: validRegistration().telefono,
      },
    });
    const own = (
      await call('GET', '/api/mi-cuenta/solicitudes', `Bearer ${relogin.json().token}`)
    ).json();
    expect(own.solicitudes.find((s: { id: number }) => s.id === mine[0].id).estado).toBe(
      'respondida',
    );
  });
});
