import { and, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import { bogotaDayKey } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import {
  clientPromoRefusal,
  normalizePromoCode,
  promoEligibility,
  type PromoCheckRefusal,
  type PromoType,
} from '../../../domain/promo';
import { err, ok, type Result } from '../../../domain/result';
import type { DbOrTx } from '../../db/client';
import { orders, promoCodes, users } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Promo codes for customers (DESIGN §5): validation (never consumes) and the single-use
 * consumption that order creation and payments run inside their own transaction.
 */
export type { PromoCheckRefusal };

export interface UsablePromo {
  codigo: string;
  tipo: PromoType;
  /** Percent off the eligible subtotal. */
  descuento: number;
}

interface CustomerPromoFacts {
  customerHasPriorOrder: boolean;
  customerUsedAnyCode: boolean;
}

/**
 * What the type rules need to know about a customer. A code this customer holds right now (consumed
 * by a payment that is not an order yet) counts as used, and a held welcome code as a first order,
 * so a welcome code cannot be spent twice while a payment is in flight. `excludeOrderId` is the
 * order being created, which must not count against itself.
 */
async function customerFacts(db: DbOrTx, userId: number, excludeOrderId?: number): Promise<CustomerPromoFacts> {
  const mine: SQL[] = [eq(orders.user_id, userId), ne(orders.estado, 'cancelado')];
  if (excludeOrderId !== undefined) mine.push(ne(orders.id, excludeOrderId));
  const [prior] = await db.select({ id: orders.id }).from(orders).where(and(...mine)).limit(1);
  const [withCode] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...mine, isNotNull(orders.codigo_promocional)))
    .limit(1);
  const held = await db
    .select({ tipo: promoCodes.tipo })
    .from(promoCodes)
    .where(and(eq(promoCodes.usado_por, userId), eq(promoCodes.usado, true)));
  return {
    customerHasPriorOrder: prior !== undefined || held.some((h) => h.tipo === 'bienvenida'),
    customerUsedAnyCode: withCode !== undefined || held.length > 0,
  };
}

async function checkCode(
  db: DbOrTx,
  codigo: string,
  userId: number,
  now: Date,
  excludeOrderId?: number,
): Promise<Result<UsablePromo, PromoCheckRefusal>> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.codigo, codigo));
  if (!row) return err('PROMO_NOT_FOUND', MESSAGES.promo.invalid);
  const verdict = promoEligibility({
    type: row.tipo,
    used: row.usado,
    active: row.activo,
    expiresOn: row.vence_el,
    today: bogotaDayKey(now),
    ...(await customerFacts(db, userId, excludeOrderId)),
  });
  if (!verdict.ok) return verdict;
  return ok({ codigo: row.codigo, tipo: row.tipo, descuento: row.descuento_porcentaje });
}

/** Whether this customer could use this code now. Reads only: validation never consumes. */
export async function validatePromoCode(
  db: DbOrTx,
  input: { codigo: string; userId: number; now: Date },
): Promise<Result<UsablePromo, PromoCheckRefusal>> {
  return checkCode(db, normalizePromoCode(input.codigo), input.userId, input.now);
}

export interface ConsumePromoInput {
  codigo: string;
  userId: number;
  /** The order being created (recorded in `usado_en`, and not counted as an earlier order). */
  orderId?: number;
  /** The payment reserving the code (recorded in `usado_en_pago`). */
  paymentId?: number;
  now: Date;
}

/**
 * Marks the code used by this customer, re-checking the type rules, inside the caller's
 * transaction. Locks the customer's row first (take it before other row locks of the same
 * transaction), so two checkouts of one customer run the rules one after the other; the
 * conditional UPDATE makes two orders of different customers unable to share a code.
 */
export async function consumePromoCode(
  tx: DbOrTx,
  input: ConsumePromoInput,
): Promise<Result<UsablePromo, PromoCheckRefusal>> {
  const codigo = normalizePromoCode(input.codigo);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  const checked = await checkCode(tx, codigo, input.userId, input.now, input.orderId);
  if (!checked.ok) return checked;
  const [row] = await tx
    .update(promoCodes)
    .set({
      usado: true,
      usado_por: input.userId,
      usado_en: input.orderId ?? null,
      usado_en_pago: input.paymentId ?? null,
      used_at: input.now,
    })
    .where(and(eq(promoCodes.codigo, codigo), eq(promoCodes.usado, false), eq(promoCodes.activo, true)))
    .returning({ id: promoCodes.id });
  if (!row) return err('PROMO_USED', MESSAGES.promo.used);
  return checked;
}

/**
 * Makes a consumed code available again (its order was cancelled, its payment failed). With a
 * holder, only when that order or payment is the one holding it. True when a code was released.
 */
export async function releasePromoCode(
  tx: DbOrTx,
  codigo: string,
  holder: { orderId?: number; paymentId?: number } = {},
): Promise<boolean> {
  const where: SQL[] = [eq(promoCodes.codigo, normalizePromoCode(codigo)), eq(promoCodes.usado, true)];
  if (holder.orderId !== undefined) where.push(eq(promoCodes.usado_en, holder.orderId));
  if (holder.paymentId !== undefined) where.push(eq(promoCodes.usado_en_pago, holder.paymentId));
  const released = await tx
    .update(promoCodes)
    .set({ usado: false, usado_por: null, usado_en: null, usado_en_pago: null, used_at: null })
    .where(and(...where))
    .returning({ id: promoCodes.id });
  return released.length > 0;
}

/** Records the order an approved payment became on the code that payment consumed. */
export async function attachPromoCodeToOrder(
  tx: DbOrTx,
  input: { codigo: string; paymentId: number; orderId: number },
): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usado_en: input.orderId })
    .where(
      and(
        eq(promoCodes.codigo, normalizePromoCode(input.codigo)),
        eq(promoCodes.usado, true),
        eq(promoCodes.usado_en_pago, input.paymentId),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/**
 * The HTTP error for a refused code at order or payment time: one answer whatever the reason, so
 * a checkout cannot tell a guesser which codes exist (decision 0017).
 */
export function promoRefusalError(refusal: { code: PromoCheckRefusal }): AppError {
  const client = clientPromoRefusal(refusal.code);
  return new AppError(client.code, 422, client.message);
}
