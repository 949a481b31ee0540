import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';

/**
 * Products. `activo = false` means retired: a product that appears in orders is retired, never
 * deleted (order lines keep a snapshot, but the foreign key stays valid). Prices and costs are
 * whole pesos.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull().unique('products_codigo_unique'),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    categoria: text('categoria').notNull(),
    precio: integer('precio').notNull(),
    stock: integer('stock').notNull().default(0),
    imagen: text('imagen'),
    nutricional: text('nutricional'),
    costo_compra: integer('costo_compra'),
    margen_objetivo: numeric('margen_objetivo', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(25),
    descuento_activo: boolean('descuento_activo').notNull().default(false),
    descuento_porcentaje: integer('descuento_porcentaje').notNull().default(0),
    descuento_badge_texto: text('descuento_badge_texto'),
    /**
     * "También se busca como" (issue 43): other words residents use for this product, fed to the
     * shop's one catalogue search (store, assistant, admin lists). Limits: domain/search/aliases.ts.
     */
    busca_como: text('busca_como')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activo: boolean('activo').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('products_codigo_format', sql`${t.codigo} ~ '^SC-[0-9]{4,}$'`),
    check('products_precio_nonneg', sql`${t.precio} >= 0`),
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_costo_nonneg', sql`${t.costo_compra} IS NULL OR ${t.costo_compra} >= 0`),
    check(
      'products_margen_objetivo_range',
      sql`${t.margen_objetivo} >= 0 AND ${t.margen_objetivo} < 100`,
    ),
    check('products_descuento_range', sql`${t.descuento_porcentaje} BETWEEN 0 AND 90`),
    index('products_categoria_idx').on(t.categoria),
  ],
);

/**
 * The product categories the administrator chooses from (issue 23). `nombre` is shown as stored
 * ("Lácteos y bebidas"); `clave` is the name folded (lower case, no accents) so "lacteos Y
 * bebidas" cannot become a second category.
 */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique('categories_nombre_unique'),
  clave: text('clave').notNull().unique('categories_clave_unique'),
  created_at: createdAt(),
});

export const PACKAGE_CATEGORIES = [
  'general',
  'basicos',
  'desayuno',
  'limpieza',
  'snacks',
  'bebidas',
] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

/**
 * Packages (bundles) sold at `precio_paquete`. `fecha_inicio`/`fecha_fin` are Bogotá calendar
 * days ('YYYY-MM-DD', inclusive), compared with the Bogotá "today", not instants.
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    precio_paquete: integer('precio_paquete').notNull(),
    categoria: text('categoria').$type<PackageCategory>().notNull().default('general'),
    imagen: text('imagen'),
    activo: boolean('activo').notNull().default(true),
    fecha_inicio: date('fecha_inicio', { mode: 'string' }),
    fecha_fin: date('fecha_fin', { mode: 'string' }),
    /** Deleted by an administrator while orders reference it: gone from the store and the admin list, kept for history. */
    retirado_at: timestamptz('retirado_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('packages_precio_nonneg', sql`${t.precio_paquete} >= 0`),
    check('packages_categoria_valid', oneOf(t.categoria, PACKAGE_CATEGORIES)),
    check(
      'packages_fechas_order',
      sql`${t.fecha_inicio} IS NULL OR ${t.fecha_fin} IS NULL OR ${t.fecha_inicio} <= ${t.fecha_fin}`,
    ),
  ],
);

export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    cantidad: integer('cantidad').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('package_items_cantidad_positive', sql`${t.cantidad} > 0`),
    unique('package_items_package_product_unique').on(t.package_id, t.product_id),
    index('package_items_product_idx').on(t.product_id),
  ],
);
