import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminAudit, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import { administrator, type Customer } from '../orders/orders.fixtures';

describe('admin typed stock: compare-and-set', () => {
  let t: TestApp;
  let admin: Customer;
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/productos/${id}/stock`, payload, headers: { authorization: admin.authorization } });
  const stockOf = async (id: number) =>
    (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const auditCount = async (id: number) =>
    (await t.database.db.select().from(adminAudit).where(and(eq(adminAudit.action, 'product.stock'), eq(adminAudit.entity_id, String(id))))).length;

  let leche: Product;
  let huevos: Product;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    leche = await createProduct(t.database.db, { codigo: 'SC-0101', nombre: 'Leche entera', stock: 47 });
    huevos = await createProduct(t.database.db, { codigo: 'SC-0102', nombre: 'Huevos AA x 30', stock: 10 });
  });
  afterAll(() => t.close());

  it('refuses a typed figure when a sale moved the stock meanwhile, with the current figure', async () => {
    // A resident buys one while the owner is typing over the 47 she saw.
    await t.database.db.update(products).set({ stock: sql`${products.stock} - 1` }).where(eq(products.id, leche.id));
    const stale = await patch(leche.id, { stock: 25, stock_anterior: 47 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'STOCK_CHANGED', error: 'El stock cambió a 46 mientras editabas.', stock_actual: 46 });
    expect(await stockOf(leche.id)).toBe(46);
    expect(await auditCount(leche.id)).toBe(0);

    const fresh = await patch(leche.id, { stock: 25, stock_anterior: 46 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ id: leche.id, stock: 25 });
    expect(await stockOf(leche.id)).toBe(25);
    expect(await auditCount(leche.id)).toBe(1);
  });

  it('lets exactly one of many concurrent typed figures win per expected value', async () => {
    const targets = [20, 21, 22, 23, 24, 25, 26, 27];
    const answers = await Promise.all(targets.map((stock) => patch(huevos.id, { stock, stock_anterior: 10 })));
    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(targets.length - 1);
    const winner = won[0]!.json().stock as number;
    expect(await stockOf(huevos.id)).toBe(winner);
    for (const a of lost) expect(a.json()).toMatchObject({ code: 'STOCK_CHANGED', stock_actual: winner });
    expect(await auditCount(huevos.id)).toBe(1);

    // The next round, from the winner's figure, again has exactly one winner.
    const round2 = await Promise.all([1, 2, 3].map((stock) => patch(huevos.id, { stock, stock_anterior: winner })));
    expect(round2.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await auditCount(huevos.id)).toBe(2);
  });

  it('keeps ± deltas and an absolute figure without stock_anterior working', async () => {
    expect((await patch(leche.id, { delta: -1 })).json().stock).toBe(24);
    expect((await patch(leche.id, { stock: 30 })).json().stock).toBe(30);
    expect((await patch(leche.id, { delta: 1, stock_anterior: 30 })).statusCode).toBe(400);
    expect((await patch(leche.id, { stock: 5, stock_anterior: -1 })).statusCode).toBe(400);
  });

  it('states the real bound for a typed stock out of range and writes nothing', async () => {
    const before = await stockOf(leche.id);
    const answer = await patch(leche.id, { stock: 100_001, stock_anterior: before });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('El stock máximo es 100.000');
    expect(await stockOf(leche.id)).toBe(before);
  });
});
