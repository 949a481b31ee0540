import type MiniSearch from 'minisearch';
import type { CatalogItem } from './catalog-match';

/**
 * The catalogue's search index kept up to date instead of rebuilt (issue 43): a catalogue of
 * 5,000 products took 1.8–2.6 s to index, all of it on the event loop of the request that first
 * saw a changed catalogue. A new catalogue list is compared document by document with the
 * indexes kept; one that differs in a few documents (an owner's edit, a new product) updates
 * that index in place (milliseconds), one with the same texts reuses it (an order changed only
 * stock), and only a mostly different catalogue builds a new one.
 */
export interface Doc {
  /** Stable across lists: 'p12' (product 12) or 'k3' (package 3). */
  id: string;
  nombre: string;
  cabeza: string;
  categoria: string;
  descripcion: string;
  contenido: string;
  alias: string;
}

export interface SearchState {
  index: MiniSearch<Doc>;
  /** Each document's text as indexed (JSON), to tell what changed. */
  docs: Map<string, string>;
  /** Every stem and its weight (a name's words weigh most), kept with the documents. */
  terms: Map<string, number>;
  termsByDoc: Map<string, ReadonlyArray<readonly [string, number]>>;
  /** Bumped by every in-place update: lists resolved before it resolve again. */
  version: number;
}

/** What one catalogue list reads: its state at a version, and where each document sits in it. */
export interface SearchView {
  state: SearchState;
  version: number;
  positions: Map<string, number>;
}

export interface IndexSpec {
  fields: readonly (keyof Doc)[];
  make(): MiniSearch<Doc>;
  /** A document's stems with their weights (what `terms` adds up). */
  termsOf(doc: Doc): ReadonlyArray<readonly [string, number]>;
}

/** States kept (the server needs one; tests and tools switch between a few catalogues). */
const KEPT = 4;
/** Documents changed past which a new index is cheaper than updating one in place. */
const UPDATE_SHARE = 0.2;
const UPDATE_MIN = 50;

const states: SearchState[] = [];
const views = new WeakMap<readonly CatalogItem[], SearchView>();

/** The view of this list, resolved once per list (and again after its state was updated). */
export function viewOf(items: readonly CatalogItem[], spec: IndexSpec): SearchView {
  const known = views.get(items);
  if (known && known.version === known.state.version) return known;
  const docs = documentsOf(items);
  const texts = new Map(docs.map((d) => [d.id, JSON.stringify(d)]));
  let best: { state: SearchState; changed: number } | null = null;
  for (const state of states) {
    const changed = difference(state.docs, texts);
    if (!best || changed < best.changed) best = { state, changed };
  }
  const limit = Math.max(UPDATE_MIN, Math.ceil(UPDATE_SHARE * docs.length));
  const state =
    best && best.changed <= limit ? update(best.state, docs, texts, spec) : create(docs, texts, spec);
  // Most recently used last; the oldest goes first.
  const at = states.indexOf(state);
  if (at >= 0) states.splice(at, 1);
  states.push(state);
  if (states.length > KEPT) states.shift();
  const view: SearchView = {
    state,
    version: state.version,
    positions: new Map(docs.map((d, at) => [d.id, at])),
  };
  views.set(items, view);
  return view;
}

/** Builds a state from scratch (the benchmark times this). */
export function createState(items: readonly CatalogItem[], spec: IndexSpec): SearchState {
  const docs = documentsOf(items);
  return create(docs, new Map(docs.map((d) => [d.id, JSON.stringify(d)])), spec);
}

function create(docs: Doc[], texts: Map<string, string>, spec: IndexSpec): SearchState {
  const index = spec.make();
  index.addAll(docs);
  const state: SearchState = {
    index,
    docs: texts,
    terms: new Map(),
    termsByDoc: new Map(),
    version: 0,
  };
  for (const doc of docs) addTerms(state, doc, spec);
  return state;
}

function update(
  state: SearchState,
  docs: Doc[],
  texts: Map<string, string>,
  spec: IndexSpec,
): SearchState {
  let changed = false;
  for (const id of state.docs.keys())
    if (!texts.has(id)) {
      state.index.discard(id);
      removeTerms(state, id);
      changed = true;
    }
  for (const doc of docs) {
    const before = state.docs.get(doc.id);
    if (before === texts.get(doc.id)) continue;
    if (before === undefined) state.index.add(doc);
    else {
      state.index.replace(doc);
      removeTerms(state, doc.id);
    }
    addTerms(state, doc, spec);
    changed = true;
  }
  state.docs = texts;
  if (changed) state.version++;
  return state;
}

function addTerms(state: SearchState, doc: Doc, spec: IndexSpec): void {
  const list = spec.termsOf(doc);
  state.termsByDoc.set(doc.id, list);
  for (const [term, weight] of list) state.terms.set(term, (state.terms.get(term) ?? 0) + weight);
}

function removeTerms(state: SearchState, id: string): void {
  for (const [term, weight] of state.termsByDoc.get(id) ?? []) {
    const left = (state.terms.get(term) ?? 0) - weight;
    if (left > 1e-9) state.terms.set(term, left);
    else state.terms.delete(term);
  }
  state.termsByDoc.delete(id);
}

/** How many documents differ between what a state holds and a list (added, removed or edited). */
function difference(held: Map<string, string>, wanted: Map<string, string>): number {
  let changed = 0;
  for (const [id, text] of wanted) if (held.get(id) !== text) changed++;
  for (const id of held.keys()) if (!wanted.has(id)) changed++;
  return changed;
}

/** What the index holds of each item (an id seen twice in one list keeps both items apart). */
function documentsOf(items: readonly CatalogItem[]): Doc[] {
  const seen = new Set<string>();
  return items.map((item, at): Doc => {
    const key = `${item.kind === 'producto' ? 'p' : 'k'}${item.id}`;
    const id = seen.has(key) ? `${key}#${at}` : key;
    seen.add(id);
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
      alias: item.kind === 'producto' ? (item.product.busca_como ?? []).join(' ') : '',
    };
  });
}
