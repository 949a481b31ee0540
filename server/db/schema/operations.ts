import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const EXPENSE_TYPES = ['fijo', 'variable'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** Operating expenses (gastos), monthly amounts prorated by the profitability dashboard. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    concepto: text('concepto').notNull(),
    monto: integer('monto').notNull(),
    tipo: text('tipo').$type<ExpenseType>().notNull().default('fijo'),
    frecuencia: text('frecuencia').notNull().default('mensual'),
    created_at: createdAt(),
  },
  (t) => [
    check('expenses_monto_nonneg', sql`${t.monto} >= 0`),
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
