import { formatCOP } from '../money';
import { findOrderCodes, orderCode } from '../orders';
import { effectiveUnitPrice, isDiscounted } from '../pricing';
import {
  closestProducts,
  contentWords,
  findByExactName,
  indexCatalog,
  isCategoryWord,
  matchCategories,
  matchItems,
  sizeWords,
  type CatalogItem,
} from './catalog-match';
import { bareQuantity, detectIntents, findQuantity, type Intent } from './intents';
import { normalize, splitQuestions } from './normalize';
import { buyItem, describeItems, shortLabel } from './product-answers';
import { hoursAnswer, orderAnswer, pointsAnswer } from './shop-answers';
import { packageLabel, productLabel, suggestFor } from './suggestions';
import { CHAT_TEXTS, DEFAULT_SUGGESTIONS } from './texts';
import type { ChatAction, ChatAnswer, ChatContext, ChatHistoryEntry, ChatProduct } from './types';

/** Longest message the engine reads; the server caps before this too. */
export const MAX_MESSAGE_CHARS = 500;
/** History entries the engine looks at (only the last bot question matters to it). */
export const MAX_HISTORY = 20;

interface Part {
  text: string;
  acciones?: ChatAction[];
  sugerencias?: string[];
  /** Answers that only greet or thank give way when the message asked something real. */
  courtesy?: boolean;
}

/**
 * The deterministic assistant (issue 12): reads a resident's message (and the last bot question
 * from the history) and answers from the live catalogue, the shop's facts and the caller's own
 * orders. It never names a product or price that is not in `ctx`.
 */
export function answerChat(
  input: { mensaje: string; historial?: readonly ChatHistoryEntry[] },
  ctx: ChatContext,
): ChatAnswer {
  const mensaje = input.mensaje.slice(0, MAX_MESSAGE_CHARS);
  const index = indexCatalog(ctx.products, ctx.packages);
  const followUp = completePurchase(mensaje, input.historial ?? [], index);
  if (followUp) return followUp;

  const parts = splitQuestions(mensaje).flatMap((segment) => answerSegment(segment, ctx, index));
  const real = parts.filter((p) => !p.courtesy);
  const chosen = real.length > 0 ? real : parts;
  if (chosen.length === 0)
    return { respuesta: CHAT_TEXTS.fallback, sugerencias: DEFAULT_SUGGESTIONS, unanswered: true };
  const greeting =
    real.length > 0 && parts.some((p) => p.courtesy && p.text.startsWith('¡Hola')) ? '¡Hola! ' : '';
  const acciones = chosen.flatMap((p) => p.acciones ?? []);
  const sugerencias = [...new Set(chosen.flatMap((p) => p.sugerencias ?? []))].slice(0, 4);
  return {
    respuesta: greeting + [...new Set(chosen.map((p) => p.text))].join('\n\n'),
    ...(acciones.length > 0 ? { acciones } : {}),
    ...(sugerencias.length > 0 ? { sugerencias } : {}),
  };
}

/**
 * Which of the caller's own data answering needs (their orders, their points), so the server
 * reads the database only for those questions.
 */
export function callerNeeds(mensaje: string): { orders: boolean; points: boolean } {
  const intents = new Set(
    splitQuestions(mensaje.slice(0, MAX_MESSAGE_CHARS)).flatMap(detectIntents),
  );
  return { orders: intents.has('pedido') || intents.has('soporte'), points: intents.has('puntos') };
}

/** "3" after "¿Cuántas unidades de «X» quieres?" adds 3 of X (the name is looked up again). */
function completePurchase(
  mensaje: string,
  historial: readonly ChatHistoryEntry[],
  index: CatalogItem[],
): ChatAnswer | null {
  const cantidad = bareQuantity(normalize(mensaje));
  if (cantidad === null) return null;
  const lastBot = [...historial]
    .slice(-MAX_HISTORY)
    .reverse()
    .find((h) => h.de === 'bot');
  const asked = lastBot?.texto.match(
    /^¿Cuánt[ao]s (?:unidades|paquetes) de «(.+)» quieres\?$|de (.+)\. ¿Cuántas quieres\?$/,
  );
  const nombre = asked?.[1] ?? asked?.[2];
  if (!nombre) return null;
  const item = findByExactName(index, nombre);
  if (!item) return { respuesta: CHAT_TEXTS.quantityForUnknown };
  return buyItem(item, cantidad);
}

