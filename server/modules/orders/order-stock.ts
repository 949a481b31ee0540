import { and, eq, gte, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import type { DbOrTx } from '../../db/client';
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
): Promise<void> {
  for (const [id, units] of [...demand].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(and(eq(products.id, id), gte(products.stock, units)))
      .returning({ id: products.id });
    if (taken) continue;
    const [row] = await tx
      .select({ stock: products.stock, nombre: products.nombre })
      .from(products)
      .where(eq(products.id, id));
    const nombre = row?.nombre ?? names.get(id) ?? `#${id}`;
    const available = row?.stock ?? 0;
    throw new AppError(
      'INSUFFICIENT_STOCK',
      409,
      available > 0
        ? MESSAGES.stock.insufficient(nombre, available)
        : MESSAGES.stock.outOfStock(nombre),
      undefined,
      { producto_id: id, disponible: available },
    );
  }
}

/** Gives back units (a cancelled order, a failed payment), in id order like takeStock. */
export async function returnStock(tx: DbOrTx, demand: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, units] of [...demand].sort(([a], [b]) => a - b)) {
    if (units <= 0) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.id, id));
  }
}

/** The units an order took, from its stored lines (package lines from their snapshot). */
export async function orderDemand(tx: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, orderId));
  const demand = new Map<number, number>();
  const add = (id: number, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  for (const line of lines) {
    if (line.tipo === 'producto' && line.product_id !== null) add(line.product_id, line.cantidad);
    for (const c of line.componentes ?? []) add(c.product_id, line.cantidad * c.cantidad);
  }
  return demand;
}
