import type { AdminProductRow } from '../../../domain/admin-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { ProductCreateSchema } from '../../../domain/schemas/admin-products';
import { joinAliases } from '../../../domain/search/aliases';

export interface ProductDraft {
  codigo: string;
  nombre: string;
  precio: string;
  /** The purchase cost per unit (issue 41); blank = not known. */
  costo_compra: string;
  descripcion: string;
  categoria: string;
  imagen: string;
  nutricional: string;
  /** "También se busca como" (issue 43), separated by commas. */
  busca_como: string;
  stock: string;
}

export type DraftErrors = Partial<Record<keyof ProductDraft, string>>;

export function emptyDraft(codigo: string): ProductDraft {
  return {
    codigo,
    nombre: '',
    precio: '',
    costo_compra: '',
    descripcion: '',
    categoria: '',
    imagen: '',
    nutricional: '',
    busca_como: '',
    stock: '0',
  };
}

export function draftOf(p: AdminProductRow): ProductDraft {
  return {
    codigo: p.codigo,
    nombre: p.nombre,
    precio: String(p.precio),
    costo_compra: p.costo_compra == null ? '' : String(p.costo_compra),
    descripcion: p.descripcion ?? '',
    categoria: p.categoria,
    imagen: p.imagen ?? '',
    nutricional: p.nutricional ?? p.informacion_nutricional ?? '',
    busca_como: joinAliases(p.busca_como ?? []),
    stock: String(p.stock ?? 0),
  };
}

/** Stock typed in the form: non-numeric becomes 0 (payments-and-admin §5). */
export function formStock(text: string): string {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? trimmed : '0';
}

/**
 * Checks the draft with the server's own schema (code SC-0001, name, price ≥ 0 in whole pesos,
 * category, image URL, stock ≥ 0 with non-numeric as 0) and returns the body or the field errors.
 */
export function validateDraft(
  draft: ProductDraft,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: DraftErrors } {
  const input = { ...draft, stock: formStock(draft.stock) };
  const result = ProductCreateSchema.safeParse(input);
  if (result.success && draft.codigo.trim() !== '') return { ok: true, body: { ...input } };
  const errors: DraftErrors = {};
  if (draft.codigo.trim() === '') errors.codigo = ADMIN_MESSAGES.admin.product.codeRequired;
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path[0] as keyof ProductDraft | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * What an edit sends: the stock only when the owner changed the figure she was shown, and then
 * with that figure (`stock_anterior`), so a sale made while the form was open is never
 * overwritten; the server refuses a stale one (409 STOCK_CHANGED). A new product sends it as is.
 */
export function saveBody(
  body: Record<string, unknown>,
  stockShown: number | null,
): Record<string, unknown> {
  if (stockShown === null) return body;
  const { stock, ...rest } = body;
  return Number(stock) === stockShown ? rest : { ...rest, stock, stock_anterior: stockShown };
}
