import { SUPPORT_MESSAGES } from '../../../domain/support/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAudit, orderLines, pointsLedger, products, supportCaseMessages, supportCases, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { dropPostgresTestDatabase, getPostgresTestDatabase } from '../../test/db';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { orderWithLines } from './support.fixtures';

type Method = 'GET' | 'POST';

/** The whole case journey and its refusals; run on PGlite and, when configured, PostgreSQL. */
function supportSuite(getApp: () => TestApp) {
  let t: TestApp;
  let admin: Customer;
  const as = (who: Customer, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });
  const balance = async (userId: number) => {
    const [row] = await t.database.db.select({ p: users.puntos_disponibles }).from(users).where(eq(users.id, userId));
    const [sum] = await t.database.db
      .select({ s: sql<number>`coalesce(sum(${pointsLedger.puntos}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.user_id, userId));
    return { balance: row!.p, ledger: Number(sum!.s) };
  };

  beforeAll(async () => {
    t = getApp();
    admin = await administrator(t);
  });

  it('opens a case on a line, the admin answers, credits points, marks a refund and closes', async () => {
    const ana = await customer(t, { nombre: 'Ana Rojas' });
    const { orderId, lineIds } = await orderWithLines(t.database.db, ana.userId);
    const created = await as(ana, 'POST', '/api/soporte/casos', {
      pedido_id: orderId,
      motivo: 'vencido',
      descripcion: 'El yogurt llegó vencido',
      lineas: [lineIds[0]],
    });
    expect(created.statusCode).toBe(201);
    const caso = created.json().caso;
    expect(created.json().message).toBe(`Recibimos tu reporte (${caso.codigo}). Te responderemos en las próximas horas.`);
    expect(caso).toMatchObject({
      estado: 'abierto',
      motivo: 'vencido',
      motivo_texto: 'Producto vencido',
      lineas: [{ id: lineIds[0], nombre: 'Yogurt fresa 1 L', cantidad: 1 }],
      mensajes: [{ autor: 'residente', texto: 'El yogurt llegó vencido' }],
      resolucion: { puntos: 0, reembolso: null },
    });

    const page = (await as(admin, 'GET', '/api/admin/soporte?estado=abierto')).json();
    expect(page.abiertos).toBe(1);
    expect(page.casos[0]).toMatchObject({ id: caso.id, residente: { nombre: 'Ana Rojas' } });

    const replied = await as(admin, 'POST', `/api/admin/soporte/${caso.id}/responder`, {
      texto: 'Lo sentimos, te compensamos.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().caso.estado).toBe('respondido');

    const credited = await as(admin, 'POST', `/api/admin/soporte/${caso.id}/puntos`, {
      puntos: 200,
      motivo: 'Yogurt vencido',
    });
    expect(credited.statusCode).toBe(200);
    expect(credited.json().caso.resolucion.puntos).toBe(200);
    expect(await balance(ana.userId)).toEqual({ balance: 200, ledger: 200 });
    const [ledger] = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.user_id, ana.userId));
    expect(ledger).toMatchObject({ kind: 'soporte', order_id: orderId, note: `${caso.codigo}: Yogurt vencido` });

    const refund = await as(admin, 'POST', `/api/admin/soporte/${caso.id}/reembolso`, {
      monto: 8_000,
      referencia: 'TRF-881',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().caso.resolucion.reembolso).toEqual({ monto: 8_000, referencia: 'TRF-881', fecha: '2026-11-21' });
    expect((await as(admin, 'POST', `/api/admin/soporte/${caso.id}/reembolso`, { monto: 1, referencia: 'X' })).json().code).toBe('CASE_REFUND_EXISTS');

    const mine = (await as(ana, 'GET', `/api/soporte/casos/${caso.id}`)).json();
    expect(mine.mensajes.map((m: { autor: string }) => m.autor)).toEqual(['residente', 'tienda', 'tienda', 'tienda']);
    expect(mine.mensajes[1].texto).toBe('Lo sentimos, te compensamos.');
    expect(mine.mensajes[2].texto).toBe('Te abonamos 200 puntos. Yogurt vencido');
    expect(JSON.stringify(mine)).not.toContain('admin');

    const adminView = (await as(admin, 'GET', `/api/admin/soporte/${caso.id}`)).json();
    expect(adminView.mensajes[1].admin).toEqual(expect.any(String));

    const active = async () =>
      (await as(admin, 'GET', '/api/admin/soporte?estado=activos')).json().casos.map((c: { id: number }) => c.id);
    expect(await active()).toContain(caso.id);
    const closed = await as(admin, 'POST', `/api/admin/soporte/${caso.id}/cerrar`);
    expect(closed.json().caso.estado).toBe('cerrado');
    expect(await active()).not.toContain(caso.id);
    const after = await as(ana, 'POST', `/api/soporte/casos/${caso.id}/mensajes`, { texto: 'Gracias' });
    expect([after.statusCode, after.json().code]).toEqual([409, 'CASE_CLOSED']);
    const morePoints = await as(admin, 'POST', `/api/admin/soporte/${caso.id}/puntos`, { puntos: 10, motivo: 'x' });
    expect([morePoints.statusCode, morePoints.json().code]).toEqual([409, 'CASE_CLOSED']);
    expect(await balance(ana.userId)).toEqual({ balance: 200, ledger: 200 });

    const actions = await t.database.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'support_case'), eq(adminAudit.entity_id, String(caso.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(
      ['support.close', 'support.points', 'support.refund', 'support.reply'].sort(),
    );
  });

  it("shows the admin each line's price as sold and the order's total as charged (issue 41)", async () => {
    const eva = await customer(t, { nombre: 'Eva Prado' });
    const { orderId, lineIds } = await orderWithLines(t.database.db, eva.userId);
    await t.database.db.update(orderLines).set({ cantidad: 2 }).where(eq(orderLines.id, lineIds[1]));
    const created = await as(eva, 'POST', '/api/soporte/casos', {
      pedido_id: orderId,
      motivo: 'danado',
      descripcion: 'El pan llegó aplastado',
      lineas: [lineIds[1]],
    });
    const caso = created.json().caso;
    // Today's price differs from the price sold: the case keeps what the order charged.
    await t.database.db.update(products).set({ precio: 99_000 }).where(eq(products.nombre, 'Pan tajado'));
    const adminView = (await as(admin, 'GET', `/api/admin/soporte/${caso.id}`)).json();
    expect(adminView.lineas).toEqual([{ id: lineIds[1], nombre: 'Pan tajado', cantidad: 2, precio_unitario: 10_000 }]);
    expect(adminView.pedido).toMatchObject({ id: orderId, total: 18_000 });
    const mine = (await as(eva, 'GET', `/api/soporte/casos/${caso.id}`)).json();
    expect(mine.lineas).toEqual([{ id: lineIds[1], nombre: 'Pan tajado', cantidad: 2 }]);
  });

  it('keeps one open case per line and lets the resident write again', async () => {
    const bo = await customer(t);
    const { orderId, lineIds } = await orderWithLines(t.database.db, bo.userId);
    const first = await as(bo, 'POST', '/api/soporte/casos', {
      pedido_id: orderId, motivo: 'incompleto', descripcion: 'Faltó el pan', lineas: [lineIds[1]],
    });
    const again = await as(bo, 'POST', '/api/soporte/casos', {
      pedido_id: orderId, motivo: 'danado', descripcion: 'Pan aplastado', lineas: [lineIds[1]],
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CASE_ALREADY_OPEN']);
    expect(again.json().error).toContain(first.json().caso.codigo);
    const other = await as(bo, 'POST', '/api/soporte/casos', {
      pedido_id: orderId, motivo: 'vencido', descripcion: 'Yogurt vencido', lineas: [lineIds[0]],
    });
    expect(other.statusCode).toBe(201);
    const id = first.json().caso.id;
    await as(admin, 'POST', `/api/admin/soporte/${id}/responder`, { texto: '¿Te llegó algo?' });
    const msg = await as(bo, 'POST', `/api/soporte/casos/${id}/mensajes`, { texto: 'No, nada' });
    expect(msg.json().caso.estado).toBe('abierto');
    const list = (await as(bo, 'GET', `/api/soporte/casos?pedido=${orderId}`)).json();
    expect(list).toHaveLength(2);
  });

  it('refuses bad reports with Spanish messages and changes nothing', async () => {
    const cy = await customer(t);
    const pending = await orderWithLines(t.database.db, cy.userId, 'pendiente');
    const delivered = await orderWithLines(t.database.db, cy.userId);
    const other = await orderWithLines(t.database.db, (await customer(t)).userId);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(supportCases);
    const cases: [object, number, string][] = [
      [{ pedido_id: pending.orderId, motivo: 'vencido', descripcion: 'x' }, 422, 'ORDER_NOT_DELIVERED'],
      // Issue 40: no reason opens a case on an order never delivered.
      [{ pedido_id: pending.orderId, motivo: 'cobro_doble', descripcion: 'x' }, 422, 'ORDER_NOT_DELIVERED'],
      [{ pedido_id: pending.orderId, motivo: 'entrega', descripcion: 'x' }, 422, 'ORDER_NOT_DELIVERED'],
      [{ pedido_id: other.orderId, motivo: 'otro', descripcion: 'x' }, 404, 'ORDER_NOT_FOUND'],
      [{ pedido_id: delivered.orderId, motivo: 'otro', descripcion: 'x', lineas: [other.lineIds[0]] }, 400, 'CASE_LINES_INVALID'],
      [{ pedido_id: pending.orderId, motivo: 'raro', descripcion: '' }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of cases) {
      const res = await as(cy, 'POST', '/api/soporte/casos', body);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({ body, status, code });
      expect(res.json().error).toMatch(/[a-záéíóúñ]/i);
    }
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(supportCases);
    expect(after[0]!.n).toBe(before[0]!.n);
    const notYet = await as(cy, 'POST', '/api/soporte/casos', { pedido_id: pending.orderId, motivo: 'otro', descripcion: 'x' });
    expect(notYet.json().error).toBe(SUPPORT_MESSAGES.notDelivered);
    const cobro = await as(cy, 'POST', '/api/soporte/casos', {
      pedido_id: delivered.orderId, motivo: 'cobro_doble', descripcion: 'Me cobraron dos veces',
    });
    expect(cobro.statusCode).toBe(201);
    const badPoints = await as(admin, 'POST', `/api/admin/soporte/${cobro.json().caso.id}/puntos`, { puntos: 999_999, motivo: 'x' });
    expect([badPoints.statusCode, badPoints.json().code]).toEqual([400, 'POINTS_ADJUST_INVALID']);
    const badRefund = await as(admin, 'POST', `/api/admin/soporte/${cobro.json().caso.id}/reembolso`, { monto: 18_001, referencia: 'R' });
    expect([badRefund.statusCode, badRefund.json().code]).toEqual([400, 'CASE_REFUND_INVALID']);
  });

  it('hides a case from another resident and admin routes from residents', async () => {
    const dee = await customer(t);
    const eve = await customer(t);
    const { orderId } = await orderWithLines(t.database.db, dee.userId);
    const caso = (await as(dee, 'POST', '/api/soporte/casos', { pedido_id: orderId, motivo: 'otro', descripcion: 'Algo' })).json().caso;
    expect((await as(eve, 'GET', `/api/soporte/casos/${caso.id}`)).statusCode).toBe(404);
    expect((await as(eve, 'POST', `/api/soporte/casos/${caso.id}/mensajes`, { texto: 'hola' })).statusCode).toBe(404);
    expect((await as(eve, 'GET', '/api/soporte/casos')).json()).toEqual([]);
    expect((await as(dee, 'GET', `/api/admin/soporte/${caso.id}`)).statusCode).toBe(403);
    const messages = await t.database.db.select().from(supportCaseMessages).where(eq(supportCaseMessages.case_id, caso.id));
    expect(messages).toHaveLength(1);
  });

  it('pages the admin list by cursor', async () => {
    const fay = await customer(t);
    for (let i = 0; i < 3; i++) {
      const { orderId } = await orderWithLines(t.database.db, fay.userId);
      await as(fay, 'POST', '/api/soporte/casos', { pedido_id: orderId, motivo: 'otro', descripcion: `Caso ${i}` });
    }
    const first = (await as(admin, 'GET', '/api/admin/soporte?limite=2')).json();
    expect(first.casos).toHaveLength(2);
    expect(first.siguiente).toEqual(expect.any(String));
    const second = (await as(admin, 'GET', `/api/admin/soporte?limite=2&cursor=${first.siguiente}`)).json();
    expect(second.casos[0].id).toBeLessThan(first.casos[1].id);
    expect((await as(admin, 'GET', '/api/admin/soporte?estado=raro')).statusCode).toBe(400);
  });
}

describe('support cases on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  supportSuite(() => t);
});

describe.runIf(process.env.TEST_DATABASE_URL)('support cases on PostgreSQL', () => {
  let t: TestApp;
  let database: Database | null = null;
  beforeAll(async () => {
    database = await getPostgresTestDatabase();
    t = await buildTestApp({ database: database! });
  });
  afterAll(async () => {
    await t?.close();
    await dropPostgresTestDatabase(database);
  });
  supportSuite(() => t);
});
