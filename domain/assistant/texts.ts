import { BUSINESS, serviceHoursLabel, whatsappUrl } from '../business';
import { closeSentence, formatClock12h } from '../dates';
import { formatCOP } from '../money';
import { LEVEL_RULES, REDEMPTION_OPTIONS, EARNING, formatMultiplier, type Level } from '../points';
import { countOf } from '../plural';

/** The assistant's Spanish answers. Every figure comes from the business configuration or the caller. */
export const CHAT_TEXTS = {
  greeting: (nombre?: string) =>
    `¡Hola${nombre ? `, ${nombre}` : ''}! Soy el asistente de ${BUSINESS.brand}. Te ayudo con precios, productos, tus pedidos, horarios y puntos.`,
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
  promise: `Entregamos en tu apartamento en máximo ${BUSINESS.deliveryPromiseMinutes} minutos desde que haces el pedido.`,
  shipping: () =>
    `Envío: en efectivo cuesta ${formatCOP(BUSINESS.shipping.cashFee)} si el pedido es menor a ${formatCOP(BUSINESS.shipping.cashFreeFrom)} y es gratis desde ${formatCOP(BUSINESS.shipping.cashFreeFrom)}. Con pago digital el envío es gratis.`,
  minimums: () =>
    `El pedido mínimo es de ${formatCOP(BUSINESS.minimumOrder.cash)} pagando en efectivo y de ${formatCOP(BUSINESS.minimumOrder.digital)} con pago digital.`,
  payments:
    'Puedes pagar en efectivo contra entrega o en línea con Nequi, Daviplata, PSE o tarjeta débito o crédito.',
  pointsProgram: () => {
    const levels = (Object.keys(LEVEL_RULES) as Level[])
      .map(
        (l) =>
          `${l} desde ${LEVEL_RULES[l].min} puntos (${formatMultiplier(LEVEL_RULES[l].multiplicador)})`,
      )
      .join(', ');
    const table = REDEMPTION_OPTIONS.map((o) => `${o.puntos} = ${formatCOP(o.valor)}`).join(', ');
    return `Ganas 1 punto por cada ${formatCOP(EARNING.pesosPerPoint)} en pedidos desde ${formatCOP(EARNING.minimumSubtotal)}, multiplicado por tu nivel: ${levels}. Los canjeas en el carrito: ${table}.`;
  },
  pointsBalance: (
    disponibles: number,
    level: Level,
    toNext: { level: Level; missing: number } | null,
  ) =>
    `Tienes ${countOf(disponibles, 'punto disponible', 'puntos disponibles')} y estás en nivel ${level}.` +
    (toNext
      ? ` Te ${toNext.missing === 1 ? 'falta' : 'faltan'} ${toNext.missing} para ${toNext.level}.`
      : ''),
  contact: () =>
    `Puedes escribirnos al correo ${BUSINESS.contact.email} o por WhatsApp al ${BUSINESS.contact.whatsappDisplay}: ${whatsappUrl()}`,
  refunds: () =>
    `Reembolso completo si un producto llega dañado o si cancelas antes de que preparemos el pedido. Los perecederos no tienen devolución salvo defectos. El reembolso tarda de ${BUSINESS.legal.refundBusinessDays.min} a ${BUSINESS.legal.refundBusinessDays.max} días hábiles. Para pedirlo escríbenos por WhatsApp: ${whatsappUrl()}`,
  support: (code: string | null) =>
    `Siento el inconveniente. Escríbenos por WhatsApp y lo resolvemos: ${supportLink(code)}`,
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
  orderLate: (code: string) =>
    `Pasó el tiempo prometido: va retrasado. ${CHAT_TEXTS.support(code)}`,
  orderDelivered: (code: string, when: string | null, total: string) =>
    `Tu pedido ${code} fue entregado${when ? ` (${when})` : ''}. Total: ${total}.`,
  orderCancelled: (code: string) =>
    `Tu pedido ${code} fue cancelado. Si tienes dudas sobre un reembolso, ${CHAT_TEXTS.support(code).charAt(0).toLowerCase()}${CHAT_TEXTS.support(code).slice(1)}`,
  orderCancelledPlain: (code: string) => `Tu pedido ${code} fue cancelado.`,
  orderOther: (code: string, estado: string) => `Tu pedido ${code} está en estado ${estado}.`,
  price: (nombre: string, price: string) => `${nombre} cuesta ${price}.`,
  priceOffer: (nombre: string, price: string, before: string, saving: string, percent: number) =>
    `${nombre} está en oferta: ${price} (antes ${before}, ${percent}% menos; ahorras ${saving}).`,
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
  outOfScope: () =>
    `Eso no lo sé: solo te ayudo con la tienda de ${BUSINESS.brand} (productos, precios, tus pedidos, horarios, envío, pagos y puntos).`,
  deliveryScope: () =>
    `Solo entregamos en las torres ${BUSINESS.towers.min} a ${BUSINESS.towers.max} del ${BUSINESS.complexName}; no hacemos domicilios fuera del conjunto.`,
  // The paths become links in the chat panel ("Abrir Mi cuenta"): see web/features/chat.
  accountErase:
    'Tus datos los manejas tú en Mi cuenta: ahí puedes descargarlos o eliminar tu cuenta. /mi-cuenta',
  accountEdit:
    'Tu torre, apartamento, teléfono y nombre los cambias en Mi cuenta, en «Mis datos». /mi-cuenta',
  activeOrders: (n: number) => `Tienes ${n} pedidos en curso:`,
  cancelRule:
    'Puedes cancelar un pedido mientras está recibido, antes de que salga en camino: escríbeme «cancelar» con su código (por ejemplo SUP-012) o hazlo desde tu historial. /historial',
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

export function supportLink(code: string | null): string {
  return whatsappUrl(
    code
      ? `Hola ${BUSINESS.brand}, necesito ayuda con mi pedido ${code}.`
      : BUSINESS.contact.whatsappGreeting,
  );
}

export function openingClock(open: string): string {
  return formatClock12h(open);
}

export { serviceHoursLabel };

/** Quick replies offered when the assistant does not know what to answer. */
export const DEFAULT_SUGGESTIONS = [
  '¿Dónde está mi pedido?',
  '¿Qué ofertas tienen?',
  '¿A qué hora abren?',
  '¿Cuánto cuesta el envío?',
];
