import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
  type Customer,
} from '../orders/orders.fixtures';

/**
 * Issue 41: the API's `estado_pago` says what happened to the money, the same in the admin's
 * list, the order's detail and the resident's history: a delivered cash order was collected, a
 * cancelled card payment the gateway voided was not charged.
 */
describe('one payment state in every answer', () => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp({});
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  const get = (url: string, who: Customer) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });

  async function cashOrder(who: Customer): Promise<number> {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 5 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(201);
    return res.json().pedidoId as number;
  }

  async function paymentStates(who: Customer, id: number, estado: string) {
    const list = (await get(`/api/admin/pedidos?estado=${estado}&limite=100`, admin)).json();
    const detail = (await get(`/api/admin/pedidos/${id}`, admin)).json();
    const history = (await get('/orders', who)).json();
    return [
      list.find((o: { id: number }) => o.id === id).estado_pago,
      detail.estado_pago,
      history.find((o: { id: number }) => o.id === id).estado_pago,
    ];
  }

  it('reads a delivered cash order as collected, a cancelled one as never collected', async () => {
    const who = await customer(t);
    const pending = await cashOrder(who);
    expect(await paymentStates(who, pending, 'pendiente')).toEqual(Array(3).fill('PENDIENTE_EFECTIVO'));
    const delivered = await cashOrder(who);
    expect((await setState(t, admin, delivered, 'entregado')).statusCode).toBe(200);
    expect(await paymentStates(who, delivered, 'entregado')).toEqual(Array(3).fill('COBRADO_EFECTIVO'));
    const cancelled = await cashOrder(who);
    const answer = await setState(t, admin, cancelled, 'cancelado');
    expect(answer.json().pedido.estado_pago).toBe('SIN_COBRAR');
    expect(await paymentStates(who, cancelled, 'cancelado')).toEqual(Array(3).fill('SIN_COBRAR'));
  });

  it('reads a cancelled card order the gateway voided as voided, a refund owed or made as such', async () => {
    const who = await customer(t);
    for (const [reembolso, code] of [
      ['anulado', 'VOIDED'],
      ['pendiente', 'REEMBOLSO_PENDIENTE'],
      ['realizado', 'REEMBOLSADO'],
    ] as const) {
      const id = await cashOrder(who);
      // As a paid card order stands after its cancellation (refunds.service.ts).
      await t.database.db
        .update(orders)
        .set({
          metodo_pago: 'CARD',
          estado_pago: 'APPROVED',
          estado: 'cancelado',
          reembolso_estado: reembolso,
          ...(reembolso === 'realizado' ? { reembolso_fecha: '2026-11-21', reembolso_referencia: 'R-1' } : {}),
        })
        .where(eq(orders.id, id));
      expect(await paymentStates(who, id, 'cancelado')).toEqual(Array(3).fill(code));
    }
  });

  it('says the same in the resident’s export and the CSV of their orders', async () => {
    const who = await customer(t);
    const delivered = await cashOrder(who);
    await setState(t, admin, delivered, 'entregado');
    const data = (await get('/api/mi-cuenta/datos', who)).json();
    expect(data.pedidos.find((o: { id: number }) => o.id === delivered).estado_pago).toBe('COBRADO_EFECTIVO');
    const csv = (await get('/api/mi-cuenta/pedidos.csv', who)).body;
    expect(csv).toContain('pedido,fecha,estado,metodo_pago,estado_pago,');
    expect(csv).toMatch(/,entregado,Efectivo,Pagado en efectivo,/);
  });
});
