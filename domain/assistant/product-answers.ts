import { BUSINESS } from '../business';
import { formatCOP } from '../money';
import { computeSaving, effectiveUnitPrice, isDiscounted } from '../pricing';
import type { CatalogItem } from './catalog-match';
import { MAX_CHAT_QUANTITY } from './intents';
import { measureLabel, packMeasure, packsFor, type Measure } from './measures';
import { CHAT_TEXTS } from './texts';
import type { ChatAnswer, ChatProduct } from './types';

/** Price of a product today: the offer price with the saving when a discount is active. */
export function priceSentence(p: ChatProduct): string {
  if (isDiscounted(p)) {
    return CHAT_TEXTS.priceOffer(
      p.nombre,
      formatCOP(effectiveUnitPrice(p)),
      formatCOP(p.precio),
      formatCOP(computeSaving(p.precio, p.descuento_porcentaje)),
      p.descuento_porcentaje,
    );
  }
  return CHAT_TEXTS.price(p.nombre, formatCOP(p.precio));
}

/** "agotado", "quedan 3" or "hay disponible", from live stock. */
export function stockWords(stock: number): string {
  if (stock <= 0) return CHAT_TEXTS.outOfStock;
  if (stock <= BUSINESS.lowStockThreshold) return CHAT_TEXTS.fewLeft(stock);
  return CHAT_TEXTS.available;
}

/** One item's line: price and stock ("Kumis Alpina 1 L cuesta $ 9.800; hay disponible."). */
export function itemSentence(item: CatalogItem): string {
  if (item.kind === 'paquete') {
    const k = item.pack;
    const base = CHAT_TEXTS.packagePrice(
      k.nombre,
      formatCOP(k.precio_paquete),
      formatCOP(k.ahorro_monto),
    );
    return `${base.slice(0, -1)}; ${stockWords(k.stock_paquetes_disponibles)}.`;
  }
  return `${priceSentence(item.product).slice(0, -1)}; ${stockWords(item.product.stock)}.`;
}

/** Short "Nombre ($ 5.200)" label with today's price. */
export function shortLabel(item: CatalogItem): string {
  const price =
    item.kind === 'paquete' ? item.pack.precio_paquete : effectiveUnitPrice(item.product);
  return `${item.nombre} (${formatCOP(price)})`;
}

export function stockOf(item: CatalogItem): number {
  return item.kind === 'paquete' ? item.pack.stock_paquetes_disponibles : item.product.stock;
}

function unitPrice(item: CatalogItem): number {
  return item.kind === 'paquete' ? item.pack.precio_paquete : effectiveUnitPrice(item.product);
}

/** Answers a question about one or several matched items. */
export function describeItems(items: readonly CatalogItem[]): ChatAnswer {
  if (items.length === 1) {
    const item = items[0]!;
    return {
      respuesta: itemSentence(item),
      sugerencias: stockOf(item) > 0 ? [`Quiero ${item.nombre}`] : [],
    };
  }
  const shown = items.slice(0, 5);
  return {
    respuesta: shown.map((i) => `• ${itemSentence(i)}`).join('\n'),
    sugerencias: shown
      .filter((i) => stockOf(i) > 0)
      .slice(0, 3)
      .map((i) => `Quiero ${i.nombre}`),
  };
}

/**
 * The purchase flow (customer spec §4): with a quantity the answer carries the add-to-cart
 * action; without one it asks how many, and the next numeric message completes it.
 */
export function buyItem(item: CatalogItem, cantidad: number | null): ChatAnswer {
  const stock = stockOf(item);
  if (stock <= 0) return { respuesta: CHAT_TEXTS.soldOut(item.nombre) };
  if (cantidad === null || cantidad <= 0) {
    return {
      respuesta: CHAT_TEXTS.askQuantity(item.nombre, item.kind === 'paquete'),
      sugerencias: ['1', '2', '3'].filter((n) => Number(n) <= stock),
    };
  }
  if (cantidad > MAX_CHAT_QUANTITY) return { respuesta: CHAT_TEXTS.tooMany };
  if (cantidad > stock) return { respuesta: CHAT_TEXTS.notEnough(item.nombre, stock) };
  const action =
    item.kind === 'paquete'
      ? { tipo: 'agregar_carrito' as const, paquete_id: item.id, cantidad }
      : { tipo: 'agregar_carrito' as const, producto_id: item.id, cantidad };
  return {
    respuesta: CHAT_TEXTS.added(cantidad, item.nombre, formatCOP(unitPrice(item) * cantidad)),
    acciones: [action],
  };
}

/**
 * "3 kilos de papa pastusa": the asked weight or volume in the item's packs, rounded up
 * ("Papa pastusa 2 kg" → 2 bolsas, 4 kg), then the usual purchase with that many packs. An
 * item sold by units says so and asks how many.
 */
export function buyMeasured(item: CatalogItem, asked: Measure): ChatAnswer {
  const pack = item.kind === 'producto' ? packMeasure(item.nombre) : null;
  const packs = packsFor(asked, pack);
  if (packs === null || !pack) {
    const ask = buyItem(item, null);
    return { ...ask, respuesta: `${CHAT_TEXTS.soldByUnit(item.nombre)} ${ask.respuesta}` };
  }
  const noun = asked.dimension === 'peso' ? 'bolsa' : 'botella';
  const conversion = CHAT_TEXTS.packsFor(
    measureLabel(asked),
    item.nombre,
    measureLabel(pack),
    packs,
    `${measureLabel({ ...pack, amount: pack.amount * packs })}, ${formatCOP(unitPrice(item) * packs)}`,
    noun,
  );
  const purchase = buyItem(item, packs);
  return { ...purchase, respuesta: `${conversion} ${purchase.respuesta}` };
}
