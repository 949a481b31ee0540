import { asc, eq, sql } from 'drizzle-orm';
import { categoryKey } from '../../../domain/categories';
import Papa from 'papaparse';
import type { CsvImportAnswer } from '../../../domain/admin-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { CATALOG_MESSAGES } from '../../../domain/catalog-messages';
import {
  importSummary,
  planImport,
  type ImportPlan,
  type ImportProduct,
  type LineDecision,
} from '../../../domain/catalog-import';
import { readSheet, type Sheet } from '../../../domain/catalog-import-read';
import type { Database, DbOrTx } from '../../db/client';
import { adminAudit, categories, products } from '../../db/schema';
import { AppError } from '../../http/errors';

const A = ADMIN_MESSAGES.adminOps;

/** Parses a CSV of `;` or `,` (guessed from the header line), BOM or not, into a sheet. */
export function parseSheet(text: string): Sheet {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (headerLine.match(/;/g)?.length ?? 0) >= (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const sheet = readSheet(parsed.data);
  const errores = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ fila: (e.row ?? 0) + 1, mensaje: A.csvParse(e.message) }));
  return { ...sheet, errores: [...sheet.errores, ...errores] };
}

/** Products the sheet names (locked when `forUpdate`), the category list and the highest code. */
async function loadContext(tx: DbOrTx, sheet: Sheet, forUpdate: boolean) {
  const codes = [...new Set(sheet.lines.map((l) => l.codigo).filter(Boolean))];
  const query = tx
    .select({
      id: products.id,
      codigo: products.codigo,
      nombre: products.nombre,
      categoria: products.categoria,
      precio: products.precio,
      costo_compra: products.costo_compra,
      stock: products.stock,
      descripcion: products.descripcion,
      busca_como: sql<string>`array_to_string(${products.busca_como}, ', ')`,
      activo: products.activo,
    })
    .from(products)
    // One JSON parameter instead of thousands: PGlite binds long parameter lists slowly.
    .where(
      sql`${products.codigo} in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
    )
    .orderBy(asc(products.id));
  const found: ImportProduct[] = await (forUpdate ? query.for('update') : query);
  const list = await tx.select({ nombre: categories.nombre }).from(categories);
  const [max] = await tx
    .select({ n: sql<string | null>`max(substring(${products.codigo} from 4)::bigint)` })
    .from(products);
  const prices = await tx
    .select({ id: products.id, categoria: products.categoria, precio: products.precio })
    .from(products)
    .where(eq(products.activo, true));
  const categoryPrices = new Map<string, { id: number; precio: number }[]>();
  for (const p of prices) {
    const key = categoryKey(p.categoria);
    categoryPrices.set(key, [...(categoryPrices.get(key) ?? []), p]);
  }
  return {
    categoryPrices,
    products: new Map(found.map((p) => [p.codigo, p])),
    categories: list.map((c) => c.nombre),
    maxCodeNumber: Number(max?.n ?? 0),
  };
}

function answer(sheet: Sheet, plan: ImportPlan, aplicado: boolean): CsvImportAnswer {
  return {
    lineas: plan.lineas,
    resumen: importSummary(plan.lineas),
    errores: sheet.errores,
    avisos: sheet.avisos,
    stock_previsto: Object.fromEntries(plan.actualizar.map((u) => [u.antes.codigo, u.antes.stock])),
    aplicado,
  };
}

/**
 * Reads a catalogue sheet and says what each line will do. With `aplicar`, it plans again inside
 * one transaction on the locked rows (never from the preview), creates and updates the valid
 * lines, skips the bad ones, and audits every product written; a file that cannot be read, or
 * with nothing to apply, writes nothing (422 CSV_INVALID).
 */
export async function importCatalogCsv(
  database: Database,
  input: {
    adminId: number;
    csv: string;
    aplicar: boolean;
    stockPrevisto?: Record<string, number>;
    decisiones?: Record<string, LineDecision>;
    now: Date;
  },
): Promise<CsvImportAnswer> {
  const sheet = parseSheet(input.csv);
  if (!input.aplicar) {
    const context = await loadContext(database.db, sheet, false);
    return answer(sheet, planImport(sheet, context), false);
  }
  return database.db.transaction(async (tx) => {
    const context = await loadContext(tx, sheet, true);
    const plan = planImport(sheet, {
      ...context,
      stockPrevisto: input.stockPrevisto,
      decisiones: input.decisiones ?? {},
    });
    if (sheet.errores.length || (plan.crear.length === 0 && plan.actualizar.length === 0)) {
      const body = answer(sheet, plan, false);
      const message = sheet.errores.length ? A.csvInvalid : CATALOG_MESSAGES.csv.nothingToApply;
      throw new AppError('CSV_INVALID', 422, message, undefined, { ...body });
    }
    await writePlan(tx, plan, input.adminId, input.now);
    return answer(sheet, plan, true);
  });
}

/** Every create and update of a plan in a few statements (one JSON parameter each), audited. */
async function writePlan(tx: DbOrTx, plan: ImportPlan, adminId: number, now: Date): Promise<void> {
  if (plan.crear.length) {
    const drafts = plan.crear.map((c) => c.producto);
    await tx.execute(sql`
      with created as (
        insert into ${products} (codigo, nombre, categoria, precio, costo_compra, stock, descripcion, busca_como, created_at, updated_at)
        select x.codigo, x.nombre, x.categoria, x.precio, x.costo_compra, x.stock, x.descripcion,
          coalesce(string_to_array(nullif(x.busca_como, ''), ', '), '{}'), ${now}, ${now}
        from jsonb_to_recordset(${JSON.stringify(drafts)}::jsonb)
          as x(codigo text, nombre text, categoria text, precio int, costo_compra int, stock int, descripcion text, busca_como text)
        returning id, codigo, nombre, categoria, precio, costo_compra, stock, descripcion, busca_como
      )
      insert into ${adminAudit} (admin_id, action, entity, entity_id, after)
      select ${adminId}, 'product.create', 'product', c.id::text,
        to_jsonb(c) - 'id' || jsonb_build_object('origen', 'csv')
      from created c order by c.id`);
  }
  if (plan.actualizar.length) {
    const changes = plan.actualizar.map((u) => ({ id: u.antes.id, ...u.cambios }));
    const audits = plan.actualizar.map((u) => ({
      id: u.antes.id,
      before: Object.fromEntries(Object.keys(u.cambios).map((k) => [k, u.antes[k as 'stock']])),
      after: u.cambios,
    }));
    // A missing key keeps the value: the file's blank cells change nothing.
    await tx.execute(sql`
      update ${products} as p set
        nombre = coalesce(x.nombre, p.nombre),
        categoria = coalesce(x.categoria, p.categoria),
        precio = coalesce(x.precio, p.precio),
        costo_compra = coalesce(x.costo_compra, p.costo_compra),
        stock = coalesce(x.stock, p.stock),
        descripcion = coalesce(x.descripcion, p.descripcion),
        busca_como = coalesce(string_to_array(x.busca_como, ', '), p.busca_como),
        updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
        as x(id int, nombre text, categoria text, precio int, costo_compra int, stock int, descripcion text, busca_como text)
      where p.id = x.id`);
    await tx.execute(sql`
      insert into ${adminAudit} (admin_id, action, entity, entity_id, before, after)
      select ${adminId}, 'product.import', 'product', x.id::text, x.before, x.after
      from jsonb_to_recordset(${JSON.stringify(audits)}::jsonb) as x(id int, before jsonb, after jsonb)`);
  }
}
