import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminAudit, orders, pointsLedger, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { insertOrder } from '../admin-orders/admin-board.fixtures';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

describe('a resident’s ficha and points adjustments', () => {
  let t: TestApp;
  let admin: Customer;
  const as = (who: Customer, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });
  const balanceOf = async (userId: number) => {
    const [row] = await t.database.db
      .select({ puntos: users.puntos_disponibles })
      .from(users)
      .where(eq(users.id, userId));
    const [sum] = await t.database.db
      .select({ s: sql<number>`coalesce(sum(${pointsLedger.puntos}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.user_id, userId));
    return { balance: row!.puntos, ledger: Number(sum!.s) };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  it('adds points with a reason the resident reads, audited, and shows them in the ficha', async () => {
    const ana = await customer(t, { nombre: 'Ana Rojas' });
    await insertOrder(t.database.db, { userId: ana.userId, createdAt: new Date() });
    const res = await as(admin, 'POST', `/api/admin/usuarios/${ana.userId}/puntos`, {
      puntos: 120,
      motivo: 'Compensación por el yogurt vencido',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      puntos_disponibles: 120,
      message: 'Sumaste 120 puntos. Saldo: 120',
    });

    const ficha = (await as(admin, 'GET', `/api/admin/usuarios/${ana.userId}`)).json();
    expect(ficha.usuario).toMatchObject({ nombre: 'Ana Rojas', puntos_disponibles: 120, nivel: 'BRONCE' });
    expect(ficha.pedidos_total).toBe(1);
    expect(ficha.pedidos[0].codigo).toMatch(/^SUP-\d{3,}$/);
    expect(ficha.movimientos[0]).toMatchObject({
      tipo: 'adjusted',
      etiqueta: 'Ajuste de la tienda',
      puntos: 120,
      nota: 'Compensación por el yogurt vencido',
    });

    const mine = (await as(ana, 'GET', '/api/puntos/usuario')).json();
    expect(mine.movimientos[0]).toMatchObject({ puntos: 120, nota: 'Compensación por el yogurt vencido' });

    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'points.adjust'));
    expect(audit).toMatchObject({
      admin_id: admin.userId,
      entity_id: String(ana.userId),
      before: { puntos: 0 },
      after: { puntos: 120, motivo: 'Compensación por el yogurt vencido' },
    });
  });

  it('never takes a balance below zero, even with ten deductions at once', async () => {
    const luis = await customer(t);
    await as(admin, 'POST', `/api/admin/usuarios/${luis.userId}/puntos`, { puntos: 100, motivo: 'Bienvenida' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(admin, 'POST', `/api/admin/usuarios/${luis.userId}/puntos`, { puntos: -30, motivo: 'Corrección' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.json()).toMatchObject({
      code: 'POINTS_BELOW_ZERO',
      error: 'No puedes quitar más de los 10 puntos que tiene disponibles',
    });
    expect(await balanceOf(luis.userId)).toEqual({ balance: 10, ledger: 10 });
  });

  it.each([
    [{ puntos: 0, motivo: 'Nada' }, 'no puede ser 0'],
    [{ puntos: 'muchos', motivo: 'Nada' }, 'no puede ser 0'],
    [{ puntos: 50 }, 'Escribe el motivo del ajuste (lo verá la persona)'],
    [{ puntos: 50, motivo: '  ' }, 'Escribe el motivo del ajuste (lo verá la persona)'],
    [{ puntos: 100_001, motivo: 'Error de dedo' }, 'El ajuste máximo es de 100.000 puntos'],
  ])('refuses %j with a Spanish reason and changes nothing', async (payload, message) => {
    const maria = await customer(t);
    const res = await as(admin, 'POST', `/api/admin/usuarios/${maria.userId}/puntos`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await balanceOf(maria.userId)).toEqual({ balance: 0, ledger: 0 });
  });

  it('sums what the resident bought: cancelled and test orders out, average in whole pesos, last order', async () => {
    const eva = await customer(t);
    const day = (d: number, h = 15) => new Date(Date.UTC(2026, 10, d, h));
    await insertOrder(t.database.db, { userId: eva.userId, estado: 'entregado', total: 20_000, createdAt: day(18) });
    await insertOrder(t.database.db, { userId: eva.userId, estado: 'pendiente', total: 10_001, createdAt: day(19) });
    await insertOrder(t.database.db, { userId: eva.userId, estado: 'entregado', total: 15_000, createdAt: day(20) });
    // 02:00 UTC of the 21st is still the 20th in Bogotá.
    const last = await insertOrder(t.database.db, { userId: eva.userId, estado: 'pendiente', total: 7_000, createdAt: day(21, 2) });
    await insertOrder(t.database.db, { userId: eva.userId, estado: 'cancelado', total: 99_000, createdAt: day(22) });
    const test = await insertOrder(t.database.db, { userId: eva.userId, estado: 'entregado', total: 55_000, createdAt: day(23) });
    await t.database.db.update(orders).set({ prueba: true }).where(eq(orders.id, test));

    const ficha = (await as(admin, 'GET', `/api/admin/usuarios/${eva.userId}`)).json();
    expect(ficha.compras).toEqual({
      pedidos: 4,
      total_gastado: 52_001,
      ticket_promedio: 13_000, // 13 000,25 rounded
      ultimo_pedido: { codigo: `SUP-${String(last).padStart(3, '0')}`, fecha: day(21, 2).toISOString() },
    });
    expect(ficha.pedidos_total).toBe(6);

    const none = await customer(t);
    const empty = (await as(admin, 'GET', `/api/admin/usuarios/${none.userId}`)).json();
    expect(empty.compras).toEqual({ pedidos: 0, total_gastado: 0, ticket_promedio: 0, ultimo_pedido: null });
  });

  it('answers 404 for someone who does not exist', async () => {
    const res = await as(admin, 'GET', '/api/admin/usuarios/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No encontramos a esa persona');
  });
});
