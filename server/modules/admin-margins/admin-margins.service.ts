import { and, asc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { effectiveUnitPrice } from '../../../domain/pricing';
import { currentMargin, marginState, suggestedPrice } from '../../../domain/products';
import type { ProductCost, ProductDiscount } from '../../../domain/schemas/admin-products';
import { discountedUnitPrice } from '../../../domain/pricing';
import { guardPrice } from '../admin-products/price-guard.service';
import type { AuditAction } from '../../../domain/audit';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import type { MarginRow } from '../../../domain/admin-money-views';

const P = ADMIN_MESSAGES.admin.product;

export type { MarginRow };

type ProductRow = typeof products.$inferSelect;

function toMarginRow(p: ProductRow): MarginRow {
  return {
    id: p.id,
    codigo: p.codigo,
    nombre: p.nombre,
    categoria: p.categoria,
    precio: p.precio,
    stock: p.stock,
    imagen: p.imagen,
    costo_compra: p.costo_compra,
    margen_objetivo: p.margen_objetivo,
    margen_actual: currentMargin(p.precio, p.costo_compra),
    estado_margen: marginState(p.precio, p.costo_compra, p.margen_objetivo),
    precio_sugerido: suggestedPrice(p.costo_compra, p.margen_objetivo),
    descuento_activo: p.descuento_activo,
    descuento_porcentaje: p.descuento_porcentaje,
    descuento_badge_texto: p.descuento_badge_texto,
    precio_final: effectiveUnitPrice(p),
  };
}

/** GET /api/admin/productos/margenes: every product on sale with its margin state. */
export async function listMargins(db: DbOrTx): Promise<MarginRow[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.activo, true))
    .orderBy(asc(products.codigo));
  return rows.map(toMarginRow);
}

async function lockProduct(tx: DbOrTx, id: number): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.activo, true)))
    .for('update');
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', 404, P.notFound);
  return row;
}

async function writeProduct(
  db: DbOrTx,
  id: number,
  adminId: number,
  action: AuditAction,
  change: (row: ProductRow, tx: DbOrTx) => Partial<ProductRow> | Promise<Partial<ProductRow>>,
  now: Date,
): Promise<MarginRow> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const [after] = await tx
      .update(products)
      .set({ ...(await change(before, tx)), updated_at: now })
      .where(eq(products.id, id))
      .returning();
    if (!after) throw new AppError('PRODUCT_NOT_FOUND', 404, P.notFound);
    const pick = (r: ProductRow) => ({
      precio: r.precio,
      costo_compra: r.costo_compra,
      margen_objetivo: r.margen_objetivo,
      descuento_activo: r.descuento_activo,
      descuento_porcentaje: r.descuento_porcentaje,
      descuento_badge_texto: r.descuento_badge_texto,
    });
    await recordAudit(tx, {
      adminId,
      action,
      entity: 'product',
      entityId: id,
      before: pick(before),
      after: pick(after),
    });
    return toMarginRow(after);
  });
}

/** PUT /api/admin/productos/{id}/costo: cost and target margin; answers the suggested price. */
export function updateCost(db: DbOrTx, id: number, input: ProductCost, adminId: number, now: Date) {
  return writeProduct(
    db,
    id,
    adminId,
    'product.cost',
    () => ({ costo_compra: input.costo_compra, margen_objetivo: input.margen_objetivo }),
    now,
  );
}

/** POST /api/admin/productos/{id}/precio-sugerido: the price becomes the suggested one (one tap). */
export function applySuggestedPrice(db: DbOrTx, id: number, adminId: number, now: Date) {
  return writeProduct(
    db,
    id,
    adminId,
    'product.price_suggested',
    (row) => {
      const price = suggestedPrice(row.costo_compra, row.margen_objetivo);
      if (price === null)
        throw new AppError('NO_SUGGESTED_PRICE', 422, ADMIN_MESSAGES.admin.margins.noSuggestion);
      return { precio: price };
    },
    now,
  );
}

/** PUT /api/admin/productos/{id}/descuento: the offer (0 % when inactive) and its badge. */
export function updateDiscount(
  db: DbOrTx,
  id: number,
  input: ProductDiscount,
  adminId: number,
  now: Date,
) {
  const { confirmar_precio: confirmed, ...offer } = input;
  return writeProduct(
    db,
    id,
    adminId,
    'product.discount',
    async (row, tx) => {
      // The discounted price is what the customer pays: below cost or a dropped zero asks first.
      if (offer.descuento_activo && offer.descuento_porcentaje > 0)
        await guardPrice(tx, {
          precio: discountedUnitPrice(row.precio, offer.descuento_porcentaje),
          costo: row.costo_compra,
          categoria: row.categoria,
          productId: id,
          confirmed,
        });
      return offer;
    },
    now,
  );
}
