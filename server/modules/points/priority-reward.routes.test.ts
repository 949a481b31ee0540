import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, rewards } from '../../db/schema';
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
import { balanceOf, call, givePoints } from './points.test-helpers';

describe('"Domicilio prioritario" does what it says (issue 22)', () => {
  let t: TestApp;
  let admin: Customer;
  let rewardId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    const [row] = await t.database.db
      .insert(rewards)
      .values({ nombre: 'Domicilio prioritario', puntos_requeridos: 100, efecto: 'prioridad' })
      .returning();
    rewardId = row!.id;
  });
  afterAll(() => t.close());

  async function order(who: Customer) {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(201);
    return res.json() as { pedidoId: number; codigo: string; pedido: { prioritario: boolean } };
  }
  const board = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/pedidos?estado=pendiente',
        headers: { authorization: admin.authorization },
      })
    ).json() as Array<{ id: number; prioritario: boolean }>;

  it('marks the next order priority, heads the pending board with it, and reads "Usado en SUP-…"', async () => {
    const who = await customer(t);
    const other = await customer(t);
    await givePoints(t.database.db, who.userId, 150);
    const before = await order(other);
    const redeemed = await call(t, who.authorization, 'POST', '/api/canjes/crear', { recompensa_id: rewardId });
    expect(redeemed.statusCode).toBe(200);
    // Issue 40: the history marks the held priority reward, so the cart can say the order takes it.
    const held = (await call(t, who.authorization, 'GET', '/api/puntos/canjes')).json().canjes;
    expect(held[0]).toMatchObject({ estado: 'activo', pedido_id: null, prioridad: true });

    const first = await order(who);
    expect(first.pedido.prioritario).toBe(true);
    const later = await order(other);
    expect(later.pedido.prioritario).toBe(false);
    // The reward is spent: the resident's next order is an ordinary one.
    expect((await order(who)).pedido.prioritario).toBe(false);

    const ids = (await board()).map((o) => o.id);
    expect(ids[0]).toBe(first.pedidoId);
    // Issue 24: after the priority ones, pending orders go oldest first.
    expect(ids.indexOf(before.pedidoId)).toBeLessThan(ids.indexOf(later.pedidoId));

    const canjes = (await call(t, who.authorization, 'GET', '/api/puntos/canjes')).json().canjes;
    expect(canjes[0]).toMatchObject({
      estado: 'usado',
      pedido_id: first.pedidoId,
      recompensa: 'Domicilio prioritario',
      prioridad: true,
    });
  });

  it('keeps the board pages whole with a priority order in front', async () => {
    const who = await customer(t);
    await givePoints(t.database.db, who.userId, 100);
    await call(t, who.authorization, 'POST', '/api/canjes/crear', { recompensa_id: rewardId });
    const priority = await order(who);
    await order(await customer(t));
    const all = await board();
    const pages: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/pedidos?estado=pendiente&limite=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: { authorization: admin.authorization },
      });
      pages.push(...(res.json() as Array<{ id: number }>).map((o) => o.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(pages).toEqual(all.map((o) => o.id));
    // Priority orders lead (oldest first among them, issue 24), this one among them.
    const firstPlain = all.findIndex((o) => !o.prioritario);
    expect(pages.indexOf(priority.pedidoId)).toBeLessThan(firstPlain);
    expect(all.slice(firstPlain).every((o) => !o.prioritario)).toBe(true);
  });

  it('gives the reward points back when the priority order is cancelled', async () => {
    const who = await customer(t);
    await givePoints(t.database.db, who.userId, 100);
    await call(t, who.authorization, 'POST', '/api/canjes/crear', { recompensa_id: rewardId });
    const placed = await order(who);
    expect((await balanceOf(t.database.db, who.userId)).disponibles).toBe(0);
    const cancelled = await setState(t, admin, placed.pedidoId, 'cancelado');
    expect(cancelled.json().devuelto).toMatchObject({ puntos: 100 });
    expect((await balanceOf(t.database.db, who.userId)).disponibles).toBe(100);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.pedidoId));
    expect(row?.prioritario).toBe(true);
    expect((await board()).map((o) => o.id)).not.toContain(placed.pedidoId);
  });
});
