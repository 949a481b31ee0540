import type { CatalogItem } from './catalog-match';
import { contentWords, sizeWords } from './catalog-match';
import { detectIntents } from './intents';
import { words } from './normalize';
import { searchProducts } from './product-search';

const JOINER = /\s+(?:y|e)\s+(?:tambien\s+)?|\s+tambien\s+/;
const QUANTITY = /^(\d{1,3}|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/;

/**
 * "quiero 2 leches deslactosadas y 1 pan francés", "tienen tomate, cebolla y cilantro" (issue
 * 43): one segment naming several items becomes one segment per item, each with the first
 * one's lead words ("quiero", "cuánto vale"), so each is answered (and added) on its own. Kept
 * whole unless every piece names something the catalogue has.
 */
export function splitItems(segment: string, index: readonly CatalogItem[]): string[] {
  const intents = detectIntents(segment);
  if (!intents.some((i) => i === 'comprar' || i === 'precio' || i === 'stock')) return [segment];
  const pieces = segment
    .split(JOINER)
    .flatMap(splitBeforeQuantities)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length < 2) return [segment];
  const lead = leadOf(pieces[0]!);
  const out = pieces.map((p, i) => (i === 0 || detectIntents(p).length > 0 ? p : `${lead} ${p}`));
  const found = out.map((p) => searchProducts(index, p, sizeWords(p)));
  // A piece the shop does not sell at all ("la piña y la leche") is its own "No tenemos", as long
  // as another piece is an item: then both are answered, not "No tenemos piña leche".
  const apart = found.every(
    (f) =>
      f.kind === 'found' ||
      (f.kind === 'missing' && f.alternatives.length === 0 && f.attribute === null),
  );
  return apart && found.some((f) => f.kind === 'found') ? out : [segment];
}

/** "ponme 3 arroz 2 aceite" (a comma typed between them): a new quantity starts a new item. */
function splitBeforeQuantities(piece: string): string[] {
  const list = words(piece);
  const out: string[][] = [[]];
  list.forEach((w, i) => {
    const current = out[out.length - 1]!;
    const named = contentWords(current.join(' ')).length > 0;
    if (/^\d{1,3}$/.test(w) && named && !/^(x|de)$/.test(list[i - 1] ?? '')) out.push([w]);
    else current.push(w);
  });
  return out.map((ws) => ws.join(' '));
}

/** The words before the first thing named: "quiero", "cuanto vale el", "tienen". */
function leadOf(piece: string): string {
  const list = words(piece);
  const content = new Set(contentWords(piece));
  const at = list.findIndex((w) => content.has(w) || QUANTITY.test(w));
  return list.slice(0, at < 0 ? list.length : at).join(' ');
}
