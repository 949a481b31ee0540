import MiniSearch, { type SearchResult } from 'minisearch';
import { keptResults } from './kept-results';
import { stemmer } from '@orama/stemmers/spanish';
import type { CatalogItem } from './catalog-match';
import {
  createState,
  viewOf,
  type Doc,
  type IndexSpec,
  type SearchState,
  type SearchView,
} from './search-state';
import { editDistance, normalize, singular, words } from './normalize';
import { STOPWORDS, SYNONYMS, UNITS } from './vocabulary';

/**
 * The catalogue's text-search index (issue 25, decision 0011): MiniSearch over each item's name,
 * the name's first word (what the item is: "Fresas 500 g", not "Yogurt de fresa"), its category,
 * its description, the owner's "También se busca como" (issue 43) and, for a package, the
 * products it holds; Spanish stems (Snowball, from
 * @orama/stemmers) so "panes" finds "pan" and "deslactosada" finds "deslactosado".
 */
export type Field = 'nombre' | 'cabeza' | 'categoria' | 'descripcion' | 'contenido' | 'alias';

const FIELDS: Field[] = ['nombre', 'cabeza', 'categoria', 'descripcion', 'contenido', 'alias'];
const BOOST: Record<Field, number> = {
  nombre: 4,
  // The owner's "También se busca como": a name residents use, weighed as the name.
  alias: 4,
  cabeza: 3,
  categoria: 1,
  descripcion: 0.5,
  contenido: 0.5,
};

/**
 * Spanish stem of a normalised word, taken from its singular (the stemmer alone cuts
 * "chocorramos" and "chocorramo" differently) and spelled by sound, since residents' typos are
 * mostly sounds (v/b, z/s/c, k/qu/c, ll/y, a silent h, a doubled letter): "arros" is "arroz" and
 * "aguakate" is "aguacate" without any edit distance. Numbers, units and grammar words are not
 * indexed.
 */
export function stemOf(word: string): string | null {
  if (STOPWORDS.has(word) || UNITS.has(word) || /^\d+$/.test(word) || word.length < 2) return null;
  return bySound(stemmer(singular(word)));
}

function bySound(word: string): string {
  return word
    // Residents often type "n" for "ñ" ("cana", "pina"): the same letter for search, while the
    // word shown keeps what was typed.
    .replace(/ñ/g, 'n')
    .replace(/ch/g, '1')
    .replace(/h/g, '')
    .replace(/qu/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/s$/, '');
}

/** Stems this long or longer tolerate one typo. */
const LONG_STEM = 6;

// "P.A.N." is one word, not three letters (as the catalogue's own name matching reads it).
const tokenize = (text: string) =>
  words(normalize(text.replace(/\b(?:[A-Za-z]\.){2,}/g, (m) => m.replaceAll('.', ''))));

const SPEC: IndexSpec = {
  fields: FIELDS,
  make: () =>
    new MiniSearch<Doc>({
      fields: FIELDS,
      tokenize,
      processTerm: (term) => stemOf(term) ?? null,
      searchOptions: { tokenize, processTerm: (term) => stemOf(term) ?? null },
    }),
  termsOf: (doc) => {
    const out: Array<[string, number]> = [];
    for (const field of FIELDS)
      for (const w of tokenize(doc[field])) {
        const s = stemOf(w);
        if (s !== null) out.push([s, BOOST[field]]);
      }
    return out;
  },
};

/**
 * The search index of this catalogue list (search-state.ts): resolved once per list, reused for a
 * new list with the same texts (every order changes stock, so the catalogue comes back as a new
 * list many times a minute at the evening peak; issue 27) and updated in place for a list that
 * changed a few texts.
 */
export function searchIndexOf(items: readonly CatalogItem[]): MiniSearch<Doc> {
  return viewOf(items, SPEC).state.index;
}

/** Builds the index from scratch (the benchmark times this). */
export function buildSearchIndex(items: readonly CatalogItem[]): MiniSearch<Doc> {
  return createState(items, SPEC).index;
}

/** How one typed word met one item. */
export interface WordHit {
  /** Position of the item in the catalogue list. */
  at: number;
  score: number;
  fields: Set<Field>;
  /** Met only through a typo, not the word (or its stem, or a synonym) itself. */
  fuzzy: boolean;
}

/** The words a typed word stands for: itself and the synonyms residents use. */
export function expansionsOf(word: string): string[] {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  return [word, ...(SYNONYMS[word] ?? SYNONYMS[singular] ?? [])];
}

// Residents ask the same words all day: each word's hits are kept per catalogue list (and go
// with it, or with an update of its index), so a repeated question costs a map lookup.
const wordHits = new WeakMap<SearchView, Map<string, WordHit[]>>();
const WORD_CACHE_LIMIT = 5_000;

/** Items one typed word meets, with MiniSearch's score. */
export function searchWord(items: readonly CatalogItem[], word: string): WordHit[] {
  const view = viewOf(items, SPEC);
  let cache = wordHits.get(view);
  if (!cache) {
    cache = new Map();
    wordHits.set(view, cache);
  }
  const known = cache.get(word);
  if (known) return known;
  const hits = searchWordNow(items, word);
  if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
  cache.set(word, hits);
  return hits;
}

