import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { toCsv } from '../../http/csv';
import { ACCENTED, foldText, LOW_STOCK, PLAIN } from '../../../domain/admin-panel';
import { CATALOG_COLUMNS } from '../../../domain/catalog-import-read';
import type { AdminProductList, AdminProductRow, StockFilter } from '../../../domain/admin-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { nextProductCode } from '../../../domain/products';
import type { AdminProductListQuery, StockChange } from '../../../domain/schemas/admin-panel';
import type { Database, DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';

type ProductRow = typeof products.$inferSelect;
const C = ADMIN_MESSAGES.adminOps;

export function productRow(p: ProductRow): AdminProductRow {
  return {
    id: p.id,
    codigo: p.codigo,
    nombre: p.nombre,
    precio: p.precio,
    descripcion: p.descripcion,
    categoria: p.categoria,
    imagen: p.imagen,
    informacion_nutricional: p.nutricional,
    nutricional: p.nutricional,
    busca_como: p.busca_como,
    stock: p.stock,
    activo: p.activo,
    descuento_activo: p.descuento_activo,
    descuento_porcentaje: p.descuento_porcentaje,
    descuento_badge_texto: p.descuento_badge_texto,
    costo_compra: p.costo_compra,
    margen_objetivo: Number(p.margen_objetivo),
  };
}

const fold = (column: SQLWrapper) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

const STOCK_WHERE: Record<Exclude<StockFilter, 'todos'>, SQL> = {
  sin: sql`coalesce(${products.stock}, 0) <= 0`,
  bajo: sql`${products.stock} between 1 and ${LOW_STOCK}`,
  en: sql`${products.stock} > ${LOW_STOCK}`,
};

/**
 * The inventory list: active products, searched by the shop's one catalogue search (`found`: its
 * ids best first, issue 43) or, without it, on the name; the code is matched as typed ("SC-00").
 */
export async function listAdminProducts(
  db: DbOrTx,
  query: AdminProductListQuery,
  found: readonly number[] | null = null,
): Promise<AdminProductList> {
  const where: SQL[] = [eq(products.activo, true)];
  const q = query.q ? foldText(query.q) : '';
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName =
      found === null
        ? sql`${fold(products.nombre)} like ${like}`
        : sql`${products.id} in (select jsonb_array_elements_text(${JSON.stringify(found)}::jsonb)::int)`;
    const match = or(byName, sql`${fold(products.codigo)} like ${like}`);
    if (match) where.push(match);
  }
  if (query.categoria) where.push(eq(products.categoria, query.categoria));
  const [counts] = await db
    .select({
      todos: sql<number>`count(*)::int`,
      sin: sql<number>`count(*) filter (where ${STOCK_WHERE.sin})::int`,
      bajo: sql<number>`count(*) filter (where ${STOCK_WHERE.bajo})::int`,
      en: sql<number>`count(*) filter (where ${STOCK_WHERE.en})::int`,
    })
    .from(products)
    .where(and(...where));
  if (query.stock !== 'todos') where.push(STOCK_WHERE[query.stock]);
  const rows = await db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.codigo));
  const categories = await db
    .selectDistinct({ categoria: products.categoria })
    .from(products)
    .where(eq(products.activo, true))
    .orderBy(asc(products.categoria));
  // Best match first, as the store ranks them; what only the code matched comes after.
  const rank = new Map((found ?? []).map((id, i) => [id, i]));
  if (q && found) rows.sort((a, b) => (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size));
  return {
    productos: rows.map(productRow),
    conteos: {
      todos: Number(counts?.todos ?? 0),
      sin: Number(counts?.sin ?? 0),
      bajo: Number(counts?.bajo ?? 0),
      en: Number(counts?.en ?? 0),
    },
    categorias: categories.map((c) => c.categoria),
  };
}

/** The code a new product would get (highest SC- number + 1, retired products included). */
export async function nextCode(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ max: sql<number | null>`max(substring(${products.codigo} from 4)::bigint)` })
    .from(products);
  return nextProductCode(row?.max ? [`SC-${row.max}`] : []);
}

/**
 * Sets or moves a product's stock atomically; it never goes below 0. A typed figure with
 * `stock_anterior` is a compare-and-set (one UPDATE … WHERE stock = expected): if a sale or
 * another admin moved the stock meanwhile, it is refused with 409 STOCK_CHANGED and the current
 * figure (`stock_actual`). Audited.
 */
export async function changeStock(
  database: Database,
  input: { adminId: number; productId: number; change: StockChange; now: Date },
): Promise<AdminProductRow> {
  return database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 404, C.productNotFound);
    const stock = 'stock' in input.change ? input.change.stock : before.stock + input.change.delta;
    if (stock < 0) throw new AppError('STOCK_BELOW_ZERO', 409, C.stockBelowZero);
    const expected = 'stock_anterior' in input.change ? input.change.stock_anterior : undefined;
    const [after] = await tx
      .update(products)
      .set({ stock, updated_at: input.now })
      .where(
        expected === undefined
          ? eq(products.id, input.productId)
          : and(eq(products.id, input.productId), eq(products.stock, expected)),
      )
      .returning();
    if (!after) {
      if (expected === undefined) throw new AppError('NOT_FOUND', 404, C.productNotFound);
      throw new AppError('STOCK_CHANGED', 409, C.stockChanged(before.stock), undefined, {
        stock_actual: before.stock,
      });
    }
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'product.stock',
      entity: 'product',
      entityId: input.productId,
      before: { stock: before.stock },
      after: { stock: after.stock },
    });
    return productRow(after);
  });
}

/**
 * The catalogue (active products) as CSV text with a BOM, for a spreadsheet: the columns the
 * import reads back, every one of them, `stock_exportado` repeating the stock of this moment so
 * the import can tell what the owner typed from what sold since. Cells that a
 * spreadsheet would run as a formula (=, +, -, @) are escaped.
 */
export async function exportCatalogCsv(db: DbOrTx, delimiter: ';' | ','): Promise<string> {
  const rows = await db
    .select({
      codigo: products.codigo,
      nombre: products.nombre,
      categoria: products.categoria,
      precio: products.precio,
      costo_compra: products.costo_compra,
      stock: products.stock,
      stock_exportado: products.stock,
      descripcion: products.descripcion,
      busca_como: sql<string>`array_to_string(${products.busca_como}, ', ')`,
    })
    .from(products)
    .where(eq(products.activo, true))
    .orderBy(asc(products.codigo));
  return toCsv(
    CATALOG_COLUMNS,
    rows.map((r) => CATALOG_COLUMNS.map((c) => r[c])),
    delimiter,
  );
}
