import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, loginAudit, orders, pointsLedger, supportCases, users } from '../../db/schema';
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
  piso: 17,
  apartamento: '1704',
  notas_entrega: 'Timbre dañado, llamar al 3157778899',
};

describe.each(databaseTargets())('account deletion on $name', (target) => {
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
    // A support case written with personal data (issue 25): its texts go, the case stays closed.
    const caso = await call('POST', '/api/soporte/casos', me.authorization, {
      pedido_id: orderId,
      motivo: 'incompleto',
      descripcion: `Soy ${PERSON.nombre}, faltó algo; llamar al ${PERSON.telefono}`,
    });
    expect(caso.statusCode).toBe(201);
    const casoId = caso.json().caso.id as number;
    await call('POST', `/api/admin/soporte/${casoId}/responder`, admin.authorization, {
      texto: `Hola ${PERSON.nombre}, te llamamos`,
    });

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
    const [kept] = await t.database.db.select().from(supportCases).where(eq(supportCases.id, casoId));
    expect(kept).toMatchObject({ order_id: orderId, motivo: 'incompleto', estado: 'cerrado', descripcion: '-' });
    expect(kept!.cerrado_at).toBeInstanceOf(Date);
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
    const ordered = await placeOrder(t, me, cashBody([{ product, cantidad: 1 }]));
    expect(ordered.statusCode).toBe(403);
    expect(ordered.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await stockOf(t.database.db, product.id)).toBe(stockBefore);
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
    const late = t.database.db.insert(orders).values({
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
