import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, loginAudit, orders, pointsLedger, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident, validRegistration } from '../../test/auth-fixtures';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { refusal } from '../../test/pg-error';
import { toErrorResponse } from '../../http/errors';
import { administrator, cashBody, placeOrder, setState, stockOf } from '../orders/orders.fixtures';

/** Every text-like column of every table, to prove a value is gone from the whole database. */
async function findEverywhere(database: Database, needles: string[]): Promise<string[]> {
  const columns = await database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`);
  const hits: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    for (const needle of needles) {
      const found = await database.db.execute(
        sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${'%' + needle + '%'} limit 1`,
      );
      if (found.rows.length > 0) hits.push(`${table_name}.${column_name} has ${needle}`);
    }
  }
  return hits;
}

const PERSON = {
  nombre: 'Laura Quintero Vélez',
  email: 'laura.q@example.com',
  cedula: '1019283746',
  telefono: '3157778899',
  telefono_alternativo: '3209991122',
  apartamento: '1704',
  notas_entrega: 'Timbre dañado, llamar al 3157778899',
};

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

  it('refuses deletion while an order is pending, then anonymises everything and frees the login', async () => {
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    const product = await createProduct(t.database.db, { stock: 40, precio: 20_000 });
    const admin = await administrator(t);
    const me = await registerResident(t, { ...PERSON, marketing_accepted: true });
    const first = await placeOrder(
      t,
      me,
      cashBody([{ product, cantidad: 2 }], { instrucciones_entrega: PERSON.notas_entrega }),
    );
    expect(first.statusCode).toBe(201);
    const orderId =
      (first.json() as { pedido: { id: number } }).pedido?.id ??
      (await t.database.db.select().from(orders).where(eq(orders.user_id, me.userId)))[0]!.id;
    await call('POST', '/api/mi-cuenta/solicitudes', me.authorization, {
      tipo: 'supresion',
      detalle: `Soy ${PERSON.nombre}, borren todo`,
    });

    const pending = await call('POST', '/api/mi-cuenta/eliminar', me.authorization, {
      confirmacion: 'ELIMINAR',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('ACCOUNT_HAS_PENDING_ORDER');
    expect((await setState(t, admin, orderId, 'entregado')).statusCode).toBe(200);

    const [before] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(before!.puntos_disponibles).toBeGreaterThan(0);
    const salesBefore = (
      await call('GET', '/api/admin/rentabilidad/dashboard?periodo=mes', admin.authorization)
    ).json();
    const stockBefore = await stockOf(t.database.db, product.id);

    expect(
      (await findEverywhere(t.database, [PERSON.email, PERSON.nombre])).length,
    ).toBeGreaterThan(2);
    const wrongWord = await call('POST', '/api/mi-cuenta/eliminar', me.authorization, {
      confirmacion: 'borrar',
    });
    expect(wrongWord.statusCode).toBe(400);
    const deleted = await call('POST', '/api/mi-cuenta/eliminar', me.authorization, {
      confirmacion: ' eliminar ',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      success: true,
      puntos_perdidos: before!.puntos_disponibles,
    });
    expect(deleted.json().message).toContain('Perdiste');

    expect(
      await findEverywhere(t.database, [
        PERSON.email,
        PERSON.cedula,
        PERSON.telefono,
        PERSON.telefono_alternativo,
        PERSON.nombre,
        'Timbre dañado',
      ]),
    ).toEqual([]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(after).toMatchObject({ puntos_disponibles: 0, torre: 3 });
    const ledger = await t.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.user_id, me.userId));
    expect(ledger.reduce((a, l) => a + l.puntos, 0)).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      estado: 'entregado',
      torre_entrega: 3,
      total: first.json().total ?? order!.total,
    });
    const consentRows = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.user_id, me.userId));
    expect(consentRows.map((c) => [c.kind, c.accepted, c.ip])).toEqual([
      ['privacy', true, null],
      ['marketing', true, null],
    ]);
    expect(
      await t.database.db.select().from(loginAudit).where(eq(loginAudit.user_id, me.userId)),
    ).toEqual([]);

    const salesAfter = (
      await call('GET', '/api/admin/rentabilidad/dashboard?periodo=mes', admin.authorization)
    ).json();
    expect(salesAfter).toEqual(salesBefore);
    expect(await stockOf(t.database.db, product.id)).toBe(stockBefore);

    // The session ends: the old token no longer works anywhere.
    const stale = await call('GET', '/auth/profile', me.authorization);
    expect(stale.statusCode).toBe(403);
    expect((await call('GET', '/api/mi-cuenta/datos', me.authorization)).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: PERSON.email, cedula: PERSON.cedula, telefono: PERSON.telefono },
    });
    expect(login.statusCode).toBe(401);

    const listed = (await call('GET', '/admin/users', admin.authorization)).json() as Array<{
      id: number;
    }>;
    expect(listed.map((u) => u.id)).not.toContain(me.userId);

    // An order racing the deletion cannot land afterwards: the database refuses it.
    const late = t.database.db
      .insert(orders)
      .values({
        user_id: me.userId,
        subtotal: 1,
        total: 1,
        metodo_pago: 'EFECTIVO',
        estado_pago: 'PENDIENTE_EFECTIVO',
        torre_entrega: 3,
        piso_entrega: 1,
        apartamento_entrega: '1704',
        telefono_contacto: PERSON.telefono,
      });
    let lateError: unknown;
    await late.catch((e: unknown) => (lateError = e));
    expect(await refusal(Promise.reject(lateError))).toMatchObject({
      constraint: 'account_deleted',
    });
    expect(toErrorResponse(lateError)).toMatchObject({
      status: 403,
      body: { code: 'SESSION_EXPIRED' },
    });

    // The same e-mail and cédula register again as a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: validRegistration(PERSON),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(me.userId);
  });

  it('refuses deleting an administrator account', async () => {
    const admin = await administrator(t);
    const res = await call('POST', '/api/mi-cuenta/eliminar', admin.authorization, {
      confirmacion: 'ELIMINAR',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_IS_ADMIN');
  });
});
