import { bogotaDayKey, parseDayKey } from './dates';
import { MESSAGES } from './messages';
import { err, ok, type Result } from './result';

export const PACKAGE_CATEGORIES = [
  'general',
  'basicos',
  'desayuno',
  'limpieza',
  'snacks',
  'bebidas',
] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

/** How a package category reads on screen (the stored value is a plain key). */
export const PACKAGE_CATEGORY_LABELS: Record<PackageCategory, string> = {
  general: 'General',
  basicos: 'Básicos',
  desayuno: 'Desayuno',
  limpieza: 'Limpieza',
  snacks: 'Snacks',
  bebidas: 'Bebidas',
};

export function packageCategoryLabel(category: string): string {
  return PACKAGE_CATEGORY_LABELS[category as PackageCategory] ?? category;
}

/** Saving under this percent asks the admin to confirm (payments spec §5). */
export const LOW_SAVING_PERCENT = 5;
/** The package card lists this many included products, then '+N'. */
export const PACKAGE_VISIBLE_PRODUCTS = 4;

const PACKAGE_LINE_PREFIX = 'paquete_';

/** How many packages the stock can build: min over items of floor(stock / quantity); 0 with no items. */
export function packageStock(
  items: readonly { stock: number | null | undefined; cantidad: number }[],
): number {
  if (items.length === 0) return 0;
  let min = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (item.cantidad <= 0) continue;
    min = Math.min(min, Math.floor(Math.max(0, item.stock ?? 0) / item.cantidad));
  }
  return Number.isFinite(min) ? min : 0;
}

/** Sum of the included products at their list prices. */
export function packageIndividualTotal(
  items: readonly { precio: number; cantidad: number }[],
): number {
  return items.reduce((acc, i) => acc + i.precio * i.cantidad, 0);
}

/**
 * Customer saving of a package: amount never below 0, percent as a whole number (rounded), which
 * is what the card's badge shows ('Ahorras 12%').
 */
export function packageSaving(
  precioIndividualTotal: number,
  precioPaquete: number,
): { ahorro_monto: number; ahorro_porcentaje: number } {
  const ahorro = Math.max(0, precioIndividualTotal - precioPaquete);
  if (precioIndividualTotal <= 0) return { ahorro_monto: 0, ahorro_porcentaje: 0 };
  return {
    ahorro_monto: ahorro,
    ahorro_porcentaje: Math.round((ahorro * 100) / precioIndividualTotal),
  };
}

/** True when the admin should confirm a saving under 5 %. */
export function isLowSaving(ahorroPorcentaje: number): boolean {
  return ahorroPorcentaje < LOW_SAVING_PERCENT;
}

/**
 * What the admin confirms before saving a package's price, or null: a price above the products
 * bought separately is an extra cost, told as such; a saving under 5 % is low.
 */
export function packagePriceWarning(
  precioIndividualTotal: number,
  precioPaquete: number,
): { kind: 'sin-ahorro'; extra: number } | { kind: 'ahorro-bajo'; percent: number } | null {
  if (precioPaquete > precioIndividualTotal) {
    return { kind: 'sin-ahorro', extra: precioPaquete - precioIndividualTotal };
  }
  const { ahorro_porcentaje } = packageSaving(precioIndividualTotal, precioPaquete);
  return isLowSaving(ahorro_porcentaje) ? { kind: 'ahorro-bajo', percent: ahorro_porcentaje } : null;
}

/** The first `max` included products and how many more the '+N' marker stands for. */
export function visibleIncludedProducts<T>(
  list: readonly T[],
  max = PACKAGE_VISIBLE_PRODUCTS,
): { shown: T[]; more: number } {
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}

/** Whether `cantidad` more packages fit in the stock (customer spec §5 messages). */
export function checkPackageAdd(
  available: number,
  cantidad: number,
): Result<null, 'PACKAGE_UNAVAILABLE' | 'INSUFFICIENT_STOCK'> {
  if (available <= 0) return err('PACKAGE_UNAVAILABLE', MESSAGES.stock.packageUnavailable);
  if (cantidad > available) return err('INSUFFICIENT_STOCK', MESSAGES.stock.packageOnly(available));
  return ok(null);
}

type DateLike = Date | string | null | undefined;

function dayKeyOf(value: DateLike): string | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && parseDayKey(value)) return value;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : bogotaDayKey(d);
}

/** Active flag set and today (Bogotá) within fecha_inicio..fecha_fin, both days included. */
export function isPackageActiveAt(
  pkg: { activo: boolean; fecha_inicio?: DateLike; fecha_fin?: DateLike },
  now: Date,
): boolean {
  if (!pkg.activo) return false;
  const today = bogotaDayKey(now);
  const start = dayKeyOf(pkg.fecha_inicio);
  const end = dayKeyOf(pkg.fecha_fin);
  return (start === null || start <= today) && (end === null || today <= end);
}

/** The cart's line id for a package: 'paquete_' + id. */
export function packageLineId(id: number): string {
  return `${PACKAGE_LINE_PREFIX}${id}`;
}

/** The package id inside a cart line id ('paquete_7' → 7), or null. */
export function parsePackageLineId(lineId: string): number | null {
  const m = /^paquete_(\d+)$/.exec(lineId);
  return m ? Number(m[1]) : null;
}

/**
 * Units each product must supply for an order: direct quantities plus package quantity × product
 * quantity (DESIGN §5), so one stock check covers both.
 */
export function stockDemand(
  products: readonly { id: number; cantidad: number }[],
  packages: readonly {
    cantidad: number;
    items: readonly { producto_id: number; cantidad: number }[];
  }[] = [],
): Map<number, number> {
  const demand = new Map<number, number>();
  const add = (id: number, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  for (const p of products) add(p.id, p.cantidad);
  for (const k of packages) for (const i of k.items) add(i.producto_id, k.cantidad * i.cantidad);
  return demand;
}

/**
 * The included products that keep a package from being built (each can't supply one package's
 * quantity): what an unavailable package names ('falta Leche entera'). Uses `packageStock` per item.
 */
export function missingPackageProducts<
  T extends { stock: number | null | undefined; cantidad: number },
>(items: readonly T[]): T[] {
  return items.filter((item) => item.cantidad > 0 && packageStock([item]) === 0);
}
