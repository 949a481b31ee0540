import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import type { AdminStats } from '../../../domain/admin-views';
import { tallySales } from '../../../domain/sales';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createPackage, createProduct } from '../../test/factories';
import { administrator, customer, setState, type Customer } from '../orders/orders.fixtures';

// Saturday 21 November 2026, 10:00 in Bogotá; the same set of orders yesterday and today.
const NOW = new Date('2026-11-21T15:00:00Z');
const DAYS = ['2026-11-20', '2026-11-21'];

type Row = typeof orders.$inferInsert;
const SET: Array<{ key: string; order: Partial<Row>; line: 'arepas' | 'cafe' | 'combo' }> = [
  { key: 'cash-delivered', order: { estado: 'entregado', total: 10_000, torre_entrega: 1 }, line: 'arepas' },
  { key: 'cash-pending', order: { estado: 'pendiente', total: 7_000, torre_entrega: 1 }, line: 'arepas' },
  { key: 'nequi-paid-pending', order: { estado: 'pendiente', total: 20_000, torre_entrega: 2, metodo_pago: 'NEQUI', estado_pago: 'APPROVED' }, line: 'cafe' },
  { key: 'cash-cancelled', order: { estado: 'cancelado', total: 50_000, torre_entrega: 3 }, line: 'arepas' },
  {
    key: 'card-refunded',
    order: { estado: 'cancelado', total: 30_000, torre_entrega: 3, metodo_pago: 'CARD', estado_pago: 'APPROVED', reembolso_estado: 'realizado', reembolso_fecha: '2026-11-21', reembolso_referencia: 'R-1' },
    line: 'cafe',
  },
  { key: 'package-delivered', order: { estado: 'entregado', total: 30_000, torre_entrega: 4 }, line: 'combo' },
];

