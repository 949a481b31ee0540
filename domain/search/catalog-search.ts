import {
  contentWords,
  indexCatalog,
  sizeWords,
  type CatalogItem,
} from '../assistant/catalog-match';
import { normalize, words } from '../assistant/normalize';
import { correctionOf, searchWord, stemOf, type WordHit } from '../assistant/search-index';
import type { ChatPackage, ChatProduct } from '../assistant/types';
import { STOPWORDS, withPhrases } from '../assistant/vocabulary';

/**
 * The shop's one catalogue search (issue 43): the store's search box, the admin's product lists
 * and the assistant read the same index (domain/assistant/search-index.ts, decision 0011), so a
 * product found in one is found in all. Typos are read as the catalogue's closest word,
 * residents' other words through the vocabulary (and each product's "También se busca como"),
 * accents and ñ as typed.
 */
export interface CatalogSearchResult {
  /** Best first: items every word meets, then items most words meet. */
  items: CatalogItem[];
  /** The query as the catalogue spells it, when a word was corrected ("lehce" → "leche"). */
  correccion: string | null;
}

/** Weight of a hit by the field it is in: the name is what a resident types. */
const FIELD_WEIGHT = {
  nombre: 1,
  cabeza: 1,
  alias: 1,
  categoria: 0.3,
  descripcion: 0.4,
  contenido: 0.3,
};

export function searchCatalog(
  products: readonly ChatProduct[],
  packages: readonly ChatPackage[],
  query: string,
  limit = 50,
): CatalogSearchResult {
  const items = indexCatalog(products, packages);
  const text = withPhrases(normalize(query));
  const list = [...new Set(contentWords(text))];
  // While typing, a last word too short to name anything yet ("pa") is still a beginning.
  const last = words(text).at(-1);
  if (last && last.length >= 2 && !list.includes(last) && !STOPWORDS.has(last) && !/\d/.test(last))
    list.push(last);
  if (list.length === 0) return { items: [], correccion: null };
  const sizes = sizeWords(text);
  const total = new Map<number, number>();
  const met = new Map<number, number>();
  let correccion = text;
  let corrected = false;
  for (const [n, word] of list.entries()) {
    const found = searchWord(items, word);
    // While typing, the last word is a beginning: "lec" shows the milks.
    const hits = found.length === 0 && n === list.length - 1 ? prefixHits(items, word) : found;
    if (hits.length > 0 && hits.every((h) => h.fuzzy)) {
      const fix = correctedWordOf(items, word);
      if (fix) {
        correccion = correccion.replace(word, fix);
        corrected = true;
      }
    }
    const best = Math.max(0, ...hits.map((h) => h.score));
    for (const h of hits) {
      const where = Math.max(
        ...[...h.fields].map((f) => FIELD_WEIGHT[f as keyof typeof FIELD_WEIGHT] ?? 0.3),
      );
      const share = (h.score / best) * where * (h.fuzzy ? 0.7 : 1);
      total.set(h.at, (total.get(h.at) ?? 0) + share);
      met.set(h.at, (met.get(h.at) ?? 0) + 1);
    }
  }
  const ranked = [...total.keys()]
    .map((at) => {
      const item = items[at]!;
      const size = sizes.some((n) => item.nameNumbers.includes(n)) ? 0.5 : 0;
      const inStock = stockOf(item) > 0 ? 0.05 : 0;
      return { item, all: met.get(at) === list.length, score: total.get(at)! + size + inStock };
    })
    .sort((a, b) => Number(b.all) - Number(a.all) || b.score - a.score);
  // What every word meets is the answer ("leche entera" is not every milk); only when nothing
  // does are the items most words meet shown.
  const partial = ranked.findIndex((r) => !r.all);
  if (partial > 0) ranked.length = partial;
  return {
    items: ranked.slice(0, limit).map((r) => r.item),
    correccion: corrected && ranked.length > 0 ? correccion : null,
  };
}

/** The catalogue word a typo stands for, as shown in "¿Quisiste decir …?" (its own spelling). */
function correctedWordOf(items: readonly CatalogItem[], word: string): string | null {
  const stem = correctionOf(items, word);
  return stem ? (nameWordsByStem(items).get(stem) ?? null) : null;
}

const byStem = new WeakMap<readonly CatalogItem[], Map<string, string>>();

/** Each name word of the catalogue by its stem, built once per catalogue list. */
function nameWordsByStem(items: readonly CatalogItem[]): Map<string, string> {
  let map = byStem.get(items);
  if (!map) {
    map = new Map();
    for (const item of items)
      for (const w of item.nameWords) {
        const s = stemOf(w);
        if (s !== null && !map.has(s)) map.set(s, w);
      }
    byStem.set(items, map);
  }
  return map;
}

function prefixHits(items: readonly CatalogItem[], word: string): WordHit[] {
  if (word.length < 2) return [];
  return items.flatMap((item, at) =>
    item.nameWords.some((w) => w.startsWith(word))
      ? [{ at, score: 1, fields: new Set(['nombre' as const]), fuzzy: true }]
      : [],
  );
}

function stockOf(item: CatalogItem): number {
  return item.kind === 'paquete' ? item.pack.stock_paquetes_disponibles : item.product.stock;
}
