import { nameHead } from './catalog-match';
import { normalize, singular } from './normalize';
import type { ChatProduct } from './types';

/**
 * What kind of thing a word names, sold here or not (issue 43): "No tenemos piña" is followed by
 * the fruits the shop does have, not by nothing. Words are singular, as typed without accents;
 * "ñ" and "n" are one letter here, since residents type both ("pina", "piña").
 */
const KINDS: Record<string, readonly string[]> = {
  fruta: [
    'piña', 'sandia', 'patilla', 'papaya', 'uva', 'pera', 'manzana', 'mango', 'naranja',
    'mandarina', 'banano', 'guineo', 'fresa', 'limon', 'mora', 'maracuya', 'guayaba', 'lulo',
    'kiwi', 'melon', 'durazno', 'coco', 'granadilla', 'ciruela', 'cereza', 'curuba', 'feijoa',
    'pitahaya', 'uchuva', 'tomate de arbol', 'aguacate', 'arandano', 'frambuesa',
  ],
  verdura: [
    'brocoli', 'coliflor', 'espinaca', 'lechuga', 'pepino', 'pimenton', 'zanahoria', 'apio',
    'berenjena', 'calabacin', 'ahuyama', 'remolacha', 'repollo', 'habichuela', 'arveja', 'ajo',
    'cebolla', 'tomate', 'papa', 'platano', 'yuca', 'cilantro', 'perejil', 'champiñon', 'mazorca',
  ],
  carne: [
    'res', 'cerdo', 'pollo', 'pavo', 'cordero', 'lomo', 'costilla', 'chorizo', 'salchicha',
    'jamon', 'tocineta', 'chuleta', 'morcilla', 'butifarra', 'salami', 'pechuga', 'muslo', 'chata',
    'pescado', 'tilapia', 'salmon', 'camaron', 'mojarra', 'trucha',
  ],
};

const fold = (w: string) => singular(normalize(w)).replaceAll('ñ', 'n');

const kindByWord = new Map(
  Object.entries(KINDS).flatMap(([kind, list]) => list.map((w) => [fold(w), kind] as const)),
);

/** The kind of thing a word names ("uvas" → fruta), or null when the vocabulary does not say. */
export function kindOf(word: string): string | null {
  return kindByWord.get(fold(word)) ?? null;
}

/** In-stock products of the same kind as the first word of `what` that has one (at most `limit`). */
export function sameKind(
  what: string,
  products: readonly ChatProduct[],
  limit = 3,
): ChatProduct[] {
  const kind = what
    .split(' ')
    .map(kindOf)
    .find((k) => k !== null);
  if (!kind) return [];
  return products
    .filter((p) => p.stock > 0 && kindOf(nameHead(p.nombre)) === kind)
    .slice(0, limit);
}
