/**
 * The CSV import's decision for each line (issue 23): create, update, unchanged or error, and
 * what changes. Pure, so the preview and the apply are the same computation; the server runs it
 * again inside the apply's transaction on the rows it has locked, never on the preview's answer.
 */
import { CATALOG_MESSAGES } from './catalog-messages';
import type { CatalogField, Sheet } from './catalog-import-read';
import { categoryKey } from './categories';
import { ADMIN_MESSAGES } from './admin-messages';
import { PRODUCT_CODE_PATTERN } from './products';
import { priceConcern, priceConcernMessage } from './price-guard';

export type ImportAction = 'crear' | 'actualizar' | 'sin_cambios' | 'conflicto' | 'error';

/** A line whose stock moved between the export and now (a sale, a count): the owner decides. */
export interface StockConflict {
  stock_exportado: number;
  stock_actual: number;
  stock_archivo: number;
  /** What the owner changed in the file (archivo − exportado), added to the current stock. */
  diferencia: number;
}

/** The owner's answer for one line of the preview, keyed by its line number (`fila`). */
export interface LineDecision {
  /** A stock conflict: add the file's difference to the current stock, or skip the line. */
  stock?: 'diferencia' | 'omitir';
  /** The owner ticked a price the preview questioned (below cost, 5 × off the category). */
  confirmar_precio?: boolean;
}

export interface ImportChange {
  campo: CatalogField;
  antes: string | number | null;
  despues: string | number;
}

/** What one line of the file will do (the preview shows one of these per line). */
export interface ImportLine {
  fila: number;
  accion: ImportAction;
  codigo: string;
  nombre: string;
  cambios: ImportChange[];
  errores: string[];
  conflicto?: StockConflict;
  /** The price question the owner must tick before this line is applied (domain/price-guard). */
  confirmar?: string;
}

/** A product as the import compares it (activo false: retired, not updatable from a sheet). */
export interface ImportProduct {
  id: number;
  codigo: string;
  nombre: string;
  categoria: string;
  precio: number;
  costo_compra: number | null;
  stock: number;
  descripcion: string;
  /** "También se busca como", joined by commas as the sheet writes it. */
  busca_como: string;
  activo: boolean;
}

export interface ProductDraft {
  codigo: string;
  nombre: string;
  categoria: string;
  precio: number;
  costo_compra: number | null;
  stock: number;
  descripcion: string;
  busca_como: string;
}

export interface ImportPlan {
  lineas: ImportLine[];
  crear: { fila: number; producto: ProductDraft }[];
  actualizar: { fila: number; antes: ImportProduct; cambios: Partial<ProductDraft> }[];
}

export interface ImportContext {
  /** Existing products by upper-case code (retired ones included). */
  products: ReadonlyMap<string, ImportProduct>;
  /** The category list's names. */
  categories: readonly string[];
  /** Highest SC- number in use (retired products included); 0 with none. */
  maxCodeNumber: number;
  /** Stock each code showed in the preview: a different figure now is refused, as in the list. */
  stockPrevisto?: Readonly<Record<string, number>>;
  /**
   * The owner's answers by line number. Given (even empty) when applying: a conflict left
   * unanswered is then refused; absent in the preview, where it is shown as `conflicto`.
   */
  decisiones?: Readonly<Record<string, LineDecision>>;
  /** Active products' prices by category key, to question a price 5 × off its category. */
  categoryPrices?: ReadonlyMap<string, readonly { id: number; precio: number }[]>;
}

const C = CATALOG_MESSAGES.csv;
const FIELDS: readonly CatalogField[] = [
  'nombre',
  'categoria',
  'precio',
  'costo_compra',
  'stock',
  'descripcion',
  'busca_como',
];
const codeNumber = (codigo: string) => Number(codigo.slice(3));

