import { formatCOP } from '../money';
import { orderCode } from '../orders';
import { effectiveUnitPrice, isDiscounted } from '../pricing';
import {
  closestProducts,
  contentWords,
  findByExactName,
  indexCatalog,
  isCategoryWord,
  matchCategories,
  sizeWords,
  type CatalogItem,
} from './catalog-match';
import { complaintStep, complaintUnderway, isComplaint } from './complaints';
import { missingItemAnswer } from './missing-answers';
import { bareQuantity, detectIntents, findQuantity, type Intent } from './intents';
import { normalize, splitQuestions } from './normalize';
import { askedMeasure } from './measures';
import {
  asksCancelRule,
  cancelRequest,
  confirmedCancel,
  pendingConfirmation,
  wantsCancel,
} from './order-actions';
import { ordersText } from './order-answers';
import { buyItem, buyMeasured, describeItems, shortLabel, stockOf } from './product-answers';
import { missingPart, scopePart } from './precision-answers';
import { searchProducts } from './product-search';
import { splitItems } from './several-items';
import { refundSentence } from '../refunds';
import { packageContentsAnswer } from './package-contents';
import { countAnswer } from './counts';
import { followUp } from './follow-ups';
import { superlativeAnswer } from './superlatives';
import { isEnglish } from './english';
import { englishAnswer } from './english-answers';
import { accountRequestOf, scopeOf } from './scope';
import { hoursAnswer, pointsAnswer } from './shop-answers';
import { shopFactTexts } from './shop-facts';
import { DEFAULT_SETTINGS } from '../settings';
import { packageLabel, productLabel, suggestFor } from './suggestions';
import { CHAT_TEXTS, DEFAULT_SUGGESTIONS } from './texts';
import type { ChatAction, ChatAnswer, ChatContext, ChatHistoryEntry, ChatProduct } from './types';
import { formatPercent } from '../percent';

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
  const historial = input.historial ?? [];
  const confirmation = confirmedCancel(mensaje, historial, ctx);
  if (confirmation) return confirmation;
  const index = indexCatalog(ctx.products, ctx.packages);
  const purchase = completePurchase(mensaje, historial, index);
  if (purchase) return purchase;
  const answered = followUp(mensaje, historial, index);
  if (answered) return answered;
  // Before a complaint: a product the shop did not find is news the order already holds.
  const missing = missingItemAnswer(mensaje, ctx);
  if (missing) return { respuesta: missing, sugerencias: ['¿Dónde está mi pedido?'] };
  const complaint = complaintStep(mensaje, input.historial ?? [], ctx);
  if (complaint) return complaint;

  // A comma between names is a list ("tomate, cebolla y cilantro"), not a decimal ("1,5 L").
  const listed = mensaje.replace(/,(?!\d)/g, ' y ');
  const parts = splitQuestions(listed)
    .flatMap((segment) => splitItems(segment, index))
    .flatMap((segment) => answerSegment(segment, ctx, index));
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
export function callerNeeds(
  mensaje: string,
  historial: readonly ChatHistoryEntry[] = [],
): { orders: boolean; points: boolean } {
  const message = mensaje.slice(0, MAX_MESSAGE_CHARS);
  const segments = splitQuestions(message);
  const intents = new Set(segments.flatMap(detectIntents));
  // A cancel request and the "Sí" that confirms one are about the caller's own orders too, and so
  // is a complaint (issue 25).
  const cancel = segments.some(wantsCancel) || pendingConfirmation(mensaje, historial) !== null;
  const complaint = isComplaint(message) || complaintUnderway(historial);
  return {
    // A refund question is answered from the caller's own refunds (issue 43).
    orders:
      intents.has('pedido') ||
      intents.has('soporte') ||
      intents.has('reembolso') ||
      cancel ||
      complaint,
    points: intents.has('puntos'),
  };
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
  if (isEnglish(segment)) {
    const english = englishAnswer(segment, ctx, index);
    if (english) return [{ text: english }];
  }
  const intents = new Set(detectIntents(segment));
  const has = (i: Intent) => intents.has(i);
  const out: Part[] = [];

  if (wantsCancel(segment)) return [cancelRequest(segment, ctx)];
  if (asksCancelRule(segment)) return [{ text: CHAT_TEXTS.cancelRule }];
  if (has('pedido')) return [{ text: ordersText(segment, ctx, has('soporte')) }];
  if (has('soporte')) {
    const last = ctx.caller?.orders[0];
    return [{ text: CHAT_TEXTS.support(last ? orderCode(last.id) : null, ctx.settings) }];
  }
  // Before any product search: a message about something else never becomes a product pitch.
  const shop = ctx.settings ?? DEFAULT_SETTINGS;
  const scope = scopeOf(segment, shop.tienda.torres);
  if (scope) return [scopePart(scope, shop)];
  const contents = packageContentsAnswer(segment, ctx, index);
  if (contents) return [{ text: contents }];
  const ranked = superlativeAnswer(segment, ctx, index);
  if (ranked) return [{ text: ranked.text, sugerencias: ranked.sugerencias }];
  // Which towers, and apartment or gatehouse: the shop's own facts (issue 43).
  if (TOWERS_ASKED.test(segment) || HANDOFF_ASKED.test(segment)) {
    const facts = shopFactTexts(shop);
    return [
      { text: HANDOFF_ASKED.test(segment) ? facts.handoff : facts.towers },
      ...(has('envio') && /\btorre (\d+|uno|dos|tres|cuatro|cinco)\b/.test(segment)
        ? [{ text: facts.shipping }]
        : []),
    ];
  }
  const account = accountRequestOf(segment);
  if (account)
    return [{ text: account === 'erase' ? CHAT_TEXTS.accountErase : CHAT_TEXTS.accountEdit }];

  const words = contentWords(segment);
  const productWords = words.filter((w) => !isCategoryWord(ctx.products, w));
  const search = searchProducts(index, segment, sizeWords(segment));
  const matches = search.kind === 'found' ? search.matches : [];
  const asksProduct = has('comprar') || has('precio') || has('stock');
  const shopFacts = SHOP_FACTS.some(has);

  if (has('sugerencia')) {
    const s = suggestFor(segment, ctx.products, ctx.packages);
    if (s) return [suggestionPart(s)];
  }
  const counted = matches.length > 0 ? countAnswer(segment, matches, has('comprar')) : null;
  if (counted)
    return [
      { text: counted.respuesta, acciones: counted.acciones, sugerencias: counted.sugerencias },
    ];
  if (matches.length > 0 && (productWords.length > 0 || has('comprar'))) {
    out.push(productPart(matches, segment, has('comprar') && !has('precio'), ctx));
    return out;
  }
  if (search.kind === 'missing' && !shopFacts && asksProduct) {
    const categories = matchCategories(ctx.products, words);
    if (!(categories.length > 0 && productWords.length === 0)) return [missingPart(search, ctx)];
  }
  const categories = matchCategories(ctx.products, words);
  if (
    categories.length > 0 &&
    (asksProduct || has('categorias') || (!shopFacts && words.length === productWords.length + 1))
  ) {
    out.push(categoryPart(categories[0]!, ctx));
    return out;
  }
  if (has('ofertas')) out.push(offersPart(ctx));
  if (has('categorias') && out.length === 0) out.push(allCategoriesPart(ctx));
  const facts = shopFactTexts(shop);
  if (has('horario')) out.push({ text: hoursAnswer(ctx.now, ctx.serviceHours) });
  if (has('tiempo_entrega')) out.push({ text: facts.promise });
  if (has('envio')) out.push({ text: facts.shipping });
  if (has('minimo')) out.push({ text: facts.minimums });
  if (has('pagos')) out.push({ text: CHAT_TEXTS.payments });
  if (has('puntos'))
    out.push({ text: pointsAnswer(ctx.caller, ctx.settings, ctx.redemptionOptions) });
  if (has('reembolso')) out.push({ text: refundsOf(ctx) ?? facts.refunds });
  if (has('contacto') && !has('reembolso')) out.push({ text: facts.contact });
  if (has('sugerencia') && out.length === 0)
    out.push(suggestionPart(suggestFor('desayuno', ctx.products, ctx.packages)!));
  if (out.length > 0) return out;

  if (search.kind === 'missing' && asksProduct) return [missingPart(search, ctx)];
  if (has('saludo'))
    out.push({
      text: facts.greeting(ctx.caller?.nombre),
      courtesy: true,
      sugerencias: DEFAULT_SUGGESTIONS,
    });
  if (has('gracias')) out.push({ text: CHAT_TEXTS.thanks, courtesy: true });
  return out;
}

