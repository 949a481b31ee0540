import { and, eq, lte, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { MISSING_MESSAGES as M } from '../../../domain/missing-items/messages';
import { isAnswerable, type MissingAnswer } from '../../../domain/missing-items/questions';
import { replacementUnitPrice } from '../../../domain/missing-items/replacements';
import { normalizeOrderState } from '../../../domain/orders';
import { isPaidOnline } from '../../../domain/refunds';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { missingItems, orderLines, orders, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderEventOf, recordOrderEvent } from '../orders/order-events';
import {
  insertReplacementLine,
  lockOrder,
  storeRecomputedMoney,
  takeReplacementStock,
  type OrderRow,
} from './missing-money';

type MarkRow = typeof missingItems.$inferSelect;

/**
 * The resident answers a question about a missing product (issue 44): one of the proposals
 * (its stock taken atomically, priced at most the missing item's price unless they accepted the
 * difference) or "quitar". The conditional UPDATE on 'abierta' makes the answer and the timeout
 * (or a cancellation) exclusive: whichever commits first wins, the other hears 409.
 */
export async function answerMissing(
  database: Database,
  input: { orderId: number; questionId: number; userId: number; eleccion: MissingAnswer; now: Date },
): Promise<{ order: OrderRow; stockChanged: boolean }> {
  return database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.user_id !== input.userId)
      throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    const [question] = await tx
      .select()
      .from(missingItems)
      .where(and(eq(missingItems.id, input.questionId), eq(missingItems.order_id, order.id)));
    if (!question || question.vence_en === null)
      throw new AppError('QUESTION_NOT_FOUND', 404, M.errors.questionNotFound);
    if (!isAnswerable(question, input.now) || normalizeOrderState(order.estado) !== 'pendiente')
      throw new AppError('QUESTION_CLOSED', 409, M.errors.questionClosed);

    const eleccion = input.eleccion;
    let replacementId: number | null = null;
    if ('producto_id' in eleccion) {
      const proposal = question.propuestas.find((p) => p.producto_id === eleccion.producto_id);
      if (!proposal) throw new AppError('NOT_A_PROPOSAL', 422, M.errors.notAProposal);
      const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, question.line_id));
      const [product] = await tx.select().from(products).where(eq(products.id, proposal.producto_id));
      if (!line || !product) throw new AppError('NOT_A_PROPOSAL', 422, M.errors.notAProposal);
      if (!(await takeReplacementStock(tx, product.id, question.faltan)))
        throw new AppError('INSUFFICIENT_STOCK', 409, M.errors.replacementNoStock(product.nombre));
      const unitPrice = replacementUnitPrice({
        missingUnitPrice: line.precio_unitario,
        replacementUnitPrice: proposal.precio,
        acceptsDifference: eleccion.acepta_diferencia === true,
        paidOnline: isPaidOnline(order),
      });
      const replacement = await insertReplacementLine(tx, { line, product, units: question.faltan, unitPrice, now: input.now });
      replacementId = replacement.id;
    }
    const estado = replacementId === null ? 'rechazada' : 'aceptada';
    const [closed] = await tx
      .update(missingItems)
      .set({ estado, eleccion, reemplazo_linea_id: replacementId, cerrada_en: input.now })
      .where(and(eq(missingItems.id, question.id), eq(missingItems.estado, 'abierta')))
      .returning();
    if (!closed) throw new AppError('QUESTION_CLOSED', 409, M.errors.questionClosed);
    const { order: priced } =
      replacementId === null ? { order } : await storeRecomputedMoney(tx, order, input.now);
    await recordOrderEvent(tx, questionEvent(priced, closed));
    return { order: priced, stockChanged: replacementId !== null };
  });
}

function questionEvent(order: OrderRow, mark: MarkRow) {
  return {
    ...orderEventOf('faltante', order),
    faltante: { pregunta_id: mark.id, estado: mark.estado, linea_id: mark.line_id },
  };
}

/**
 * Closes every question whose deadline passed (the missing units stay removed: the money was
 * recomputed without them when the question opened). One conditional UPDATE … RETURNING: across
 * instances and repeated runs each question times out exactly once, and a restart loses nothing
 * (the deadline is in the database). Each closed question is published to both streams.
 */
export async function expireQuestions(database: Database, now: Date): Promise<number> {
  return database.db.transaction(async (tx) => {
    const closed = await tx
      .update(missingItems)
      .set({ estado: 'vencida', cerrada_en: sql`${missingItems.vence_en}` })
      .where(and(eq(missingItems.estado, 'abierta'), lte(missingItems.vence_en, now)))
      .returning();
    for (const mark of closed) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, mark.order_id));
      if (order) await recordOrderEvent(tx, questionEvent(order, mark));
    }
    return closed.length;
  });
}

/**
 * A cancelled order's open questions close with it ('cancelada'), inside the cancellation's
 * transaction: an answer arriving afterwards hears 409 and takes no stock.
 */
export async function closeQuestionsOfCancelled(tx: Tx | DbOrTx, orderId: number, now: Date): Promise<number> {
  const closed = await tx
    .update(missingItems)
    .set({ estado: 'cancelada', cerrada_en: now })
    .where(and(eq(missingItems.order_id, orderId), eq(missingItems.estado, 'abierta')))
    .returning({ id: missingItems.id });
  return closed.length;
}