function answerSegment(segment: string, ctx: ChatContext, index: CatalogItem[]): Part[] {
  const intents = new Set(detectIntents(segment));
  const has = (i: Intent) => intents.has(i);
  const out: Part[] = [];

  if (has('pedido')) {
    out.push(ordersPart(segment, ctx, has('soporte')));
    return out;
  }
  if (has('soporte')) {
    const last = ctx.caller?.orders[0];
    out.push({ text: CHAT_TEXTS.support(last ? orderCode(last.id) : null) });
    return out;
  }

  const words = contentWords(segment);
  const productWords = words.filter((w) => !isCategoryWord(ctx.products, w));
  const matches = matchItems(index, words, sizeWords(segment)).map((m) => m.item);
  const asksProduct = has('comprar') || has('precio') || has('stock');

  if (has('sugerencia')) {
    const s = suggestFor(segment, ctx.products, ctx.packages);
    if (s) {
      out.push(suggestionPart(s));
      return out;
    }
  }
  if (matches.length > 0 && (productWords.length > 0 || has('comprar'))) {
    out.push(productPart(matches, segment, has('comprar') && !has('precio'), ctx));
    return out;
  }
  const categories = matchCategories(ctx.products, words);
  if (
    categories.length > 0 &&
    (asksProduct || has('categorias') || words.length === productWords.length + 1)
  ) {
    out.push(categoryPart(categories[0]!, ctx));
    return out;
  }
  if (has('ofertas')) out.push(offersPart(ctx));
  if (has('categorias') && out.length === 0) out.push(allCategoriesPart(ctx));
  if (has('horario')) out.push({ text: hoursAnswer(ctx.now, ctx.serviceHours) });
  if (has('tiempo_entrega')) out.push({ text: CHAT_TEXTS.promise });
  if (has('envio')) out.push({ text: CHAT_TEXTS.shipping() });
  if (has('minimo')) out.push({ text: CHAT_TEXTS.minimums() });
  if (has('pagos')) out.push({ text: CHAT_TEXTS.payments });
  if (has('puntos')) out.push({ text: pointsAnswer(ctx.caller) });
  if (has('reembolso')) out.push({ text: CHAT_TEXTS.refunds() });
  if (has('contacto') && !has('reembolso')) out.push({ text: CHAT_TEXTS.contact() });
  if (has('sugerencia') && out.length === 0)
    out.push(suggestionPart(suggestFor('desayuno', ctx.products, ctx.packages)!));
  if (out.length > 0) return out;

  if (productWords.length > 0 && asksProduct) {
    out.push(unknownPart(productWords, ctx));
    return out;
  }
  if (has('saludo'))
    out.push({
      text: CHAT_TEXTS.greeting(ctx.caller?.nombre),
      courtesy: true,
      sugerencias: DEFAULT_SUGGESTIONS,
    });
  if (has('gracias')) out.push({ text: CHAT_TEXTS.thanks, courtesy: true });
  return out;
}

function ordersPart(segment: string, ctx: ChatContext, problem: boolean): Part {
  if (!ctx.caller) return { text: CHAT_TEXTS.loginForOrders };
  const codes = findOrderCodes(segment);
  const order =
    codes.length > 0 ? ctx.caller.orders.find((o) => o.id === codes[0]) : ctx.caller.orders[0];
  if (!order) {
    return {
      text: codes.length > 0 ? CHAT_TEXTS.orderNotFound(orderCode(codes[0]!)) : CHAT_TEXTS.noOrders,
    };
  }
  const answer = orderAnswer(order, ctx.now);
  const text =
    problem && !answer.support
      ? `${answer.text}\n\n${CHAT_TEXTS.support(orderCode(order.id))}`
      : answer.text;
  return { text };
}

