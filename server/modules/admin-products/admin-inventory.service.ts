import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import Papa from 'papaparse';
import { ACCENTED, foldText, LOW_STOCK, PLAIN, readCsvRows } from '../../../domain/admin-panel';
import type {
  AdminProductList,
  AdminProductRow,
  CsvImportAnswer,
  CsvImportChange,
  StockFilter,
} from '../../../domain/admin-views';
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

/** The inventory list: active products, searched (no case/accents) on name and code. */
export async function listAdminProducts(
  db: DbOrTx,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const where: SQL[] = [eq(products.activo, true)];
  const q = query.q ? foldText(query.q) : '';
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      sql`${fold(products.nombre)} like ${like}`,
      sql`${fold(products.codigo)} like ${like}`,
    );
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

export const CSV_COLUMNS = [
  'codigo',
  'nombre',
  'categoria',
  'precio',
  'stock',
  'descripcion',
] as const;

/**
 * The catalogue (active products) as CSV text with a BOM, for a spreadsheet. Cells that a
 * spreadsheet would run as a formula (=, +, -, @) are escaped.
 */
export async function exportCatalogCsv(db: DbOrTx, delimiter: ';' | ','): Promise<string> {
  const rows = await db
    .select({
      codigo: products.codigo,
      nombre: products.nombre,
      categoria: products.categoria,
      precio: products.precio,
      stock: products.stock,
      descripcion: products.descripcion,
    })
    .from(products)
    .where(eq(products.activo, true))
    .orderBy(asc(products.codigo));
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => r[c])) }, { delimiter, newline: '\r\n', escapeFormulae: true })}\r\n`;
}

/** Parses a CSV of `;` or `,` (guessed from the header line), BOM or not. */
export function parseCsv(text: string): { rows: string[][]; errores: CsvImportAnswer['errores'] } {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (headerLine.match(/;/g)?.length ?? 0) >= (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const errores = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ fila: (e.row ?? 0) + 1, mensaje: C.csvParse(e.message) }));
  return { rows: parsed.data, errores };
}

/**
 * Reads a stock/price sheet and, when `aplicar` and the whole file is valid, writes every change
 * in one transaction (audited). Any error writes nothing: the caller answers 422 CSV_INVALID.
 * Its stock figures stay absolute (a count taken on the shelf), unlike the list's typed figure,
 * which is a compare-and-set (`changeStock`); the preview shows each `antes` → `despues`.
 */
export async function importCatalogCsv(
  database: Database,
  input: { adminId: number; csv: string; aplicar: boolean; now: Date },
): Promise<CsvImportAnswer> {
  const parsed = parseCsv(input.csv);
  const read = readCsvRows(parsed.rows);
  const errores = [...parsed.errores, ...read.errores];
  const run = async (tx: DbOrTx): Promise<CsvImportAnswer> => {
    const codes = read.updates.map((u) => u.codigo);
    const found = codes.length
      ? await tx
          .select()
          .from(products)
          .where(inArray(products.codigo, codes))
          .orderBy(asc(products.id))
          .for('update')
      : [];
    const byCode = new Map(found.map((p) => [p.codigo, p]));
    const cambios: CsvImportChange[] = [];
    const writes: { row: ProductRow; set: { precio?: number; stock?: number } }[] = [];
    for (const update of read.updates) {
      const row = byCode.get(update.codigo);
      if (!row) {
        errores.push({ fila: update.fila, mensaje: C.csvUnknownCode(update.codigo) });
        continue;
      }
      const set: { precio?: number; stock?: number } = {};
      for (const campo of ['precio', 'stock'] as const) {
        const despues = update[campo];
        if (despues === undefined || despues === row[campo]) continue;
        set[campo] = despues;
        cambios.push({
          fila: update.fila,
          codigo: row.codigo,
          nombre: row.nombre,
          campo,
          antes: row[campo],
          despues,
        });
      }
      if (Object.keys(set).length) writes.push({ row, set });
    }
    errores.sort((a, b) => a.fila - b.fila);
    if (!input.aplicar || errores.length) return { cambios, errores, aplicado: false };
    for (const { row, set } of writes) {
      await tx
        .update(products)
        .set({ ...set, updated_at: input.now })
        .where(eq(products.id, row.id));
      await recordAudit(tx, {
        adminId: input.adminId,
        action: 'product.import',
        entity: 'product',
        entityId: row.id,
        before: Object.fromEntries(Object.keys(set).map((k) => [k, row[k as 'precio' | 'stock']])),
        after: set,
      });
    }
    return { cambios, errores, aplicado: true };
  };
  if (!input.aplicar) return run(database.db);
  return database.db.transaction(run);
}
