import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expenses, orderLines, orders, salesDays } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { resetDatabase } from '../../test/db';
import { createPackage, createProduct, type Product } from '../../test/factories';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

// Saturday 21 November 2026, 10:00 in Bogotá.
const NOW = new Date('2026-11-21T15:00:00Z');

describe('profitability dashboard', () => {
  let t: TestApp;
  let admin: Customer;
  let resident: Customer;
  let a: Product;
  let b: Product;
  let c: Product;

  async function order(
    at: string,
    total: number,
    lines: Array<Partial<typeof orderLines.$inferInsert>>,
    extra: Partial<typeof orders.$inferInsert> = {},
  ) {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        user_id: resident.userId,
        subtotal: total,
        total,
        metodo_pago: 'EFECTIVO',
        estado_pago: 'PENDIENTE_EFECTIVO',
        estado: 'entregado',
        torre_entrega: 1,
        piso_entrega: 3,
        apartamento_entrega: '301',
        telefono_contacto: '3001234567',
        created_at: new Date(at),
        ...extra,
      })
      .returning();
    for (const line of lines) {
      await t.database.db.insert(orderLines).values({
        order_id: row!.id,
        codigo: 'X',
        nombre: 'X',
        cantidad: 1,
        precio_unitario: 0,
        precio_original: 0,
        ...line,
      });
    }
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    admin = await administrator(t);
    resident = await customer(t);
    const db = t.database.db;
    a = await createProduct(db, { nombre: 'Arepas', precio: 10_000, costo_compra: 6_000 });
    b = await createProduct(db, { nombre: 'Bocadillo', precio: 5_000, costo_compra: null });
    c = await createProduct(db, { nombre: 'Café', precio: 20_000, costo_compra: 18_000 });
    const combo = (await createPackage(db, { nombre: 'Combo', items: [{ product: a }, { product: c }] })).package;
    const odd = (await createPackage(db, { nombre: 'Raro', items: [{ product: a }] })).package;

    await order('2026-11-05T17:00:00Z', 22_000, [
      { product_id: a.id, nombre: 'Arepas', cantidad: 2, precio_unitario: 10_000, precio_original: 10_000, costo_unitario: 6_000 },
    ]);
    await order(
      '2026-11-10T17:00:00Z',
      30_000,
      [
        {
          tipo: 'paquete',
          package_id: combo.id,
          nombre: 'Combo',
          precio_unitario: 30_000,
          precio_original: 30_000,
          componentes: [
            { product_id: a.id, cantidad: 1, costo_unitario: 6_000 },
            { product_id: c.id, cantidad: 1, costo_unitario: 18_000 },
          ],
        },
      ],
      { metodo_pago: 'CARD', estado_pago: 'APPROVED', payment_reference: 'REF-1', torre_entrega: 2 },
    );
    await order('2026-11-10T18:00:00Z', 5_000, [
      { product_id: b.id, nombre: 'Bocadillo', precio_unitario: 5_000, precio_original: 5_000, costo_unitario: null },
    ]);
    await order('2026-11-12T17:00:00Z', 50_000, [{ product_id: a.id, nombre: 'Arepas', cantidad: 5, precio_unitario: 10_000, precio_original: 10_000, costo_unitario: 6_000 }], { estado: 'cancelado', torre_entrega: 3 });
    await order('2026-10-20T17:00:00Z', 10_000, [{ product_id: a.id, nombre: 'Arepas', precio_unitario: 10_000, precio_original: 10_000, costo_unitario: 6_000 }]);
    await order('2026-11-21T14:00:00Z', 8_000, [{ tipo: 'paquete', package_id: odd.id, nombre: 'Raro', precio_unitario: 8_000, precio_original: 8_000 }], { torre_entrega: 4 });
    // A malformed snapshot must count as "no cost", never break the dashboard.
    await db.execute(sql`update order_lines set componentes = '"oops"'::jsonb where nombre = 'Raro'`);
    await db.insert(expenses).values([
      { concepto: 'Arriendo', monto: 300_000, tipo: 'fijo', fecha_inicio: '2026-01-01' },
      { concepto: 'Transporte', monto: 1_000, tipo: 'variable', frecuencia: 'diario', fecha_inicio: '2026-01-01' },
    ]);
  });
  afterAll(() => t.close());

  const get = (query: string, who: Customer | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/rentabilidad/dashboard${query}`, headers: who ? { authorization: who.authorization } : {} });

  it('computes the month against a hand-computed scenario', async () => {
    const res = await get('?periodo=mes');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      periodo: 'mes',
      fechaInicio: '2026-11-01',
      fechaFin: '2026-11-21',
      ventasHoy: { total: 8_000, pedidos: 1 },
      ventasPeriodo: { total: 65_000, pedidos: 4 },
      // 1–21 Nov: 21/30 of the rent and 21 days of transport (issue 23)
      gastos: { total: 231_000, mensual: 330_000, factorProrrateo: 0.7 },
      // cost: 12.000 + 24.000 real, (5.000 + 8.000) × (1 − 25 %) = 9.750 estimated
      margenes: { margenPromedio: 25, utilidadBruta: 19_250, margenBruto: 29.6, utilidadNeta: -211_750 },
      analisis: { metodoCalculo: 'mixto', productosConCosto: 2, costoCalculado: 45_750, costoEstimado: 9_750 },
      alertas: [{ nombre: 'Café', estado: 'margen_bajo', margen_porcentaje: 10 }],
      porTorre: [
        { torre: 1, ventas: 27_000, pedidos: 2 },
        { torre: 2, ventas: 30_000, pedidos: 1 },
        { torre: 3, ventas: 0, pedidos: 0 },
        { torre: 4, ventas: 8_000, pedidos: 1 },
        { torre: 5, ventas: 0, pedidos: 0 },
      ],
      porMetodo: { efectivo: 35_000, digital: 30_000 },
    });
    const top = (res.json() as { topProductos: Array<{ nombre: string; utilidad: number }> }).topProductos;
    expect(top.map((p) => [p.nombre, p.utilidad])).toEqual([
      ['Arepas', 8_000],
      ['Combo', 6_000],
      ['Raro', 2_000],
      ['Bocadillo', 1_250],
    ]);
  });

  it('reads whole past days from the roll-ups and forgets a day whose order is cancelled late', async () => {
    await get('?periodo=mes');
    const rolled = await t.database.db.select().from(salesDays);
    expect(rolled.map((d) => d.dia)).toContain('2026-11-10');
    expect(rolled.map((d) => d.dia)).not.toContain('2026-11-21');
    await t.database.db.execute(sql`update orders set estado = 'cancelado' where total = 30000`);
    expect(await t.database.db.select().from(salesDays).where(eq(salesDays.dia, '2026-11-10'))).toEqual([]);
    const again = (await get('?periodo=mes')).json() as { ventasPeriodo: { total: number }; porMetodo: { digital: number } };
    expect(again.ventasPeriodo.total).toBe(35_000);
    expect(again.porMetodo.digital).toBe(0);
    // a delivery does not touch the roll-ups
    await t.database.db.execute(sql`update orders set estado = 'entregado' where total = 5000`);
    expect(await t.database.db.select().from(salesDays).where(eq(salesDays.dia, '2026-11-10'))).toHaveLength(1);
  });

  it('gives every Bogotá day of the window its bar, zero included (issue 41)', async () => {
    const serie = ((await get('?periodo=mes')).json() as { serie: Array<{ periodo: string; ventas: number; pedidos: number; costo: number; utilidadBruta: number }> }).serie;
    expect(serie.map((s) => s.periodo)).toEqual(Array.from({ length: 21 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`));
    const sold = new Map([
      ['2026-11-05', { ventas: 22_000, pedidos: 1, costo: 12_000, utilidadBruta: 10_000 }],
      ['2026-11-10', { ventas: 35_000, pedidos: 2, costo: 27_750, utilidadBruta: 7_250 }],
      ['2026-11-21', { ventas: 8_000, pedidos: 1, costo: 6_000, utilidadBruta: 2_000 }],
    ]);
    for (const s of serie) expect(s, s.periodo).toMatchObject(sold.get(s.periodo) ?? { ventas: 0, pedidos: 0, costo: 0, utilidadBruta: 0 });
    const week = ((await get('?periodo=semana')).json() as { serie: Array<{ periodo: string }> }).serie;
    expect(week.map((s) => s.periodo)).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    const custom = ((await get('?periodo=personalizado&fechaInicio=2026-10-30&fechaFin=2026-11-02')).json() as { serie: Array<{ periodo: string; ventas: number }> }).serie;
    expect(custom.map((s) => [s.periodo, s.ventas])).toEqual([['2026-10-30', 0], ['2026-10-31', 0], ['2026-11-01', 0], ['2026-11-02', 0]]);
  });

  it('includes the end day of a custom range and prorates its expenses by days', async () => {
    const res = await get('?periodo=personalizado&fechaInicio=2026-11-10&fechaFin=2026-11-10');
    expect(res.json()).toMatchObject({ ventasPeriodo: { total: 35_000, pedidos: 2 }, gastos: { total: 11_000 } });
  });

  it('groups the year by month', async () => {
    const res = await get('?periodo=año');
    const serie = (res.json() as { serie: Array<{ periodo: string; ventas: number }> }).serie;
    expect(serie.map((s) => [s.periodo, s.ventas])).toEqual([
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 0],
      ['2026-04', 0],
      ['2026-05', 0],
      ['2026-06', 0],
      ['2026-07', 0],
      ['2026-08', 0],
      ['2026-09', 0],
      ['2026-10', 10_000],
      ['2026-11', 65_000],
    ]);
  });

  it('refuses bad periods and dates with Spanish messages', async () => {
    const cases: Array<[string, string]> = [
      ['?periodo=siglo', 'Selecciona un periodo válido'],
      ['?periodo=personalizado', 'Selecciona las fechas de inicio y fin'],
      ['?periodo=personalizado&fechaInicio=2026-13-01&fechaFin=2026-13-02', 'Usa fechas con el formato AAAA-MM-DD'],
      ['?periodo=personalizado&fechaInicio=2026-11-10&fechaFin=2026-11-01', 'La fecha de inicio debe ser anterior o igual a la fecha final'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it('exports the period as a spreadsheet file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/rentabilidad/exportar?periodo=mes', headers: { authorization: admin.authorization } });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('rentabilidad-2026-11-01-a-2026-11-21.csv');
    expect(res.body.startsWith('\ufeffperiodo;pedidos;ventas;ventas_prueba;costo_ventas;utilidad_bruta')).toBe(true);
    expect(res.body).toContain('2026-11-10;2;35000;0;27750;7250');
    expect(res.body).toContain('Utilidad neta;;;;;-211750');
  });

  it('charges expenses per Bogotá day inside the period and their own dates (issue 23)', async () => {
    const gastos = async (query: string) =>
      ((await get(query)).json() as { gastos: { total: number; factorProrrateo: number } }).gastos;
    // exactly the window (issue 41): 24 hours are one day of rent (10.000) and transport (1.000),
    // the week seven, though they touch two and eight calendar days
    expect(await gastos('?periodo=24h')).toMatchObject({ total: 11_000 });
    expect(await gastos('?periodo=semana')).toMatchObject({ total: 77_000 });
    // the year so far: ten whole months plus 21/30 of November, and 325 days of transport
    expect(await gastos('?periodo=año')).toMatchObject({ total: 3_535_000, factorProrrateo: 10.7121 });
    // an expense added today is charged for today only; one that ended stops on its last day
    await t.database.db.insert(expenses).values([
      { concepto: 'Aseo', monto: 300_000, fecha_inicio: '2026-11-21' },
      { concepto: 'Vigilancia', monto: 600_000, fecha_inicio: '2026-01-01', fecha_fin: '2026-11-05' },
    ]);
    expect(await gastos('?periodo=año')).toMatchObject({ total: 3_535_000 + 10_000 + 6_000_000 + 100_000 });
    expect(await gastos('?periodo=mesAnterior')).toMatchObject({ total: 300_000 + 31_000 + 600_000 });
  });

  it('answers 401 and 403', async () => {
    expect((await get('?periodo=mes', null)).statusCode).toBe(401);
    expect((await get('?periodo=mes', resident)).statusCode).toBe(403);
  });
});