const TOWERS_ASKED =
  /\b(a|en|hasta) (que|cuales|cual) torres?\b|\b(que|cuales) torres\b|\btorres? (cubren|atienden)\b|\b(entregan|llevan|llegan|domicilios?|pedidos) (a|en|hasta) (la )?torre\b/;
const HANDOFF_ASKED =
  /\bporteria\b|\bportero\b|\b(suben|subir|sube) (hasta |al |a mi )?(el )?apartamento\b|\b(dejarlo|dejarla|lo dejan|la dejan)\b/;

/** The caller's own refunds as they are (issue 43), or null when they have none to tell. */
function refundsOf(ctx: ChatContext): string | null {
  const refunded = (ctx.caller?.orders ?? []).filter((o) => o.reembolso && o.metodo_pago);
  if (refunded.length === 0) return null;
  return refunded
    .map(
      (o) =>
        `${orderCode(o.id)}: ${refundSentence({ metodo_pago: o.metodo_pago!, reembolso: o.reembolso! })}`,
    )
    .join('\n');
}

/** Intents answered from the shop's facts: their words are not products we lack. */
const SHOP_FACTS: Intent[] = [
  'ofertas',
  'categorias',
  'horario',
  'tiempo_entrega',
  'envio',
  'minimo',
  'pagos',
  'puntos',
  'reembolso',
  'contacto',
];

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
      // "quiero arroz diana 1 kg" names the product by its size; "2 kilos de arroz" is an amount.
      const asked = askedMeasure(segment);
      const measure = asked && !namesPackSize(segment, only.nombre) ? asked : null;
      const answer = measure ? buyMeasured(only, measure) : buyItem(only, findQuantity(segment));
      return withInstead({
        text: answer.respuesta,
        acciones: answer.acciones,
        sugerencias: answer.sugerencias,
      });
    }
    // Sold-out items are said to be so, never offered as if they could be added.
    const options = matches.filter((i) => stockOf(i) > 0).slice(0, 4);
    const soldOut = matches.filter((i) => stockOf(i) <= 0).slice(0, 3);
    const text = [
      options.length > 0 ? CHAT_TEXTS.whichOne(options.map(shortLabel).join(', ')) : '',
      soldOut.length > 0 ? CHAT_TEXTS.whichOneSoldOut(soldOut.map((i) => i.nombre).join(', ')) : '',
    ].filter(Boolean);
    return { text: text.join(' '), sugerencias: options.map((i) => `Quiero ${i.nombre}`) };
  }
  const answer = describeItems(matches);
  return withInstead({ text: answer.respuesta, sugerencias: answer.sugerencias });
}

/** The message repeats the size printed in the product's name ("arroz diana 1 kg"). */
function namesPackSize(segment: string, nombre: string): boolean {
  const size = nombre.match(/\d+(?:[.,]\d+)?\s*(?:kg|g|ml|l)\b/i)?.[0];
  return size !== undefined && ` ${segment} `.includes(` ${normalize(size)} `);
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

/** Every offer in stock today (issue 25: all of them, not the first six). */
function offersPart(ctx: ChatContext): Part {
  const offers = ctx.products.filter((p) => isDiscounted(p) && p.stock > 0);
  if (offers.length === 0) return { text: CHAT_TEXTS.noOffers };
  return {
    text: CHAT_TEXTS.allOffers(
      offers.length,
      offers
        .map(
          (p) =>
            `• ${p.nombre} a ${formatCOP(effectiveUnitPrice(p))} (-${formatPercent(p.descuento_porcentaje, 0)})`,
        )
        .join('\n'),
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
