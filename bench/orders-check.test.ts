import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { minimumOrderFor, shippingFor } from '../domain/shipping';
import type { Database } from '../server/db/client';
import { orderLines, orders, products } from '../server/db/schema';
import { getTestDatabase, resetDatabase } from '../server/test/db';
import { createPackage, createProduct, createUser } from '../server/test/factories';
import { checkOrders } from './orders-check';
import { cashOrderBody, drawCart, percentile, seededRandom } from '../testkit/orders-load';

let database: Database;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
});

/** An order of `userId` with its lines, and the stock taken like the server takes it. */
async function order(
  userId: number,
  lines: Array<{
    productId?: number;
    packageId?: number;
    cantidad: number;
    componentes?: Array<{ product_id: number; cantidad: number }>;
  }>,
) {
  const { db } = database;
  const [row] = await db
    .insert(orders)
    .values({
      user_id: userId,
      subtotal: 10_000,
      total: 10_000,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      torre_entrega: 1,
      piso_entrega: 2,
      apartamento_entrega: '201',
      telefono_contacto: '3001112233',
    })
    .returning();
  await db.insert(orderLines).values(
    lines.map((l) => ({
      order_id: row!.id,
      tipo: l.packageId ? ('paquete' as const) : ('producto' as const),
      product_id: l.productId ?? null,
      package_id: l.packageId ?? null,
      codigo: 'SC-0001',
      nombre: 'Línea',
      cantidad: l.cantidad,
      precio_unitario: 1_000,
      precio_original: 1_000,
      componentes: l.componentes?.map((c) => ({ ...c, costo_unitario: null })) ?? null,
    })),
  );
}

async function setStock(productId: number, stock: number) {
  await database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

describe('checkOrders', () => {
  it('finds the stock consistent with product and package lines', async () => {
    const a = await createProduct(database.db, { stock: 100 });
    const b = await createProduct(database.db, { stock: 100 });
    const { package: pkg } = await createPackage(database.db, {
      items: [{ product: b, cantidad: 2 }],
    });
    const user = await createUser(database.db);
    await order(user.id, [{ productId: a.id, cantidad: 3 }]);
    await order(user.id, [
      { packageId: pkg.id, cantidad: 2, componentes: [{ product_id: b.id, cantidad: 2 }] },
    ]);
    await setStock(a.id, 97);
    await setStock(b.id, 96);

    const check = await checkOrders(database, {
      initialStock: new Map([
        [a.id, 100],
        [b.id, 100],
      ]),
      customerIds: [user.id],
    });

    expect(check).toEqual({
      stockNegative: 0,
      stockConsumed: 7,
      unitsInOrders: 7,
      ordersInDb: 2,
      mismatchedProducts: 0,
    });
  });

  it('reports a product whose stock moved without an order, and ignores other customers', async () => {
    const a = await createProduct(database.db, { stock: 100 });
    const bench = await createUser(database.db);
    const other = await createUser(database.db);
    await order(bench.id, [{ productId: a.id, cantidad: 1 }]);
    await order(other.id, [{ productId: a.id, cantidad: 5 }]);
    await setStock(a.id, 98);

    const check = await checkOrders(database, {
      initialStock: new Map([[a.id, 100]]),
      customerIds: [bench.id],
    });

    expect(check).toMatchObject({
      stockConsumed: 2,
      unitsInOrders: 1,
      ordersInDb: 1,
      mismatchedProducts: 1,
    });
  });

  it('reports units taken from a product the bench never stocked', async () => {
    const stocked = await createProduct(database.db, { stock: 10 });
    const unknown = await createProduct(database.db, { stock: 10 });
    const user = await createUser(database.db);
    await order(user.id, [{ productId: unknown.id, cantidad: 1 }]);

    const check = await checkOrders(database, {
      initialStock: new Map([[stocked.id, 10]]),
      customerIds: [user.id],
    });

    expect(check.mismatchedProducts).toBe(1);
  });
});

describe('the load generator', () => {
  const catalogue = [
    { id: 1, nombre: 'Chicle', precio: 300 },
    { id: 2, nombre: 'Pan', precio: 2_500 },
    { id: 3, nombre: 'Queso', precio: 12_000 },
    // A price that is not a multiple of $50, so cash totals need rounding.
    { id: 4, nombre: 'Arepa', precio: 1_275 },
  ];

  it('draws the same carts from the same seed, every one at or above the cash minimum', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => drawCart(random, catalogue));
    };
    const carts = draw(7);
    expect(draw(7)).toEqual(carts);
    expect(draw(8)).not.toEqual(carts);
    for (const cart of carts) {
      expect(cart.subtotal).toBeGreaterThanOrEqual(minimumOrderFor('efectivo'));
      expect(new Set(cart.lines.map((l) => l.product.id)).size).toBe(cart.lines.length);
      for (const line of cart.lines) expect([1, 2, 3]).toContain(line.cantidad);
    }
  });

  it('prices the body like the store: subtotal, cash shipping and total', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 50; i++) {
      const cart = drawCart(random, catalogue);
      const body = cashOrderBody(cart);
      const subtotal = body.productos.reduce((acc, p) => acc + p.precio * p.cantidad, 0);
      expect(body.subtotal).toBe(subtotal);
      expect(body.costo_envio).toBe(shippingFor(subtotal, 'efectivo'));
      const exact = subtotal + body.costo_envio;
      expect(body.total % 50).toBe(0);
      expect(body.total).toBeLessThanOrEqual(exact);
      expect(exact - body.total).toBeLessThan(50);
    }
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });
});
