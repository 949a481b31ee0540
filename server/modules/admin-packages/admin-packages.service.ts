import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import type { PackageCreate, PackageUpdate } from '../../../domain/schemas/admin-packages';
import type { DbOrTx } from '../../db/client';
import { orderLines, packageItems, packages, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { describePackages, type PublicPackage } from '../catalog/packages.service';

const K = ADMIN_MESSAGES.admin.package;

/** Every package an administrator manages (active or not, in or out of its dates), not retired. */
export async function listAdminPackages(db: DbOrTx): Promise<PublicPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(isNull(packages.retirado_at))
    .orderBy(asc(packages.id));
  return describePackages(db, rows);
}

async function describeOne(db: DbOrTx, id: number): Promise<PublicPackage> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  const [view] = row ? await describePackages(db, [row]) : [];
  if (!view) throw new AppError('PACKAGE_NOT_FOUND', 404, K.notFound);
  return view;
}

/** Every product of the package must exist and be sold today (a retired product cannot be bundled). */
async function checkProducts(db: DbOrTx, items: readonly { producto_id: number }[]): Promise<void> {
  const ids = [...new Set(items.map((i) => i.producto_id))];
  const found = await db
    .select({ activo: products.activo })
    .from(products)
    .where(inArray(products.id, ids));
  if (found.length !== ids.length || found.some((p) => !p.activo)) {
    throw new AppError('PRODUCT_NOT_FOUND', 422, K.productInvalid, { productos: K.productInvalid });
  }
}

async function replaceItems(
  db: DbOrTx,
  packageId: number,
  items: readonly { producto_id: number; cantidad: number }[],
) {
  await db.delete(packageItems).where(eq(packageItems.package_id, packageId));
  await db.insert(packageItems).values(
    items.map((i) => ({
      package_id: packageId,
      product_id: i.producto_id,
      cantidad: i.cantidad,
    })),
  );
}

/** POST /api/admin/paquetes: the package and its items in one transaction, audited. */
export async function createPackage(
  db: DbOrTx,
  input: PackageCreate,
  adminId: number,
  now: Date,
): Promise<PublicPackage> {
  return db.transaction(async (tx) => {
    await checkProducts(tx, input.productos);
    const [row] = await tx
      .insert(packages)
      .values({
        nombre: input.nombre,
        descripcion: input.descripcion ?? '',
        precio_paquete: input.precio_paquete,
        categoria: input.categoria,
        imagen: input.imagen ?? null,
        activo: input.activo,
        fecha_inicio: input.fecha_inicio?.slice(0, 10) ?? null,
        fecha_fin: input.fecha_fin?.slice(0, 10) ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!row) throw new Error('package insert returned no row');
    await replaceItems(tx, row.id, input.productos);
    const view = await describeOne(tx, row.id);
    await recordAudit(tx, {
      adminId,
      action: 'package.create',
      entity: 'package',
      entityId: row.id,
      after: view,
    });
    return view;
  });
}

/** PUT /api/admin/paquetes/{id}: the fields sent replace the stored ones; items when sent. */
export async function updatePackage(
  db: DbOrTx,
  id: number,
  input: PackageUpdate,
  adminId: number,
  now: Date,
): Promise<PublicPackage> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!current || current.retirado_at) throw new AppError('PACKAGE_NOT_FOUND', 404, K.notFound);
    const before = await describeOne(tx, id);
    const start =
      input.fecha_inicio === undefined ? current.fecha_inicio : input.fecha_inicio.slice(0, 10);
    const end = input.fecha_fin === undefined ? current.fecha_fin : input.fecha_fin.slice(0, 10);
    if (start && end && start > end)
      throw new AppError('VALIDATION', 400, K.datesInvalid, { fecha_fin: K.datesInvalid });
    await tx
      .update(packages)
      .set({
        nombre: input.nombre ?? current.nombre,
        descripcion: input.descripcion ?? current.descripcion,
        precio_paquete: input.precio_paquete ?? current.precio_paquete,
        categoria: input.categoria ?? current.categoria,
        imagen: input.imagen === undefined ? current.imagen : input.imagen,
        activo: input.activo ?? current.activo,
        fecha_inicio: start,
        fecha_fin: end,
        updated_at: now,
      })
      .where(eq(packages.id, id));
    if (input.productos) {
      await checkProducts(tx, input.productos);
      await replaceItems(tx, id, input.productos);
    }
    const after = await describeOne(tx, id);
    await recordAudit(tx, {
      adminId,
      action: 'package.update',
      entity: 'package',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** DELETE /api/admin/paquetes/{id}: destroyed, or retired when orders reference it (history stays whole). */
export async function deletePackage(
  db: DbOrTx,
  id: number,
  adminId: number,
  now: Date,
): Promise<{ retirado: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!current || current.retirado_at) throw new AppError('PACKAGE_NOT_FOUND', 404, K.notFound);
    const before = await describeOne(tx, id);
    const [sold] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.package_id, id))
      .limit(1);
    if (sold) {
      await tx
        .update(packages)
        .set({ activo: false, retirado_at: now, updated_at: now })
        .where(eq(packages.id, id));
    } else {
      await tx.delete(packages).where(eq(packages.id, id));
    }
    await recordAudit(tx, {
      adminId,
      action: sold ? 'package.retire' : 'package.delete',
      entity: 'package',
      entityId: id,
      before,
    });
    return { retirado: Boolean(sold) };
  });
}
