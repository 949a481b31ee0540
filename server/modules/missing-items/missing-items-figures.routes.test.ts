import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import type { AdminStats } from '../../../domain/admin-views';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator, linesOf, setState, type Customer } from '../orders/orders.fixtures';
import { cashOrder, dairyShelf, markMissing, residentWith } from './missing.fixtures';

/** Issue 44: the owner's figures for the day are the sum of the final lines, not the ordered ones. */
describe("the owner's figures after a shortage", () => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it('adds up the final lines in sales, top products and units', async () => {
    const shelf = await dairyShelf(t);
    const swap = await residentWith(t, 'reemplazar');
    const drop = await residentWith(t, 'quitar');
    const a = await cashOrder(t, swap, [{ product: shelf.leche, cantidad: 3 }, { product: shelf.pan, cantidad: 1 }]);
    const b = await cashOrder(t, drop, [{ product: shelf.leche, cantidad: 2 }, { product: shelf.pan, cantidad: 2 }]);
    // Read the day once before the shortage, so a summarised figure would have to be forgotten.
    await get<ProfitabilityDashboard>('/api/admin/rentabilidad/dashboard?periodo=mes');
    expect((await markMissing(t, admin, a.id, { linea_id: a.lineOf(shelf.leche), faltan: 2 })).statusCode).toBe(200);
    expect((await markMissing(t, admin, b.id, { linea_id: b.lineOf(shelf.leche), faltan: 1 })).statusCode).toBe(200);
    for (const id of [a.id, b.id]) expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);

    let finalSum = 0;
    const units = new Map<string, number>();
    for (const id of [a.id, b.id]) {
      for (const l of await linesOf(t.database.db, id)) {
        finalSum += (l.cantidad - l.faltante) * l.precio_unitario;
        units.set(l.nombre, (units.get(l.nombre) ?? 0) + l.cantidad - l.faltante);
      }
    }
    // a: 1 milk + 2 Colanta (5.000) + bread = 23.200; b: 1 milk + 2 bread = 21.200. No fees.
    expect(finalSum).toBe(44_400);
    // The figures count up to now: read them a minute after the orders.
    t.setNow(new Date('2026-11-21T15:01:00Z'));
    const profit = await get<ProfitabilityDashboard>('/api/admin/rentabilidad/dashboard?periodo=mes');
    expect(profit.ventasHoy).toEqual({ total: finalSum, pedidos: 2 });
    expect(profit.topProductos.reduce((sum, p) => sum + p.ventas, 0)).toBe(finalSum);
    expect(new Map(profit.topProductos.map((p) => [p.nombre, p.unidades]))).toEqual(units);
    const stats = await get<AdminStats>('/admin/stats');
    expect(stats.hoy.ventas).toBe(finalSum);
  });
});
