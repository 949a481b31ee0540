import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

export const PROMO_CODE_TYPES = ['bienvenida', 'general', 'usuario_unico'] as const;
export type PromoCodeType = (typeof PROMO_CODE_TYPES)[number];

/**
 * "Raspa y gana" codes, single use across all customers (DESIGN §5). Consumed in the order's
 * transaction (`usado_en`) or the payment's (`usado_en_pago`) and released if that order is
 * cancelled or that payment fails.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull().unique('promo_codes_codigo_unique'),
    tipo: text('tipo').$type<PromoCodeType>().notNull().default('bienvenida'),
    descuento_porcentaje: integer('descuento_porcentaje').notNull(),
    usado: boolean('usado').notNull().default(false),
    usado_por: integer('usado_por').references(() => users.id, { onDelete: 'set null' }),
    usado_en: integer('usado_en').references(() => orders.id, { onDelete: 'set null' }),
    usado_en_pago: integer('usado_en_pago').references(() => payments.id, { onDelete: 'set null' }),
    used_at: timestamptz('used_at'),
    activo: boolean('activo').notNull().default(true),
    /** Last Bogotá calendar day the code can be used; null: it never expires (issue 23). */
    vence_el: date('vence_el', { mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [
    check('promo_codes_tipo_valid', oneOf(t.tipo, PROMO_CODE_TYPES)),
    check('promo_codes_descuento_range', sql`${t.descuento_porcentaje} BETWEEN 1 AND 90`),
    check('promo_codes_codigo_length', sql`char_length(${t.codigo}) BETWEEN 1 AND 17`),
    index('promo_codes_usado_idx').on(t.usado),
    index('promo_codes_usado_por_idx').on(t.usado_por),
  ],
);

/** The daily popup. At most one active at a time: a partial unique index holds it. */
export const popupPromotions = pgTable(
  'popup_promotions',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    imagen_url: text('imagen_url'),
    activa: boolean('activa').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('popup_promotions_one_active')
      .on(t.activa)
      .where(sql`${t.activa}`),
  ],
);
