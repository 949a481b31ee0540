import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, linesOf, placeOrder, setState, stockOf, type Customer } from '../orders/orders.fixtures';
import { answer, cashOrder, dairyShelf, markMissing, marksOf, orderRow, residentWith } from './missing.fixtures';

/** Issue 44: the last replacement unit, a cancellation during a question, and checkout's choices. */
describe('missing items under contention', () => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  it('gives the last unit of a replacement to one order only when many race for it', async () => {
    const shelf = await dairyShelf(t);
    const db = t.database.db;
    const { products } = await import('../../db/schema');
    // One unit of each possible replacement left: only the closest (Colanta) can be taken.
    await db.update(products).set({ stock: 1 }).where(eq(products.id, shelf.colanta.id));
    await db.update(products).set({ stock: 0 }).where(eq(products.id, shelf.deslactosada.id));
    const orders = [];
    for (let i = 0; i < 6; i++) {
      const who = await residentWith(t, 'reemplazar');
      orders.push(await cashOrder(t, who, [{ product: shelf.leche, cantidad: 1 }, { product: shelf.pan, cantidad: 1 }]));
    }
    const answers = await Promise.all(
      orders.map((o) => markMissing(t, admin, o.id, { linea_id: o.lineOf(shelf.leche), faltan: 1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 200));
    const replaced = [];
    for (const o of orders) {
      const lines = await linesOf(db, o.id);
      replaced.push(...lines.filter((l) => l.reemplaza_linea_id !== null));
    }
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.product_id).toBe(shelf.colanta.id);
    expect(await stockOf(db, shelf.colanta.id)).toBe(0);
    const states = (await Promise.all(orders.map((o) => marksOf(t, o.id)))).map((m) => m[0]!.estado).sort();
    expect(states).toEqual(['quitada', 'quitada', 'quitada', 'quitada', 'quitada', 'reemplazada']);
  });

  it('lets only one of two residents answering at once take the last unit; the other may choose again', async () => {
    const shelf = await dairyShelf(t);
    const db = t.database.db;
    const { products } = await import('../../db/schema');
    await db.update(products).set({ stock: 1 }).where(eq(products.id, shelf.colanta.id));
    const asked = [];
    for (let i = 0; i < 2; i++) {
      const who = await residentWith(t, 'preguntar');
      const o = await cashOrder(t, who, [{ product: shelf.leche, cantidad: 1 }, { product: shelf.pan, cantidad: 1 }]);
      const q = (await markMissing(t, admin, o.id, { linea_id: o.lineOf(shelf.leche), faltan: 1 })).json().pregunta_faltante;
      asked.push({ who, o, q });
    }
    const results = await Promise.all(asked.map(({ who, o, q }) => answer(t, who, o.id, q.id, { producto_id: shelf.colanta.id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(db, shelf.colanta.id)).toBe(0);
    const loser = asked[results.findIndex((r) => r.statusCode === 409)]!;
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('INSUFFICIENT_STOCK');
    const second = await answer(t, loser.who, loser.o.id, loser.q.id, { producto_id: shelf.deslactosada.id, acepta_diferencia: true });
    expect(second.statusCode).toBe(200);
    // Cash, difference accepted: 5.900 instead of 5.200 (with the 2.000 fee it already paid).
    expect(second.json().total).toBe(15_900);
  });

  it('closes an open question when the order is cancelled and returns only the units it holds', async () => {
    const shelf = await dairyShelf(t);
    const db = t.database.db;
    const who = await residentWith(t, null);
    const before = { leche: await stockOf(db, shelf.leche.id), pan: await stockOf(db, shelf.pan.id) };
    const o = await cashOrder(t, who, [{ product: shelf.leche, cantidad: 3 }, { product: shelf.pan, cantidad: 1 }]);
    const q = (await markMissing(t, admin, o.id, { linea_id: o.lineOf(shelf.leche), faltan: 2 })).json().pregunta_faltante;
    const cancelled = await setState(t, admin, o.id, 'cancelado');
    expect(cancelled.statusCode).toBe(200);
    expect((await marksOf(t, o.id))[0]!.estado).toBe('cancelada');
    // The two missing units were written off; the one found and the bread go back.
    expect(await stockOf(db, shelf.leche.id)).toBe(before.leche - 2);
    expect(await stockOf(db, shelf.pan.id)).toBe(before.pan);
    const late = await answer(t, who, o.id, q.id, { producto_id: shelf.colanta.id });
    expect(late.statusCode).toBe(409);
    expect(await stockOf(db, shelf.colanta.id)).toBe(5);
  });

  it('takes the preference and each line\'s choice at checkout and remembers the default', async () => {
    const shelf = await dairyShelf(t);
    const who = await residentWith(t, null);
    const body = cashBody([{ product: shelf.leche, cantidad: 1 }, { product: shelf.pan, cantidad: 2 }], {
      faltantes_preferencia: 'quitar',
    });
    body.productos[0] = { ...body.productos[0]!, reemplazo: { producto_id: shelf.deslactosada.id } } as (typeof body.productos)[number];
    body.productos[1] = { ...body.productos[1]!, reemplazo: { no_reemplazar: true } } as (typeof body.productos)[number];
    const res = await placeOrder(t, who, body);
    expect(res.statusCode).toBe(201);
    const id = res.json().pedidoId as number;
    expect((await orderRow(t, id)).faltantes_preferencia).toBe('quitar');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, who.userId));
    expect(user!.faltantes_preferencia).toBe('quitar');
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { authorization: who.authorization } });
    expect(JSON.stringify(profile.json())).toContain('"faltantes_preferencia":"quitar"');
    const lines = await linesOf(t.database.db, id);
    expect(lines.map((l) => [l.reemplazo_producto_id, l.no_reemplazar])).toEqual([[shelf.deslactosada.id, false], [null, true]]);
    // The line's own choice wins over "quitar": replaced by the named product at the milk's price.
    const marked = (await markMissing(t, admin, id, { linea_id: lines[0]!.id, faltan: 1 })).json();
    expect(marked.productos.at(-1)).toMatchObject({ producto_id: shelf.deslactosada.id, precio: 5_200 });

    const bad = cashBody([{ product: shelf.leche, cantidad: 1 }]);
    bad.productos[0] = { ...bad.productos[0]!, reemplazo: { producto_id: 987_654 } } as (typeof bad.productos)[number];
    const refused = await placeOrder(t, who, bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('REPLACEMENT_INVALID');
    const wrong = await placeOrder(t, who, cashBody([{ product: shelf.leche, cantidad: 1 }], { faltantes_preferencia: 'a veces' }));
    expect(wrong.statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: { authorization: who.authorization },
      payload: { faltantes_preferencia: 'reemplazar' },
    });
    expect(put.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, who.userId));
    expect(after!.faltantes_preferencia).toBe('reemplazar');
  });

  it('refunds the difference of a paid online order, never charging again', async () => {
    const product = await createProduct(t.database.db, { nombre: 'Café molido 500 g', categoria: 'Café prueba', precio: 25_000, stock: 5 });
    const who = await residentWith(t, 'quitar');
    const o = await cashOrder(t, who, [{ product, cantidad: 2 }]);
    // Made a paid card order in the database: the payments flow is tested on its own.
    const { orders } = await import('../../db/schema');
    await t.database.db.update(orders).set({ metodo_pago: 'CARD', estado_pago: 'APPROVED', costo_envio: 0, total: 50_000, ajuste_redondeo: 0 }).where(eq(orders.id, o.id));
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.order_id, o.id));
    const marked = (await markMissing(t, admin, o.id, { linea_id: line!.id, faltan: 1 })).json();
    expect(marked).toMatchObject({ total: 25_000, reembolso_estado: 'pendiente', reembolso_monto: 25_000, reembolso_pendiente: true });
    expect(marked.reembolso.monto).toBe(25_000);
    expect(marked.efectivo_a_cobrar).toBeNull();
  });
});
