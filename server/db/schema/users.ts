import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '../../../domain/permissions';
import { SETTINGS_LIMITS } from '../../../domain/settings-messages';
import { between, createdAt, oneOf, timestamptz, updatedAt } from './columns';
import {
  MISSING_PREFERENCES,
  type FaltantePreferencia,
} from '../../../domain/missing-items/preference';

/** How an order is handed over: up to the apartment (default) or left at the gatehouse. */
export const HANDOFF_MODES = ['apartamento', 'porteria'] as const;
export type HandoffMode = (typeof HANDOFF_MODES)[number];

export const USER_ROLES = ROLES;
export type UserRole = Role;

/**
 * Residents and administrators. `email` is stored lower-cased (a CHECK holds it) so the unique
 * constraint is case-insensitive without an expression index.
 *
 * Points summary: `puntos_disponibles` and `puntos_totales` are maintained ONLY by a trigger on
 * `points_ledger` (migration 0001): insert a ledger row and the balance follows in the same
 * statement. Never UPDATE these two columns directly. The CHECK on `puntos_disponibles` makes an
 * overdraft fail, and the row lock taken by the trigger serialises concurrent redemptions.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull().unique('users_email_unique'),
    cedula: text('cedula').notNull().unique('users_cedula_unique'),
    telefono: text('telefono').notNull(),
    telefono_alternativo: text('telefono_alternativo'),
    torre: integer('torre').notNull(),
    piso: integer('piso').notNull(),
    apartamento: text('apartamento').notNull(),
    notas_entrega: text('notas_entrega'),
    /** The resident's remembered handoff choice (DESIGN §8), offered again at checkout. */
    entrega_modo: text('entrega_modo').$type<HandoffMode>().notNull().default('apartamento'),
    entrega_recibe: text('entrega_recibe'),
    /** What to do with a missing product by default (issue 44); null = never chose → ask. */
    faltantes_preferencia: text('faltantes_preferencia').$type<FaltantePreferencia>(),
    rol: text('rol').$type<UserRole>().notNull().default('customer'),
    puntos_disponibles: integer('puntos_disponibles').notNull().default(0),
    puntos_totales: integer('puntos_totales').notNull().default(0),
    /** Last login or registration: the retention job anonymises accounts inactive 3 years. */
    last_active_at: timestamptz('last_active_at').notNull().defaultNow(),
    /** Set when the account was erased (anonymised): its tokens stop working. */
    deleted_at: timestamptz('deleted_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    // The panel's widest complex (issue 26); the shop's own towers and floors are checked by the
    // services against the settings, which change without a migration.
    check('users_torre_range', between(t.torre, SETTINGS_LIMITS.towers)),
    check('users_piso_range', between(t.piso, SETTINGS_LIMITS.floors)),
    check('users_rol_valid', oneOf(t.rol, USER_ROLES)),
    check('users_entrega_modo_valid', oneOf(t.entrega_modo, HANDOFF_MODES)),
    check(
      'users_faltantes_preferencia_valid',
      sql`${t.faltantes_preferencia} IS NULL OR ${oneOf(t.faltantes_preferencia, MISSING_PREFERENCES)}`,
    ),
    check('users_puntos_disponibles_nonneg', sql`${t.puntos_disponibles} >= 0`),
    check('users_puntos_totales_nonneg', sql`${t.puntos_totales} >= 0`),
  ],
);

export const CONSENT_KINDS = ['privacy', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One row per consent decision (privacy required, marketing optional), kept as evidence. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    accepted: boolean('accepted').notNull(),
    policy_version: text('policy_version').notNull(),
    accepted_at: timestamptz('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [
    check('consents_kind_valid', oneOf(t.kind, CONSENT_KINDS)),
    index('consents_user_idx').on(t.user_id),
  ],
);

/** Every login attempt (DESIGN §5): feeds the per-e-mail and per-IP failure limits. */
export const loginAudit = pgTable(
  'login_audit',
  {
    id: serial('id').primaryKey(),
    created_at: createdAt(),
    ip: text('ip'),
    email: text('email'),
    outcome: text('outcome').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('login_audit_email_idx').on(t.email, t.created_at),
    index('login_audit_ip_idx').on(t.ip, t.created_at),
  ],
);
