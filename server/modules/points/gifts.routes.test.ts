import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAudit, redemptions, rewards } from '../../db/schema';
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
import { expireStaleCanjes } from './canje-expiry.job';
import { call, givePoints } from './points.test-helpers';

/**
 * Issue 41: a gift redeemed with points ("Bolsa reutilizable") stays owed until it is handed
 * over, rides on the resident's next order (card and packing list), is marked given by that
 * order's delivery (audited) and owed again when the delivery is undone.
 */
describe('gifts redeemed with points', () => {
  let t: TestApp;
  let admin: Customer;
  let bagId: number;
  let now = new Date('2026-11-21T15:00:00Z');
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
    t.setNow(now);
  };
  beforeAll(async () => {
    t = await buildTestApp({ now });
    admin = await administrator(t);
    const [row] = await t.database.db
      .insert(rewards)
      .values({ nombre: 'Bolsa reutilizable', puntos_requeridos: 250 })
      .returning();
    bagId = row!.id;
  });
  afterAll(() => t.close());

  async function order(who: Customer) {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(201);
    return res.json() as { pedidoId: number; codigo: string };
  }
  const adminGet = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
  const giftsOn = async (orderId: number) =>
    ((await adminGet(`/api/admin/pedidos/${orderId}`)).json() as {
      obsequios: { nombre: string; entregado: string | null }[];
    }).obsequios;
  const owed = async () =>
    ((await adminGet('/api/admin/regalos')).json() as {
      regalos: { codigo: string; nombre: string; torre: number; apartamento: string; canjeado: string; usuario: { nombre: string }; pedido: { id: number } | null }[];
    }).regalos;

  async function redeemBag(who: Customer) {
    await givePoints(t.database.db, who.userId, 250);
    const res = await call(t, who.authorization, 'POST', '/api/canjes/crear', { recompensa_id: bagId });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Canjeaste 250 puntos por Bolsa reutilizable. Te lo llevamos con tu próximo pedido.',
    );
    return res.json().canje.codigo as string;
  }

  it('keeps a gift owed past 24 hours and lists who is owed it, where and since when', async () => {
    const who = await customer(t, { torre: 3, piso: 7, apartamento: '702' });
    const codigo = await redeemBag(who);
    const since = now.toISOString();
    later(25 * 60);
    await expireStaleCanjes(t.database.db, now);
    // A staff session ends after 12 idle hours: sign in again.
    admin = await administrator(t);
    const [row] = await t.database.db.select().from(redemptions).where(eq(redemptions.codigo, codigo));
    expect(row!.estado).toBe('activo');
    const mine = (await owed()).find((g) => g.codigo === codigo);
    expect(mine).toMatchObject({ nombre: 'Bolsa reutilizable', torre: 3, apartamento: '702', canjeado: since, pedido: null });
  });

  it('rides on the next order, moves on when it is cancelled, is given by its delivery and owed again when that is undone', async () => {
    const who = await customer(t);
    const before = await order(who);
    later(1);
    const codigo = await redeemBag(who);
    later(1);
    const first = await order(who);
    later(1);
    const second = await order(who);

    // An order placed before the canje does not carry it; the next one does, once.
    expect(await giftsOn(before.pedidoId)).toEqual([]);
    expect(await giftsOn(first.pedidoId)).toMatchObject([{ nombre: 'Bolsa reutilizable', entregado: null }]);
    expect(await giftsOn(second.pedidoId)).toEqual([]);
    const board = (await adminGet('/api/admin/pedidos?estado=pendiente')).json() as { id: number; obsequios: unknown[] }[];
    expect(board.find((o) => o.id === first.pedidoId)?.obsequios).toHaveLength(1);
    expect((await owed()).find((g) => g.codigo === codigo)?.pedido?.id).toBe(first.pedidoId);

    // Cancelled: the gift is still owed and goes with the next pending order.
    expect((await setState(t, admin, first.pedidoId, 'cancelado')).statusCode).toBe(200);
    expect(await giftsOn(second.pedidoId)).toHaveLength(1);

    // Delivering another order (placed before the canje) gives nothing.
    expect((await setState(t, admin, before.pedidoId, 'entregado')).statusCode).toBe(200);
    expect((await owed()).some((g) => g.codigo === codigo)).toBe(true);

    // Delivered: given, in the same transaction, audited; the delivered card still shows it.
    later(2);
    expect((await setState(t, admin, second.pedidoId, 'entregado')).statusCode).toBe(200);
    const [given] = await t.database.db.select().from(redemptions).where(eq(redemptions.codigo, codigo));
    expect(given).toMatchObject({ estado: 'usado', obsequio_order_id: second.pedidoId });
    expect((await owed()).some((g) => g.codigo === codigo)).toBe(false);
    expect(await giftsOn(second.pedidoId)).toMatchObject([{ entregado: now.toISOString() }]);
    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'reward.gift_given'), eq(adminAudit.entity_id, String(given!.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.admin_id).toBe(admin.userId);
    const history = (await call(t, who.authorization, 'GET', '/api/puntos/canjes')).json().canjes;
    expect(history.find((c: { codigo: string }) => c.codigo === codigo)).toMatchObject({
      estado: 'usado',
      pedido_id: second.pedidoId,
      obsequio: true,
    });

    // Undone: owed again, on the same order.
    later(5);
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pedidos/${second.pedidoId}/revertir-entrega`,
      headers: { authorization: admin.authorization },
    });
    expect(undo.statusCode).toBe(200);
    const [back] = await t.database.db.select().from(redemptions).where(eq(redemptions.codigo, codigo));
    expect(back).toMatchObject({ estado: 'activo', obsequio_order_id: null, used_at: null });
    expect(await giftsOn(second.pedidoId)).toMatchObject([{ entregado: null }]);
    const again = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'reward.gift_owed_again'));
    expect(again.map((a) => a.entity_id)).toContain(String(given!.id));
  });
});