/** Plans every line of a sheet against the catalogue and the category list. */
export function planImport(sheet: Sheet, context: ImportContext): ImportPlan {
  const plan: ImportPlan = { lineas: [], crear: [], actualizar: [] };
  const categoryByKey = new Map(context.categories.map((c) => [categoryKey(c), c]));
  let next = context.maxCodeNumber;
  for (const line of sheet.lines)
    if (PRODUCT_CODE_PATTERN.test(line.codigo)) next = Math.max(next, codeNumber(line.codigo));
  const seen = new Map<string, number>();

  for (const line of sheet.lines) {
    const errores = [...line.errores];
    let categoria: string | undefined;
    if (line.categoria !== undefined) {
      categoria = categoryByKey.get(categoryKey(line.categoria));
      if (!categoria) errores.push(CATALOG_MESSAGES.category.unknown(line.categoria));
    }
    const given = { ...pick(line), ...(categoria ? { categoria } : {}) };
    let codigo = line.codigo;
    const existing = codigo ? context.products.get(codigo) : undefined;
    if (codigo) {
      const first = seen.get(codigo);
      if (first !== undefined)
        errores.push(ADMIN_MESSAGES.adminOps.csvDuplicateCode(codigo, first));
      else seen.set(codigo, line.fila);
      if (!existing && !PRODUCT_CODE_PATTERN.test(codigo)) errores.push(C.codeFormat(codigo));
      if (existing && !existing.activo) errores.push(C.retired(codigo));
    }

    if (!existing) {
      // A field already refused (a bad price) is not also reported as missing.
      const faltan = [
        line.nombre === undefined && !line.errores.includes(C.nameTooLong) && 'el nombre',
        line.categoria === undefined && 'la categoría',
        line.precio === undefined && !hasPriceError(line) && 'el precio',
      ].filter((f): f is string => typeof f === 'string');
      if (faltan.length) errores.push(C.newNeeds(faltan));
      if (errores.length) {
        plan.lineas.push(errorLine(line.fila, codigo, given.nombre ?? '', errores));
        continue;
      }
      if (!codigo) codigo = `SC-${String(++next).padStart(4, '0')}`;
      const producto: ProductDraft = {
        codigo,
        nombre: given.nombre ?? '',
        categoria: given.categoria ?? '',
        precio: given.precio ?? 0,
        costo_compra: given.costo_compra ?? null,
        stock: given.stock ?? 0,
        descripcion: given.descripcion ?? '',
        busca_como: given.busca_como ?? '',
      };
      const confirmar = priceQuestion(context, producto);
      if (
        confirmar &&
        context.decisiones &&
        !context.decisiones[String(line.fila)]?.confirmar_precio
      ) {
        plan.lineas.push(errorLine(line.fila, codigo, producto.nombre, [confirmar]));
        continue;
      }
      plan.crear.push({ fila: line.fila, producto });
      plan.lineas.push({
        ...(confirmar ? { confirmar } : {}),
        fila: line.fila,
        accion: 'crear',
        codigo,
        nombre: producto.nombre,
        cambios: FIELDS.flatMap((campo) => {
          const despues = producto[campo];
          return despues === null ? [] : [{ campo, antes: null, despues }];
        }),
        errores: [],
      });
      continue;
    }

    const exported = line.stock_exportado;
    let conflicto: StockConflict | undefined;
    if (given.stock !== undefined && exported !== undefined) {
      // The file's figure is the exported one plus what the owner typed; the shop's figure is
      // the exported one minus what sold since. Only the owner's part may reach the stock.
      if (given.stock === exported) delete given.stock;
      else if (existing.stock !== exported && errores.length === 0) {
        conflicto = {
          stock_exportado: exported,
          stock_actual: existing.stock,
          stock_archivo: given.stock,
          diferencia: given.stock - exported,
        };
        const decision = context.decisiones?.[String(line.fila)]?.stock;
        const message = C.stockConflict(exported, existing.stock, given.stock);
        if (decision === 'omitir') {
          plan.lineas.push({
            ...errorLine(line.fila, codigo, existing.nombre, []),
            accion: 'sin_cambios',
            conflicto,
          });
          continue;
        }
        if (decision === undefined) {
          const accion = context.decisiones ? 'error' : 'conflicto';
          plan.lineas.push({
            ...errorLine(line.fila, codigo, existing.nombre, [message]),
            accion,
            conflicto,
          });
          continue;
        }
        given.stock = existing.stock + conflicto.diferencia;
        if (given.stock < 0)
          errores.push(C.stockDifferenceBelowZero(existing.stock, conflicto.diferencia));
      }
    }
    const expected = context.stockPrevisto?.[codigo];
    if (
      exported === undefined &&
      given.stock !== undefined &&
      expected !== undefined &&
      expected !== existing.stock &&
      given.stock !== existing.stock
    )
      errores.push(C.stockChanged(existing.stock));
    if (errores.length) {
      plan.lineas.push({ ...errorLine(line.fila, codigo, existing.nombre, errores), conflicto });
      continue;
    }
    const cambios: ImportChange[] = [];
    const set: Partial<ProductDraft> = {};
    for (const campo of FIELDS) {
      const despues = given[campo];
      if (despues === undefined || despues === null || despues === existing[campo]) continue;
      cambios.push({ campo, antes: existing[campo], despues });
      Object.assign(set, { [campo]: despues });
    }
    const repriced = ['precio', 'costo_compra', 'categoria'].some((c) => c in set);
    const confirmar = repriced
      ? priceQuestion(context, { ...existing, ...set }, existing.id)
      : null;
    if (
      confirmar &&
      context.decisiones &&
      !context.decisiones[String(line.fila)]?.confirmar_precio
    ) {
      plan.lineas.push(errorLine(line.fila, codigo, existing.nombre, [confirmar]));
      continue;
    }
    if (cambios.length) plan.actualizar.push({ fila: line.fila, antes: existing, cambios: set });
    plan.lineas.push({
      fila: line.fila,
      accion: cambios.length ? 'actualizar' : 'sin_cambios',
      codigo,
      nombre: set.nombre ?? existing.nombre,
      cambios,
      errores: [],
      ...(conflicto ? { conflicto } : {}),
      ...(confirmar ? { confirmar } : {}),
    });
  }
  return plan;
}

