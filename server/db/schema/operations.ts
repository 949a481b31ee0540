import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const EXPENSE_TYPES = ['fijo', 'variable'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** Operating expenses (gastos), charged per Bogotá day between their dates by the dashboard. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    concepto: text('concepto').notNull(),
    monto: integer('monto').notNull(),
    tipo: text('tipo').$type<ExpenseType>().notNull().default('fijo'),
    frecuencia: text('frecuencia').notNull().default('mensual'),
    /** First Bogotá day charged (issue 23); defaults to the day it is created. */
    fecha_inicio: date('fecha_inicio', { mode: 'string' })
      .notNull()
      .default(sql`((now() AT TIME ZONE 'America/Bogota')::date)`),
    /** Last Bogotá day charged, both included; null while it runs. */
    fecha_fin: date('fecha_fin', { mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [
    check('expenses_monto_nonneg', sql`${t.monto} >= 0`),
    check('expenses_fechas_orden', sql`${t.fecha_fin} IS NULL OR ${t.fecha_fin} >= ${t.fecha_inicio}`),
    check('expenses_tipo_valid', oneOf(t.tipo, EXPENSE_TYPES)),
  ],
);

/**
 * Idempotency-Key records for POST /orders and POST /api/crear-pago: the first response is
 * stored and replayed. `response` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    response: jsonb('response').$type<unknown>(),
    status_code: integer('status_code'),
    created_at: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_user_route_key_unique').on(t.user_id, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);

/**
 * Every administrative write (DESIGN §8): who, what, on which entity, and the values before and
 * after (prices and stock at least). Append-only; never read by the shop's rules.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    created_at: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.created_at),
    index('admin_audit_entity_idx').on(t.entity, t.entity_id),
  ],
);

/**
 * Order changes in the order they happened, so an event stream that reconnects with
 * Last-Event-ID gets what it missed (NOTIFY itself keeps nothing). `user_id` scopes a resident's
 * own stream.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: integer('order_id').notNull(),
    user_id: integer('user_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    created_at: createdAt(),
  },
  (t) => [index('order_events_created_idx').on(t.created_at)],
);

/**
 * Profitability roll-ups of whole past Bogotá days, so a year's dashboard reads a few thousand
 * rows instead of every order line. Built on demand for days that are over
 * (`sales_days` marks which); a trigger on orders and order_lines forgets a day whose orders
 * change (a late cancellation), and the next dashboard rebuilds it. Orders of today are always
 * read live, so placing an order never touches these tables' rows.
 */
export const salesDays = pgTable('sales_days', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  created_at: createdAt(),
});

export const salesDayItems = pgTable(
  'sales_day_items',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    item_id: integer('item_id').notNull(),
    nombre: text('nombre').notNull(),
    unidades: bigint('unidades', { mode: 'number' }).notNull(),
    ingreso: bigint('ingreso', { mode: 'number' }).notNull(),
    costo_real: bigint('costo_real', { mode: 'number' }).notNull(),
    ingreso_sin_costo: bigint('ingreso_sin_costo', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.tipo, t.item_id] })],
);

export const salesDayOrders = pgTable(
  'sales_day_orders',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    torre: integer('torre').notNull(),
    digital: boolean('digital').notNull(),
    ventas: bigint('ventas', { mode: 'number' }).notNull(),
    pedidos: integer('pedidos').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.torre, t.digital] })],
);
