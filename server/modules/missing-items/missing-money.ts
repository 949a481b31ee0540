import { and, eq, sql } from 'drizzle-orm';
import { MISSING_MESSAGES } from '../../../domain/missing-items/messages';
import {
  recomputeOrderMoney,
  type OrderMoneySnapshot,
  type RecomputedMoney,
} from '../../../domain/missing-items/recompute';
import { isPaidOnline } from '../../../domain/refunds';
import { effectiveUnitPrice } from '../../../domain/pricing';
import type { Tx } from '../../db/client';
import { orderLines, orders, payments, products } from '../../db/schema';
import { AppError } from '../../http/errors';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** The order's row, locked for the rest of the transaction (marks and answers run one at a time). */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

const snapshotOf = (o: OrderRow): OrderMoneySnapshot => ({
  subtotal: o.subtotal,
  descuento_cupon: o.descuento_cupon,
  descuento_canje: o.descuento_canje,
  costo_envio: o.costo_envio,
  ajuste_redondeo: o.ajuste_redondeo,
  total: o.total,
});

/**
 * Recomputes the order's money from its final lines with the domain rule and stores it; keeps
 * the money as first priced (`montos_originales`) at the first change. A paid online order whose
 * total went down owes the difference: its refund is pending for that amount (the refunds flow,
 * DESIGN §9), never a second charge.
 */
export async function storeRecomputedMoney(
  tx: Tx,
  order: OrderRow,
  now: Date,
): Promise<{ order: OrderRow; money: RecomputedMoney }> {
  const original = order.montos_originales ?? snapshotOf(order);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id));
  const paidOnline = isPaidOnline(order);
  const money = recomputeOrderMoney(lines, {
    metodo: order.metodo_pago === 'EFECTIVO' ? 'efectivo' : 'digital',
    promoPercent: order.codigo_promocional ? order.descuento_porcentaje : 0,
    canjeValue: original.descuento_canje,
    originalShipping: original.costo_envio,
    originalTotal: original.total,
    paidOnline,
  });
  const refund = paidOnline && money.reembolso > 0;
  const [updated] = await tx
    .update(orders)
    .set({
      subtotal: money.subtotal,
      descuento_cupon: money.descuento_cupon,
      descuento_canje: money.descuento_canje,
      descuento_monto: money.descuento_monto,
      costo_envio: money.costo_envio,
      ajuste_redondeo: money.ajuste_redondeo,
      total: money.total,
      montos_originales: original,
      ...(refund ? { reembolso_estado: 'pendiente' as const, reembolso_monto: money.reembolso } : {}),
      updated_at: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (refund) await tx.update(payments).set({ refund_due: true }).where(eq(payments.order_id, order.id));
  // A summarised day is rebuilt from the final lines (the orders trigger only sees the total).
  await tx.execute(sql`select sales_day_forget((${order.created_at.toISOString()}::timestamptz at time zone 'America/Bogota')::date)`);
  return { order: updated!, money };
}

/**
 * Takes `units` of a replacement from stock, atomically: the conditional decrement never
 * oversells, so of two orders racing for the last unit one gets it and the other hears no.
 */
export async function takeReplacementStock(tx: Tx, productId: number, units: number): Promise<boolean> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}` })
    .where(and(eq(products.id, productId), eq(products.activo, true), sql`${products.stock} >= ${units}`))
    .returning({ id: products.id });
  return taken !== undefined;
}

/** A product that can stand in for a line, or a 422 saying why not. */
export async function replacementProduct(tx: Tx, productId: number, line: LineRow): Promise<ProductRow> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product || !product.activo || product.id === line.product_id)
    throw new AppError('REPLACEMENT_INVALID', 422, MISSING_MESSAGES.errors.replacementInvalid);
  return product;
}

/** The child line a replacement adds, priced by the domain rule the caller applied. */
export async function insertReplacementLine(
  tx: Tx,
  input: { line: LineRow; product: ProductRow; units: number; unitPrice: number; now: Date },
): Promise<LineRow> {
  const { line, product } = input;
  const [row] = await tx
    .insert(orderLines)
    .values({
      order_id: line.order_id,
      tipo: 'producto',
      product_id: product.id,
      codigo: product.codigo,
      nombre: product.nombre,
      cantidad: input.units,
      precio_unitario: input.unitPrice,
      precio_original: effectiveUnitPrice(product),
      costo_unitario: product.costo_compra,
      reemplaza_linea_id: line.id,
      created_at: input.now,
    })
    .returning();
  return row!;
}
