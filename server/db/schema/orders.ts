import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { packages, products } from './catalog';
import { CANCEL_REASONS, type CancelReason } from '../../../domain/cancel-reasons';
import { APPROVAL_STATES, type ApprovalState } from '../../../domain/order-approval';
import { SETTINGS_LIMITS } from '../../../domain/settings-messages';
import { between, createdAt, oneOf, timestamptz, updatedAt } from './columns';
import {
  MISSING_PREFERENCES,
  type FaltantePreferencia,
} from '../../../domain/missing-items/preference';
import type { OrderMoneySnapshot } from '../../../domain/missing-items/recompute';
import {
  MISSING_MARK_STATES,
  type MissingAnswer,
  type MissingMarkState,
  type ProposalView,
} from '../../../domain/missing-items/questions';
import { HANDOFF_MODES, users, type HandoffMode } from './users';

export const ORDER_STATES = ['pendiente', 'entregado', 'cancelado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** A step inside 'pendiente' set by the administrator (DESIGN §8); `estado` stays the spec's three. */
export const ORDER_STAGES = ['recibido', 'en_camino'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** DESIGN §9: a cancelled online payment's refund; 'anulado' when the gateway voided the charge. */
export const ORDER_REFUND_STATES = ['pendiente', 'realizado', 'anulado'] as const;
export type RefundStateColumn = (typeof ORDER_REFUND_STATES)[number];

export const PAYMENT_METHODS = ['EFECTIVO', 'CARD', 'NEQUI', 'DAVIPLATA', 'PSE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Orders. The public code is 'SUP-' + id padded to 3 digits (domain computes it). Cash orders
 * have `metodo_pago` EFECTIVO, `estado_pago` PENDIENTE_EFECTIVO and no `payment_reference`; an
 * order with a payment reference is digital. Points earned are linked through `points_ledger`
 * (unique per order for kind 'earned'), so an order credits once.
 * `idempotency_key` is unique per user: a retried POST /orders cannot create a second order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    estado: text('estado').$type<OrderState>().notNull().default('pendiente'),
    etapa: text('etapa').$type<OrderStage>().notNull().default('recibido'),
    subtotal: integer('subtotal').notNull(),
    descuento_monto: integer('descuento_monto').notNull().default(0),
    descuento_cupon: integer('descuento_cupon').notNull().default(0),
    descuento_canje: integer('descuento_canje').notNull().default(0),
    descuento_porcentaje: integer('descuento_porcentaje').notNull().default(0),
    costo_envio: integer('costo_envio').notNull().default(0),
    /** Cash only: what the exact total was rounded down by to reach a multiple of $50 (DESIGN §5). */
    ajuste_redondeo: integer('ajuste_redondeo').notNull().default(0),
    total: integer('total').notNull(),
    metodo_pago: text('metodo_pago').$type<PaymentMethod>().notNull(),
    estado_pago: text('estado_pago').notNull(),
    payment_reference: text('payment_reference').unique('orders_payment_reference_unique'),
    transaccion_id: text('transaccion_id'),
    codigo_promocional: text('codigo_promocional'),
    codigo_canje: text('codigo_canje'),
    torre_entrega: integer('torre_entrega').notNull(),
    piso_entrega: integer('piso_entrega').notNull(),
    apartamento_entrega: text('apartamento_entrega').notNull(),
    instrucciones_entrega: text('instrucciones_entrega'),
    notas_entrega: text('notas_entrega'),
    telefono_contacto: text('telefono_contacto').notNull(),
    entrega_modo: text('entrega_modo').$type<HandoffMode>().notNull().default('apartamento'),
    /** Who receives at the gatehouse (porteria only, optional). */
    recibe: text('recibe'),
    idempotency_key: text('idempotency_key'),
    /** Set when a paid online order is cancelled; 'realizado' carries the day and reference. */
    reembolso_estado: text('reembolso_estado').$type<RefundStateColumn>(),
    reembolso_fecha: date('reembolso_fecha', { mode: 'string' }),
    reembolso_referencia: text('reembolso_referencia'),
    /**
     * What comes back when it is less than the whole total: a paid online order that lost items
     * to a shortage (issue 44). Null: the refund, if any, is the order's total.
     */
    reembolso_monto: integer('reembolso_monto'),
    /** What to do with a missing product (issue 44); null = the resident never chose → ask. */
    faltantes_preferencia: text('faltantes_preferencia').$type<FaltantePreferencia>(),
    /**
     * The money as the order was priced, kept at its first missing item (issue 44): every
     * recomputation starts from it, and the timeline shows what changed. Null while untouched.
     */
    montos_originales: jsonb('montos_originales').$type<OrderMoneySnapshot>(),
    /**
     * Placed from a staff account (the owner's "pedido de prueba" of the first steps, issue 41,
     * decision 0020): delivered and cancelled like any order, but no sale in any figure.
     */
    prueba: boolean('prueba').notNull().default(false),
    /** The order claimed a "Domicilio prioritario" reward: marked and sorted first on the board. */
    prioritario: boolean('prioritario').notNull().default(false),
    /** An unusual cash order held for the owner (issue 46); null when it never was. */
    aprobacion: text('aprobacion').$type<ApprovalState>(),
    /** Why the shop cancelled it (issue 41, a reason of domain/cancel-reasons.ts) and its words. */
    cancelacion_motivo: text('cancelacion_motivo').$type<CancelReason>(),
    cancelacion_detalle: text('cancelacion_detalle'),
    fecha_entrega: timestamptz('fecha_entrega'),
    /**
     * Scheduled delivery (issue 45, decision 0026): the chosen slot, both null for "lo antes
     * posible". The slot's end is the order's promise.
     */
    entrega_programada_inicio: timestamptz('entrega_programada_inicio'),
    entrega_programada_fin: timestamptz('entrega_programada_fin'),
    /** When the scheduler moved it to the pending lane (set once: the conditional UPDATE's mark). */
    programado_activado_at: timestamptz('programado_activado_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('orders_estado_valid', oneOf(t.estado, ORDER_STATES)),
    check('orders_etapa_valid', oneOf(t.etapa, ORDER_STAGES)),
    check('orders_entrega_modo_valid', oneOf(t.entrega_modo, HANDOFF_MODES)),
    check('orders_metodo_pago_valid', oneOf(t.metodo_pago, PAYMENT_METHODS)),
    check(
      'orders_cancelacion_motivo_valid',
      sql`${t.cancelacion_motivo} IS NULL OR ${oneOf(t.cancelacion_motivo, CANCEL_REASONS)}`,
    ),
    check(
      'orders_faltantes_preferencia_valid',
      sql`${t.faltantes_preferencia} IS NULL OR ${oneOf(t.faltantes_preferencia, MISSING_PREFERENCES)}`,
    ),
    check('orders_reembolso_monto_nonneg', sql`${t.reembolso_monto} IS NULL OR ${t.reembolso_monto} >= 0`),
    check('orders_aprobacion_valid', sql`${t.aprobacion} IS NULL OR ${oneOf(t.aprobacion, APPROVAL_STATES)}`),
    check(
      'orders_reembolso_valid',
      sql`${t.reembolso_estado} IS NULL OR ${t.reembolso_estado} IN ('pendiente', 'anulado') OR (${t.reembolso_estado} = 'realizado' AND ${t.reembolso_fecha} IS NOT NULL AND ${t.reembolso_referencia} IS NOT NULL)`,
    ),
    // As on users: the panel's widest complex; the settings' own bound is the service's.
    check('orders_torre_range', between(t.torre_entrega, SETTINGS_LIMITS.towers)),
    check('orders_piso_range', between(t.piso_entrega, SETTINGS_LIMITS.floors)),
    check(
      'orders_amounts_nonneg',
      sql`${t.subtotal} >= 0 AND ${t.descuento_monto} >= 0 AND ${t.descuento_cupon} >= 0 AND ${t.descuento_canje} >= 0 AND ${t.costo_envio} >= 0 AND ${t.total} >= 0`,
    ),
    check(
      'orders_entrega_programada_valid',
      sql`(${t.entrega_programada_inicio} IS NULL AND ${t.entrega_programada_fin} IS NULL) OR ${t.entrega_programada_fin} > ${t.entrega_programada_inicio}`,
    ),
    check('orders_ajuste_redondeo_range', sql`${t.ajuste_redondeo} BETWEEN 0 AND 49`),
    check('orders_descuento_porcentaje_range', sql`${t.descuento_porcentaje} BETWEEN 0 AND 90`),
    uniqueIndex('orders_user_idempotency_unique')
      .on(t.user_id, t.idempotency_key)
      .where(sql`${t.idempotency_key} IS NOT NULL`),
    index('orders_user_created_idx').on(t.user_id, t.created_at),
    index('orders_estado_created_idx').on(t.estado, t.created_at),
    index('orders_created_idx').on(t.created_at),
    // The board's order: pending priority orders first, then newest (issue 22).
    index('orders_board_priority_idx').on(
      sql`(${t.prioritario} AND ${t.estado} IN ('pendiente', 'pendiente_efectivo'))`,
      t.created_at,
      t.id,
    ),
    // The pending board (the owner's usual view) serves the longest waiting first behind the
    // priority ones, a mixed direction the index above cannot give: without this one every
    // board read sorted all pending orders (29 ms at 22,500 pending, 0.08 ms with it).
    index('orders_board_pending_idx')
      .on(
        sql`(${t.prioritario} AND ${t.estado} IN ('pendiente', 'pendiente_efectivo')) DESC`,
        t.created_at,
        t.id,
      )
      .where(sql`${t.estado} IN ('pendiente', 'pendiente_efectivo')`),
    // A slot's places are counted under its lock on every scheduled order (issue 45).
    index('orders_scheduled_slot_idx')
      .on(t.entrega_programada_inicio)
      .where(sql`${t.entrega_programada_inicio} IS NOT NULL`),
    // The scheduler's look for orders due in the pending lane: only those not moved yet.
    index('orders_scheduled_waiting_idx')
      .on(t.entrega_programada_inicio)
      .where(sql`${t.entrega_programada_inicio} IS NOT NULL AND ${t.programado_activado_at} IS NULL`),
  ],
);

export const ORDER_LINE_TYPES = ['producto', 'paquete'] as const;
export type OrderLineType = (typeof ORDER_LINE_TYPES)[number];

/**
 * A package line's composition at order time, so cancelling returns the right stock and the packer
 * sees what went in (issue 24). `nombre` is stored since issue 24; older rows lack it.
 */
export interface PackageComponentSnapshot {
  product_id: number;
  cantidad: number;
  costo_unitario: number | null;
  nombre?: string;
}

/**
 * Order lines: a snapshot of what was sold (code, name, unit price after discount, original
 * price, unit cost), so later catalogue edits never rewrite history. A package line points at
 * its package and keeps its components in `componentes`.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<OrderLineType>().notNull().default('producto'),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    package_id: integer('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull(),
    precio_unitario: integer('precio_unitario').notNull(),
    precio_original: integer('precio_original').notNull(),
    costo_unitario: integer('costo_unitario'),
    componentes: jsonb('componentes').$type<PackageComponentSnapshot[]>(),
    /** Units the packer did not find (issue 44); the line delivers cantidad − faltante. */
    faltante: integer('faltante').notNull().default(0),
    /** A replacement line points at the line whose missing units it stands in for. */
    reemplaza_linea_id: integer('reemplaza_linea_id').references(
      (): AnyPgColumn => orderLines.id,
      { onDelete: 'cascade' },
    ),
    /** The resident's own choice for this line at checkout: this product if it is missing… */
    reemplazo_producto_id: integer('reemplazo_producto_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    /** …or no replacement at all. */
    no_reemplazar: boolean('no_reemplazar').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    check('order_lines_faltante_range', sql`${t.faltante} BETWEEN 0 AND ${t.cantidad}`),
    check('order_lines_tipo_valid', oneOf(t.tipo, ORDER_LINE_TYPES)),
    check('order_lines_cantidad_positive', sql`${t.cantidad} > 0`),
    check(
      'order_lines_precios_nonneg',
      sql`${t.precio_unitario} >= 0 AND ${t.precio_original} >= 0`,
    ),
    check('order_lines_costo_nonneg', sql`${t.costo_unitario} IS NULL OR ${t.costo_unitario} >= 0`),
    index('order_lines_order_idx').on(t.order_id),
    index('order_lines_product_idx').on(t.product_id),
    index('order_lines_package_idx').on(t.package_id),
    index('order_lines_reemplaza_idx')
      .on(t.reemplaza_linea_id)
      .where(sql`${t.reemplaza_linea_id} IS NOT NULL`),
  ],
);

/**
 * Every missing-item mark of an order (issue 44, decision 0025): the line, how many units, what
 * was done. A question to the resident is a row with a deadline, 'abierta' until answered,
 * timed out ('vencida', by the sweeper's conditional UPDATE: once across instances) or closed by
 * a cancellation; a mark applied without asking is 'reemplazada' or 'quitada'. The order's
 * timeline reads these rows.
 */
export const missingItems = pgTable(
  'order_missing_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line_id: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    faltan: integer('faltan').notNull(),
    estado: text('estado').$type<MissingMarkState>().notNull(),
    /** The replacements offered (a question) or considered (an automatic replacement). */
    propuestas: jsonb('propuestas').$type<ProposalView[]>().notNull().default(sql`'[]'::jsonb`),
    /** A question's deadline; null for a mark applied at once. */
    vence_en: timestamptz('vence_en'),
    /** The resident's answer as given. */
    eleccion: jsonb('eleccion').$type<MissingAnswer>(),
    /** The replacement line it produced, if any. */
    reemplazo_linea_id: integer('reemplazo_linea_id').references(() => orderLines.id, {
      onDelete: 'set null',
    }),
    /** Who marked it (null once that account is gone). */
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the question closed (answered, timed out, cancelled); the mark's time otherwise. */
    cerrada_en: timestamptz('cerrada_en'),
    created_at: createdAt(),
  },
  (t) => [
    check('order_missing_items_estado_valid', oneOf(t.estado, MISSING_MARK_STATES)),
    check('order_missing_items_faltan_positive', sql`${t.faltan} > 0`),
    check(
      'order_missing_items_question_deadline',
      sql`${t.estado} IN ('reemplazada', 'quitada') OR ${t.vence_en} IS NOT NULL`,
    ),
    index('order_missing_items_order_idx').on(t.order_id, t.id),
    // The sweeper's look-up: only open questions, by deadline.
    index('order_missing_items_open_idx').on(t.vence_en).where(sql`${t.estado} = 'abierta'`),
    // One open question per line at a time.
    uniqueIndex('order_missing_items_one_open_per_line')
      .on(t.line_id)
      .where(sql`${t.estado} = 'abierta'`),
  ],
);
