import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointsLedger, rewards } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { balanceOf, call, canjesOf, createOrder, givePoints } from './points.test-helpers';

describe('rewards and the order points report', () => {
  let t: TestApp;
  let auth: string;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    ({ authorization: auth, userId } = await registerResident(t));
  });
  afterAll(() => t.close());

  const addRewards = () =>
    t.database.db
      .insert(rewards)
      .values([
        { nombre: 'Domicilio prioritario', descripcion: 'Tu pedido primero', puntos_requeridos: 300 },
        { nombre: 'Café de regalo', puntos_requeridos: 150 },
        { nombre: 'Retirada', puntos_requeridos: 10, activo: false },
      ])
      .returning();
  const create = (payload: object) => call(t, auth, 'POST', '/api/canjes/crear', payload);

  it('lists active rewards other than discounts cheapest first, saying which the balance reaches', async () => {
    const [domicilio, cafe] = await addRewards();
    await givePoints(t.database.db, userId, 200);
    const res = await call(t, auth, 'GET', '/api/recompensas/disponibles');
    expect(res.statusCode).toBe(200);
    // The seeded discounts are the points box's options (GET /api/puntos/usuario), not listed here.
    expect(res.json()).toEqual([
      { id: cafe!.id, nombre: 'Café de regalo', descripcion: '', puntos_requeridos: 150, alcanzable: true },
      { id: domicilio!.id, nombre: 'Domicilio prioritario', descripcion: 'Tu pedido primero', puntos_requeridos: 300, alcanzable: false },
    ]);
  });

  it("redeems a reward at the reward's own points", async () => {
    const [, cafe] = await addRewards();
    await givePoints(t.database.db, userId, 200);
    const res = await create({ recompensa_id: cafe!.id, puntos_usados: 150 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      canje: { puntos_usados: 150, valor_descuento: 0, recompensa: { id: cafe!.id, nombre: 'Café de regalo' } },
      puntos_disponibles: 50,
      // A gift is handed over with the next order (issue 41).
      message: 'Canjeaste 150 puntos por Café de regalo. Te lo llevamos con tu próximo pedido.',
    });
    expect(await canjesOf(t.database.db, userId)).toMatchObject([{ reward_id: cafe!.id, puntos_usados: 150, estado: 'activo' }]);
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 50, totales: 200, ledgerSum: 50 });
  });

  it('charges the reward points when the browser sends none', async () => {
    const [, cafe] = await addRewards();
    await givePoints(t.database.db, userId, 150);
    expect((await create({ recompensa_id: cafe!.id })).json().canje.puntos_usados).toBe(150);
  });

  it('refuses a puntos_usados that differs from the reward with 409 and changes nothing', async () => {
    const [, cafe] = await addRewards();
    await givePoints(t.database.db, userId, 500);
    const res = await create({ recompensa_id: cafe!.id, puntos_usados: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'REWARD_POINTS_MISMATCH',
      error: 'Los puntos de esta recompensa cambiaron. Actualiza la lista e intenta de nuevo.',
      puntos_requeridos: 150,
    });
    expect(await canjesOf(t.database.db, userId)).toHaveLength(0);
    expect((await balanceOf(t.database.db, userId)).disponibles).toBe(500);
  });

  it('refuses an unknown reward with 404, an inactive one with 409, and a short balance with 422', async () => {
    const [domicilio, , retirada] = await addRewards();
    await givePoints(t.database.db, userId, 200);
    const unknown = await create({ recompensa_id: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'REWARD_NOT_FOUND', error: 'La recompensa no existe' });
    const inactive = await create({ recompensa_id: retirada!.id });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({
      code: 'REWARD_INACTIVE',
      error: 'Esta recompensa ya no está disponible. Actualiza la lista y elige otra.',
    });
    const short = await create({ recompensa_id: domicilio!.id, puntos_usados: 300 });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('POINTS_INSUFFICIENT');
    expect(await canjesOf(t.database.db, userId)).toHaveLength(0);
    expect((await balanceOf(t.database.db, userId)).disponibles).toBe(200);
  });

  it('refuses a malformed reward id with 400', async () => {
    const res = await create({ recompensa_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', error: 'La recompensa no existe' });
  });

  describe('POST /api/puntos/registrar', () => {
    const register = (payload: object, authorization = auth) => call(t, authorization, 'POST', '/api/puntos/registrar', payload);

    it('reports what a pending order will earn, ignores any amount sent, and credits nothing', async () => {
      await givePoints(t.database.db, userId, 600, 'earned');
      const order = await createOrder(t.database.db, userId, { subtotal: 60_000 });
      for (let i = 0; i < 2; i++) {
        const res = await register({ pedido_id: order.id, puntos: 99_999, tipo: 'COMPRA' });
        expect(res.statusCode).toBe(200);
        // PLATA: floor(60 × 1.2) = 72, +25 from 50.000.
        expect(res.json()).toEqual({
          success: true,
          pedido_id: order.id,
          estado: 'pendiente',
          puntos: 97,
          acreditados: false,
          message: 'Los puntos se acreditan cuando el pedido sea entregado',
        });
      }
      expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 600, totales: 600, ledgerSum: 600 });
    });

    it('reports the credited points once the ledger holds them', async () => {
      const order = await createOrder(t.database.db, userId, { estado: 'entregado' });
      await t.database.db.insert(pointsLedger).values({ user_id: userId, kind: 'earned', puntos: 60, order_id: order.id });
      const res = await register({ pedido_id: order.id });
      expect(res.json()).toMatchObject({ puntos: 60, acreditados: true, message: 'Este pedido te dio 60 puntos' });
    });

    it.each([
      [{ subtotal: 14_999 }, 0, 'Los pedidos desde $'],
      [{ subtotal: 60_000, codigo_canje: 'CANJE-AAAAAA', descuento_canje: 1000 }, 0, 'Este pedido usa un canje'],
      [{ subtotal: 60_000, estado: 'cancelado' as const }, 0, 'Los pedidos cancelados no acumulan puntos'],
      [{ subtotal: 100_000 }, 150, 'Los puntos se acreditan'],
    ])('reports %o as earning %i', async (overrides, puntos, message) => {
      const order = await createOrder(t.database.db, userId, overrides);
      const res = await register({ pedido_id: order.id });
      expect(res.json()).toMatchObject({ puntos, acreditados: false });
      expect(res.json().message).toContain(message);
    });

    it("answers 404 for an unknown order or someone else's", async () => {
      const other = await registerResident(t, { email: 'otro@example.com', cedula: '99999999' });
      const theirs = await createOrder(t.database.db, other.userId);
      for (const id of [theirs.id, 12345]) {
        const res = await register({ pedido_id: id });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'ORDER_NOT_FOUND', error: 'Pedido no encontrado' });
      }
    });
  });
});
