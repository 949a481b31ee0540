import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { AdminStats } from '../../../domain/admin-views';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import type { AdminOrderView } from '../../../domain/order-views';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { insertOrder, minutesAfter } from '../admin-orders/admin-board.fixtures';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

// Issue 46: an order the sandbox approved is no money received. The board marks it, the figures
// say how much of the sales it is, and the export has the column; cash is never a test.
// The test clock: Saturday 2026-11-21 10:00 in Bogotá (15:00 UTC).
const NOW = new Date('2026-11-21T15:00:00Z');
const TODAY = new Date('2026-11-21T05:00:00Z');

let sequence = 0;

/** A digital order paid through `provider`, as an approved payment leaves it. */
async function paidOrder(db: DbOrTx, userId: number, provider: string, total: number, createdAt: Date) {
  const [order] = await db
    .insert(orders)
    .values({
      user_id: userId,
      estado: 'pendiente',
      subtotal: total,
      total,
      metodo_pago: 'NEQUI',
      estado_pago: 'APPROVED',
      torre_entrega: 1,
      piso_entrega: 3,
      apartamento_entrega: '301',
      telefono_contacto: '3101234567',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning({ id: orders.id });
  sequence++;
  await db.insert(payments).values({
    reference: `TEST-SALES-${sequence}`,
    user_id: userId,
    provider,
    method: 'NEQUI',
    amount: total,
    status: 'APPROVED',
    cart: [],
    delivery: {},
    order_id: order!.id,
    expires_at: minutesAfter(createdAt, 15),
  });
  return order!.id;
}

describe('orders paid through the sandbox (issue 46)', () => {
  let t: TestApp;
  let admin: Customer;
  let ids: { sandbox: number; yesterday: number; wompi: number; cash: number };
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    admin = await administrator(t);
    const ana = await customer(t);
    const db = t.database.db;
    ids = {
      sandbox: await paidOrder(db, ana.userId, 'sandbox', 30_000, minutesAfter(TODAY, 300)),
      yesterday: await paidOrder(db, ana.userId, 'sandbox', 22_000, minutesAfter(TODAY, -600)),
      wompi: await paidOrder(db, ana.userId, 'wompi', 40_000, minutesAfter(TODAY, 320)),
      cash: await insertOrder(db, { userId: ana.userId, estado: 'entregado', total: 10_000, createdAt: minutesAfter(TODAY, 200), deliveredAt: minutesAfter(TODAY, 210) }),
    };
  });
  afterAll(() => t.close());

  it('marks the sandbox orders on the board and in the detail, never cash or Wompi', async () => {
    const board = (await get('/api/admin/pedidos?estado=todos')).json<AdminOrderView[]>();
    const marked = Object.fromEntries(board.map((o) => [o.id, o.prueba]));
    expect(marked).toEqual({ [ids.sandbox]: true, [ids.yesterday]: true, [ids.wompi]: false, [ids.cash]: false });
    expect((await get(`/api/admin/pedidos/${ids.sandbox}`)).json<AdminOrderView>().prueba).toBe(true);
    expect((await get(`/api/admin/pedidos/${ids.cash}`)).json<AdminOrderView>().prueba).toBe(false);
  });

  it('says how much of the summary’s sales the sandbox approved', async () => {
    const stats = (await get('/admin/stats')).json<AdminStats>();
    expect(stats.hoy.ventas).toBe(80_000);
    expect(stats.pruebas).toEqual({ hoy: 30_000, total: 52_000 });
  });

  it('counts the sandbox sales of the period and of today apart in the profitability', async () => {
    const res = await get('/api/admin/rentabilidad/dashboard?periodo=mes');
    expect(res.statusCode).toBe(200);
    const d = res.json<ProfitabilityDashboard>();
    expect(d.ventasPeriodo.total).toBe(102_000);
    expect(d.ventasPrueba).toEqual({
      periodo: { total: 52_000, pedidos: 2 },
      hoy: { total: 30_000, pedidos: 1 },
    });
    expect(d.serie.find((s) => s.periodo === '2026-11-20')?.ventasPrueba).toBe(22_000);
    expect(d.serie.find((s) => s.periodo === '2026-11-21')?.ventasPrueba).toBe(30_000);
  });

  it('exports the sandbox part of each day’s sales in its own column', async () => {
    const res = await get('/api/admin/rentabilidad/exportar?periodo=mes');
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<Record<string, string>>(res.body.replace(/^\ufeff/, ''), {
      header: true,
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(rows.find((r) => r.periodo === '2026-11-21')).toMatchObject({ ventas: '80000', ventas_prueba: '30000' });
    expect(rows.find((r) => r.periodo === '2026-11-20')).toMatchObject({ ventas: '22000', ventas_prueba: '22000' });
    expect(rows.find((r) => r.periodo === 'Total del periodo')).toMatchObject({ ventas: '102000', ventas_prueba: '52000' });
  });

  it('tells the owner that payments are a test, in the checklist’s answer', async () => {
    const res = await get('/api/admin/primeros-pasos');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pagos_prueba: true });
  });
});