function productPart(
  matches: CatalogItem[],
  segment: string,
  buying: boolean,
  ctx: ChatContext,
): Part {
  const only = matches.length === 1 ? matches[0]! : null;
  const instead =
    only?.kind === 'producto' && only.product.stock <= 0 ? alternatives(only.product, ctx) : [];
  const withInstead = (part: Part): Part =>
    instead.length === 0
      ? part
      : {
          text: `${part.text} ${CHAT_TEXTS.instead(instead.map(productLabel).join(', '))}`,
          sugerencias: instead.map((p) => `Quiero ${p.nombre}`),
        };
  if (buying) {
    if (only) {
      const answer = buyItem(only, findQuantity(segment));
      return withInstead({
        text: answer.respuesta,
        acciones: answer.acciones,
        sugerencias: answer.sugerencias,
      });
    }
    const options = matches.slice(0, 4);
    return {
      text: CHAT_TEXTS.whichOne(options.map(shortLabel).join(', ')),
      sugerencias: options.map((i) => `Quiero ${i.nombre}`),
    };
  }
  const answer = describeItems(matches);
  return withInstead({ text: answer.respuesta, sugerencias: answer.sugerencias });
}

/** In-stock products of the same category closest to a sold-out one (at most 2). */
function alternatives(soldOut: ChatProduct, ctx: ChatContext): ChatProduct[] {
  const sameCategory = ctx.products.filter(
    (p) => p.categoria === soldOut.categoria && p.stock > 0 && p.id !== soldOut.id,
  );
  const close = closestProducts(sameCategory, contentWords(normalize(soldOut.nombre)), 2, 0.2);
  return close.length > 0 ? close : sameCategory.slice(0, 2);
}

function categoryPart(categoria: string, ctx: ChatContext): Part {
  const inStock = ctx.products.filter((p) => p.categoria === categoria && p.stock > 0);
  const shown = inStock.slice(0, 8);
  return {
    text: CHAT_TEXTS.categoryList(
      categoria,
      shown.map(productLabel).join(', '),
      inStock.length - shown.length,
    ),
    sugerencias: shown.slice(0, 3).map((p) => `¿Cuánto cuesta ${p.nombre}?`),
  };
}

function allCategoriesPart(ctx: ChatContext): Part {
  const list = [...new Set(ctx.products.map((p) => p.categoria))];
  return {
    text: CHAT_TEXTS.categories(list.join(', ')),
    sugerencias: list.slice(0, 4).map((c) => `¿Qué tienen en ${c}?`),
  };
}

function offersPart(ctx: ChatContext): Part {
  const offers = ctx.products.filter((p) => isDiscounted(p) && p.stock > 0).slice(0, 6);
  if (offers.length === 0) return { text: CHAT_TEXTS.noOffers };
  return {
    text: CHAT_TEXTS.offers(
      offers
        .map(
          (p) => `${p.nombre} a ${formatCOP(effectiveUnitPrice(p))} (-${p.descuento_porcentaje}%)`,
        )
        .join(', '),
    ),
    sugerencias: offers.slice(0, 3).map((p) => `Quiero ${p.nombre}`),
  };
}

function suggestionPart(s: NonNullable<ReturnType<typeof suggestFor>>): Part {
  const packs = s.packs.length > 0 ? s.packs.map(packageLabel).join(' o ') : null;
  const list = s.products.map(productLabel).join(', ');
  return {
    text: CHAT_TEXTS.suggestion(s.label, packs, list),
    sugerencias: [
      ...s.packs.map((k) => `Quiero ${k.nombre}`),
      ...s.products.map((p) => `Quiero ${p.nombre}`),
    ].slice(0, 3),
  };
}

function unknownPart(productWords: string[], ctx: ChatContext): Part {
  const close = closestProducts(ctx.products, productWords);
  return {
    text: CHAT_TEXTS.notInCatalogue(
      productWords.join(' '),
      close.length > 0 ? close.map(productLabel).join(', ') : null,
    ),
    sugerencias:
      close.length > 0 ? close.map((p) => `¿Cuánto cuesta ${p.nombre}?`) : DEFAULT_SUGGESTIONS,
  };
}
