import { formatCOP } from '../money';
import { effectiveUnitPrice } from '../pricing';
import {
  contentWords,
  isCategoryWord,
  matchCategories,
  sizeWords,
  type CatalogItem,
} from './catalog-match';
import { searchProducts } from './product-search';
import { shortLabel, stockOf } from './product-answers';
import type { ChatContext } from './types';

/**
 * "la leche más barata", "la carne más cara", "los huevos que traen más", "snacks de menos de
 * 5.000", "¿qué es más barato, el arroz o la pasta?" (issue 43): the asked items ranked by price
 * or pack size from the live catalogue, instead of every item the words name.
 */
type Order = 'cheapest' | 'dearest' | 'biggest';

const CHEAPEST =
  /\b(mas barat[oa]s?|mas economic[oa]s?|barat[oa]s|barat[oa]|economic[oa]s?|cuesta menos|cuestan menos|menos car[oa]s?|cheapest|cheaper)\b/;
const DEAREST = /\b(mas car[oa]s?|mas costos[oa]s?|most expensive|more expensive)\b/;
const BIGGEST = /\b(mas grandes?|traen? mas|mas unidades|biggest|largest)\b/;
const UNDER =
  /\b(?:menos de|por menos de|debajo de|under|below)\s+(\d{1,3}(?: \d{3})+|\d+)( mil)?\b/;

export interface RankedAnswer {
  text: string;
  sugerencias: string[];
}

export function superlativeAnswer(
  segment: string,
  ctx: ChatContext,
  index: readonly CatalogItem[],
): RankedAnswer | null {
  const under = segment.match(UNDER);
  const order: Order | null = DEAREST.test(segment)
    ? 'dearest'
    : BIGGEST.test(segment)
      ? 'biggest'
      : CHEAPEST.test(segment)
        ? 'cheapest'
        : null;
  if (!order && !under) return null;
  const { items: candidates, apart } = candidatesOf(segment, ctx, index);
  if (candidates.length === 0) return null;
  const price = (i: CatalogItem) =>
    i.kind === 'paquete' ? i.pack.precio_paquete : effectiveUnitPrice(i.product);
  if (under) {
    const limit = Number(under[1]!.replaceAll(' ', '')) * (under[2] ? 1000 : 1);
    const cheap = candidates
      .filter((i) => stockOf(i) > 0 && price(i) <= limit)
      .sort((a, b) => price(a) - price(b));
    if (cheap.length === 0)
      return { text: `No tenemos nada de eso por ${formatCOP(limit)} o menos.`, sugerencias: [] };
    return {
      text: `Por ${formatCOP(limit)} o menos tenemos: ${cheap.map(shortLabel).join(', ')}.`,
      sugerencias: cheap.slice(0, 3).map((i) => `Quiero ${i.nombre}`),
    };
  }
  const inStock = candidates.filter((i) => stockOf(i) > 0);
  const pool = inStock.length > 0 ? inStock : candidates;
  const size = (i: CatalogItem) => Math.max(0, ...i.nameNumbers.map(Number));
  const sorted = [...pool].sort((a, b) =>
    order === 'biggest'
      ? size(b) - size(a)
      : order === 'dearest'
        ? price(b) - price(a)
        : price(a) - price(b),
  );
  const best = sorted[0]!;
  if (apart && pool.length === 2 && order !== 'biggest') {
    // "¿qué es más barato, el arroz o la pasta?": both, the cheaper first.
    const [cheap, dear] = [...pool].sort((a, b) => price(a) - price(b)) as [
      CatalogItem,
      CatalogItem,
    ];
    return {
      text: `${shortLabel(cheap)} es más barato que ${shortLabel(dear)}.`,
      sugerencias: [`Quiero ${cheap.nombre}`],
    };
  }
  const label = { biggest: 'El más grande', dearest: 'El más caro', cheapest: 'El más barato' }[
    order ?? 'cheapest'
  ];
  return { text: `${label}: ${shortLabel(best)}.`, sugerencias: [`Quiero ${best.nombre}`] };
}

/** What the question ranks: a category it names, else the items its words name, each word apart. */
function candidatesOf(
  segment: string,
  ctx: ChatContext,
  index: readonly CatalogItem[],
): { items: CatalogItem[]; apart: boolean } {
  const words = contentWords(segment);
  const categories = matchCategories(
    ctx.products,
    words.filter((w) => isCategoryWord(ctx.products, w)),
  );
  if (categories.length > 0)
    return {
      items: index.filter((i) => i.kind === 'producto' && categories.includes(i.product.categoria)),
      apart: false,
    };
  const whole = searchProducts(index, segment, sizeWords(segment));
  if (whole.kind === 'found') return { items: whole.matches, apart: false };
  const apart = new Map<number, CatalogItem>();
  for (const w of words) {
    const found = searchProducts(index, w, []);
    if (found.kind === 'found') apart.set(index.indexOf(found.matches[0]!), found.matches[0]!);
  }
  return { items: [...apart.values()], apart: true };
}
