import type { CatalogItem } from './catalog-match';
import { contentWords } from './catalog-match';
import { detectIntents } from './intents';
import { words } from './normalize';
import { withPhrases } from './vocabulary';
import { searchWord, textSays, type WordHit } from './search-index';

/**
 * What the catalogue holds for a question (issue 25, precision before recall):
 * - `found`: items the words name, best first (only those close to the best score);
 * - `missing`: a word of the question (or an attribute, "sin gluten") that nothing in the
 *   catalogue says; `alternatives` are items the other words name, to offer as such;
 * - `none`: the question names no product at all.
 */
export type ProductSearch =
  | { kind: 'found'; matches: CatalogItem[] }
  | { kind: 'missing'; what: string; attribute: string | null; alternatives: CatalogItem[] }
  | { kind: 'none' };

/** Within this share of the best score an item is as much the answer ("leche": both milks). */
const TIE = 0.3;
/** A typo counts less than the word itself. */
const FUZZY_WEIGHT = 0.7;

/** Attributes claimed only when the product's own text says them (besides "sin X"). */
const ATTRIBUTE_WORDS = new Set([
  'deslactosada',
  'deslactosado',
  'integral',
  'integrales',
  'light',
  'organico',
  'organica',
  'vegano',
  'vegana',
  'descremada',
  'descremado',
  'diet',
]);

export function searchProducts(
  items: readonly CatalogItem[],
  segment: string,
  sizes: readonly string[] = [],
): ProductSearch {
  const { plain, without } = splitAttributes(withPhrases(segment));
  const productWords = [...new Set(plain.filter((w) => detectIntents(w).length === 0))];
  if (productWords.length === 0 && without.length === 0) return { kind: 'none' };
  const hits = new Map(productWords.map((w) => [w, searchWord(items, w)]));
  const missingWords = productWords.filter((w) => (hits.get(w) ?? []).length === 0);
  const attributeWords = productWords.filter((w) => ATTRIBUTE_WORDS.has(w));
  // An answer is an item the question names (by name) and that every word of it meets
  // somewhere; "arroz integral" is not "Pan tajado integral", "vino tinto" is not the coffee.
  const scored = rank(items, hits, sizes).filter(
    (s) =>
      s.words === productWords.length &&
      without.every((x) => textSays(textOf(s.item), ['sin', x])) &&
      attributeWords.every((a) => textSays(textOf(s.item), [a])),
  );
  if (missingWords.length > 0 || scored.length === 0) {
    const attribute = without.length > 0 ? `sin ${without.join(' ni ')}` : null;
    return {
      kind: 'missing',
      what: [...productWords, ...(attribute ? [attribute] : [])].join(' '),
      attribute: attribute ?? (missingWords.length === 0 ? (attributeWords[0] ?? null) : null),
      alternatives: alternativesFor(items, productWords, hits),
    };
  }
  const top = scored[0]!.score;
  return {
    kind: 'found',
    matches: scored.filter((m) => m.score >= top * (1 - TIE)).map((m) => m.item),
  };
}

function textOf(item: CatalogItem): string {
  return item.kind === 'producto'
    ? `${item.nombre} ${item.product.descripcion ?? ''}`
    : `${item.nombre} ${item.pack.descripcion}`;
}

/** "pan sin gluten" → plain ["pan"], without ["gluten"]. */
function splitAttributes(segment: string): { plain: string[]; without: string[] } {
  const list = words(segment);
  const without: string[] = [];
  list.forEach((w, i) => {
    const next = list[i + 1];
    if (w === 'sin' && next && contentWords(next).length > 0) without.push(next);
  });
  const plain = contentWords(segment).filter((w) => !without.includes(w));
  return { plain, without };
}

interface Scored {
  item: CatalogItem;
  score: number;
  /** How many of the question's words meet it. */
  words: number;
}

/**
 * Each word's MiniSearch scores, scaled to that word's best (so a rare and a common word weigh
 * alike), a typo at 0.7; only items that some word names (name, not just description or
 * category) are answers. A size the question names ("huevos de 30") breaks the tie.
 */
function rank(
  items: readonly CatalogItem[],
  hits: Map<string, WordHit[]>,
  sizes: readonly string[],
): Scored[] {
  const total = new Map<number, number>();
  const met = new Map<number, number>();
  const named = new Set<number>();
  for (const list of hits.values()) {
    const best = Math.max(0, ...list.map((h) => h.score));
    for (const h of list) {
      const share = (h.score / best) * (h.fuzzy ? FUZZY_WEIGHT : 1);
      total.set(h.at, (total.get(h.at) ?? 0) + share);
      met.set(h.at, (met.get(h.at) ?? 0) + 1);
      if (namesIt(h)) named.add(h.at);
    }
  }
  return [...named]
    .map((at) => {
      const item = items[at]!;
      const size = sizes.some((n) => item.nameNumbers.includes(n)) ? 0.5 : 0;
      const kind = item.kind === 'producto' ? 0.01 : 0;
      return { item, score: (total.get(at) ?? 0) + size + kind, words: met.get(at) ?? 0 };
    })
    .sort((a, b) => b.score - a.score);
}

/** Items the question's other words name exactly (no typo), in stock first: at most 3. */
function alternativesFor(
  items: readonly CatalogItem[],
  productWords: readonly string[],
  hits: Map<string, WordHit[]>,
): CatalogItem[] {
  const seen = new Set<number>();
  for (const w of productWords)
    for (const h of hits.get(w) ?? [])
      if (!h.fuzzy && namesIt(h)) seen.add(h.at);
  return [...seen]
    .map((at) => items[at]!)
    .sort((a, b) => Number(stockOfItem(b) > 0) - Number(stockOfItem(a) > 0))
    .slice(0, 3);
}

/** The hit is in what the item is called: its name, its first word or the owner's other names. */
function namesIt(h: WordHit): boolean {
  return h.fields.has('nombre') || h.fields.has('cabeza') || h.fields.has('alias');
}

function stockOfItem(item: CatalogItem): number {
  return item.kind === 'paquete' ? item.pack.stock_paquetes_disponibles : item.product.stock;
}
