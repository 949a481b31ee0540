import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/** What a reward does by itself: 'prioridad' marks the customer's next order as priority. */
export const REWARD_EFFECTS = ['prioridad'] as const;
export type RewardEffect = (typeof REWARD_EFFECTS)[number];

/**
 * Rewards a customer can aim for with points (issue 24: managed in the admin's "Canjes"). Its
 * kind follows from the row (`rewardKindOf`, domain/rewards.ts): a `valor` in pesos makes it a
 * discount canje (the table 50/100/200/500 seeded by migration 0018), `efecto` 'prioridad' the
 * priority delivery, neither a gift handed over by the shop. Never deleted once redeemed (the
 * canjes keep their own points and value), only deactivated.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    puntos_requeridos: integer('puntos_requeridos').notNull(),
    activo: boolean('activo').notNull().default(true),
    efecto: text('efecto').$type<RewardEffect>(),
    /** Pesos off the order for a discount reward; null for every other kind. */
    valor: integer('valor'),
    /** Position in the resident's lists (then points, then id). */
    orden: integer('orden').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('rewards_puntos_positive', sql`${t.puntos_requeridos} > 0`),
    check('rewards_efecto_valid', oneOf(t.efecto, REWARD_EFFECTS)),
    check(
      'rewards_valor_kind',
      sql`${t.valor} IS NULL OR (${t.valor} > 0 AND ${t.efecto} IS NULL)`,
    ),
    // "Canjear 100 puntos" names one discount: two active discounts never share their points.
    uniqueIndex('rewards_active_discount_points_unique')
      .on(t.puntos_requeridos)
      .where(sql`${t.valor} IS NOT NULL AND ${t.activo}`),
  ],
);

export const REDEMPTION_STATES = ['activo', 'usado', 'cancelado', 'expirado'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/**
 * Canjes: points turned into a discount code. The points leave the balance when the canje is
 * created (a 'redeemed' ledger row) and come back with a 'restored' row if it is cancelled,
 * expires (24 h unused) or its order is cancelled. Attached to at most one order, and an order
 * carries at most one canje.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull().unique('redemptions_codigo_unique'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puntos_usados: integer('puntos_usados').notNull(),
    valor_descuento: integer('valor_descuento').notNull(),
    estado: text('estado').$type<RedemptionState>().notNull().default('activo'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reward_id: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    /** A priority reward's order (kept apart from `order_id`, the discount canje's one per order). */
    prioridad_order_id: integer('prioridad_order_id')
      .references(() => orders.id, { onDelete: 'set null' })
      .unique('redemptions_prioridad_order_unique'),
    /**
     * A gift's order (issue 41): the delivery that handed it over, set in that delivery's
     * transaction (estado 'usado'); cleared again if that delivery is undone. A gift owed
     * (estado 'activo') has none: it rides on the resident's next pending order.
     */
    obsequio_order_id: integer('obsequio_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
    used_at: timestamptz('used_at'),
  },
  (t) => [
    check('redemptions_estado_valid', oneOf(t.estado, REDEMPTION_STATES)),
    check('redemptions_puntos_positive', sql`${t.puntos_usados} > 0`),
    check('redemptions_valor_nonneg', sql`${t.valor_descuento} >= 0`),
    uniqueIndex('redemptions_order_unique')
      .on(t.order_id)
      .where(sql`${t.order_id} IS NOT NULL`),
    index('redemptions_user_estado_idx').on(t.user_id, t.estado),
    index('redemptions_obsequio_order_idx')
      .on(t.obsequio_order_id)
      .where(sql`${t.obsequio_order_id} IS NOT NULL`),
    // The gifts still owed are read on every board refresh: the active canjes, few at a time.
    index('redemptions_activo_idx').on(t.created_at).where(sql`${t.estado} = 'activo'`),
  ],
);

/**
 * `compensacion`: points for a delivery later than the promise (DESIGN §8), once per delivery.
 * `revertido`: a reverted delivery takes back what it credited, never below a zero balance
 * (issue 23); `ajuste_totales` carries what it takes from the lifetime points.
 * `soporte`: points a support case credited (issue 40), a gift like `compensacion`: neither counts
 * toward the lifetime points (`countsTowardLevel`, domain/points-ledger.ts).
 */
export const LEDGER_KINDS = [
  'earned',
  'redeemed',
  'restored',
  'adjusted',
  'compensacion',
  'revertido',
  'soporte',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every points movement, signed (earned and restored > 0, redeemed < 0, adjusted ≠ 0). A
 * trigger (migration 0001) applies each row to `users.puntos_disponibles` (all kinds) and
 * `users.puntos_totales` (earned and adjusted), so the balance always equals the ledger's sum.
 * An order earns once (partial unique index); a canje is redeemed once and restored once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    puntos: integer('puntos').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    redemption_id: integer('redemption_id').references(() => redemptions.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    /** Lifetime points a `revertido` row takes back (≤ 0; 0 for every other kind). */
    ajuste_totales: integer('ajuste_totales').notNull().default(0),
    /** Set on an earned/compensacion row when its delivery is reverted: a new delivery credits again. */
    revertido_at: timestamptz('revertido_at'),
    created_at: createdAt(),
  },
  (t) => [
    check('points_ledger_kind_valid', oneOf(t.kind, LEDGER_KINDS)),
    check(
      'points_ledger_sign',
      sql`(${t.kind} IN ('earned', 'restored', 'compensacion', 'soporte') AND ${t.puntos} > 0) OR (${t.kind} = 'redeemed' AND ${t.puntos} < 0) OR (${t.kind} = 'adjusted' AND ${t.puntos} <> 0) OR (${t.kind} = 'revertido' AND ${t.puntos} <= 0)`,
    ),
    check(
      'points_ledger_ajuste_totales',
      sql`${t.ajuste_totales} = 0 OR (${t.kind} = 'revertido' AND ${t.ajuste_totales} < 0)`,
    ),
    uniqueIndex('points_ledger_order_earned_unique')
      .on(t.order_id)
      .where(sql`${t.kind} = 'earned' AND ${t.order_id} IS NOT NULL AND ${t.revertido_at} IS NULL`),
    uniqueIndex('points_ledger_order_compensacion_unique')
      .on(t.order_id)
      .where(
        sql`${t.kind} = 'compensacion' AND ${t.order_id} IS NOT NULL AND ${t.revertido_at} IS NULL`,
      ),
    uniqueIndex('points_ledger_redemption_kind_unique')
      .on(t.redemption_id, t.kind)
      .where(sql`${t.redemption_id} IS NOT NULL`),
    index('points_ledger_user_idx').on(t.user_id, t.created_at),
    // An order's earned and compensation points (every order view, the history, the board): the
    // unique indexes above each hold one kind only, so a read of both scanned the whole ledger.
    index('points_ledger_order_idx')
      .on(t.order_id)
      .where(sql`${t.order_id} IS NOT NULL`),
  ],
);
