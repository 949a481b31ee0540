import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { nextProductCode } from '../../../domain/products';
import type { ProductCreate, ProductUpdate } from '../../../domain/schemas/admin-products';
import type { DbOrTx } from '../../db/client';
import { orderLines, packageItems, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { guardPrice } from './price-guard.service';
import { discountedUnitPrice } from '../../../domain/pricing';
import { resolveCategory } from '../admin-categories/categories.service';

export type AdminProduct = typeof products.$inferSelect;

const P = ADMIN_MESSAGES.admin.product;
const STOCK_CHANGED = ADMIN_MESSAGES.adminOps.stockChanged;

/** Creates a product; without a code it gets the highest SC- number plus one. */
export async function createProduct(
  db: DbOrTx,
  input: ProductCreate,
  now: Date,
  adminId: number | null = null,
): Promise<AdminProduct> {
  // Two administrators creating at once may compute the same next code: retry on that collision.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const categoria = await resolveCategory(tx, input.categoria);
        await guardPrice(tx, {
          precio: input.precio,
          costo: input.costo_compra ?? null,
          categoria,
          confirmed: input.confirmar_precio === true,
        });
        const codigo =
          input.codigo ??
          nextProductCode((await tx.select({ c: products.codigo }).from(products)).map((r) => r.c));
        const [row] = await tx
          .insert(products)
          .values({
            codigo,
            nombre: input.nombre,
            precio: input.precio,
            descripcion: input.descripcion ?? '',
            categoria,
            imagen: input.imagen ?? null,
            nutricional: input.nutricional ?? null,
            busca_como: input.busca_como ?? [],
            stock: input.stock,
            costo_compra: input.costo_compra ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning();
        if (!row) throw new Error('product insert returned no row');
        await recordAudit(tx, {
          adminId,
          action: 'product.create',
          entity: 'product',
          entityId: row.id,
          after: row,
        });
        return row;
      });
    } catch (error) {
      if (constraintOf(error) !== 'products_codigo_unique') throw error;
      if (input.codigo !== undefined || attempt >= 4)
        throw new AppError('PRODUCT_CODE_TAKEN', 409, P.codeTaken, { codigo: P.codeTaken });
    }
  }
}

/** Changes only the fields sent; a field not sent keeps its value. */
export async function updateProduct(
  db: DbOrTx,
  id: number,
  input: ProductUpdate,
  now: Date,
  adminId: number | null = null,
): Promise<AdminProduct> {
  const { stock_anterior: expectedStock, confirmar_precio: confirmed, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', 404, P.notFound);
      // The row is locked: a typed stock replaces exactly the figure the form showed, or nothing.
      if (
        fields.stock !== undefined &&
        expectedStock !== undefined &&
        before.stock !== expectedStock
      )
        throw new AppError('STOCK_CHANGED', 409, STOCK_CHANGED(before.stock), undefined, {
          stock_actual: before.stock,
        });
      // An unchanged category is kept even if it predates the list (issue 23 migration).
      if (changes.categoria !== undefined && changes.categoria !== before.categoria)
        changes.categoria = await resolveCategory(tx, String(changes.categoria));
      const repriced =
        (fields.precio !== undefined && fields.precio !== before.precio) ||
        (fields.costo_compra !== undefined && fields.costo_compra !== before.costo_compra) ||
        (changes.categoria !== undefined && changes.categoria !== before.categoria);
      if (repriced) {
        const precio = fields.precio ?? before.precio;
        // What the customer pays is what must not fall below cost: the discounted price if any.
        await guardPrice(tx, {
          precio: before.descuento_activo
            ? discountedUnitPrice(precio, before.descuento_porcentaje)
            : precio,
          costo: fields.costo_compra !== undefined ? fields.costo_compra : before.costo_compra,
          categoria: String(changes.categoria ?? before.categoria),
          productId: id,
          confirmed: confirmed === true,
        });
      }
      const [row] = await tx
        .update(products)
        .set({ ...changes, updated_at: now })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 404, P.notFound);
      await recordAudit(tx, {
        adminId,
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before,
        after: row,
      });
      return row;
    });
  } catch (error) {
    if (constraintOf(error) === 'products_codigo_unique')
      throw new AppError('PRODUCT_CODE_TAKEN', 409, P.codeTaken, { codigo: P.codeTaken });
    throw error;
  }
}

/**
 * Deletes a product that nothing refers to. One that appears in orders or packages is retired
 * instead (hidden from the store, kept for history and for the packages' editor).
 */
export async function deleteProduct(
  db: DbOrTx,
  id: number,
  now: Date,
  adminId: number | null = null,
): Promise<{ retired: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!existing) throw new AppError('NOT_FOUND', 404, P.notFound);
    const [inOrders] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.product_id, id))
      .limit(1);
    const [inPackages] = await tx
      .select({ id: packageItems.id })
      .from(packageItems)
      .where(eq(packageItems.product_id, id))
      .limit(1);
    if (inOrders || inPackages) {
      await tx.update(products).set({ activo: false, updated_at: now }).where(eq(products.id, id));
      await recordAudit(tx, {
        adminId,
        action: 'product.retire',
        entity: 'product',
        entityId: id,
        before: existing,
        after: { ...existing, activo: false },
      });
      return { retired: true };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, {
      adminId,
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: existing,
    });
    return { retired: false };
  });
}

function constraintOf(error: unknown): string | undefined {
  for (
    let e = error as { constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}
