import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPackage, createProduct } from '../../test/factories';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { administrator, cashBody, customer, placeOrder, setState } from '../orders/orders.fixtures';
import { createPaymentCall, scriptedProvider } from '../payments/payments.fixtures';
import { EXPORT_FIELDS } from './account-export.fields';

/** Which allow-list governs the rows found under each key of the export. */
const SECTION_OF: Record<string, keyof typeof EXPORT_FIELDS> = {
  responsable: 'responsable',
  perfil: 'perfil',
  consentimientos: 'consentimientos',
  pedidos: 'pedidos',
  lineas: 'lineas',
  componentes: 'componentes',
  movimientos_puntos: 'movimientos_puntos',
  canjes: 'canjes',
  pagos: 'pagos',
  entrega: 'entrega',
  codigos_promocionales_usados: 'codigos_promocionales_usados',
  historial_ingresos: 'historial_ingresos',
  solicitudes_datos: 'solicitudes_datos',
  casos_soporte: 'casos_soporte',
  mensajes_caso: 'mensajes_caso',
};
const TOP_LEVEL = ['generado', ...Object.keys(SECTION_OF).filter((k) => k in EXPORT_FIELDS)];

/** Every key of the export with the path it sits at; rows of lists share their list's path. */
function keysOf(value: unknown, path: string[] = [], out: { path: string[]; key: string }[] = []) {
  if (Array.isArray(value)) {
    for (const item of value) keysOf(item, path, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      out.push({ path, key });
      keysOf(child, [...path, key], out);
    }
  }
  return out;
}

describe('GET /api/mi-cuenta/datos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ paymentProvider: scriptedProvider() });
  });
  afterAll(() => t.close());

  it('holds only allow-listed fields of the resident and never a purchase cost', async () => {
    const product = await createProduct(t.database.db, { precio: 9_000, costo_compra: 6_100 });
    const { package: pkg } = await createPackage(t.database.db, { precio_paquete: 12_000 });
    const me = await customer(t);
    const order = await placeOrder(t, me, {
      ...cashBody([{ product, cantidad: 1 }]),
      paquetes: [{ id: `paquete_${pkg.id}`, nombre: pkg.nombre, precio: 12_000, cantidad: 1 }],
      subtotal: 21_000,
      costo_envio: 0,
      total: 21_000,
    });
    expect(order.statusCode).toBe(201);
    const payment = await createPaymentCall(t, me, {
      metodoPago: 'NEQUI',
      telefono: '3991111111',
      cedula: '1000000002',
      productos: [{ id: product.id, nombre: product.nombre, precio: 9_000, cantidad: 3 }],
      monto: 27_000,
    });
    expect(payment.statusCode).toBeLessThan(300);
    const orderId = (order.json() as { pedidoId: number }).pedidoId;
    const shop = await administrator(t);
    // A problem is reported on a delivered order (issue 40).
    expect((await setState(t, shop, orderId, 'entregado')).statusCode).toBe(200);
    const caso = await t.app.inject({
      method: 'POST',
      url: '/api/soporte/casos',
      headers: { authorization: me.authorization },
      payload: { pedido_id: orderId, motivo: 'entrega', descripcion: 'Faltó una bolsa' },
    });
    expect(caso.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/soporte/${caso.json().caso.id}/responder`,
      headers: { authorization: shop.authorization },
      payload: { texto: 'Te la llevamos hoy' },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mi-cuenta/datos',
      headers: { authorization: me.authorization },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<Record<string, unknown>>();
    // The export really reaches the nested sections this test walks.
    const lines = (data.pedidos as { lineas: { componentes: unknown[] | null }[] }[])[0]!.lineas;
    expect(lines.some((l) => Array.isArray(l.componentes) && l.componentes.length === 2)).toBe(
      true,
    );
    expect((data.pagos as { entrega: unknown }[])[0]?.entrega).toBeTruthy();
    const casos = data.casos_soporte as { codigo: string; mensajes_caso: { autor: string; texto: string }[] }[];
    expect(casos).toHaveLength(1);
    expect(casos[0]!.mensajes_caso).toEqual([
      expect.objectContaining({ autor: 'residente', texto: 'Faltó una bolsa' }),
      expect.objectContaining({ autor: 'tienda', texto: 'Te la llevamos hoy' }),
    ]);
    expect(res.body).not.toContain('admin_id');
    expect(res.body).not.toContain('cerrado_por');

    const strays = keysOf(data)
      .filter(({ path, key }) => {
        if (path.length === 0) return !TOP_LEVEL.includes(key);
        const section = SECTION_OF[path[path.length - 1]!];
        const allowed: readonly string[] = section ? EXPORT_FIELDS[section] : [];
        return !allowed.includes(key);
      })
      .map(({ path, key }) => [...path, key].join('.'));
    expect([...new Set(strays)]).toEqual([]);
    const costs = keysOf(data)
      .map(({ key }) => key)
      .filter((key) => /cost/i.test(key) && key !== 'costo_envio');
    expect(costs).toEqual([]);
    expect(res.body).not.toContain('"costo_unitario"');
    expect(res.body).not.toContain('6100');
  });

  it('names the card of a card payment and the refund of a cancelled paid order (issue 40)', async () => {
    const product = await createProduct(t.database.db, { precio: 25_000 });
    const me = await customer(t);
    const paid = await createPaymentCall(t, me, {
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_4242',
      productos: [{ id: product.id, nombre: product.nombre, precio: 25_000, cantidad: 1 }],
      monto: 25_000,
    });
    expect(paid.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ brand: payments.card_brand, last4: payments.card_last4 })
      .from(payments)
      .where(eq(payments.reference, paid.json().referencia));
    expect(row).toEqual({ brand: 'VISA', last4: '4242' });
    // A paid order the shop cancelled, its refund made (as "Marcar reembolso realizado" stores it).
    const order = await placeOrder(t, me, cashBody([{ product, cantidad: 1 }]));
    const orderId = (order.json() as { pedidoId: number }).pedidoId;
    await t.database.db
      .update(orders)
      .set({ estado: 'cancelado', reembolso_estado: 'realizado', reembolso_fecha: '2026-11-20', reembolso_referencia: 'TRF-991' })
      .where(eq(orders.id, orderId));

    const data = (
      await t.app.inject({ method: 'GET', url: '/api/mi-cuenta/datos', headers: { authorization: me.authorization } })
    ).json<{ pagos: Record<string, unknown>[]; pedidos: Record<string, unknown>[] }>();
    expect(data.pagos[0]).toMatchObject({ metodo: 'CARD', tarjeta_marca: 'VISA', tarjeta_ultimos4: '4242' });
    expect(data.pedidos.find((p) => p.id === orderId)).toMatchObject({
      estado: 'cancelado',
      reembolso_estado: 'realizado',
      reembolso_fecha: '2026-11-20',
      reembolso_referencia: 'TRF-991',
    });
    const csv = await t.app.inject({ method: 'GET', url: '/api/mi-cuenta/pedidos.csv', headers: { authorization: me.authorization } });
    expect(csv.body.split('\n')[0]).toMatch(/,entregado,reembolso,franja\r?$/);
    expect(csv.body).toContain('realizado 2026-11-20 TRF-991');
  });
});
