import { contentWords, type CatalogItem } from './catalog-match';
import { detectIntents, findQuantity } from './intents';
import { normalize } from './normalize';
import { buyItem, describeItems } from './product-answers';
import type { ChatAnswer, ChatHistoryEntry } from './types';

/**
 * Answers to the assistant's own last message (issue 43): "no" to "¿Cuál pedido quieres
 * cancelar?", "el segundo" to "¿Cuál quieres? A, B", "¿y cuánto vale?" or "ponme 2" after an
 * answer about one product. The engine keeps no state: the last bot message is the memory.
 */
const ORDINALS: Record<string, number> = {
  primero: 0,
  primera: 0,
  '1': 0,
  segundo: 1,
  segunda: 1,
  '2': 1,
  tercero: 2,
  tercera: 2,
  '3': 2,
  cuarto: 3,
  cuarta: 3,
  '4': 3,
};
const NO = /^(no|nop|nope|ninguno|ninguna|mejor no|no gracias|dejalo|nada)\b/;
const PRICE_AGAIN = /^(y )?(el |cual es el )?(precio|cuanto (vale|cuesta|sale|es))\b/;
const CANCEL_WHICH = /^¿Cuál pedido quieres cancelar\?/;
const WHICH_ONE = /^¿Cuál quieres\? /;

export function followUp(
  mensaje: string,
  historial: readonly ChatHistoryEntry[],
  index: readonly CatalogItem[],
): ChatAnswer | null {
  const bot = [...historial].reverse().find((h) => h.de === 'bot')?.texto;
  if (!bot) return null;
  const text = normalize(mensaje);
  if (CANCEL_WHICH.test(bot) && NO.test(text))
    return { respuesta: 'Listo, no cancelo ningún pedido: siguen como estaban.' };
  const named = itemsIn(bot, index);
  if (WHICH_ONE.test(bot) && named.length > 1) {
    const picked = pickOne(text, named);
    if (picked) return buyItem(picked, findQuantity(text.replace(/\b(el|la) \d\b/, '')));
  }
  // Only about the product just answered: the message names no other product.
  if (named.length !== 1 || contentWords(text).some((w) => !/^(esos?|esas?|eso)$/.test(w)))
    return null;
  const item = named[0]!;
  if (PRICE_AGAIN.test(text)) return describeItems([item]);
  const cantidad = findQuantity(text);
  if (cantidad !== null && detectIntents(text).includes('comprar')) return buyItem(item, cantidad);
  return null;
}

/** Catalogue items a bot message names, in the order it names them (longest names first). */
function itemsIn(bot: string, index: readonly CatalogItem[]): CatalogItem[] {
  let rest = bot;
  const found: Array<{ at: number; item: CatalogItem }> = [];
  for (const item of [...index].sort((a, b) => b.nombre.length - a.nombre.length)) {
    const at = rest.indexOf(item.nombre);
    if (at < 0) continue;
    found.push({ at, item });
    rest = rest.replaceAll(item.nombre, ' '.repeat(item.nombre.length));
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.item);
}

/** "el segundo", "la 2", "el de muslos": one of the listed items. */
function pickOne(text: string, listed: readonly CatalogItem[]): CatalogItem | null {
  const ordinal = text.match(
    /^(?:el |la )?(primero|primera|segundo|segunda|tercero|tercera|cuarto|cuarta|[1-4])\b/,
  );
  if (ordinal) return listed[ORDINALS[ordinal[1]!]!] ?? null;
  const words = contentWords(text);
  if (words.length === 0) return null;
  const hits = listed.filter((i) =>
    words.every((w) => i.nameWords.some((n) => n.startsWith(w.slice(0, 4)))),
  );
  return hits.length === 1 ? hits[0]! : null;
}
