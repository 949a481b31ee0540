import { keptResults } from './kept-results';
import { normalize, singular, wordMatches, words } from './normalize';
import { STOPWORDS, SYNONYMS, UNITS } from './vocabulary';
import type { ChatPackage, ChatProduct } from './types';

/** A product or a package, indexed for matching. */
export type CatalogItem =
  | {
      kind: 'producto';
      id: number;
      nombre: string;
      product: ChatProduct;
      nameWords: readonly string[];
      /** Pack sizes in the name ("x 30", "500 g"), to tell "huevos de 30" from "x 12". */
      nameNumbers: string[];
      categoryWords: readonly string[];
    }
  | {
      kind: 'paquete';
      id: number;
      nombre: string;
      pack: ChatPackage;
      nameWords: readonly string[];
      /** Pack sizes in the name ("x 30", "500 g"), to tell "huevos de 30" from "x 12". */
      nameNumbers: string[];
      categoryWords: readonly string[];
    };

const NAME_FILLERS = new Set(['de', 'del', 'la', 'el', 'en', 'con', 'y', 'x', 'a']);

// Names and categories are a small fixed set, asked about on every answer: their words are kept.
const NAME_CACHE_LIMIT = 5_000;
const nameWordsOf = keptResults<readonly string[]>(nameWordsNow, NAME_CACHE_LIMIT);

function nameWordsNow(text: string): string[] {
  // "P.A.N." is one word, not three letters.
  const acronymsJoined = text.replace(/\b(?:[A-Za-z]\.){2,}/g, (m) => m.replaceAll('.', ''));
  return words(normalize(acronymsJoined)).filter(
    (w) => !NAME_FILLERS.has(w) && !UNITS.has(w) && !/^\d+$/.test(w),
  );
}

/** The first word of a product's name: what it is ("Fresas 500 g", not "Yogurt de fresa"). */
export function nameHead(nombre: string): string {
  return nameWordsOf(nombre)[0] ?? '';
}

function numbersOf(text: string): string[] {
  return words(normalize(text)).filter((w) => /^\d+$/.test(w));
}

/** Sizes a message names: "huevos de 30", "x 12" (numbers after "de" or "x"). */
export function sizeWords(normalised: string): string[] {
  const list = words(normalised);
  return list.filter((w, i) => /^\d+$/.test(w) && (list[i - 1] === 'de' || list[i - 1] === 'x'));
}

// The server hands the same arrays to every answer until the catalogue changes, so the index is
// kept per array (and goes with it); a new array is a changed catalogue and gets a new index.
const indexes = new WeakMap<
  readonly ChatProduct[],
  WeakMap<readonly ChatPackage[], CatalogItem[]>
>();

/** The matching index of the live catalogue (products and today's packages), built once per list. */
export function indexCatalog(
  products: readonly ChatProduct[],
  packages: readonly ChatPackage[],
): CatalogItem[] {
  let byPackages = indexes.get(products);
  if (!byPackages) {
    byPackages = new WeakMap();
    indexes.set(products, byPackages);
  }
  let index = byPackages.get(packages);
  if (!index) {
    index = buildIndex(products, packages);
    byPackages.set(packages, index);
  }
  return index;
}

function buildIndex(
  products: readonly ChatProduct[],
  packages: readonly ChatPackage[],
): CatalogItem[] {
  return [
    ...products.map((p): CatalogItem => ({
      kind: 'producto',
      id: p.id,
      nombre: p.nombre,
      product: p,
      nameWords: nameWordsOf(p.nombre),
      nameNumbers: numbersOf(p.nombre),
      categoryWords: nameWordsOf(p.categoria),
    })),
    ...packages.map((k): CatalogItem => ({
      kind: 'paquete',
      id: k.id,
      nombre: k.nombre,
      pack: k,
      nameWords: nameWordsOf(k.nombre),
      nameNumbers: numbersOf(k.nombre),
      categoryWords: nameWordsOf(k.categoria),
    })),
  ];
}

