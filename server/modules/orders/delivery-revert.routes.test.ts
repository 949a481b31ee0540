import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAudit, orderEvents, orders, pointsLedger } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { balanceOf, ledgerOf } from '../points/points.test-helpers';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
  type Customer,
} from './orders.fixtures';

const START = new Date('2026-11-21T15:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

describe.each(databaseTargets())('reverting a delivery on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp({
      database: await target.open(),
      now: START,
      config: { limits: { registerPerIpHour: 1_000, loginFailuresPerIp15Min: 1_000 } },
    });
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const revert = (orderId: number, who: Customer = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pedidos/${orderId}/revertir-entrega`,
      headers: { authorization: who.authorization },
    });

  /** A resident's cash order of $20.000 (20 points on delivery), delivered `after` minutes later. */
  async function deliveredOrder(after = 5) {
    t.setNow(START);
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 50 });
    const placed = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    const orderId = placed.json().pedidoId as number;
    t.setNow(minutes(after));
    const delivered = await setState(t, admin, orderId, 'entregado');
    expect(delivered.statusCode).toBe(200);
    return { who, orderId, delivered: delivered.json() };
  }

  it('puts the order back en camino and takes back exactly the points it credited, audited', async () => {
    const { who, orderId, delivered } = await deliveredOrder();
    expect(delivered.puntos_acreditados).toBe(20);
    expect(delivered.pedido.estado).toBe('entregado');
    expect(await balanceOf(t.database.db, who.userId)).toMatchObject({ disponibles: 20, totales: 20 });

    t.setNow(minutes(10));
    const answer = await revert(orderId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      puntos_descontados: 20,
      puntos_no_descontados: 0,
      message: 'Entrega revertida: el pedido volvió a En camino',
      pedido: { estado: 'pendiente', etapa: 'en_camino', fecha_entrega: null, puntos_ganados: null },
    });
    const balance = await balanceOf(t.database.db, who.userId);
    expect(balance).toMatchObject({ disponibles: 0, totales: 0, ledgerSum: 0 });
    const ledger = await ledgerOf(t.database.db, who.userId);
    expect(ledger.map((r) => [r.kind, r.puntos, r.order_id])).toEqual([
      ['earned', 20, orderId],
      ['revertido', -20, orderId],
    ]);

    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'order.delivery_reverted'), eq(adminAudit.entity_id, String(orderId))));
    expect(audit).toMatchObject({
      admin_id: admin.userId,
      before: { estado: 'entregado', puntos_acreditados: 20 },
      after: { estado: 'pendiente', etapa: 'en_camino', puntos_descontados: 20 },
    });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, orderId))
      .orderBy(orderEvents.id);
    expect(events.at(-1)?.payload).toMatchObject({ estado: 'pendiente', fecha_entrega: null });

    // Delivered again for real: it credits again, once.
    expect((await setState(t, admin, orderId, 'entregado')).json().puntos_acreditados).toBe(20);
    expect(await balanceOf(t.database.db, who.userId)).toMatchObject({ disponibles: 20, totales: 20, ledgerSum: 20 });
  });

  it('takes back the late compensation too, and only what the resident still has', async () => {
    const { who, orderId, delivered } = await deliveredOrder(30);
    expect(delivered).toMatchObject({ puntos_acreditados: 20, puntos_compensacion: 50 });
    // The resident spends 60 of the 70 points before the revert.
    await t.database.db
      .insert(pointsLedger)
      .values({ user_id: who.userId, kind: 'redeemed', puntos: -60 });
    const answer = await revert(orderId);
    expect(answer.json()).toMatchObject({ puntos_descontados: 10, puntos_no_descontados: 60 });
    const balance = await balanceOf(t.database.db, who.userId);
    expect(balance.disponibles).toBe(0);
    expect(balance.ledgerSum).toBe(0);
    const [row] = (await ledgerOf(t.database.db, who.userId)).filter((r) => r.kind === 'revertido');
    expect(row).toMatchObject({ puntos: -10, order_id: orderId });
    expect(row?.note).toContain('acreditó 70 puntos y solo se descontaron 10');
    expect(answer.json().pedido.puntos_compensacion).toBe(0);
  });

  it('refuses after the hour, a pending order, an unknown one and a resident, changing nothing', async () => {
    const { who, orderId } = await deliveredOrder();
    t.setNow(minutes(5 + 61));
    const late = await revert(orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'DELIVERY_REVERT_EXPIRED',
      error: 'La entrega solo se puede revertir durante 60 minutos después de marcarla',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.estado).toBe('entregado');
    expect(await balanceOf(t.database.db, who.userId)).toMatchObject({ disponibles: 20 });

    const product = await createProduct(t.database.db, { precio: 20_000, stock: 5 });
    const pending = (await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId;
    expect((await revert(pending)).json()).toMatchObject({ code: 'ORDER_NOT_DELIVERED' });
    expect((await revert(999_999)).statusCode).toBe(404);
    expect((await revert(orderId, who)).statusCode).toBe(403);
  });

  it('applies one effect when many reverts and deliveries race, and the ledger sums to the balance', async () => {
    const { who, orderId } = await deliveredOrder();
    const reverts = await Promise.all(Array.from({ length: 12 }, () => revert(orderId)));
    expect(reverts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(reverts.filter((a) => a.statusCode === 409)).toHaveLength(11);
    expect(await balanceOf(t.database.db, who.userId)).toMatchObject({ disponibles: 0, ledgerSum: 0 });

    const mixed = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0 ? setState(t, admin, orderId, 'entregado') : revert(orderId),
      ),
    );
    const ok = mixed.filter((a) => a.statusCode === 200).length;
    expect(mixed.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(ok).toBeGreaterThanOrEqual(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const ledger = await ledgerOf(t.database.db, who.userId);
    const live = ledger.filter((r) => r.kind === 'earned' && r.revertido_at === null);
    expect(live).toHaveLength(order?.estado === 'entregado' ? 1 : 0);
    expect(ledger.filter((r) => r.kind === 'earned')).toHaveLength(
      1 + mixed.filter((a, i) => i % 2 === 0 && a.statusCode === 200).length,
    );
    const balance = await balanceOf(t.database.db, who.userId);
    expect(balance.disponibles).toBe(balance.ledgerSum);
    expect(balance.disponibles).toBe(order?.estado === 'entregado' ? 20 : 0);
    expect(balance.totales).toBe(balance.disponibles);
  });
});
