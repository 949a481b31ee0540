import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isPackageActiveAt, packageIndividualTotal, packageSaving, packageStock } from '../../../domain/packages';
import { effectiveUnitPrice } from '../../../domain/pricing';
import type { DbOrTx } from '../../db/client';
import { packageItems, packages, products } from '../../db/schema';

export interface IncludedProduct {
  producto_id: number;
  nombre: string;
  imagen: string | null;
  cantidad: number;
}

/** A package as the store shows it (customer spec §3 "Package"). */
export interface PublicPackage {
  id: number;
  nombre: string;
  descripcion: string;
  precio_paquete: number;
  precio_individual_total: number;
  ahorro_monto: number;
  ahorro_porcentaje: number;
  stock_paquetes_disponibles: number;
  categoria: string;
  imagen: string | null;
  activo: boolean;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  productos_incluidos: IncludedProduct[];
}

type PackageRow = typeof packages.$inferSelect;

/** A package's item as the store reads it: the product's name, price and stock of now. */
export type PackageItemRow = Awaited<ReturnType<typeof readPackageItems>>[number];

/** The active, unretired packages, whatever their dates (the day is applied when described). */
export function readActivePackageRows(db: DbOrTx): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.activo, true), isNull(packages.retirado_at)))
    .orderBy(asc(packages.id));
}

/** The items of these packages with each product's current price and stock. */
export function readPackageItems(db: DbOrTx, packageIds: number[]) {
  return db
    .select({
      package_id: packageItems.package_id,
      producto_id: products.id,
      nombre: products.nombre,
      imagen: products.imagen,
      cantidad: packageItems.cantidad,
      precio: products.precio,
      descuento_activo: products.descuento_activo,
      descuento_porcentaje: products.descuento_porcentaje,
      stock: products.stock,
      vendible: products.activo,
    })
    .from(packageItems)
    .innerJoin(products, eq(products.id, packageItems.product_id))
    .where(inArray(packageItems.package_id, packageIds))
    .orderBy(asc(packageItems.id));
}

/**
 * Active packages inside their dates on the Bogotá day of `now`, with their saving against the
 * products' current prices and how many can be built from stock. A package holding a retired
 * product cannot be built.
 */
export async function listActivePackages(db: DbOrTx, now: Date): Promise<PublicPackage[]> {
  return describePackages(
    db,
    (await readActivePackageRows(db)).filter((p) => isPackageActiveAt(p, now)),
  );
}

/** Package rows as the store and the admin read them: prices, saving, buildable count, items. */
export async function describePackages(
  db: DbOrTx,
  current: ReadonlyArray<PackageRow>,
): Promise<PublicPackage[]> {
  if (current.length === 0) return [];
  return describePackagesWith(current, await readPackageItems(db, current.map((p) => p.id)));
}

/** describePackages from items already read (the catalogue cache keeps them between reads). */
export function describePackagesWith(
  current: ReadonlyArray<PackageRow>,
  items: ReadonlyArray<PackageItemRow>,
): PublicPackage[] {
  return current.map((p) => {
    const own = items.filter((i) => i.package_id === p.id);
    const individual = packageIndividualTotal(own.map((i) => ({ precio: effectiveUnitPrice(i), cantidad: i.cantidad })));
    const buildable = own.every((i) => i.vendible) ? packageStock(own) : 0;
    return {
      id: p.id,
      nombre: p.nombre,
      descripcion: p.descripcion,
      precio_paquete: p.precio_paquete,
      precio_individual_total: individual,
      ...packageSaving(individual, p.precio_paquete),
      stock_paquetes_disponibles: buildable,
      categoria: p.categoria,
      imagen: p.imagen,
      activo: p.activo,
      fecha_inicio: p.fecha_inicio,
      fecha_fin: p.fecha_fin,
      productos_incluidos: own.map(({ producto_id, nombre, imagen, cantidad }) => ({ producto_id, nombre, imagen, cantidad })),
    };
  });
}