/** How many lines do each thing. */
export function importSummary(lineas: readonly ImportLine[]): Record<ImportAction, number> {
  const resumen = { crear: 0, actualizar: 0, sin_cambios: 0, conflicto: 0, error: 0 };
  for (const l of lineas) resumen[l.accion]++;
  return resumen;
}

function pick(line: Sheet['lines'][number]): Partial<ProductDraft> {
  const out: Partial<ProductDraft> = {};
  for (const campo of ['nombre', 'precio', 'costo_compra', 'stock', 'descripcion', 'busca_como'] as const)
    if (line[campo] !== undefined) Object.assign(out, { [campo]: line[campo] });
  return out;
}

/** The price question a line raises (below cost, 5 × off its category), or null. */
function priceQuestion(
  context: ImportContext,
  product: { precio: number; costo_compra: number | null; categoria: string },
  id?: number,
): string | null {
  const others = (context.categoryPrices?.get(categoryKey(product.categoria)) ?? [])
    .filter((p) => p.id !== id)
    .map((p) => p.precio);
  const concern = priceConcern(product.precio, { costo: product.costo_compra, others });
  return concern ? priceConcernMessage(concern, product.categoria) : null;
}

function hasPriceError(line: Sheet['lines'][number]): boolean {
  const A = ADMIN_MESSAGES.adminOps;
  return line.errores.some((e) => e === A.csvPriceInvalid || e === A.csvPriceMax);
}

function errorLine(fila: number, codigo: string, nombre: string, errores: string[]): ImportLine {
  return { fila, accion: 'error', codigo, nombre, cambios: [], errores };
}
