import { and, eq, sql } from 'drizzle-orm';
import type { FaltantePreferencia } from '../../../domain/missing-items/preference';
import { lineChoices } from '../missing-items/line-choices';
import { resolveDelivery, type DeliveryFields } from '../../../domain/delivery';
import { MESSAGES } from '../../../domain/messages';
import { cashReference } from '../../../domain/orders';
import { isTestOrderBy } from '../../../domain/sales';
import type { Database, Tx } from '../../db/client';
import { orders, promoCodes, users, type orderLines, type PaymentMethod } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  attachHeldRedemption,
  claimRedemption,
  findUsableRedemption,
} from '../points/points-orders.service';
import {
  attachPromoCodeToOrder,
  consumePromoCode,
  promoRefusalError,
} from '../promo-codes/promo-codes.service';
import { attachPriorityReward, claimPriorityReward } from '../points/priority-reward.service';
import { lockCustomer } from './customer-lock';
import { openCashOrders } from './open-cash-orders';
import { insertOrderWithLines } from './order-insert';
import { orderEventOf, orderEventStatement, recordOrderEvent } from './order-events';
import { heldPricing, orderSizeOf, priceCheckout, type HeldPricing } from './checkout-pricing';
import type { CartRequest, LineSnapshot } from './order-cart';
import { constraintOf, insufficientStockError, StockShortage, takeStockLast } from './order-stock';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { needsOwnerApproval, type ApprovalState } from '../../../domain/order-approval';
import type { SlotSettings } from '../../../domain/scheduling/slots';
import { takeSlotPlace, type HeldSlot } from '../scheduling/slot-capacity';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/**
 * How the order is paid. Cash: stock, code and canje are taken here. An approved digital payment
 * (the payments work) already holds the stock and the code, so the order only records them.
 */
export type OrderPayment =
  | { kind: 'cash' }
  | {
      kind: 'digital';
      method: Exclude<PaymentMethod, 'EFECTIVO'>;
      paymentId: number;
      reference: string;
      transactionId: string | null;
      estadoPago: string;
      /**
       * What the customer paid for, priced when the payment was created: the order keeps it even
       * if a price changed while the gateway decided. Its stock, code and canje are already held.
       */
      priced: HeldPricing;
    };

export interface CreateOrderInput {
  userId: number;
  payment: OrderPayment;
  cart: CartRequest;
  delivery: DeliveryFields & { notas_entrega?: string | null };
  codigoPromocional?: string | null;
  codigoCanje?: string | null;
  /** What the browser showed; a difference with the server's prices is refused (409). */
  clientTotals?: { subtotal?: number | null; total?: number | null };
  idempotencyKey?: string | null;
  now: Date;
  random: () => number;
  /** The shop's current settings (issue 26): shipping, minimums, towers. Today's by default. */
  settings?: ShopSettings;
  /**
   * Scheduled delivery (issue 45): cash takes a place in the slot starting at `inicio` here; an
   * approved payment brings the slot whose place it held since it was created. None: lo antes posible.
   */
  slot?: { inicio: string; settings: SlotSettings } | { held: HeldSlot } | null;
  /** What to do if a product is missing (issue 44); saved as the resident's default too. */
  faltantesPreferencia?: FaltantePreferencia | null;
}

export interface CreatedOrder {
  order: OrderRow;
  /** True when an earlier request with the same Idempotency-Key had created it. */
  repeated: boolean;
  /** The lines just written (absent for a repeated request: read them from the database). */
  lines?: LineRow[];
}

/**
 * The one way an order comes to exist (customer spec §4–5, DESIGN §5). In ONE transaction:
 * locks the customer (their checkouts run one after the other), resolves delivery from the
 * profile, checks the cart, the minimum and the ceilings (issue 46), consumes the promo code with
 * its type rules, prices every line from the database, compares with what the browser showed,
 * writes the order and its lines,
 * claims the canje and, last, takes the stock. Any refusal rolls all of it back.
 *
 * The stock comes last so the product's row lock, the one every customer of a promotion waits
 * for, is held for one statement rather than across the whole transaction (issue 16; on
 * PostgreSQL the decrement and the COMMIT travel in one message, see takeStockLast).
 */
export async function createOrder(
  database: Database,
  input: CreateOrderInput,
): Promise<CreatedOrder> {
  try {
    return await database.db.transaction((tx) =>
      createOrderInTransaction(tx, input, { commitWithStock: database.kind === 'postgres' }),
    );
  } catch (error) {
    if (error instanceof StockShortage) {
      throw await insufficientStockError(
        database.db,
        error.demand,
        error.names,
        error.fromPackages,
      );
    }
    // Two requests with one key raced past the lookup: the loser answers with the winner's order.
    if (input.idempotencyKey && constraintOf(error) === 'orders_user_idempotency_unique') {
      const existing = await findByIdempotencyKey(database.db, input.userId, input.idempotencyKey);
      if (existing) return { order: existing, repeated: true };
    }
    throw error;
  }
}

