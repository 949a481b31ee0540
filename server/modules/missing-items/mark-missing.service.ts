import { and, eq } from 'drizzle-orm';
import { MISSING_MESSAGES as M } from '../../../domain/missing-items/messages';
import { effectivePreference, missingLineAction } from '../../../domain/missing-items/preference';
import { questionDeadline, type MissingMarkState, type ProposalView } from '../../../domain/missing-items/questions';
import { finalQuantity } from '../../../domain/missing-items/recompute';
import { replacementUnitPrice } from '../../../domain/missing-items/replacements';
import { normalizeOrderState } from '../../../domain/orders';
import { isPaidOnline } from '../../../domain/refunds';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import type { Database, Tx } from '../../db/client';
import { missingItems, orderLines, products, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { MESSAGES } from '../../../domain/messages';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { orderEventOf, recordOrderEvent } from '../orders/order-events';
import {
  insertReplacementLine,
  lockOrder,
  replacementProduct,
  storeRecomputedMoney,
  takeReplacementStock,
  type LineRow,
  type OrderRow,
  type ProductRow,
} from './missing-money';
import { proposalView, replacementsFor } from './proposals';

export interface MarkMissingInput {
  orderId: number;
  lineId: number;
  faltan: number;
  /** The owner picks the replacement (any product on sale with stock). */
  reemplazoId?: number;
  adminId: number | null;
  now: Date;
  settings?: ShopSettings;
}

export interface MarkOutcome {
  order: OrderRow;
  estado: MissingMarkState;
  markId: number;
  /** A replacement's product changed stock (the catalogue cache must hear it). */
  stockChanged: boolean;
}

/**
 * The packer marks `faltan` units of a line missing (issue 44, decision 0025), in ONE
 * transaction: the order's row is locked; the missing units leave the order and are written off
 * (they were taken from stock at checkout and are not on the shelf, so they do not come back to
 * it; the audit keeps the adjustment with its reason); then the resident's preference applies —
 * a replacement takes its own stock atomically, "quitar" removes the units, "preguntar" opens a
 * question with a deadline — and the order's money is recomputed from its final lines. The
 * order event ('faltante') is published at the COMMIT.
 */
export async function markMissing(database: Database, input: MarkMissingInput): Promise<MarkOutcome> {
  return database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    if (normalizeOrderState(order.estado) !== 'pendiente')
      throw new AppError('ORDER_NOT_PENDING', 409, M.errors.notPending);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, input.lineId), eq(orderLines.order_id, order.id)));
    if (!line) throw new AppError('LINE_NOT_FOUND', 422, M.errors.lineNotFound, { linea_id: M.errors.lineNotFound });
    const left = finalQuantity(line);
    if (input.faltan < 1 || input.faltan > left)
      throw new AppError('MISSING_QUANTITY_INVALID', 422, M.errors.tooMany(left), { faltan: M.errors.tooMany(left) });
    const [open] = await tx
      .select({ id: missingItems.id })
      .from(missingItems)
      .where(and(eq(missingItems.line_id, line.id), eq(missingItems.estado, 'abierta')));
    if (open) throw new AppError('QUESTION_OPEN', 409, M.errors.openQuestion);
    if (input.reemplazoId !== undefined && line.tipo !== 'producto')
      throw new AppError('PACKAGE_NOT_REPLACEABLE', 422, M.errors.packageReplacement);

    await tx
      .update(orderLines)
      .set({ faltante: line.faltante + input.faltan })
      .where(eq(orderLines.id, line.id));
    await writeOff(tx, order, line, input);

    const applied = await applyPreference(tx, order, line, input);
    const { order: priced } = await storeRecomputedMoney(tx, order, input.now);
    const [mark] = await tx
      .insert(missingItems)
      .values({
        order_id: order.id,
        line_id: line.id,
        faltan: input.faltan,
        estado: applied.estado,
        propuestas: applied.propuestas,
        vence_en: applied.venceEn,
        reemplazo_linea_id: applied.replacement?.id ?? null,
        admin_id: input.adminId,
        cerrada_en: applied.estado === 'abierta' ? null : input.now,
        created_at: input.now,
      })
      .returning();
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'order.missing',
      entity: 'order',
      entityId: order.id,
      before: { linea_id: line.id, faltante: line.faltante, total: order.total },
      after: {
        linea_id: line.id,
        faltante: line.faltante + input.faltan,
        resultado: applied.estado,
        reemplazo: applied.replacement ? { producto_id: applied.replacement.product_id, cantidad: applied.replacement.cantidad } : null,
        total: priced.total,
      },
    });
    await recordOrderEvent(tx, {
      ...orderEventOf('faltante', priced),
      faltante: {
        ...(applied.estado === 'abierta' ? { pregunta_id: mark!.id } : {}),
        estado: applied.estado,
        linea_id: line.id,
        producto_nombre: line.nombre,
        ...(applied.venceEn ? { vence_en: applied.venceEn.toISOString() } : {}),
      },
    });
    return { order: priced, estado: applied.estado, markId: mark!.id, stockChanged: applied.replacement !== null };
  });
}

