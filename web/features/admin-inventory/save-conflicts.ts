import { ApiError } from '../admin/admin-api';

/** The current figure a 409 STOCK_CHANGED answer carries, if this error is one. */
export function changedStock(e: unknown): number | null {
  if (!(e instanceof ApiError) || e.code !== 'STOCK_CHANGED') return null;
  const current = (e.body as { stock_actual?: unknown } | undefined)?.stock_actual;
  return typeof current === 'number' ? current : null;
}

/** The server's question when a price is far above its category (409 PRICE_UNUSUAL), or null. */
export function unusualPriceQuestion(e: unknown): string | null {
  return e instanceof ApiError && e.code === 'PRICE_UNUSUAL' ? e.message : null;
}
