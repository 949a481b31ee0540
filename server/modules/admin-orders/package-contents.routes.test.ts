import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdminOrderView, OrderView } from '../../../domain/order-views';
import { orderLines, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPackage, createProduct } from '../../test/factories';
import { administrator, customer, placeOrder, type Customer } from '../orders/orders.fixtures';

/**
 * Issue 24, packing what was ordered: a package line carries its products with names and
 * quantities as they were when it was ordered; older orders fall back to the catalogue, labelled.
 */
describe('package contents on orders', () => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  async function packageOrder() {
    const who = await customer(t);
    const arepas = await createProduct(t.database.db, { nombre: 'Arepas de maíz', stock: 20 });
    const queso = await createProduct(t.database.db, { nombre: 'Queso campesino', stock: 20 });
    const { package: antojo } = await createPackage(t.database.db, {
      nombre: 'Antojo de arepas',
      precio_paquete: 16_000,
      items: [
        { product: arepas, cantidad: 2 },
        { product: queso, cantidad: 1 },
      ],
    });
    const res = await placeOrder(t, who, {
      productos: [],
      paquetes: [{ id: antojo.id, nombre: antojo.nombre, precio: 16_000, cantidad: 2 }],
      subtotal: 32_000,
      total: 32_000,
    });
    expect(res.statusCode).toBe(201);
    return { who, arepas, queso, antojo, orderId: res.json().pedidoId as number };
  }

  const adminView = async (id: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pedidos/${id}`,
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as AdminOrderView;
  };

  it('keeps the names and quantities of the order time, whatever the catalogue says later', async () => {
    const { who, arepas, queso, orderId } = await packageOrder();
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.order_id, orderId));
    expect(line!.componentes).toEqual([
      expect.objectContaining({ product_id: arepas.id, cantidad: 2, nombre: 'Arepas de maíz' }),
      expect.objectContaining({ product_id: queso.id, cantidad: 1, nombre: 'Queso campesino' }),
    ]);
    await t.database.db
      .update(products)
      .set({ nombre: 'Arepas renombradas' })
      .where(eq(products.id, arepas.id));

    const expected = {
      origen: 'pedido',
      productos: [
        { producto_id: arepas.id, nombre: 'Arepas de maíz', cantidad: 2 },
        { producto_id: queso.id, nombre: 'Queso campesino', cantidad: 1 },
      ],
    };
    expect((await adminView(orderId)).productos[0]!.contenido).toEqual(expected);
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pedidos?estado=pendiente&limite=100',
      headers: { authorization: admin.authorization },
    });
    const onBoard = (board.json() as AdminOrderView[]).find((o) => o.id === orderId);
    expect(onBoard!.productos[0]!.contenido).toEqual(expected);
    // The resident's history reads the same contents.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { authorization: who.authorization },
    });
    const order = (mine.json() as OrderView[]).find((o) => o.id === orderId);
    expect(order!.productos[0]!.contenido).toEqual(expected);
  });

  it('an older order without names: quantities stored, names from the catalogue, labelled', async () => {
    const { arepas, queso, orderId } = await packageOrder();
    await t.database.db.execute(
      sql`update order_lines set componentes = (
            select jsonb_agg(e - 'nombre') from jsonb_array_elements(componentes) e)
          where order_id = ${orderId}`,
    );
    await t.database.db
      .update(products)
      .set({ nombre: 'Arepas nuevas' })
      .where(eq(products.id, arepas.id));
    expect((await adminView(orderId)).productos[0]!.contenido).toEqual({
      origen: 'nombres_actuales',
      productos: [
        { producto_id: arepas.id, nombre: 'Arepas nuevas', cantidad: 2 },
        { producto_id: queso.id, nombre: 'Queso campesino', cantidad: 1 },
      ],
    });
  });

  it('an order that stored no contents shows the package as defined now, labelled', async () => {
    const { arepas, queso, orderId } = await packageOrder();
    await t.database.db
      .update(orderLines)
      .set({ componentes: null })
      .where(eq(orderLines.order_id, orderId));
    expect((await adminView(orderId)).productos[0]!.contenido).toEqual({
      origen: 'paquete_actual',
      productos: [
        { producto_id: arepas.id, nombre: 'Arepas de maíz', cantidad: 2 },
        { producto_id: queso.id, nombre: 'Queso campesino', cantidad: 1 },
      ],
    });
  });

  it('a product line has no contents', async () => {
    const who = await customer(t);
    const leche = await createProduct(t.database.db, { precio: 20_000, stock: 5 });
    const res = await placeOrder(t, who, {
      productos: [{ id: leche.id, nombre: leche.nombre, precio: 20_000, cantidad: 1 }],
      paquetes: [],
      subtotal: 20_000,
      total: 20_000,
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { pedido: OrderView }).pedido.productos[0]!.contenido).toBeNull();
  });
});
