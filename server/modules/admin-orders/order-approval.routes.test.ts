import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAudit, orderEvents, orders, promoCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { staffMember } from '../../test/staff';
import { insertCode } from '../promo-codes/promo-codes.fixtures';
import { createPaymentCall, postEvent, scriptedProvider, type ScriptedProvider } from '../payments/payments.fixtures';
import { administrator, cashBody, customer, placeOrder, setState, stockOf, type Customer } from '../orders/orders.fixtures';

// Issue 46: an unusual unpaid cash order waits for the owner before it can go out.
describe('orders held for the owner’s approval', () => {
  let t: TestApp;
  let admin: Customer;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway });
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  const post = (who: Customer, id: number, action: 'aprobar' | 'rechazar') =>
    t.app.inject({ method: 'POST', url: `/api/admin/pedidos/${id}/${action}`, headers: { authorization: who.authorization } });
  const stage = (id: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${id}/etapa`,
      payload: { etapa: 'en_camino' },
      headers: { authorization: admin.authorization },
    });
  const row = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const lastEvent = async (id: number) =>
    (await t.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, id)).orderBy(desc(orderEvents.id)).limit(1))[0]!
      .payload as Record<string, unknown>;

  /** A resident's cash order of 10 units: at the default threshold, so held. */
  async function heldOrder(extra: Record<string, unknown> = {}) {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 2_000, stock: 30 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 10 }], extra));
    expect(res.statusCode).toBe(201);
    return { who, product, id: res.json().pedidoId as number, res };
  }

  it('holds a large cash order with its stock taken, and shows it held to the resident and the board', async () => {
    const { who, product, id, res } = await heldOrder();
    expect(res.json().pedido.aprobacion).toBe('pendiente');
    expect(await stockOf(t.database.db, product.id)).toBe(20);
    const mine = await t.app.inject({ method: 'GET', url: '/orders', headers: { authorization: who.authorization } });
    expect(mine.json()[0]).toMatchObject({ id, aprobacion: 'pendiente' });
    const board = await t.app.inject({ method: 'GET', url: `/api/admin/pedidos/${id}`, headers: { authorization: admin.authorization } });
    expect(board.json()).toMatchObject({ id, aprobacion: 'pendiente' });
  });

  it('holds by value too, and leaves a small order alone', async () => {
    const who = await customer(t);
    const vino = await createProduct(t.database.db, { precio: 125_000, stock: 5 });
    const big = await placeOrder(t, who, cashBody([{ product: vino, cantidad: 2 }]));
    expect(big.json().pedido.aprobacion).toBe('pendiente');
    const small = await placeOrder(t, who, cashBody([{ product: vino, cantidad: 1 }]));
    expect(small.json().pedido.aprobacion).toBeNull();
  });

  it('refuses "En camino" and "Entregado" while held, in Spanish, changing nothing', async () => {
    const { id } = await heldOrder();
    for (const res of [await stage(id), await setState(t, admin, id, 'entregado')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'ORDER_AWAITING_APPROVAL',
        error: 'Aprueba este pedido antes de enviarlo o entregarlo',
      });
    }
    expect(await row(id)).toMatchObject({ estado: 'pendiente', etapa: 'recibido', aprobacion: 'pendiente' });
  });

  it('approves once, audited and published, after which it goes out and is delivered', async () => {
    const { id } = await heldOrder();
    const res = await post(admin, id, 'aprobar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, pedido: { id, aprobacion: 'aprobado' } });
    expect(await lastEvent(id)).toMatchObject({ evento: 'estado', estado: 'pendiente', aprobacion: 'aprobado' });
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'order.approve'), eq(adminAudit.entity_id, String(id))));
    expect(audit).toMatchObject({ admin_id: admin.userId, after: { aprobacion: 'aprobado' } });
    const again = await post(admin, id, 'aprobar');
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER_NOT_AWAITING_APPROVAL']);
    expect((await stage(id)).statusCode).toBe(200);
    expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);
  });

  it('rejects by cancelling: stock and code come back, the resident hears why', async () => {
    const code = await insertCode(t.database.db, { descuento_porcentaje: 10 });
    const { product, id } = await heldOrder({
      codigo_promocional: code.codigo,
      descuento_monto: 2_000,
      descuento_porcentaje: 10,
      total: 18_000,
    });
    const res = await post(admin, id, 'rechazar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pedido: { estado: 'cancelado', aprobacion: 'rechazado' },
      devuelto: { stock: true, codigo: code.codigo },
    });
    expect(await stockOf(t.database.db, product.id)).toBe(30);
    const [promo] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.codigo, code.codigo));
    expect(promo).toMatchObject({ usado: false, usado_en: null });
    expect(await lastEvent(id)).toMatchObject({ estado: 'cancelado', aprobacion: 'rechazado' });
    const again = await post(admin, id, 'rechazar');
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER_NOT_PENDING']);
  });

  it('refuses approving an order that was never held, or does not exist', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 3_000, stock: 10 });
    const id = (await placeOrder(t, who, cashBody([{ product, cantidad: 2 }]))).json().pedidoId as number;
    for (const action of ['aprobar', 'rechazar'] as const) {
      const res = await post(admin, id, action);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_AWAITING_APPROVAL', error: 'Este pedido no está esperando aprobación' });
    }
    expect(await row(id)).toMatchObject({ estado: 'pendiente', aprobacion: null });
    expect((await post(admin, 999_999, 'aprobar')).statusCode).toBe(404);
    expect((await post(admin, 999_999, 'rechazar')).statusCode).toBe(404);
  });

  it('leaves the answer to the owner: a deliverer and a resident are refused', async () => {
    const { who, id } = await heldOrder();
    const repartidor = await staffMember(t, 'repartidor');
    expect((await post(repartidor, id, 'aprobar')).statusCode).toBe(403);
    expect((await post(who, id, 'rechazar')).statusCode).toBe(403);
    expect((await row(id)).aprobacion).toBe('pendiente');
  });

  it('never holds a digital payment, whatever its size', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 30_000, stock: 20 });
    const created = (
      await createPaymentCall(t, who, {
        metodoPago: 'CARD',
        payment_source_id: 'tok_test_4242',
        installments: 1,
        productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 12 }],
        monto: 360_000,
      })
    ).json();
    gateway.decide(created.transactionId, 'APPROVED');
    expect((await postEvent(t, gateway.eventFor(created.transactionId))).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.user_id, who.userId));
    expect(order).toMatchObject({ metodo_pago: 'CARD', aprobacion: null });
    expect((await setState(t, admin, order!.id, 'entregado')).statusCode).toBe(200);
  });
});
