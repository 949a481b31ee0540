import { lineChoices } from '../missing-items/line-choices';
import { and, eq, gt } from 'drizzle-orm';
import { resolveDelivery } from '../../../domain/delivery';
import { MESSAGES } from '../../../domain/messages';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { formatCOP } from '../../../domain/money';
import {
  MINIMUM_DIGITAL_CHARGE,
  PAYMENT_TIMINGS,
  paymentReference,
} from '../../../domain/payments';
import type { CreatePayment } from '../../../domain/schemas/payments';
import type { Database, Tx } from '../../db/client';
import { payments, promoCodes, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { PaymentMethodInput, PaymentProvider } from '../../payments/provider';
import { heldPricing, priceCheckout } from '../orders/checkout-pricing';
import { takeStock } from '../orders/order-stock';
import { holdRedemption } from '../points/points-orders.service';
import { consumePromoCode, promoRefusalError } from '../promo-codes/promo-codes.service';
import { releasePaymentHolds, type PaymentCartSnapshot, type PaymentRow } from './payment-holds';
import type { ShopSettings } from '../../../domain/settings';
import type { SlotSettings } from '../../../domain/scheduling/slots';
import { takeSlotPlace } from '../scheduling/slot-capacity';

export interface PaymentServiceDeps {
  database: Database;
  provider: PaymentProvider;
  publicUrl: string;
  random: () => number;
  /** Told when a payment ends here, refused before the gateway took it (GET /metrics). */
  onFinal?: (estado: 'ERROR') => void;
}

export interface CreatedPayment {
  payment: PaymentRow;
  /** True when an earlier request with the same Idempotency-Key made it. */
  repeated: boolean;
}

/**
 * POST /api/crear-pago. First one transaction reserves everything (customer locked, canje held,
 * cart and ceilings checked, code consumed, cart priced by the server and compared with the
 * amount the browser showed, digital minimum, stock taken, payment row with a unique reference); then, outside any
 * transaction, the gateway is asked to charge. If the gateway refuses or cannot be reached, the
 * holds are released and the payment ends ERROR.
 */
interface PaymentInput {
  userId: number;
  body: CreatePayment;
  idempotencyKey: string | null;
  now: Date;
  /** The shop's current settings (issue 26): the digital minimum, towers. Today's by default. */
  settings?: ShopSettings;
  /** The slots' inputs, when the body asks for a scheduled delivery (issue 45). */
  slotSettings?: SlotSettings;
}

export async function createPayment(
  deps: PaymentServiceDeps,
  input: PaymentInput,
): Promise<CreatedPayment> {
  const reserved = await deps.database.db.transaction((tx) => reserve(tx, deps, input));
  if (reserved.repeated) return repeatOf(await settled(deps.database, reserved.payment));
  const payment = reserved.payment;

  const [user] = await deps.database.db.select().from(users).where(eq(users.id, input.userId));
  try {
    const transaction = await deps.provider.createTransaction({
      reference: payment.reference,
      amount_in_cents: payment.amount * 100,
      currency: 'COP',
      customer_email: user!.email,
      payment_method: methodInput(input.body),
      acceptance_token: input.body.acceptance_token,
      accept_personal_auth: input.body.accept_personal_auth,
      redirect_url: `${deps.publicUrl}/payment-success`,
      customer_data: {
        phone_number: input.body.telefono ?? user!.telefono,
        full_name: user!.nombre,
      },
    });
    const [stored] = await deps.database.db
      .update(payments)
      .set({
        provider_transaction_id: transaction.id,
        redirect_url: transaction.redirect_url_for_customer,
        // Issue 40: the resident's export and receipt name the card; never more than these.
        ...cardColumns(transaction.card),
        updated_at: input.now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: stored ?? payment, repeated: false };
  } catch (error) {
    const ended = await failBeforeGateway(
      deps.database,
      payment,
      error instanceof Error ? error.message : String(error),
    );
    if (ended) deps.onFinal?.('ERROR');
    const status = (error as { status?: number }).status;
    // The gateway refusing our request (4xx) is a payment error the customer can retry with other data.
    throw new AppError(
      'PAYMENT_ERROR',
      status && status < 500 ? 422 : 502,
      PAYMENT_MESSAGES.createError,
    );
  }
}

/** The card's brand and last four digits as stored: four digits or nothing (the column's CHECK). */
function cardColumns(card: { brand: string; last_four: string } | null) {
  if (!card || !/^\d{4}$/.test(card.last_four)) return { card_brand: null, card_last4: null };
  return { card_brand: card.brand.slice(0, 40), card_last4: card.last_four };
}

async function reserve(
  tx: Tx,
  deps: PaymentServiceDeps,
  input: PaymentInput,
): Promise<CreatedPayment> {
  const { userId, body, now } = input;
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
  if (input.idempotencyKey) {
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.user_id, userId), eq(payments.idempotency_key, input.idempotencyKey)));
    if (existing) return { payment: existing, repeated: true };
  }
  // Issue 22: one pending digital payment per resident at a time, whatever its cart, so no
  // client bug (a closed sheet, a second tab) can charge twice. The user row lock above
  // serialises this check with every other crear-pago of the same resident.
  const [waiting] = await tx
    .select({ reference: payments.reference, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.user_id, userId),
        eq(payments.status, 'PENDING'),
        gt(payments.expires_at, now),
      ),
    )
    .limit(1);
  if (waiting) {
    throw new AppError(
      'PAYMENT_PENDING',
      409,
      PAYMENT_MESSAGES.pendingExists(formatCOP(waiting.amount), waiting.reference),
      undefined,
      { referencia: waiting.reference, monto: waiting.amount },
    );
  }

  const delivery = resolveDelivery(body.datosEntrega ?? {}, user, input.settings?.tienda);
  if (!delivery.ok) throw new AppError('DELIVERY_INVALID', 400, delivery.message);

  const canje = body.codigo_canje
    ? await holdRedemption(tx, { userId, codigo: body.codigo_canje, now })
    : null;
  const cart = { productos: body.productos, paquetes: body.paquetes };
  const codigo = body.codigo_promocional;
  const { priced, promo } = await priceCheckout(
    tx,
    { cart, clientTotals: { total: body.monto }, now, settings: input.settings },
    'digital',
    {
      promoCode: codigo,
      pointsValue: canje?.valor_descuento ?? null,
      takePromo: async () => {
        if (!codigo) return null;
        const consumed = await consumePromoCode(tx, { codigo, userId, now });
        if (!consumed.ok) throw promoRefusalError(consumed);
        return consumed.value;
      },
    },
  );
  if (priced.breakdown.total < MINIMUM_DIGITAL_CHARGE) {
    throw new AppError(
      'MINIMUM_ORDER',
      422,
      PAYMENT_MESSAGES.totalTooLow(formatCOP(MINIMUM_DIGITAL_CHARGE)),
    );
  }
  // A scheduled delivery's place is held like the stock, until the payment ends (issue 45).
  const choice = body.entrega_programada;
  const slot =
    choice && input.slotSettings
      ? await takeSlotPlace(tx, { inicio: choice.inicio, now, settings: input.slotSettings })
      : null;
  // A replacement named for a line must be sellable now: refused before any money is asked.
  await lineChoices(tx, cart);
  await takeStock(tx, priced.demand, priced.names, priced.fromPackages);

  const snapshot: PaymentCartSnapshot = {
    request: cart,
    held: heldPricing(priced),
    reserved: [...priced.demand],
    faltantes_preferencia: body.faltantes_preferencia ?? null,
  };
  const [payment] = await tx
    .insert(payments)
    .values({
      reference: paymentReference(now, deps.random),
      user_id: userId,
      provider: deps.provider.name,
      method: body.metodoPago,
      amount: priced.breakdown.total,
      status: 'PENDING',
      cart: snapshot,
      delivery: {
        ...delivery.value,
        telefono: delivery.value.telefono || user.telefono,
        notas: delivery.value.instrucciones,
      },
      promo_code: promo?.codigo ?? null,
      canje_code: canje?.codigo ?? null,
      stock_reserved: true,
      idempotency_key: input.idempotencyKey,
      created_at: now,
      updated_at: now,
      expires_at: new Date(now.getTime() + PAYMENT_TIMINGS.abandonAfterMs),
      entrega_programada_inicio: slot?.inicio ?? null,
      entrega_programada_fin: slot?.fin ?? null,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  if (promo) {
    await tx
      .update(promoCodes)
      .set({ usado_en_pago: payment.id })
      .where(eq(promoCodes.codigo, promo.codigo));
  }
  return { payment, repeated: false };
}

/** How long a repeat waits for the first request's gateway call before answering 409. */
const REPEAT_WAIT_MS = 15_000;
const REPEAT_POLL_MS = 50;

/**
 * DESIGN §4: a repeat returns the first result. A repeat that arrives while the first request is
 * still at the gateway (a double tap: the reservation is committed, the transaction id not yet
 * stored) waits for that answer instead of refusing; only a first request stuck past the wait
 * gets IDEMPOTENCY_CONFLICT.
 */
async function settled(database: Database, payment: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + REPEAT_WAIT_MS;
  let current = payment;
  while (current.status === 'PENDING' && !current.provider_transaction_id && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    const [fresh] = await database.db.select().from(payments).where(eq(payments.id, current.id));
    if (!fresh) break;
    current = fresh;
  }
  return current;
}

/** A repeated request: the first answer while it stands; a failed first attempt stays failed. */
function repeatOf(payment: PaymentRow): CreatedPayment {
  if (payment.status === 'ERROR' && !payment.provider_transaction_id) {
    throw new AppError('PAYMENT_ERROR', 502, PAYMENT_MESSAGES.createError);
  }
  if (!payment.provider_transaction_id) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 409, MESSAGES.server.idempotencyConflict);
  }
  return { payment, repeated: true };
}

async function failBeforeGateway(
  database: Database,
  payment: PaymentRow,
  reason: string,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    if (!locked || locked.status !== 'PENDING') return false;
    await releasePaymentHolds(tx, locked);
    await tx
      .update(payments)
      .set({ status: 'ERROR', status_message: reason.slice(0, 200) })
      .where(eq(payments.id, payment.id));
    return true;
  });
}

/** The gateway's payment method for this request (wompi-notes §2.3–2.6). */
function methodInput(body: CreatePayment): PaymentMethodInput {
  const description = 'Pedido SuperConjunto';
  switch (body.metodoPago) {
    case 'CARD':
      return { type: 'CARD', token: body.payment_source_id ?? '', installments: 1 };
    case 'NEQUI':
      return { type: 'NEQUI', phone_number: body.telefono ?? '' };
    case 'DAVIPLATA':
      return {
        type: 'DAVIPLATA',
        user_legal_id: body.cedula ?? '',
        user_legal_id_type: 'CC',
        payment_description: description,
      };
    case 'PSE':
      return {
        type: 'PSE',
        user_type: 0,
        user_legal_id_type: 'CC',
        user_legal_id: body.cedula ?? '',
        financial_institution_code: body.banco ?? '',
        payment_description: description,
      };
  }
}