/** createOrder's body, for a caller that already holds a transaction (an approved payment). */
export async function createOrderInTransaction(
  tx: Tx,
  input: CreateOrderInput,
  options: { commitWithStock?: boolean } = {},
): Promise<CreatedOrder> {
  const { userId, now, payment } = input;
  // The customer's lock and the Idempotency-Key lookup in one round trip (with the BEGIN).
  const key = input.idempotencyKey ?? null;
  const locked = await lockCustomer(tx, userId, key, now);
  if (!locked) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
  const { user } = locked;

  if (key && locked.repeatedId !== null) {
    const existing = await findByIdempotencyKey(tx, userId, key);
    if (existing) return { order: existing, repeated: true };
  }

  const delivery = resolveDelivery(input.delivery, user, input.settings?.tienda);
  if (!delivery.ok) throw new AppError('DELIVERY_INVALID', 400, delivery.message);
  const telefono = delivery.value.telefono || user.telefono;

  const held =
    payment.kind === 'cash'
      ? await holdForCash(tx, input)
      : await heldForPayment(tx, input, payment);
  const { totals, lines, promo, canje } = held;
  const choices = await lineChoices(tx, input.cart, { lenient: payment.kind === 'digital' });
  // A reward redeemed by a request that committed while this one waited for the lock may be
  // missed by the lock's own snapshot: it then stays for the next order, never lost.
  const priority = locked.holdsPriority ? await claimPriorityReward(tx, userId, now) : null;
  const slot = !input.slot
    ? null
    : 'held' in input.slot
      ? input.slot.held
      : await takeSlotPlace(tx, { inicio: input.slot.inicio, now, settings: input.slot.settings });
  const orderValues: typeof orders.$inferInsert = {
    user_id: userId,
    estado: 'pendiente',
    subtotal: totals.subtotal,
    descuento_monto: totals.promoDiscount + totals.pointsDiscount,
    descuento_cupon: totals.promoDiscount,
    descuento_canje: totals.pointsDiscount,
    descuento_porcentaje: promo ? totals.promoPercent : 0,
    costo_envio: totals.shipping,
    // Cash: the total is rounded down to a multiple of $50 and the difference kept (DESIGN §5).
    ajuste_redondeo: totals.ajusteRedondeo ?? 0,
    total: totals.total,
    metodo_pago: payment.kind === 'cash' ? 'EFECTIVO' : payment.method,
    estado_pago: payment.kind === 'cash' ? 'PENDIENTE_EFECTIVO' : payment.estadoPago,
    payment_reference:
      payment.kind === 'cash' ? cashReference(now, input.random) : payment.reference,
    transaccion_id: payment.kind === 'cash' ? null : payment.transactionId,
    codigo_promocional: promo?.codigo ?? null,
    codigo_canje: canje?.codigo ?? null,
    torre_entrega: delivery.value.torre,
    piso_entrega: delivery.value.piso,
    apartamento_entrega: delivery.value.apartamento,
    instrucciones_entrega: delivery.value.instrucciones,
    notas_entrega: input.delivery.notas_entrega?.trim() || delivery.value.instrucciones,
    telefono_contacto: telefono,
    entrega_modo: delivery.value.entregaModo,
    recibe: delivery.value.recibe,
    idempotency_key: input.idempotencyKey ?? null,
    prioritario: priority !== null,
    // Issue 41: the owner's (or a staff member's) own order tries the shop; no figure counts it.
    prueba: isTestOrderBy(user.rol),
    aprobacion: held.aprobacion ?? null,
    faltantes_preferencia: input.faltantesPreferencia ?? null,
    entrega_programada_inicio: slot?.inicio ?? null,
    entrega_programada_fin: slot?.fin ?? null,
    created_at: now,
    updated_at: now,
  };
  const { order, lines: written } = await insertOrderWithLines(
    tx,
    orderValues,
    lines.map((line) => ({ ...line, ...choices.of(line), created_at: now })),
  );
  if (priority !== null) await attachPriorityReward(tx, priority, order.id);

  if (input.faltantesPreferencia)
    await tx
      .update(users)
      .set({ faltantes_preferencia: input.faltantesPreferencia })
      .where(
        and(
          eq(users.id, userId),
          sql`${users.faltantes_preferencia} IS DISTINCT FROM ${input.faltantesPreferencia}`,
        ),
      );
  // The handoff chosen on this order becomes the resident's default (DESIGN §8).
  if (
    user.entrega_modo !== delivery.value.entregaModo ||
    (user.entrega_recibe ?? null) !== delivery.value.recibe
  ) {
    await tx
      .update(users)
      .set({ entrega_modo: delivery.value.entregaModo, entrega_recibe: delivery.value.recibe })
      .where(eq(users.id, userId));
  }
  if (payment.kind === 'cash') {
    if (canje) await claimRedemption(tx, { userId, codigo: canje.codigo, orderId: order.id, now });
    if (promo)
      await tx
        .update(promoCodes)
        .set({ usado_en: order.id })
        .where(eq(promoCodes.codigo, promo.codigo));
    // The board hears of it at the COMMIT (a NOTIFY is delivered then), with no extra turn in
    // PGlite's queue after it. With commitWithStock the event, the stock and the COMMIT are one
    // message; nothing may follow it.
    const event = orderEventOf('creado', order);
    const commit = options.commitWithStock ?? false;
    if (!commit) await recordOrderEvent(tx, event);
    await takeStockLast(tx, held.demand ?? new Map(), held.names ?? new Map(), {
      commit,
      statementBefore: commit ? orderEventStatement(event) : undefined,
      fromPackages: held.fromPackages,
    });
  } else {
    if (canje) await attachHeldRedemption(tx, { userId, codigo: canje.codigo, orderId: order.id });
    if (promo)
      await attachPromoCodeToOrder(tx, {
        codigo: promo.codigo,
        paymentId: payment.paymentId,
        orderId: order.id,
      });
  }
  return { order, repeated: false, lines: written };
}