/** The words of a message that could name a product (everything that is not grammar or intent). */
export function contentWords(normalised: string): string[] {
  const list = words(normalised);
  return list.filter((w, i) => {
    if (STOPWORDS.has(w) || UNITS.has(w) || /^\d+$/.test(w) || /^sup-\d+$/.test(w)) return false;
    if (w.length < 3 && !['te', 'sal', 'pan', 'ajo'].includes(w)) return false;
    return list[i - 1] !== 'x';
  });
}

function expansions(word: string): string[] {
  return [word, ...(SYNONYMS[word] ?? SYNONYMS[singular(word)] ?? [])];
}

/** Categories of the catalogue that the words name ("frutas", "aseo", "mecato" → Snacks). */
export function matchCategories(
  products: readonly ChatProduct[],
  content: readonly string[],
): string[] {
  if (content.length === 1) return categoriesOfWord(products, content[0]!);
  const named = new Set(content.flatMap((w) => categoriesOfWord(products, w)));
  return categoriesOf(products).filter((c) => named.has(c));
}

const categoryLists = new WeakMap<readonly ChatProduct[], string[]>();

/** The catalogue's categories, listed once per catalogue array (every answer asks per word). */
function categoriesOf(products: readonly ChatProduct[]): string[] {
  let list = categoryLists.get(products);
  if (!list) {
    list = [...new Set(products.map((p) => p.categoria))];
    categoryLists.set(products, list);
  }
  return list;
}

// Every answer asks, for each word of the message, which categories it names (matchCategories,
// isCategoryWord): an edit-distance test against every category word. Residents use a few
// hundred words, so each word's categories are kept per catalogue array, like the index.
const WORD_CACHE_LIMIT = 5_000;
const categoriesByWord = new WeakMap<readonly ChatProduct[], Map<string, string[]>>();

function categoriesOfWord(products: readonly ChatProduct[], word: string): string[] {
  let byWord = categoriesByWord.get(products);
  if (!byWord) {
    byWord = new Map();
    categoriesByWord.set(products, byWord);
  }
  let found = byWord.get(word);
  if (!found) {
    const forms = expansions(word);
    found = categoriesOf(products).filter((c) => {
      const known = nameWordsOf(c);
      return forms.some((e) => known.some((k) => wordMatches(e, k)));
    });
    if (byWord.size >= WORD_CACHE_LIMIT) byWord.clear();
    byWord.set(word, found);
  }
  return found;
}

/** Words a category consists of, so they can be told apart from product words. */
export function isCategoryWord(products: readonly ChatProduct[], word: string): boolean {
  return categoriesOfWord(products, word).length > 0;
}

/** The closest real products to something we do not sell, by shared letter pairs. */
export function closestProducts(
  products: readonly ChatProduct[],
  content: readonly string[],
  limit = 3,
  minSimilarity = 0.45,
): ChatProduct[] {
  const query = pairs(content.join(' '));
  if (query.size === 0) return [];
  return products
    .map((p) => ({ p, sim: dice(query, namePairsOf(p.nombre)) }))
    .filter((x) => x.sim >= minSimilarity)
    .sort((a, b) => b.sim - a.sim || b.p.stock - a.p.stock)
    .slice(0, limit)
    .map((x) => x.p);
}

/** The letter pairs of a product name, kept like its words (every unknown product asks for all). */
const namePairsOf = keptResults(
  (nombre: string) => pairs(nameWordsOf(nombre).join(' ')),
  NAME_CACHE_LIMIT,
);

function pairs(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.split(' '))
    for (let i = 0; i < w.length - 1; i++) out.add(w.slice(i, i + 2));
  return out;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The item the catalogue calls exactly this name (used to finish a purchase asked in two steps). */
export function findByExactName(
  index: readonly CatalogItem[],
  nombre: string,
): CatalogItem | undefined {
  const wanted = normalize(nombre);
  return index.find((i) => normalize(i.nombre) === wanted);
}
