import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from '@orama/stemmers/spanish';
import type { CatalogItem } from './catalog-match';
import { normalize, typoBudget, words } from './normalize';
import { STOPWORDS, SYNONYMS, UNITS } from './vocabulary';

/**
 * The catalogue's text-search index (issue 25, decision 0011): MiniSearch over each item's name,
 * the name's first word (what the item is: "Fresas 500 g", not "Yogurt de fresa"), its category,
 * its description and, for a package, the products it holds; Spanish stems (Snowball, from
 * @orama/stemmers) so "panes" finds "pan" and "deslactosada" finds "deslactosado".
 */
interface Doc {
  id: number;
  nombre: string;
  cabeza: string;
  categoria: string;
  descripcion: string;
  contenido: string;
}

export type Field = 'nombre' | 'cabeza' | 'categoria' | 'descripcion' | 'contenido';

const FIELDS: Field[] = ['nombre', 'cabeza', 'categoria', 'descripcion', 'contenido'];
const BOOST: Record<Field, number> = {
  nombre: 4,
  cabeza: 3,
  categoria: 1,
  descripcion: 0.5,
  contenido: 0.5,
};

/** Spanish stem of a normalised word; numbers, units and grammar words are not indexed. */
export function stemOf(word: string): string | null {
  if (STOPWORDS.has(word) || UNITS.has(word) || /^\d+$/.test(word) || word.length < 2) return null;
  return stemmer(word);
}

const tokenize = (text: string) => words(normalize(text));

const indexes = new WeakMap<readonly CatalogItem[], MiniSearch<Doc>>();

/** The search index of this catalogue list, built once per list (a new list is a changed catalogue). */
export function searchIndexOf(items: readonly CatalogItem[]): MiniSearch<Doc> {
  let index = indexes.get(items);
  if (!index) {
    index = buildSearchIndex(items);
    indexes.set(items, index);
  }
  return index;
}

/** Builds the index from scratch (the benchmark times this: it runs on every catalogue change). */
export function buildSearchIndex(items: readonly CatalogItem[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: FIELDS,
    tokenize,
    processTerm: (term) => stemOf(term) ?? null,
    searchOptions: { tokenize, processTerm: (term) => stemOf(term) ?? null },
  });
  index.addAll(
    items.map((item, id): Doc => {
      const contents =
        item.kind === 'paquete'
          ? [item.pack.descripcion, ...(item.pack.productos_incluidos ?? []).map((p) => p.nombre)]
          : [];
      return {
        id,
        nombre: item.nombre,
        cabeza: item.nameWords[0] ?? '',
        categoria: item.kind === 'paquete' ? '' : item.product.categoria,
        descripcion: item.kind === 'producto' ? (item.product.descripcion ?? '') : '',
        contenido: contents.join(' '),
      };
    }),
  );
  return index;
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

/**
 * Items one typed word meets, with MiniSearch's score. A typo is tolerated as the assistant always
 * did (none under 4 letters, 1 up to 6, 2 from 7), but a longer or shorter word is not a typo:
 * "chocolatinas" is not "chocolate", "colombia" is not "colombiana".
 */
export function searchWord(items: readonly CatalogItem[], word: string): WordHit[] {
  const index = searchIndexOf(items);
  const stems = new Set(
    expansionsOf(word)
      .map(stemOf)
      .filter((s): s is string => s !== null),
  );
  if (stems.size === 0) return [];
  const results = index.search(
    {
      combineWith: 'OR',
      queries: [...stems].map((s) => ({ queries: [s], combineWith: 'OR' })),
    },
    {
      boost: BOOST,
      prefix: false,
      fuzzy: (term) => typoBudget(term.length + 1),
      maxFuzzy: 2,
      processTerm: (t) => t,
      tokenize: (t) => [t],
    },
  );
  return results.flatMap((r) => hitOf(r, stems));
}

function hitOf(r: SearchResult, stems: Set<string>): WordHit[] {
  const fields = new Set<Field>();
  let fuzzy = true;
  for (const [term, where] of Object.entries(r.match)) {
    const exact = stems.has(term);
    if (!exact && !isTypoOf(term, stems)) continue;
    if (exact) fuzzy = false;
    where.forEach((f) => fields.add(f as Field));
  }
  if (fields.size === 0) return [];
  return [{ at: r.id as number, score: r.score, fields, fuzzy }];
}

/** A typo keeps the length within one letter; two more letters make another word. */
function isTypoOf(term: string, stems: Set<string>): boolean {
  for (const s of stems) {
    if (Math.abs(term.length - s.length) > 1) continue;
    if (term.startsWith(s) || s.startsWith(term)) {
      if (term.length !== s.length && Math.min(term.length, s.length) < 5) continue;
    }
    return true;
  }
  return false;
}

/** True when the word (or its stem) is in this text: attributes are claimed only from it. */
export function textSays(text: string, phrase: readonly string[]): boolean {
  const stems = tokenize(text).map((w) => stemmer(w));
  const wanted = phrase.map((w) => stemmer(w));
  return stems.some((_, i) => wanted.every((w, k) => stems[i + k] === w));
}