function searchWordNow(items: readonly CatalogItem[], word: string): WordHit[] {
  const hits = hitsOfWord(items, word);
  if (hits.length > 0) return hits;
  // Issue 43: a word the catalogue never uses is read as the closest word it does use ("lehce"
  // → leche), a typo at a typo's weight; a word close to none stays unknown ("No tenemos").
  const corrected = correctionOf(items, word);
  return corrected ? hitsOfStem(items, corrected).map((h) => ({ ...h, fuzzy: true })) : [];
}

function hitsOfWord(items: readonly CatalogItem[], word: string): WordHit[] {
  const stems = new Set(
    expansionsOf(word)
      .map(stemOf)
      .filter((s): s is string => s !== null),
  );
  return stems.size === 0 ? [] : hitsOfStems(items, stems);
}

function hitsOfStem(items: readonly CatalogItem[], stem: string): WordHit[] {
  return hitsOfStems(items, new Set([stem]));
}

// A correction depends only on the index's words, so it is kept per index (until it changes).
const corrections = new WeakMap<SearchState, { version: number; known: Map<string, string | null> }>();

/** The catalogue's own stem closest to a word it never uses, or null when none is close. */
export function correctionOf(items: readonly CatalogItem[], word: string): string | null {
  const { state } = viewOf(items, SPEC);
  let kept = corrections.get(state);
  if (!kept || kept.version !== state.version) {
    kept = { version: state.version, known: new Map() };
    corrections.set(state, kept);
  }
  const known = kept.known;
  if (known.has(word)) return known.get(word)!;
  const found = correctionNow(items, word);
  if (known.size >= WORD_CACHE_LIMIT) known.clear();
  known.set(word, found);
  return found;
}

function correctionNow(items: readonly CatalogItem[], word: string): string | null {
  const stem = stemOf(word);
  if (stem === null || word.length < 4 || stem.length < 3) return null;
  const budget = stem.length >= 7 ? 2 : 1;
  let best: { term: string; distance: number; weight: number } | null = null;
  for (const [term, weight] of termsOf(items)) {
    if (term[0] !== stem[0] || Math.abs(term.length - stem.length) > budget) continue;
    const distance = editDistance(stem, term, budget);
    if (distance > budget || anotherWord(stem, term)) continue;
    if (!best || distance < best.distance || (distance === best.distance && weight > best.weight))
      best = { term, distance, weight };
  }
  return best?.term ?? null;
}

/**
 * Edits that make another word rather than a typo: one vowel for another in a short stem
 * ("panal" is not "panel") and an ending added or dropped ("chocolatina" is not "chocolate").
 */
function anotherWord(stem: string, term: string): boolean {
  if (stem.startsWith(term) || term.startsWith(stem))
    return Math.abs(stem.length - term.length) >= 2;
  if (stem.length !== term.length || stem.length >= 7) return false;
  const differ = [...stem].flatMap((ch, i) => (ch === term[i] ? [] : [[ch, term[i]!]]));
  return differ.length === 1 && differ[0]!.every((ch) => 'aeiou'.includes(ch));
}

/** Every stem the index holds, weighted by where it appears (a name's words weigh most). */
function termsOf(items: readonly CatalogItem[]): Map<string, number> {
  return viewOf(items, SPEC).state.terms;
}

function hitsOfStems(items: readonly CatalogItem[], stems: Set<string>): WordHit[] {
  const { state, positions } = viewOf(items, SPEC);
  const results = state.index.search(
    {
      combineWith: 'OR',
      queries: [...stems].map((s) => ({ queries: [s], combineWith: 'OR' })),
    },
    {
      boost: BOOST,
      prefix: false,
      // Sounds are folded already; an edit is tolerated only in a long stem ("deslactosda").
      fuzzy: (term) => (term.length >= LONG_STEM ? 1 : 0),
      maxFuzzy: 1,
      processTerm: (t) => t,
      tokenize: (t) => [t],
    },
  );
  return results.flatMap((r) => hitOf(r, stems, positions));
}

function hitOf(r: SearchResult, stems: Set<string>, positions: Map<string, number>): WordHit[] {
  // An index updated for a newer list may hold items this list does not.
  const at = positions.get(r.id as string);
  if (at === undefined) return [];
  const fields = new Set<Field>();
  let fuzzy = true;
  for (const [term, where] of Object.entries(r.match)) {
    if (stems.has(term)) fuzzy = false;
    where.forEach((f) => fields.add(f as Field));
  }
  return [{ at, score: r.score, fields, fuzzy }];
}

/** True when the word (or its stem) is in this text: attributes are claimed only from it. */
export function textSays(text: string, phrase: readonly string[]): boolean {
  const stems = stemsOf(text);
  const wanted = phrase.map((w) => stemmer(singular(w)));
  return stems.some((_, i) => wanted.every((w, k) => stems[i + k] === w));
}

/** The stems of an item's text, kept like its words (every attribute question reads them). */
const stemsOf = keptResults(
  (text: string): readonly string[] => tokenize(text).map((w) => stemmer(singular(w))),
  5_000,
);
