import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/** Longest packing item key (`domain/packing.ts` builds them, e.g. 'paquete-4-producto-12'). */
export const PACKING_KEY_MAX = 80;

/**
 * What has been put in an order's bag (issue 41): one row per ticked item of its packing list,
 * shared by everyone packing it (the board's stream tells the others at once). Unticking deletes
 * the row. Kept when the order is delivered or cancelled: nothing clears them silently.
 */
export const packingTicks = pgTable(
  'packing_ticks',
  {
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    /** Who ticked it (null once that account is gone). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'packing_ticks_pk', columns: [t.order_id, t.clave] }),
    check('packing_ticks_clave_length', sql`char_length(${t.clave}) BETWEEN 1 AND ${sql.raw(String(PACKING_KEY_MAX))}`),
  ],
);
