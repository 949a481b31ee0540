import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { stockMessageWithPackages } from '../../../domain/cart-stock';
import type { DbOrTx, Tx } from '../../db/client';
import { orderLines, products } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Takes the units of an order from stock inside the caller's transaction. Each decrement is
 * conditional (`stock >= n`), so concurrent orders can never oversell; products are updated in
 * id order so two orders touching the same products always lock them in the same order.
 */
export async function takeStock(
  tx: DbOrTx,
  demand: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
  fromPackages: ReadonlyMap<number, number> = NONE,
): Promise<void> {
  for (const [id, units] of inIdOrder(demand)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(and(eq(products.id, id), gte(products.stock, units)))
      .returning({ id: products.id });
    if (taken) continue;
    throw await insufficientStockError(tx, new Map([[id, units]]), names, fromPackages);
  }
}

const NONE: ReadonlyMap<number, number> = new Map();

/** The products_stock_nonneg check refused a decrement: the transaction must be rolled back. */
export class StockShortage extends Error {
  constructor(
    readonly demand: ReadonlyMap<number, number>,
    readonly names: ReadonlyMap<number, string>,
    readonly fromPackages: ReadonlyMap<number, number> = NONE,
  ) {
    super('insufficient stock');
  }
}

const STOCK_CHECK = 'products_stock_nonneg';

/**
 * Takes the stock as the LAST write of a cash order, so the hot product's row lock is held for as
 * little as possible (issue 16). The decrements are unconditional and the schema's
 * `stock >= 0` check refuses an oversell, which aborts the transaction: no RETURNING to read, no
 * round trip between the lock and its release. On PostgreSQL the decrements (one per product, in
 * id order, so two orders lock shared products in the same order) and the COMMIT go in ONE
 * message: the lock is taken and released inside the server. PGlite runs one transaction at a
 * time, so there it is one statement and the caller's COMMIT.
 *
 * `statementBefore` (with `commit` only): one more statement of the transaction, values inlined,
 * sent at the head of the same message (the order's event), so it costs no round trip and runs
 * before the lock is taken.
 *
 * `commit`: only when nothing else of the transaction follows. The pooled connection then answers
 * Drizzle's own COMMIT itself, with no round trip (server/db/transaction-control.ts). Throws StockShortage when the stock ran out (the rest of the
 * message is then skipped and the caller rolls back); the caller explains it after the rollback
 * (insufficientStockError).
 */
export async function takeStockLast(
  tx: Tx,
  demand: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
  options: {
    commit: boolean;
    statementBefore?: string;
    /** Units of each product inside the order's packages, for the refusal's message. */
    fromPackages?: ReadonlyMap<number, number>;
  },
): Promise<void> {
  const lines = inIdOrder(demand).filter(([, units]) => units > 0);
  if (lines.length === 0) return;
  for (const [id, units] of lines) {
    // Inlined below (a multi-statement message takes no parameters): integers only.
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(units)) {
      throw new Error(`invalid stock demand ${id}: ${units}`);
    }
  }
  const before = options.commit && options.statementBefore ? `${options.statementBefore}; ` : '';
  const text = options.commit
    ? `${before}${lines
        .map(([id, units]) => `UPDATE products SET stock = stock - ${units} WHERE id = ${id}`)
        .join('; ')}; COMMIT`
    : `UPDATE products SET stock = products.stock - d.n FROM (VALUES ${lines
        .map(([id, units]) => `(${id}, ${units})`)
        .join(', ')}) AS d(id, n) WHERE products.id = d.id`;
  try {
    await tx.execute(sql.raw(text));
  } catch (error) {
    if (constraintOf(error) === STOCK_CHECK)
      throw new StockShortage(demand, names, options.fromPackages);
    throw error;
  }
}

/**
 * The 409 for an order the stock could not cover: the first product (in id order) whose stock is
 * below its demand, with what is left of it now and, when packages take some of it, how many of
 * the units wanted are inside them (issue 40).
 */
export async function insufficientStockError(
  db: DbOrTx,
  demand: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
  fromPackages: ReadonlyMap<number, number> = NONE,
): Promise<AppError> {
  const wanted = inIdOrder(demand);
  const rows = await db
    .select({ id: products.id, stock: products.stock, nombre: products.nombre })
    .from(products)
    .where(
      inArray(
        products.id,
        wanted.map(([id]) => id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [id] = wanted.find(([id, units]) => (byId.get(id)?.stock ?? 0) < units) ?? wanted[0]!;
  const row = byId.get(id);
  const nombre = row?.nombre ?? names.get(id) ?? `#${id}`;
  const available = row?.stock ?? 0;
  return new AppError(
    'INSUFFICIENT_STOCK',
    409,
    stockMessageWithPackages(nombre, available, demand.get(id) ?? 0, fromPackages.get(id) ?? 0),
    undefined,
    { producto_id: id, disponible: available },
  );
}

function inIdOrder(demand: ReadonlyMap<number, number>): Array<[number, number]> {
  return [...demand].sort(([a], [b]) => a - b);
}

/** The violated constraint of a driver error (drizzle may wrap it in `cause`). */
export function constraintOf(error: unknown): string | undefined {
  for (
    let e = error as { constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

/** Gives back units (a cancelled order, a failed payment), in id order like takeStock. */
export async function returnStock(tx: DbOrTx, demand: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, units] of inIdOrder(demand)) {
    if (units <= 0) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.id, id));
  }
}

/**
 * The units an order holds, from its stored lines (package lines from their snapshot): each
 * line's final quantity, replacements included. Missing units were written off (issue 44).
 */
export async function orderDemand(tx: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, orderId));
  const demand = new Map<number, number>();
  const add = (id: number, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  for (const line of lines) {
    const units = line.cantidad - line.faltante;
    if (line.tipo === 'producto' && line.product_id !== null) add(line.product_id, units);
    for (const c of line.componentes ?? []) add(c.product_id, units * c.cantidad);
  }
  return demand;
}