interface Held {
  totals: HeldPricing;
  lines: LineSnapshot[];
  promo: { codigo: string } | null;
  canje: { codigo: string } | null;
  /** Cash: the units to take once the order is written (takeStockLast). */
  demand?: ReadonlyMap<number, number>;
  names?: ReadonlyMap<number, string>;
  fromPackages?: ReadonlyMap<number, number>;
  /** Cash: 'pendiente' when the order is unusual enough to wait for the owner (issue 46). */
  aprobacion?: ApprovalState | null;
}

/**
 * Cash: check the cart, its ceilings and the resident's open cash orders, then consume the code,
 * price from the database and compare (priceCheckout says why in that order).
 */
async function holdForCash(tx: Tx, input: CreateOrderInput): Promise<Held> {
  const { userId, now } = input;
  const canje = input.codigoCanje
    ? await findUsableRedemption(tx, userId, input.codigoCanje, now)
    : null;
  const codigo = input.codigoPromocional;
  const { priced, promo } = await priceCheckout(tx, input, 'efectivo', {
    promoCode: codigo,
    pointsValue: canje?.valor_descuento ?? null,
    openCash: () => openCashOrders(tx, userId),
    takePromo: async () => {
      if (!codigo) return null;
      const consumed = await consumePromoCode(tx, { codigo, userId, now });
      if (!consumed.ok) throw promoRefusalError(consumed);
      return consumed.value;
    },
  });
  return {
    totals: heldPricing(priced),
    lines: priced.lines,
    promo,
    canje,
    demand: priced.demand,
    names: priced.names,
    fromPackages: priced.fromPackages,
    aprobacion: needsOwnerApproval(orderSizeOf(priced), input.settings?.limites ?? DEFAULT_SETTINGS.limites)
      ? 'pendiente'
      : null,
  };
}

/** An approved payment: its code and canje must still be held by it. */
async function heldForPayment(
  tx: Tx,
  input: CreateOrderInput,
  payment: Extract<OrderPayment, { kind: 'digital' }>,
): Promise<Held> {
  const promo = input.codigoPromocional
    ? await heldPromo(tx, input.codigoPromocional, payment.paymentId)
    : null;
  const canje = input.codigoCanje ? { codigo: input.codigoCanje } : null;
  return { totals: payment.priced, lines: payment.priced.lines, promo, canje };
}

/** The code a digital payment consumed when it was created (it must still be held by it). */
async function heldPromo(tx: Tx, codigo: string, paymentId: number) {
  const [row] = await tx
    .select({ codigo: promoCodes.codigo, descuento: promoCodes.descuento_porcentaje })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.codigo, codigo),
        eq(promoCodes.usado_en_pago, paymentId),
        eq(promoCodes.usado, true),
      ),
    );
  if (!row) throw new AppError('PROMO_USED', 409, MESSAGES.promo.used);
  return row;
}

async function findByIdempotencyKey(db: Database['db'] | Tx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.idempotency_key, key)));
  return row;
}
