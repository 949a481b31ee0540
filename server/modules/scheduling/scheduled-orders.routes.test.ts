import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import { cashBody, customer, placeOrder, stockOf, type Customer } from '../orders/orders.fixtures';
import { bogota, cancelOwn, changeSlot } from './scheduling.fixtures';

const NBSP = '\u00a0';

describe('scheduled delivery: slots, ordering, changing and cancelling (issue 45)', () => {
  let t: TestApp;
  let product: Product;
  let who: Customer;
  const six = bogota('2026-12-08 06:00');
  const sixThirty = bogota('2026-12-08 06:30');

  beforeAll(async () => {
    // The hours saved in Ajustes (defaults: every day 6:00–11:00 p. m.), not the test override.
    t = await buildTestApp({ config: { serviceHours: undefined }, now: bogota('2026-12-07 23:10') });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.setNow(bogota('2026-12-07 23:10'));
    product = await createProduct(t.database.db, { nombre: 'Pan', precio: 8_000, stock: 10 });
    who = await customer(t);
  });

  const order = (inicio: Date | string | null, by = who) =>
    placeOrder(
      t,
      by,
      cashBody([{ product, cantidad: 2 }], inicio ? { entrega_programada: { inicio: typeof inicio === 'string' ? inicio : inicio.toISOString() } } : {}),
    );

  it('offers the first slot while closed, and every slot of tomorrow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/franjas' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.abierto_ahora).toBe(false);
    expect(body.franjas).toHaveLength(34);
    expect(body.primera_disponible).toEqual({
      inicio: six.toISOString(),
      fin: sixThirty.toISOString(),
      etiqueta: `Mañana 6:00${NBSP}a.${NBSP}m. – 6:30${NBSP}a.${NBSP}m.`,
      lleno: false,
      restantes: 4,
    });
    expect(body.oferta).toBe(
      `Abrimos a las 6:00${NBSP}a.${NBSP}m. — ¿te lo llevamos entre 6:00 y 6:30?`,
    );
  });

  it('takes a cash order outside hours only with a slot, and the views carry the slot', async () => {
    const asap = await order(null);
    expect(asap.statusCode).toBe(422);
    expect(asap.json().code).toBe('OUTSIDE_SERVICE_HOURS');

    const res = await order(six);
    expect(res.statusCode).toBe(201);
    const pedido = res.json().pedido;
    expect(pedido.entrega_programada).toEqual({
      inicio: six.toISOString(),
      fin: sixThirty.toISOString(),
      etiqueta: `Martes 8 de diciembre, 6:00${NBSP}a.${NBSP}m. – 6:30${NBSP}a.${NBSP}m.`,
    });
    expect(pedido.programado_activo).toBe(false);
    expect(await stockOf(t.database.db, product.id)).toBe(8);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, pedido.id));
    expect(row).toMatchObject({ entrega_programada_inicio: six, entrega_programada_fin: sixThirty, programado_activado_at: null });

    const history = await t.app.inject({ method: 'GET', url: '/orders', headers: { authorization: who.authorization } });
    expect(history.json()[0].entrega_programada.inicio).toBe(six.toISOString());
    const page = await t.app.inject({ method: 'GET', url: '/orders?limite=20', headers: { authorization: who.authorization } });
    expect(page.json().pedidos[0].entrega_programada.inicio).toBe(six.toISOString());
    const franjas = (await t.app.inject({ method: 'GET', url: '/api/franjas' })).json();
    expect(franjas.franjas[0].restantes).toBe(3);
    const csv = await t.app.inject({ method: 'GET', url: '/api/mi-cuenta/pedidos.csv', headers: { authorization: who.authorization } });
    expect(csv.body).toContain(`Martes 8 de diciembre, 6:00${NBSP}a.${NBSP}m. – 6:30${NBSP}a.${NBSP}m.`);
    const data = await t.app.inject({ method: 'GET', url: '/api/mi-cuenta/datos', headers: { authorization: who.authorization } });
    expect(data.json().pedidos[0]).toMatchObject({ entrega_programada_inicio: six.toISOString(), entrega_programada_fin: sixThirty.toISOString() });
  });

  it('refuses a slot that is not offered and changes nothing', async () => {
    for (const inicio of ['2026-12-08T11:10:00.000Z', '2026-12-07T20:00:00.000Z', '2026-12-10T11:00:00.000Z']) {
      const res = await order(inicio);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'SLOT_UNAVAILABLE', error: 'Esa franja ya no está disponible. Elige otra franja de entrega.' });
    }
    const garbage = await order('mañana temprano');
    expect(garbage.statusCode).toBe(400);
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    expect(await t.database.db.select().from(orders).where(eq(orders.user_id, who.userId))).toHaveLength(0);
  });

  it('changes the slot before preparation starts, and refuses it after', async () => {
    const placed = (await order(six)).json().pedido;
    const moved = await changeSlot(t, who, placed.id, sixThirty);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().pedido.entrega_programada.inicio).toBe(sixThirty.toISOString());

    const other = await customer(t);
    expect((await changeSlot(t, other, placed.id, six)).statusCode).toBe(404);
    expect((await changeSlot(t, who, placed.id, '2026-12-08T11:05:00.000Z')).json().code).toBe('SLOT_UNAVAILABLE');

    // 6:30's preparation starts at 6:10 (20 minutes before).
    t.setNow(bogota('2026-12-08 06:10'));
    const late = await changeSlot(t, who, placed.id, bogota('2026-12-08 07:00'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SCHEDULED_PREPARING');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.entrega_programada_inicio).toEqual(sixThirty);
  });

  it('refuses a slot change to an order for as soon as possible', async () => {
    t.setNow(bogota('2026-12-08 10:00'));
    const placed = (await order(null)).json().pedido;
    const res = await changeSlot(t, who, placed.id, bogota('2026-12-08 11:00'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ORDER_NOT_SCHEDULED');
  });

  it('cancels before preparation starts (stock back) and refuses after', async () => {
    const placesAtSix = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/franjas' })).json().franjas[0].restantes as number;
    const before = await placesAtSix();
    const first = (await order(six)).json().pedido;
    expect(await placesAtSix()).toBe(before - 1);
    const cancelled = await cancelOwn(t, who, first.id);
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    expect(await placesAtSix()).toBe(before);

    const second = (await order(six)).json().pedido;
    t.setNow(bogota('2026-12-08 05:40'));
    const late = await cancelOwn(t, who, second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SCHEDULED_PREPARING');
    expect(await stockOf(t.database.db, product.id)).toBe(8);
  });
});
