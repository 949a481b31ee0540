import { closeSentence, formatClock12h } from '../dates';
import { ORDER_CODE_EXAMPLE } from '../orders';
import type { Level } from '../points';
import { countOf } from '../plural';
import { DEFAULT_SETTINGS, whatsappLink, type ShopSettings } from '../settings';
import { formatPercent } from '../percent';

/** The shop a support link points to: its name and WhatsApp, from the current settings. */
export type SupportShop = Pick<ShopSettings, 'tienda' | 'contacto'>;

/**
 * The assistant's Spanish answers. The shop's own facts (promise, shipping, contact …) are worded
 * from the current settings in shop-facts.ts; every figure here comes from the caller.
 */
export const CHAT_TEXTS = {
  thanks: '¡Con gusto! Si necesitas algo más, aquí estoy.',
  fallback:
    'No estoy seguro de haberte entendido. Puedo ayudarte con precios y disponibilidad de productos, el estado de tus pedidos, horarios, envío, pagos y puntos.',
  /** `hours`: publishedHours(...).oracion, the pages' own wording. */
  openNow: (hours: string) => `Sí, estamos abiertos ahora. Atendemos ${hours}`,
  /** `hours`: publishedHours(...).frase. */
  closedNoOpening:
    'Ahora estamos cerrados y aún no tenemos fecha de apertura. Escríbenos por WhatsApp.',
  closedNow: (hours: string, when: string, open: string) =>
    closeSentence(`Ahora estamos cerrados. Atendemos ${hours}; abrimos ${when} a las ${open}`),
  payments:
    'Puedes pagar en efectivo contra entrega o en línea con Nequi, Daviplata, PSE o tarjeta débito o crédito.',
  pointsBalance: (
    disponibles: number,
    level: Level,
    toNext: { level: Level; missing: number } | null,
  ) =>
    `Tienes ${countOf(disponibles, 'punto disponible', 'puntos disponibles')} y estás en nivel ${level}.` +
    (toNext
      ? ` Te ${toNext.missing === 1 ? 'falta' : 'faltan'} ${toNext.missing} para ${toNext.level}.`
      : ''),
  support: (code: string | null, shop: SupportShop = DEFAULT_SETTINGS) =>
    `Siento el inconveniente. Escríbenos por WhatsApp y lo resolvemos: ${supportLink(code, shop)}`,
  loginForOrders: 'Para consultar tus pedidos necesito que inicies sesión.',
  noOrders: 'Aún no tienes pedidos en tu cuenta.',
  orderNotFound: (code: string) =>
    `No encuentro el pedido ${code} en tu cuenta. Revisa el número en tu historial.`,
  /** One state per answer (issue 25): recibido or en camino, never "pendiente" beside either. */
  orderStage: (code: string, onTheWay: boolean, minutes: number) =>
    `Tu pedido ${code} ${onTheWay ? 'ya va en camino' : 'está recibido y lo estamos preparando'} (lleva ${countOf(minutes, 'minuto', 'minutos')})`,
  orderPlace: (gatehouse: boolean, recibe: string | null) =>
    gatehouse
      ? `lo dejamos en portería${recibe ? ` (lo recibe ${recibe})` : ''}.`
      : 'te lo subimos al apartamento.',
  orderArrives: (remaining: number) => `Llega en unos ${remaining} minutos.`,
  /** A scheduled order (issue 45): 'Tu pedido SUP-012 está programado para mañana 6:00 a. m. – 6:30 a. m.' */
  orderScheduled: (code: string, etiqueta: string) =>
    closeSentence(`Tu pedido ${code} está programado para ${etiqueta.charAt(0).toLowerCase()}${etiqueta.slice(1)}`),
  orderScheduledOnTheWay: 'Ya va en camino:',
  orderLate: (code: string, shop: SupportShop = DEFAULT_SETTINGS) =>
    `Pasó el tiempo prometido: va retrasado. ${CHAT_TEXTS.support(code, shop)}`,
  orderDelivered: (code: string, when: string | null, total: string) =>
    `Tu pedido ${code} fue entregado${when ? ` (${when})` : ''}. Total: ${total}.`,
  orderCancelled: (code: string, shop: SupportShop = DEFAULT_SETTINGS) => {
    const support = CHAT_TEXTS.support(code, shop);
    return `Tu pedido ${code} fue cancelado. Si tienes dudas sobre un reembolso, ${support.charAt(0).toLowerCase()}${support.slice(1)}`;
  },
  orderCancelledPlain: (code: string) => `Tu pedido ${code} fue cancelado.`,
  orderOther: (code: string, estado: string) => `Tu pedido ${code} está en estado ${estado}.`,
  price: (nombre: string, price: string) => `${nombre} cuesta ${price}.`,
  priceOffer: (nombre: string, price: string, before: string, saving: string, percent: number) =>
    `${nombre} está en oferta: ${price} (antes ${before}, ${formatPercent(percent, 0)} menos; ahorras ${saving}).`,
  packagePrice: (nombre: string, price: string, saving: string) =>
    `El paquete ${nombre} cuesta ${price} y te ahorras ${saving} frente a comprar sus productos por separado.`,
  outOfStock: 'está agotado',
  fewLeft: (n: number) => (n === 1 ? 'queda 1' : `quedan ${n}`),
  available: 'hay disponible',
  severalMatches: (list: string) => `Encontré estos: ${list}.`,
  whichOne: (list: string) => `¿Cuál quieres? ${list}.`,
  whichOneSoldOut: (list: string) => `Agotado por ahora: ${list}.`,
  categoryList: (categoria: string, list: string, more: number) =>
    `En ${categoria} tenemos: ${list}` + (more > 0 ? ` y ${more} más.` : '.'),
  categories: (list: string) => `Tenemos estas categorías: ${list}. ¿Qué buscas?`,
  suggestion: (moment: string, packs: string | null, list: string) =>
    `Para ${moment} te recomiendo ` +
    (packs ? `el paquete ${packs}` : '') +
    (packs && list ? ', o ' : '') +
    list +
    '.',
  askQuantity: (nombre: string, pack: boolean) =>
    `¿Cuántos ${pack ? 'paquetes' : 'unidades'} de «${nombre}» quieres?`.replace(
      'Cuántos unidades',
      'Cuántas unidades',
    ),
  added: (cantidad: number, nombre: string, total: string) =>
    `Listo, agrego ${cantidad} × ${nombre} a tu carrito (${total}).`,
  soldOut: (nombre: string) => `Lo siento, ${nombre} está agotado en este momento.`,
  notEnough: (nombre: string, stock: number) =>
    `Solo ${stock === 1 ? 'queda 1 unidad' : `quedan ${stock} unidades`} de ${nombre}. ¿Cuántas quieres?`,
  tooMany: `Por chat puedo agregar hasta 50 unidades a la vez.`,
  instead: (list: string) => `Te puede servir: ${list}.`,
  noOffers: 'Hoy no tenemos productos en oferta, pero revisa nuestros paquetes.',
  // The paths become links in the chat panel ("Abrir Mi cuenta"): see web/features/chat.
  accountErase:
    'Tus datos los manejas tú en Mi cuenta: ahí puedes descargarlos o eliminar tu cuenta. /mi-cuenta',
  accountEdit:
    'Tu torre, apartamento, teléfono y nombre los cambias en Mi cuenta, en «Mis datos». /mi-cuenta',
  activeOrders: (n: number) => `Tienes ${n} pedidos en curso:`,
  cancelRule:
    `Puedes cancelar un pedido mientras está recibido, antes de que salga en camino: escríbeme «cancelar» con su código (por ejemplo ${ORDER_CODE_EXAMPLE}) o hazlo desde tu historial. /historial`,
  /** The one confirmation before the chat cancels (issue 25); order-actions reads it back. */
  cancelConfirm: (code: string) => `¿Confirmas que quieres cancelar el pedido ${code}?`,
  cancelling: (code: string) => `Cancelando tu pedido ${code}…`,
  cancelledByChat: (code: string, returned: string) =>
    `Listo, cancelé tu pedido ${code}.${returned ? ` ${returned}` : ''} /historial`,
  cancelKept: (code: string) => `Listo, no cancelo nada: tu pedido ${code} sigue en curso.`,
  cancelDone: (code: string, estado: string) =>
    `Tu pedido ${code} ya ${estado === 'cancelado' ? 'está cancelado' : 'fue entregado'}, así que no hay nada que cancelar.`,
  cancelWhich: (list: string) =>
    `¿Cuál pedido quieres cancelar? Solo se pueden cancelar mientras están recibidos: ${list}.`,
  cancelNone:
    'No tienes pedidos que se puedan cancelar: solo se cancela un pedido mientras está recibido.',
  missing: (what: string) => `No tenemos "${what}".`,
  missingAttribute: (attribute: string) => `Ninguno de nuestros productos dice ser ${attribute}.`,
  alternatives: (list: string) => `Como alternativa tenemos: ${list}.`,
  closest: (list: string) => `Lo más parecido: ${list}.`,
  packsFor: (asked: string, nombre: string, pack: string, n: number, total: string, noun: string) =>
    `«${nombre}» viene en ${noun}s de ${pack}: para ${asked} son ${n} ${n === 1 ? noun : `${noun}s`} (${total}).`,
  soldByUnit: (nombre: string) => `«${nombre}» se vende por unidades, no por peso.`,
  allOffers: (n: number, list: string) => `Hoy hay ${n} productos en oferta:\n${list}`,
  quantityForUnknown:
    'No sé a qué producto te refieres. Dime el nombre, por ejemplo: "quiero 2 leches".',
};

/**
 * The shop's WhatsApp chat with a first message naming the order, when there is one. A shop whose
 * owner has not written a WhatsApp yet gets its e-mail, else its contact page: never someone
 * else's number (issue 41).
 */
export function supportLink(code: string | null, shop: SupportShop = DEFAULT_SETTINGS): string {
  const chat = whatsappLink(
    shop,
    code ? `Hola ${shop.tienda.nombre}, necesito ayuda con mi pedido ${code}.` : undefined,
  );
  if (chat) return chat;
  return shop.contacto.correo ? `mailto:${shop.contacto.correo}` : '/contacto';
}

export function openingClock(open: string): string {
  return formatClock12h(open);
}

/** Quick replies offered when the assistant does not know what to answer. */
export const DEFAULT_SUGGESTIONS = [
  '¿Dónde está mi pedido?',
  '¿Qué ofertas tienen?',
  '¿A qué hora abren?',
  '¿Cuánto cuesta el envío?',
];
