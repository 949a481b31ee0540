import { count, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { orderLines, orders, products } from '../server/db/schema';

export interface OrdersCheckInput {
  /** Stock of every product the bench could order, right before the load. */
  initialStock: ReadonlyMap<number, number>;
  /** The bench's customers: only their orders were placed during the load. */
  customerIds: readonly number[];
}

export interface OrdersCheck {
  /** Products whose stock is below zero (the schema forbids it; checked all the same). */
  stockNegative: number;
  /** Σ (initial − final stock) over the bench's products. */
  stockConsumed: number;
  /** Σ units in the bench customers' order lines (package lines × their components). */
  unitsInOrders: number;
  /** Orders of the bench customers in the database. */
  ordersInDb: number;
  /** Products whose stock moved by something else than their units in those orders. */
  mismatchedProducts: number;
}

/**
 * Reads the database after the load (the server stopped) and checks the stock against the
 * orders, product by product. The units are counted here from the stored lines, independently
 * of the server's own stock code, so a bug there cannot hide itself.
 */
export async function checkOrders(
  database: Database,
  input: OrdersCheckInput,
): Promise<OrdersCheck> {
  const { db } = database;
  const ids = [...input.customerIds];
  const [negative] = await db.select({ n: count() }).from(products).where(lt(products.stock, 0));
  const [placed] = await db.select({ n: count() }).from(orders).where(inArray(orders.user_id, ids));
  const lines = await db
    .select({
      tipo: orderLines.tipo,
      productId: orderLines.product_id,
      cantidad: orderLines.cantidad,
      componentes: orderLines.componentes,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(inArray(orders.user_id, ids));

  const units = new Map<number, number>();
  const add = (id: number, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  for (const line of lines) {
    if (line.tipo === 'producto' && line.productId !== null) add(line.productId, line.cantidad);
    for (const c of line.componentes ?? []) add(c.product_id, line.cantidad * c.cantidad);
  }

  const finalStock = new Map(
    (await db.select({ id: products.id, stock: products.stock }).from(products)).map((r) => [
      r.id,
      r.stock,
    ]),
  );
  let stockConsumed = 0;
  let mismatchedProducts = 0;
  for (const [id, initial] of input.initialStock) {
    const consumed = initial - (finalStock.get(id) ?? Number.NaN);
    stockConsumed += consumed;
    if (consumed !== (units.get(id) ?? 0)) mismatchedProducts++;
  }
  // Units of a product the bench did not stock would mean an order took what it was never given.
  for (const id of units.keys()) if (!input.initialStock.has(id)) mismatchedProducts++;

  return {
    stockNegative: negative?.n ?? 0,
    stockConsumed,
    unitsInOrders: [...units.values()].reduce((a, b) => a + b, 0),
    ordersInDb: placed?.n ?? 0,
    mismatchedProducts,
  };
}
