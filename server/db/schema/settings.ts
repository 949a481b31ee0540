import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * The shop's settings ("Ajustes", issue 26, decision 0014): one row, id 1, the JSON that
 * `domain/schemas/settings.ts` validates. No row means the defaults, which name no contact nor
 * operator (issue 41; the demo seed writes its own row).
 * `version` grows with every save, so a reader can tell a stale copy.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    datos: jsonb('datos').notNull(),
    version: integer('version').notNull().default(1),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
    created_at: createdAt(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
