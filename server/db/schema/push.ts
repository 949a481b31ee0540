import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Web Push subscriptions (issue 24, decision 0012): one row per browser (endpoint unique), owned
 * by the account that switched the notices on there. What it receives follows the owner's role:
 * an administrator gets the shop's notices, everyone gets their own orders'. Gone on logout, on
 * account deletion, and when the push service says the endpoint no longer exists (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short label of the device from its User-Agent ("Chrome · Android"). */
    etiqueta: text('etiqueta').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('push_subscriptions_usuario_idx').on(t.usuario_id)],
);
