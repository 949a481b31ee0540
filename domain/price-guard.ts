import { ADMIN_MESSAGES } from './admin-messages';

/**
 * A price far above what a category usually costs is most likely a slip (an extra zero, the
 * cost of a whole box typed as a unit): the admin is asked to confirm it (issue 23).
 *
 * The rule: more than 5 × the MEDIAN of the other products of the category, with at least 3 of
 * them to compare with. The median, not the maximum, because one earlier slip in the category
 * would raise its maximum and switch the guard off for everyone after it, and 5 × leaves room for
 * the honest spread of a shop category (a $ 2.500 yogurt and a $ 12.000 cheese in Lácteos) while
 * an extra zero (10 ×) always asks. Fewer than 3 prices say nothing about what is usual.
 */
export const UNUSUAL_PRICE = { medianFactor: 5, minSamples: 3 } as const;

/** What a category usually costs, as the confirmation shows it. */
export interface UsualPrices {
  mediana: number;
  minimo: number;
  maximo: number;
}

/** The median, lowest and highest of the positive prices, or null with too few to judge. */
export function usualPrices(prices: readonly number[]): UsualPrices | null {
  const sorted = prices.filter((p) => Number.isFinite(p) && p > 0).sort((a, b) => a - b);
  if (sorted.length < UNUSUAL_PRICE.minSamples) return null;
  const mid = Math.floor(sorted.length / 2);
  const mediana =
    sorted.length % 2 === 1
      ? (sorted[mid] ?? 0)
      : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
  return { mediana, minimo: sorted[0] ?? 0, maximo: sorted[sorted.length - 1] ?? 0 };
}

/**
 * The category's usual prices when `precio` is far above them (and so needs a confirmation),
 * else null. `others` are the prices of the category's other active products.
 */
export function unusualPrice(precio: number, others: readonly number[]): UsualPrices | null {
  const usual = usualPrices(others);
  if (!usual) return null;
  return precio > usual.mediana * UNUSUAL_PRICE.medianFactor ? usual : null;
}

/**
 * Why a price needs the admin's confirmation (issue 41): below the purchase cost (a sale at a
 * loss), or a factor of 5 or more off the category's median either way (a dropped zero is as
 * likely as an extra one). The loss is asked first: it costs money on every unit.
 */
export type PriceConcern =
  | { motivo: 'bajo_costo'; precio: number; costo: number }
  | { motivo: 'muy_bajo' | 'muy_alto'; precio: number; usual: UsualPrices };

/**
 * The concern a price raises, or null. `precio` is what the customer pays (the discounted price
 * for a discount); `others` are the prices of the category's other active products.
 */
export function priceConcern(
  precio: number,
  context: { costo: number | null | undefined; others: readonly number[] },
): PriceConcern | null {
  const { costo } = context;
  if (costo != null && costo > 0 && precio < costo) return { motivo: 'bajo_costo', precio, costo };
  const usual = usualPrices(context.others);
  if (!usual) return null;
  if (precio * UNUSUAL_PRICE.medianFactor <= usual.mediana)
    return { motivo: 'muy_bajo', precio, usual };
  if (precio > usual.mediana * UNUSUAL_PRICE.medianFactor)
    return { motivo: 'muy_alto', precio, usual };
  return null;
}

/** The question the admin answers, with the figures. */
export function priceConcernMessage(concern: PriceConcern, categoria: string): string {
  const P = ADMIN_MESSAGES.admin.product;
  if (concern.motivo === 'bajo_costo') return P.priceBelowCost(concern.precio, concern.costo);
  const ask = concern.motivo === 'muy_bajo' ? P.priceTooLow : P.priceUnusual;
  return ask(concern.precio, categoria, concern.usual.minimo, concern.usual.maximo);
}
