import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { redemptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPackage, createProduct } from '../../test/factories';
import { ORDER_EVENTS_CHANNEL } from '../orders/order-events';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  promoRow,
  setState,
  stockOf,
} from '../orders/orders.fixtures';
import { balanceOf, givePoints } from '../points/points.test-helpers';
import { insertCode } from '../promo-codes/promo-codes.fixtures';

describe('the order life (admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    const who = await customer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/pedidos' })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pedidos',
      headers: { authorization: who.authorization },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    expect((await setState(t, who, 1, 'entregado')).statusCode).toBe(403);
  });

  it('lists orders with their customer, filtered by state and tower', async () => {
    const admin = await administrator(t);
    const torre2 = await customer(t, { torre: 2, nombre: 'Marta Gómez' });
    const torre4 = await customer(t, { torre: 4 });
    const product = await createProduct(t.database.db, { precio: 10_000, stock: 50 });
    const a = (await placeOrder(t, torre2, cashBody([{ product, cantidad: 1 }]))).json()
      .pedidoId as number;
    const b = (await placeOrder(t, torre4, cashBody([{ product, cantidad: 1 }]))).json()
      .pedidoId as number;
    await setState(t, admin, b, 'entregado');
    const list = async (query: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/pedidos${query}`,
            headers: { authorization: admin.authorization },
          })
        ).json() as Array<{ id: number }>
      ).map((o) => o.id);
    expect(await list('')).toEqual(expect.arrayContaining([a, b]));
    expect((await list('')).indexOf(b)).toBeLessThan((await list('')).indexOf(a));
    expect(await list('?estado=pendiente&torre=2')).toEqual([a]);
    expect(await list('?estado=entregado')).toEqual([b]);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pedidos?torre=2',
      headers: { authorization: admin.authorization },
    });
    expect(all.json()[0]).toMatchObject({
      id: a,
      usuario: { nombre: 'Marta Gómez' },
      codigo: expect.stringMatching(/^SUP-/),
      productos: [{ cantidad: 1 }],
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pedidos?estado=perdido',
      headers: { authorization: admin.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('delivers a pending order once: sets the date, credits the points, refuses a second change', async () => {
    const admin = await administrator(t);
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000 });
    const id = (await placeOrder(t, who, cashBody([{ product, cantidad: 2 }]))).json()
      .pedidoId as number;
    const res = await setState(t, admin, id, 'ENTREGADO', 'PATCH');
    expect(res.statusCode).toBe(200);
    // 50.000 at BRONCE: 50 points.
    expect(res.json()).toMatchObject({
      success: true,
      puntos_acreditados: 50,
      message: 'Pedido marcado como entregado',
      pedido: { estado: 'entregado', puntos_ganados: 50 },
    });
    expect(res.json().pedido.fecha_entrega).toBe(t.app.clock().toISOString());
    expect(await balanceOf(t.database.db, who.userId)).toMatchObject({
      disponibles: 50,
      totales: 50,
      ledgerSum: 50,
    });
    for (const estado of ['entregado', 'cancelado']) {
      const again = await setState(t, admin, id, estado);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ORDER_NOT_PENDING',
        error: 'Solo se puede cambiar el estado de un pedido pendiente',
      });
    }
    expect((await balanceOf(t.database.db, who.userId)).disponibles).toBe(50);
    const history = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { authorization: who.authorization },
    });
    expect(history.json()[0]).toMatchObject({ id, estado: 'entregado', puntos_ganados: 50 });
  });

  it('cancels a pending order: stock (packages too), promo code and canje points come back', async () => {
    const admin = await administrator(t);
    const who = await customer(t);
    await givePoints(t.database.db, who.userId, 100);
    const canje = await t.app.inject({
      method: 'POST',
      url: '/api/puntos/canjear',
      payload: { puntos_a_canjear: 50 },
      headers: { authorization: who.authorization },
    });
    const codigoCanje = canje.json().canje.codigo as string;
    const code = await insertCode(t.database.db, { descuento_porcentaje: 10 });
    const suelto = await createProduct(t.database.db, { precio: 20_000, stock: 5 });
    const componente = await createProduct(t.database.db, { stock: 9 });
    const { package: pkg } = await createPackage(t.database.db, {
      precio_paquete: 10_000,
      items: [{ product: componente, cantidad: 2 }],
    });
    const placed = await placeOrder(t, who, {
      productos: [{ id: suelto.id, cantidad: 1 }],
      paquetes: [{ id: pkg.id, cantidad: 2 }],
      codigo_promocional: code.codigo,
      codigo_canje: codigoCanje,
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().pedidoId as number;
    expect(await stockOf(t.database.db, suelto.id)).toBe(4);
    expect(await stockOf(t.database.db, componente.id)).toBe(5);
    expect((await balanceOf(t.database.db, who.userId)).disponibles).toBe(50);

    const res = await setState(t, admin, id, 'cancelado');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pedido: { estado: 'cancelado', fecha_entrega: null },
      devuelto: { stock: true, codigo: code.codigo, puntos: 50 },
    });
    expect(await stockOf(t.database.db, suelto.id)).toBe(5);
    expect(await stockOf(t.database.db, componente.id)).toBe(9);
    expect(await promoRow(t.database.db, code.codigo)).toMatchObject({
      usado: false,
      usado_por: null,
      usado_en: null,
    });
    expect(await balanceOf(t.database.db, who.userId)).toMatchObject({
      disponibles: 100,
      ledgerSum: 100,
    });
    const [row] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.codigo, codigoCanje));
    expect(row!.estado).toBe('cancelado');
    // The catalogue shows the returned stock at once.
    const catalogue = await t.app.inject({ method: 'GET', url: '/productos-con-descuentos' });
    expect(
      (catalogue.json() as Array<{ id: number; stock: number }>).find((p) => p.id === suelto.id)
        ?.stock,
    ).toBe(5);
  });

  it('validates the state and the id', async () => {
    const admin = await administrator(t);
    const bad = await setState(t, admin, 1, 'perdido');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Estado inválido. Usa entregado o cancelado');
    const missing = await setState(t, admin, 999_999, 'entregado');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Pedido no encontrado');
    const notAnId = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pedidos/abc/estado',
      payload: { estado: 'entregado' },
      headers: { authorization: admin.authorization },
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it('publishes every new order and every state change on the orders channel', async () => {
    const admin = await administrator(t);
    const who = await customer(t, { torre: 3 });
    const product = await createProduct(t.database.db, { precio: 10_000 });
    const seen: Array<{ evento: string; pedido_id: number; estado: string; torre: number }> = [];
    const stop = await t.database.listen(ORDER_EVENTS_CHANNEL, (payload) =>
      seen.push(JSON.parse(payload)),
    );
    try {
      const id = (await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).json()
        .pedidoId as number;
      await setState(t, admin, id, 'entregado');
      await expect
        .poll(() =>
          seen.filter((e) => e.pedido_id === id).map((e) => [e.evento, e.estado, e.torre]),
        )
        .toEqual([
          ['creado', 'pendiente', 3],
          ['estado', 'entregado', 3],
        ]);
    } finally {
      await stop();
    }
  });
});
