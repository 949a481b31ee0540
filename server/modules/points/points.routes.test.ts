import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redemptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { balanceOf, call, canjesOf, createOrder, givePoints, ledgerOf } from './points.test-helpers';

describe('points balance, level and canjes', () => {
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

  const redeem = (puntos: unknown, authorization = auth) =>
    call(t, authorization, 'POST', '/api/puntos/canjear', { puntos_a_canjear: puntos });
  const cancel = (codigo: string, authorization = auth) =>
    call(t, authorization, 'POST', '/api/puntos/cancelar-canje', { codigo_canje: codigo });

  it.each([
    ['GET', '/api/puntos/mi-saldo'],
    ['GET', '/api/puntos/usuario'],
    ['POST', '/api/puntos/canjear'],
    ['POST', '/api/puntos/cancelar-canje'],
    ['POST', '/api/puntos/registrar'],
    ['GET', '/api/recompensas/disponibles'],
    ['POST', '/api/canjes/crear'],
  ] as const)('refuses %s %s without a token (401) and with a bad one (403)', async (method, url) => {
    const none = await call(t, undefined, method, url, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'LOGIN_REQUIRED', error: 'Debes iniciar sesión para continuar' });
    const bad = await call(t, 'Bearer not.a.token', method, url, {});
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('reports the balance and the level with progress toward the next one', async () => {
    await givePoints(t.database.db, userId, 620, 'earned');
    const saldo = await call(t, auth, 'GET', '/api/puntos/mi-saldo');
    expect(saldo.statusCode).toBe(200);
    expect(saldo.json()).toEqual({ puntos_totales: 620, puntos_disponibles: 620 });
    const usuario = await call(t, auth, 'GET', '/api/puntos/usuario');
    expect(usuario.json()).toEqual({
      puntos_disponibles: 620,
      puntos_totales: 620,
      nivel: 'PLATA',
      multiplicador: 1.2,
      siguiente_nivel: 'ORO',
      puntos_siguiente_nivel: 1500,
      puntos_faltantes: 880,
      porcentaje: 12,
      canjes_activos: [],
      // The launch discount table, from the rewards the migration seeds (issue 24).
      opciones_canje: [
        { id: 1, nombre: 'Descuento de $500', puntos: 50, valor: 500 },
        { id: 2, nombre: 'Descuento de $1.000', puntos: 100, valor: 1000 },
        { id: 3, nombre: 'Descuento de $2.200', puntos: 200, valor: 2200 },
        { id: 4, nombre: 'Descuento de $6.000', puntos: 500, valor: 6000 },
      ],
      movimientos: [
        expect.objectContaining({ tipo: 'earned', etiqueta: 'Compra', puntos: 620, nota: null }),
      ],
    });
  });

  it('starts a new customer at BRONCE with nothing to spend', async () => {
    const res = await call(t, auth, 'GET', '/api/puntos/usuario');
    expect(res.json()).toMatchObject({ puntos_disponibles: 0, nivel: 'BRONCE', multiplicador: 1, siguiente_nivel: 'PLATA', puntos_faltantes: 500 });
  });

  it.each([
    [50, 500],
    [100, 1000],
    [200, 2200],
    [500, 6000],
  ])('redeems %i points for %i pesos and writes the ledger', async (puntos, valor) => {
    await givePoints(t.database.db, userId, 600);
    const res = await redeem(puntos);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      canje: { puntos_usados: puntos, valor_descuento: valor, estado: 'activo', expira_en: '2026-11-22T15:00:00.000Z' },
      puntos_disponibles: 600 - puntos,
    });
    expect(body.canje.codigo).toMatch(/^CANJE-[A-Z2-9]{6}$/);
    expect(body.message).toMatch(new RegExp(`^Canjeaste ${puntos} puntos por .+ de descuento$`));
    const [canje] = await canjesOf(t.database.db, userId);
    expect(canje).toMatchObject({ codigo: body.canje.codigo, estado: 'activo', valor_descuento: valor, order_id: null });
    expect((await ledgerOf(t.database.db, userId)).at(-1)).toMatchObject({ kind: 'redeemed', puntos: -puntos, redemption_id: canje!.id });
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 600 - puntos, totales: 600, ledgerSum: 600 - puntos });
  });

  it.each([
    [0, 'VALIDATION'],
    [75, 'POINTS_INVALID_OPTION'],
    [1000, 'POINTS_INVALID_OPTION'],
    [-50, 'VALIDATION'],
    ['cien', 'VALIDATION'],
    [null, 'VALIDATION'],
  ])('refuses the option %s with 400 (%s) and changes nothing', async (puntos, code) => {
    await givePoints(t.database.db, userId, 600);
    const res = await redeem(puntos);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code,
      error: 'Opción de canje no válida. Elige una de las opciones de la lista',
    });
    expect(await canjesOf(t.database.db, userId)).toHaveLength(0);
    expect((await balanceOf(t.database.db, userId)).disponibles).toBe(600);
  });

  it('accepts the option as a numeric string', async () => {
    await givePoints(t.database.db, userId, 100);
    expect((await redeem('50')).statusCode).toBe(200);
  });

  it('refuses redeeming more than the balance with 422 and changes nothing', async () => {
    await givePoints(t.database.db, userId, 199);
    const res = await redeem(200);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'POINTS_INSUFFICIENT', error: 'No tienes suficientes puntos para este canje' });
    expect(await canjesOf(t.database.db, userId)).toHaveLength(0);
    expect(await ledgerOf(t.database.db, userId)).toHaveLength(1);
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 199, totales: 199, ledgerSum: 199 });
  });

  it('keeps the level after spending and lists the active canje', async () => {
    await givePoints(t.database.db, userId, 520, 'earned');
    const { canje } = (await redeem(500)).json();
    const res = (await call(t, auth, 'GET', '/api/puntos/usuario')).json();
    expect(res).toMatchObject({ puntos_disponibles: 20, puntos_totales: 520, nivel: 'PLATA', multiplicador: 1.2 });
    expect(res.canjes_activos).toEqual([
      { codigo: canje.codigo, puntos_usados: 500, valor_descuento: 6000, expira_en: '2026-11-22T15:00:00.000Z' },
    ]);
  });

  it('cancels a canje once, restoring its points, and refuses the second time', async () => {
    await givePoints(t.database.db, userId, 300);
    const { canje } = (await redeem(200)).json();
    const first = await cancel(canje.codigo.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      canje: { codigo: canje.codigo, estado: 'cancelado' },
      puntos_restaurados: 200,
      puntos_disponibles: 300,
      message: 'Canje cancelado. Tus puntos fueron devueltos.',
    });
    const second = await cancel(canje.codigo);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'POINTS_CANJE_NOT_ACTIVE', error: 'Este canje ya no está disponible' });
    const ledger = await ledgerOf(t.database.db, userId);
    expect(ledger.map((r) => [r.kind, r.puntos])).toEqual([['adjusted', 300], ['redeemed', -200], ['restored', 200]]);
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 300, totales: 300, ledgerSum: 300 });
  });

  it("answers 404 for someone else's canje or an unknown code and restores nothing", async () => {
    const other = await registerResident(t, { email: 'otro@example.com', cedula: '99999999' });
    await givePoints(t.database.db, other.userId, 100);
    const { canje } = (await redeem(100, other.authorization)).json();
    for (const codigo of [canje.codigo, 'CANJE-ZZZZZZ']) {
      const res = await cancel(codigo);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'POINTS_CANJE_NOT_FOUND', error: 'No encontramos ese canje' });
    }
    expect((await canjesOf(t.database.db, other.userId))[0]?.estado).toBe('activo');
    expect((await balanceOf(t.database.db, other.userId)).disponibles).toBe(0);
  });

  it('refuses to cancel a canje already attached to an order', async () => {
    await givePoints(t.database.db, userId, 100);
    const { canje } = (await redeem(100)).json();
    const order = await createOrder(t.database.db, userId, { codigo_canje: canje.codigo });
    await t.database.db.update(redemptions).set({ order_id: order.id, estado: 'usado' }).where(eq(redemptions.codigo, canje.codigo));
    const res = await cancel(canje.codigo);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('POINTS_CANJE_NOT_ACTIVE');
    expect((await balanceOf(t.database.db, userId)).disponibles).toBe(0);
  });

  it('refuses a blank canje code with 400', async () => {
    const res = await cancel('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', error: 'No encontramos ese canje' });
  });
});
