import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  CASE_AUTHORS,
  CASE_REASONS,
  CASE_STATES,
  type CaseAuthor,
  type CaseReason,
  type CaseState,
} from '../../../domain/support/cases';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * Support cases (issue 25, decision 0013): one resident's complaint about one of their orders,
 * the order lines it names (ids, empty = the whole order), its state and what it gave back.
 * Points credited live in `points_ledger` (kind 'soporte', note naming the case); the sum is
 * kept here for the views. A refund is marked, not made: the shop returns it by hand.
 */
export const supportCases = pgTable(
  'support_cases',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    motivo: text('motivo').$type<CaseReason>().notNull(),
    descripcion: text('descripcion').notNull(),
    lineas: jsonb('lineas').$type<number[]>().notNull().default([]),
    estado: text('estado').$type<CaseState>().notNull().default('abierto'),
    puntos_abonados: integer('puntos_abonados').notNull().default(0),
    reembolso_monto: integer('reembolso_monto'),
    reembolso_referencia: text('reembolso_referencia'),
    reembolso_fecha: date('reembolso_fecha', { mode: 'string' }),
    cerrado_por: integer('cerrado_por').references(() => users.id, { onDelete: 'set null' }),
    cerrado_at: timestamptz('cerrado_at'),
    /** The shop wrote, credited, refunded or closed since the resident last read the case (issue 40). */
    novedad_residente: boolean('novedad_residente').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('support_cases_motivo_valid', oneOf(t.motivo, CASE_REASONS)),
    check('support_cases_estado_valid', oneOf(t.estado, CASE_STATES)),
    check('support_cases_puntos_nonneg', sql`${t.puntos_abonados} >= 0`),
    check(
      'support_cases_reembolso_valid',
      sql`(${t.reembolso_monto} IS NULL AND ${t.reembolso_referencia} IS NULL) OR (${t.reembolso_monto} > 0 AND ${t.reembolso_referencia} IS NOT NULL AND ${t.reembolso_fecha} IS NOT NULL)`,
    ),
    index('support_cases_user_idx').on(t.user_id, t.created_at),
    index('support_cases_order_idx').on(t.order_id),
    index('support_cases_estado_idx').on(t.estado, t.id),
  ],
);

/** The thread of a case: the resident's messages and the shop's replies (`admin_id` is internal). */
export const supportCaseMessages = pgTable(
  'support_case_messages',
  {
    id: serial('id').primaryKey(),
    case_id: integer('case_id')
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    autor: text('autor').$type<CaseAuthor>().notNull(),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    texto: text('texto').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('support_case_messages_autor_valid', oneOf(t.autor, CASE_AUTHORS)),
    index('support_case_messages_case_idx').on(t.case_id, t.id),
  ],
);