describe.each(databaseTargets())('one definition of a sale on every screen ($name)', (target) => {
  let database: Database;
  let t: TestApp;
  let admin: Customer;
  const ids = new Map<string, number>();
  const rows: Array<{ dia: string; estado: string; metodo_pago: string; estado_pago: string; total: number; torre_entrega: number }> = [];

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const csv = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body.replace(/^\ufeff/, '').split('\r\n').map((line) => line.split(';'));
  };
  const tally = (dia?: string) => tallySales(rows.filter((r) => !dia || r.dia === dia));

  beforeAll(async () => {
    database = await target.open();
    t = await buildTestApp({ now: NOW, database });
    admin = await administrator(t);
    const resident = await customer(t);
    const db = database.db;
    const a = await createProduct(db, { nombre: 'Arepas', precio: 10_000, costo_compra: 6_000 });
    const c = await createProduct(db, { nombre: 'Café', precio: 20_000, costo_compra: 15_000 });
    const combo = (await createPackage(db, { nombre: 'Combo', items: [{ product: a }, { product: c }] })).package;
    for (const [d, dia] of DAYS.entries()) {
      for (const [i, { key, order, line }] of SET.entries()) {
        const values: Row = {
          user_id: resident.userId,
          subtotal: order.total!,
          total: order.total!,
          metodo_pago: 'EFECTIVO',
          estado_pago: 'PENDIENTE_EFECTIVO',
          piso_entrega: 3,
          apartamento_entrega: '301',
          telefono_contacto: '3001234567',
          torre_entrega: 1,
          created_at: new Date(`${dia}T${String(13 + d).padStart(2, '0')}:${String(10 * i).padStart(2, '0')}:00Z`),
          ...order,
        };
        const [row] = await db.insert(orders).values(values).returning();
        ids.set(`${dia}:${key}`, row!.id);
        rows.push({ dia, estado: row!.estado, metodo_pago: row!.metodo_pago, estado_pago: row!.estado_pago, total: row!.total, torre_entrega: row!.torre_entrega });
        const product = line === 'arepas' ? a : c;
        await db.insert(orderLines).values(
          line === 'combo'
            ? {
                order_id: row!.id, tipo: 'paquete', package_id: combo.id, codigo: 'P', nombre: 'Combo', cantidad: 1,
                precio_unitario: row!.total, precio_original: row!.total,
                componentes: [
                  { product_id: a.id, cantidad: 1, costo_unitario: 6_000 },
                  { product_id: c.id, cantidad: 1, costo_unitario: 15_000 },
                ],
              }
            : {
                order_id: row!.id, product_id: product.id, codigo: product.codigo, nombre: product.nombre, cantidad: 1,
                precio_unitario: row!.total, precio_original: row!.total, costo_unitario: product.costo_compra,
              },
        );
      }
    }
  });
  afterAll(async () => {
    await t.close();
    await target.release(database);
  });

  async function expectSameFigures() {
    const today = tally('2026-11-21');
    const all = tally();
    const stats = await get<AdminStats>('/admin/stats');
    const profit = await get<ProfitabilityDashboard>('/api/admin/rentabilidad/dashboard?periodo=mes');
    const sheet = await csv('/api/admin/rentabilidad/exportar?periodo=mes');

    expect(stats.hoy).toEqual({ ventas: today.ventas.total, pedidos: today.ventas.pedidos, porCobrar: today.porCobrar });
    expect(stats.porTorre).toEqual(today.porTorre);
    expect({ total: stats.ingresosTotales, pedidos: stats.totalPedidos }).toEqual(all.ventas);
    expect(stats.porCobrar).toEqual(all.porCobrar);

    expect(profit.ventasHoy).toEqual(today.ventas);
    expect(profit.porCobrarHoy).toEqual(today.porCobrar);
    expect(profit.ventasPeriodo).toEqual(all.ventas);
    expect(profit.porCobrar).toEqual(all.porCobrar);
    expect(profit.porTorre).toEqual(all.porTorre);
    expect(profit.porMetodo).toEqual(all.porMetodo);
    // Every Bogotá day of the window has its bar (issue 41): the days with sales carry them, the
    // rest are zero.
    const serie = profit.serie.map((s) => [s.periodo, s.ventas, s.pedidos] as const);
    expect(serie.filter(([dia]) => DAYS.includes(dia))).toEqual(
      DAYS.map((dia) => [dia, tally(dia).ventas.total, tally(dia).ventas.pedidos]),
    );
    expect(serie.filter(([dia, ventas, pedidos]) => !DAYS.includes(dia) && (ventas !== 0 || pedidos !== 0))).toEqual([]);
    // Every line of a sale, and only those, reaches the products' figures.
    expect(profit.topProductos.reduce((sum, p) => sum + p.ventas, 0)).toBe(all.ventas.total);

    const byLabel = new Map(sheet.map((cells) => [cells[0], cells]));
    expect(byLabel.get('Total del periodo')?.slice(1, 3)).toEqual([String(all.ventas.pedidos), String(all.ventas.total)]);
    expect(byLabel.get('Por cobrar (efectivo sin entregar)')?.slice(1, 3)).toEqual([String(all.porCobrar.pedidos), String(all.porCobrar.total)]);
    for (const dia of DAYS) {
      expect(byLabel.get(dia)?.slice(1, 3)).toEqual([String(tally(dia).ventas.pedidos), String(tally(dia).ventas.total)]);
    }
    return { today, all };
  }

  it('gives the dashboard, the stats, the towers, profitability and its CSV the same figures', async () => {
    const { today, all } = await expectSameFigures();
    // Hand-checked: delivered cash + paid Nequi + delivered package; pending cash apart.
    expect(today.ventas).toEqual({ total: 60_000, pedidos: 3 });
    expect(today.porCobrar).toEqual({ total: 7_000, pedidos: 1 });
    expect(all.ventas).toEqual({ total: 120_000, pedidos: 6 });
  });

  it('moves a delivered cash order of a summarised day from por cobrar into sales', async () => {
    const id = ids.get('2026-11-20:cash-pending')!;
    const res = await setState(t, admin, id, 'entregado');
    expect(res.statusCode, res.body).toBe(200);
    const row = rows.find((r, i) => r.dia === '2026-11-20' && SET[i % SET.length]!.key === 'cash-pending')!;
    row.estado = 'entregado';
    const { all } = await expectSameFigures();
    expect(all.ventas).toEqual({ total: 127_000, pedidos: 7 });
    expect(all.porCobrar).toEqual({ total: 7_000, pedidos: 1 });
  });
});
