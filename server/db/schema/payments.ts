import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const DIGITAL_METHODS = ['CARD', 'NEQUI', 'DAVIPLATA', 'PSE'] as const;
export type DigitalMethod = (typeof DIGITAL_METHODS)[number];

export const PAYMENT_STATUSES = [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'ERROR',
  'VOIDED',
  'ABANDONED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Digital payments (one row per attempt at the gateway). The cart and delivery data are
 * snapshotted as JSON at creation so the approved payment becomes exactly one order
 * (`order_id` is unique) whichever confirmation path sees it first. `stock_reserved` records that
 * the stock is held, so release happens once. Only the card's last four digits and brand are
 * stored, never a number.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique('payments_reference_unique'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    provider_transaction_id: text('provider_transaction_id').unique(
      'payments_provider_transaction_id_unique',
    ),
    method: text('method').$type<DigitalMethod>().notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    status_message: text('status_message'),
    cart: jsonb('cart').$type<unknown>().notNull(),
    delivery: jsonb('delivery').$type<unknown>().notNull(),
    promo_code: text('promo_code'),
    canje_code: text('canje_code'),
    order_id: integer('order_id')
      .references(() => orders.id, { onDelete: 'set null' })
      .unique('payments_order_id_unique'),
    redirect_url: text('redirect_url'),
    card_last4: text('card_last4'),
    card_brand: text('card_brand'),
    stock_reserved: boolean('stock_reserved').notNull().default(false),
    refund_due: boolean('refund_due').notNull().default(false),
    idempotency_key: text('idempotency_key'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    expires_at: timestamptz('expires_at').notNull(),
    /** The delivery slot this payment holds a place in while pending (issue 45); null: none. */
    entrega_programada_inicio: timestamptz('entrega_programada_inicio'),
    entrega_programada_fin: timestamptz('entrega_programada_fin'),
  },
  (t) => [
    check('payments_method_valid', oneOf(t.method, DIGITAL_METHODS)),
    check('payments_status_valid', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'payments_card_last4_format',
      sql`${t.card_last4} IS NULL OR ${t.card_last4} ~ '^[0-9]{4}$'`,
    ),
    index('payments_user_created_idx').on(t.user_id, t.created_at),
    index('payments_status_expires_idx').on(t.status, t.expires_at),
    // A pending payment's place in its slot counts until it ends (issue 45).
    index('payments_pending_slot_idx')
      .on(t.entrega_programada_inicio)
      .where(sql`${t.status} = 'PENDING' AND ${t.entrega_programada_inicio} IS NOT NULL`),
  ],
);

/** Gateway events already applied (by event id or checksum): a replay is refused. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: serial('id').primaryKey(),
  event_key: text('event_key').notNull().unique('processed_payment_events_event_key_unique'),
  provider: text('provider').notNull(),
  reference: text('reference'),
  created_at: createdAt(),
});
