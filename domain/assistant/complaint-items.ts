import { indexCatalog } from './catalog-match';
import { normalize, words } from './normalize';
import { correctionOf, expansionsOf, searchWord, stemOf } from './search-index';
import type { ChatContext, ChatOrder } from './types';
import { STOPWORDS } from './vocabulary';

/**
 * Which of the caller's delivered orders a complaint is about, by the item it names (issue 43):
 * "los huevos llegaron rotos" is about the order that held the eggs. The item is what the
 * catalogue search reads in the message (typos and residents' words included), and an order
 * holds it when one of its lines' names shares a word's stem with it.
 */
export interface NamedItem {
  /** The word as the resident typed it, echoed in the question ("chorizo"). */
  typed: string;
  /** The stems it stands for (its own, its synonyms', or the catalogue word a typo meant). */
  stems: ReadonlySet<string>;
}

/** Words of a complaint that say what happened, never which item. */
const COMPLAINT_WORDS = new Set(
  'llego llegaron llegó vino vinieron venia venian estaba estaban vencido vencida vencidos vencidas danado danada danados danadas dañado dañada dañados dañadas roto rota rotos rotas partido partida partidos partidas mal estado podrido podrida aplastado aplastada derramado derramada caducado caducada incompleto incompleta falto faltaron faltan pedido pedidos queja reclamo cobro cobraron doble veces'.split(
    ' ',
  ),
);

/** The catalogue items a complaint names, each with the word the resident typed. */
export function itemsNamedIn(mensaje: string, ctx: ChatContext): NamedItem[] {
  const index = indexCatalog(ctx.products, ctx.packages);
  const out: NamedItem[] = [];
  for (const typed of mensaje.split(/[^\p{L}\p{N}]+/u)) {
    const word = normalize(typed);
    if (word.length < 3 || /\d/.test(word) || STOPWORDS.has(word) || COMPLAINT_WORDS.has(word))
      continue;
    const named = searchWord(index, word).some(
      (h) => h.fields.has('nombre') || h.fields.has('cabeza') || h.fields.has('alias'),
    );
    if (!named) continue;
    const stems = new Set(
      expansionsOf(word)
        .map(stemOf)
        .filter((s): s is string => s !== null),
    );
    const corrected = correctionOf(index, word);
    if (corrected) stems.add(corrected);
    out.push({ typed, stems });
  }
  return out;
}

/** Whether one of the order's lines is the item (undefined lines: the order's items are unknown). */
export function orderHolds(order: ChatOrder, item: NamedItem): boolean {
  return (order.lineas ?? []).some((line) =>
    words(normalize(line)).some((w) => {
      const s = stemOf(w);
      return s !== null && item.stems.has(s);
    }),
  );
}
