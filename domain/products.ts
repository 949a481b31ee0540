import { BUSINESS } from './business';
import { MESSAGES } from './messages';
import { countOf, plural } from './plural';
import { err, ok, type Result } from './result';

export type StockState = 'agotado' | 'pocas' | 'disponible';

/** Stock badge: none (0 or missing), low (1–5), in stock (above 5). */
export function stockState(stock: number | null | undefined): StockState {
  if (stock == null || stock <= 0) return 'agotado';
  return stock <= BUSINESS.lowStockThreshold ? 'pocas' : 'disponible';
}

/** Customer-facing label of a stock state. */
export function stockLabel(stock: number | null | undefined): string {
  const state = stockState(stock);
  if (state === 'agotado') return 'Agotado';
  const n = stock ?? 0;
  return state === 'pocas'
    ? `¡Solo ${plural(n, 'queda', 'quedan')} ${n}!`
    : countOf(n, 'disponible', 'disponibles');
}

/** Whether `cantidad` units of a product are in stock, with the shop's message when they are not. */
export function checkProductStock(
  nombre: string,
  stock: number | null | undefined,
  cantidad: number,
): Result<null, 'INSUFFICIENT_STOCK'> {
  const available = Math.max(0, stock ?? 0);
  if (available <= 0) return err('INSUFFICIENT_STOCK', MESSAGES.stock.outOfStock(nombre));
  if (cantidad > available)
    return err('INSUFFICIENT_STOCK', MESSAGES.stock.insufficient(nombre, available));
  return ok(null);
}

export const PRODUCT_CODE_PATTERN = /^SC-\d{4,}$/;

/** The next product code: highest existing SC-number + 1, padded to 4 ('SC-0001' when none). */
export function nextProductCode(existingCodes: readonly (string | null | undefined)[]): string {
  let max = 0;
  for (const code of existingCodes) {
    const m = /^SC-(\d+)$/i.exec(code?.trim() ?? '');
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `SC-${String(max + 1).padStart(4, '0')}`;
}

export const MARGIN_STATES = [
  'sin_costo',
  'perdida',
  'margen_bajo',
  'margen_normal',
  'margen_alto',
] as const;
export type MarginState = (typeof MARGIN_STATES)[number];

/** Margin thresholds and default target (DESIGN §5). */
export const MARGINS = { lowBelow: 15, highFrom: 35, defaultTarget: 25 } as const;

/**
 * Margin state with m = (price − cost) / price: sin_costo (no cost), perdida (price ≤ cost).
 * With the product's own target margin (issue 41: 17,3 % against a 25 % target is not
 * "normal"), m below the target is margen_bajo; without one, DESIGN §5's m < 15 %. Then
 * margen_alto from 35 %, else margen_normal. Compared in integers (target in tenths of a percent).
 */
export function marginState(
  price: number,
  cost: number | null | undefined,
  target?: number | null,
): MarginState {
  if (cost == null || cost <= 0) return 'sin_costo';
  if (price <= cost) return 'perdida';
  const profit1000 = (price - cost) * 1000;
  const floor = target != null && target > 0 ? Math.round(target * 10) : MARGINS.lowBelow * 10;
  if (profit1000 < floor * price) return 'margen_bajo';
  if (profit1000 >= MARGINS.highFrom * 10 * price) return 'margen_alto';
  return 'margen_normal';
}

/** Current margin in percent with one decimal, or null without a cost or a price. */
export function currentMargin(price: number, cost: number | null | undefined): number | null {
  if (cost == null || cost <= 0 || price <= 0) return null;
  return Math.round(((price - cost) * 1000) / price) / 10;
}

/**
 * The catalogue's numeric bounds (issue 23): one source for the forms, the API, the stock
 * endpoint and the CSV import, and for the messages that state them.
 */
export const PRODUCT_LIMITS = { stockMax: 100_000, priceMax: 2_000_000 } as const;

/** The shop's price step: a suggested price is rounded UP to the next multiple of it. */
export const PRICE_STEP = 50;

/**
 * cost / (1 − target/100) rounded UP to the next multiple of PRICE_STEP (never below the target
 * margin), only when both are above 0 and the target is under 100. Exact integer arithmetic on
 * the target in tenths of a percent, so 3000 at 25 % is exactly 4000, not 4050.
 */
export function suggestedPrice(
  cost: number | null | undefined,
  target: number = MARGINS.defaultTarget,
): number | null {
  if (cost == null || cost <= 0 || target <= 0 || target >= 100) return null;
  const numerator = Math.round(cost) * 1000;
  const denominator = (1000 - Math.round(target * 10)) * PRICE_STEP;
  if (denominator <= 0) return null;
  const steps = Math.floor(numerator / denominator);
  return (numerator % denominator === 0 ? steps : steps + 1) * PRICE_STEP;
}
