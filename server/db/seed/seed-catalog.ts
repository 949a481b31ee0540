import { bogotaDayKey } from '../../../domain/dates';
import { discountedUnitPrice } from '../../../domain/pricing';
import type { Tx } from '../client';
import { categoryKey } from '../../../domain/categories';
import { categories, packageItems, packages, products } from '../schema';
import { SEED_PACKAGES } from './packages-data';
import {
  SEED_CATEGORIES,
  SEED_PRODUCTS,
  seedProductCode,
  seedProductImage,
  type SeedProduct,
} from './products-data';

const DAY = 86_400_000;

/** The price a customer pays today: the product discount applied, rounded to whole pesos. */
export function effectivePrice(p: Pick<SeedProduct, 'precio' | 'descuento'>): number {
  return p.descuento ? discountedUnitPrice(p.precio, p.descuento.porcentaje) : p.precio;
}

/** Inserts the catalogue and its packages; returns product ids by name. */
export async function seedCatalog(tx: Tx, now: Date): Promise<Map<string, number>> {
  const createdAt = new Date(now.getTime() - 90 * DAY);
  await tx
    .insert(categories)
    .values(
      SEED_CATEGORIES.map((nombre) => ({
        nombre,
        clave: categoryKey(nombre),
        created_at: createdAt,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .insert(products)
    .values(
      SEED_PRODUCTS.map((p, i) => ({
        codigo: seedProductCode(i),
        nombre: p.nombre,
        descripcion: p.descripcion,
        categoria: p.categoria,
        precio: p.precio,
        stock: p.stock,
        imagen: seedProductImage(i),
        nutricional: p.nutricional ?? null,
        costo_compra: p.costo,
        descuento_activo: p.descuento !== undefined,
        descuento_porcentaje: p.descuento?.porcentaje ?? 0,
        descuento_badge_texto: p.descuento?.badge ?? null,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .returning({ id: products.id, nombre: products.nombre });
  const ids = new Map(rows.map((r) => [r.nombre, r.id]));

  for (const pkg of SEED_PACKAGES) {
    const sum = pkg.items.reduce(
      (total, [name, cantidad]) => total + effectivePrice(productNamed(name)) * cantidad,
      0,
    );
    const [created] = await tx
      .insert(packages)
      .values({
        nombre: pkg.nombre,
        descripcion: pkg.descripcion,
        precio_paquete: Math.floor((sum * (1 - pkg.ahorro)) / 100) * 100,
        categoria: pkg.categoria,
        imagen: `/img/paquetes/${pkg.slug}.svg`,
        activo: pkg.activo,
        fecha_inicio: pkg.ventana
          ? bogotaDayKey(new Date(now.getTime() + pkg.ventana.desde * DAY))
          : null,
        fecha_fin: pkg.ventana
          ? bogotaDayKey(new Date(now.getTime() + pkg.ventana.hasta * DAY))
          : null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning({ id: packages.id });
    await tx.insert(packageItems).values(
      pkg.items.map(([name, cantidad]) => ({
        package_id: created!.id,
        product_id: ids.get(name)!,
        cantidad,
      })),
    );
  }
  return ids;
}

export function productNamed(name: string): SeedProduct & { index: number } {
  const index = SEED_PRODUCTS.findIndex((p) => p.nombre === name);
  const product = SEED_PRODUCTS[index];
  if (!product) throw new Error(`Seed data names an unknown product: ${name}`);
  return { ...product, index };
}
