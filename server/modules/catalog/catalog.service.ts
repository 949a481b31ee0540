import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { sortCategories } from '../../../domain/categories';
import { computeSaving, effectiveUnitPrice, isDiscounted } from '../../../domain/pricing';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';

/** The public face of a product: what the store shows (never costs or margins). */
export interface PublicProduct {
  id: number;
  codigo: string;
  nombre: string;
  descripcion: string;
  categoria: string;
  precio: number;
  stock: number;
  imagen: string | null;
  nutricional: string | null;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  descuento_badge_texto: string | null;
  /** "También se busca como" (issue 43), only when the owner wrote some (the store's bytes). */
  busca_como?: string[];
}

export interface ProductWithFinalPrice extends PublicProduct {
  /** Unit price after the product's own discount (domain rule), what the cart charges. */
  precio_final: number;
  ahorro: number;
}

/** Products on sale (retired ones excluded), ordered by code. */
export async function listPublicProducts(db: DbOrTx): Promise<PublicProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      codigo: products.codigo,
      nombre: products.nombre,
      descripcion: products.descripcion,
      categoria: products.categoria,
      precio: products.precio,
      stock: products.stock,
      imagen: products.imagen,
      nutricional: products.nutricional,
      descuento_activo: products.descuento_activo,
      descuento_porcentaje: products.descuento_porcentaje,
      descuento_badge_texto: products.descuento_badge_texto,
      busca_como: products.busca_como,
    })
    .from(products)
    .where(eq(products.activo, true))
    .orderBy(asc(products.codigo));
  return rows.map(({ busca_como, ...p }) => (busca_como.length > 0 ? { ...p, busca_como } : p));
}

/** The stock of every product on sale: all a stock-only change needs to read (catalog.cache.ts). */
export async function readPublicStock(db: DbOrTx): Promise<Map<number, number>> {
  // One JSON value, not a row per product: read once per order at an evening peak, and on the
  // embedded database decoding a hundred rows cost more than the database building the object.
  const { rows } = await db.execute<{ stock: Record<string, number> | null }>(
    sql`select json_object_agg(${products.id}, ${products.stock}) as stock from ${products} where ${products.activo}`,
  );
  return new Map(Object.entries(rows[0]?.stock ?? {}).map(([id, stock]) => [Number(id), stock]));
}

/** The same list with each product's final unit price by the domain rule. */
export function withFinalPrices(list: PublicProduct[]): ProductWithFinalPrice[] {
  return list.map((p) => ({
    ...p,
    precio_final: effectiveUnitPrice(p),
    ahorro: isDiscounted(p) ? computeSaving(p.precio, p.descuento_porcentaje) : 0,
  }));
}

/**
 * The store's category chips: listed categories holding at least one product on sale. A text
 * that is not on the list (old free-text input) never becomes a chip (issue 23).
 */
export async function listPublicCategories(db: DbOrTx): Promise<{ categorias: string[] }> {
  const rows = await db
    .select({ nombre: categories.nombre })
    .from(categories)
    .where(
      exists(
        db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.categoria, categories.nombre), eq(products.activo, true))),
      ),
    );
  return { categorias: sortCategories(rows).map((r) => r.nombre) };
}
