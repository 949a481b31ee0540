import { categoryKey } from '../../domain/categories';
import type { DbOrTx } from '../db/client';
import { categories, packageItems, packages, products, users } from '../db/schema';

/**
 * Test factories: valid rows with unique keys, any column overridable, e.g.
 * `createProduct(db, { stock: 0 })`. Codes start at SC-9001 so they never meet the demo seed's.
 */
let sequence = 0;
const next = () => ++sequence;

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Package = typeof packages.$inferSelect;
export type PackageItem = typeof packageItems.$inferSelect;

export async function createUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      nombre: `Residente ${n}`,
      email: `residente${n}@prueba.co`,
      cedula: String(2_000_000_000 + n),
      telefono: String(3_100_000_000 + n),
      torre: 1 + (n % 5),
      piso: 1 + (n % 30),
      apartamento: `${1 + (n % 30)}0${1 + (n % 4)}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProduct(
  db: DbOrTx,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<Product> {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      codigo: `SC-${9000 + n}`,
      nombre: `Producto de prueba ${n}`,
      descripcion: 'Producto creado para una prueba.',
      categoria: 'Despensa',
      precio: 10_000,
      stock: 20,
      costo_compra: 7_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Puts category names on the list (issue 23), as the seed and the migration do. */
export async function createCategories(db: DbOrTx, ...nombres: string[]): Promise<void> {
  await db
    .insert(categories)
    .values(nombres.map((nombre) => ({ nombre, clave: categoryKey(nombre) })))
    .onConflictDoNothing();
}

export interface PackageOverrides extends Partial<typeof packages.$inferInsert> {
  /** Components; by default two fresh products, one unit each. */
  items?: Array<{ product: Product | number; cantidad?: number }>;
}

/** A package with its items; returns both. */
export async function createPackage(
  db: DbOrTx,
  { items, ...overrides }: PackageOverrides = {},
): Promise<{ package: Package; items: PackageItem[] }> {
  const n = next();
  const components = items ?? [
    { product: await createProduct(db) },
    { product: await createProduct(db) },
  ];
  const [pkg] = await db
    .insert(packages)
    .values({
      nombre: `Paquete de prueba ${n}`,
      descripcion: 'Paquete creado para una prueba.',
      precio_paquete: 15_000,
      ...overrides,
    })
    .returning();
  const rows = components.length
    ? await db
        .insert(packageItems)
        .values(
          components.map((c) => ({
            package_id: pkg!.id,
            product_id: typeof c.product === 'number' ? c.product : c.product.id,
            cantidad: c.cantidad ?? 1,
          })),
        )
        .returning()
    : [];
  return { package: pkg!, items: rows };
}