/**
 * The write-off of the missing units as an inventory adjustment (audited with its reason): the
 * stock counter already lost them at checkout, so it stays; what changes is that no order holds
 * them any more, and cancelling the order will not put them back.
 */
async function writeOff(tx: Tx, order: OrderRow, line: LineRow, input: MarkMissingInput): Promise<void> {
  const units = new Map<number, number>();
  if (line.tipo === 'producto' && line.product_id !== null) units.set(line.product_id, input.faltan);
  for (const c of line.componentes ?? []) units.set(c.product_id, (units.get(c.product_id) ?? 0) + c.cantidad * input.faltan);
  for (const [productId, unidades] of units) {
    const [product] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'product.writeoff',
      entity: 'product',
      entityId: productId,
      before: { stock: product?.stock ?? null },
      after: { stock: product?.stock ?? null, dados_de_baja: unidades, motivo: M.inventoryReason, pedido_id: order.id },
    });
  }
}

interface Applied {
  estado: MissingMarkState;
  propuestas: ProposalView[];
  venceEn: Date | null;
  replacement: LineRow | null;
}

async function applyPreference(tx: Tx, order: OrderRow, line: LineRow, input: MarkMissingInput): Promise<Applied> {
  const removed: Applied = { estado: 'quitada', propuestas: [], venceEn: null, replacement: null };
  // A package or a replacement itself is not replaced again: what is missing is removed.
  if (line.tipo !== 'producto' || line.product_id === null || line.reemplaza_linea_id !== null) return removed;
  const paidOnline = isPaidOnline(order);
  const replaceWith = async (product: ProductRow, propuestas: ProposalView[]): Promise<Applied | null> => {
    if (!(await takeReplacementStock(tx, product.id, input.faltan))) return null;
    const unitPrice = replacementUnitPrice({
      missingUnitPrice: line.precio_unitario,
      replacementUnitPrice: proposalView(product, line.precio_unitario).precio,
      acceptsDifference: false,
      paidOnline,
    });
    const replacement = await insertReplacementLine(tx, { line, product, units: input.faltan, unitPrice, now: input.now });
    return { estado: 'reemplazada', propuestas, venceEn: null, replacement };
  };

  if (input.reemplazoId !== undefined) {
    const product = await replacementProduct(tx, input.reemplazoId, line);
    const done = await replaceWith(product, [proposalView(product, line.precio_unitario)]);
    if (!done) throw new AppError('INSUFFICIENT_STOCK', 409, M.errors.replacementNoStock(product.nombre));
    return done;
  }
  const [resident] = await tx
    .select({ preferencia: users.faltantes_preferencia })
    .from(users)
    .where(eq(users.id, order.user_id));
  const preference = effectivePreference(order.faltantes_preferencia, resident?.preferencia);
  const action = missingLineAction(preference, line);
  if (action.kind === 'quitar') return removed;

  if (action.kind === 'reemplazar' && action.producto_id !== null) {
    const [chosen] = await tx.select().from(products).where(eq(products.id, action.producto_id));
    if (chosen?.activo && chosen.id !== line.product_id) {
      const done = await replaceWith(chosen, [proposalView(chosen, line.precio_unitario)]);
      if (done) return done;
    }
    return removed;
  }
  const { proposals } = await replacementsFor(tx, line.product_id);
  const propuestas = proposals.map((p) => proposalView(p, line.precio_unitario));
  if (action.kind === 'reemplazar') {
    // The closest first; another if a concurrent order took the last unit of it.
    for (const product of proposals) {
      const done = await replaceWith(product, propuestas);
      if (done) return done;
    }
    return { ...removed, propuestas };
  }
  if (propuestas.length === 0) return removed;
  const minutes = (input.settings ?? DEFAULT_SETTINGS).faltantes.minutos_respuesta;
  return { estado: 'abierta', propuestas, venceEn: questionDeadline(input.now, minutes), replacement: null };
}
