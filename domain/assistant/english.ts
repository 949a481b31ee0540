import { formatCOP } from '../money';
import { whatsappLink, type ShopSettings } from '../settings';
import { words } from './normalize';

/**
 * Short questions in English get English answers for the common intents (issue 43): hours,
 * delivery, towers, payments, contact, what the shop sells, orders and prices. Product names and
 * the order tracker's details stay as the store writes them.
 */
const ENGLISH_WORDS = new Set(
  'do does you your what how much is are the can could i my where when which deliver delivery sell buy have open hours price cost costs pay payment take talk person contact order orders track arrived tower towers free fee charge any offers today cheapest please number'.split(
    ' ',
  ),
);
const SPANISH_WORDS = new Set(
  'que cuanto como donde cuando hay tienen tienes el la los las de del mi mis quiero para por una un es son entregan precio'.split(
    ' ',
  ),
);

/** True when a normalised message reads as English rather than Spanish. */
export function isEnglish(normalised: string): boolean {
  const list = words(normalised);
  const en = list.filter((w) => ENGLISH_WORDS.has(w)).length;
  const es = list.filter((w) => SPANISH_WORDS.has(w)).length;
  return en >= 2 && en > es;
}

/** The shop's facts in English, from the same settings as the Spanish ones. */
export function englishFacts(s: ShopSettings) {
  return {
    /** `window`: '06:00 to 23:00', or the published Spanish hours of a week that varies. */
    hours: (window: string | null, openNow: boolean) =>
      window === null
        ? 'We are open at all hours.'
        : `We are open ${window} (Bogotá time)${openNow ? ', and we are open now' : ', and we are closed right now'}.`,
    promise: `We deliver to your apartment in at most ${s.entrega.promesa_minutos} minutes from your order.`,
    shipping:
      s.envio.tarifa_efectivo === 0
        ? 'Delivery is free, whether you pay cash or online.'
        : `Delivery paid in cash costs ${formatCOP(s.envio.tarifa_efectivo)} under ${formatCOP(s.envio.gratis_desde)} and is free from ${formatCOP(s.envio.gratis_desde)}; paying online, delivery is always free.`,
    minimums: `The minimum order is ${formatCOP(s.minimos.efectivo)} paying cash and ${formatCOP(s.minimos.digital)} paying online.`,
    payments:
      'You can pay cash on delivery, or online with Nequi, Daviplata, PSE or a debit or credit card.',
    contact: `You can write to ${s.contacto.correo} or on WhatsApp: ${whatsappLink(s)}`,
    towers: `We only deliver to towers 1 to ${s.tienda.torres} of ${s.tienda.conjunto}, to your apartment or the gatehouse; not outside the complex.`,
    catalogue: (categories: string) => `We sell: ${categories}. What are you looking for?`,
    offers: (n: number, list: string) => `Today ${n} products are on offer:\n${list}`,
    price: (nombre: string, price: string) => `${nombre} costs ${price}.`,
    orders: 'Your orders:',
    loginForOrders: 'Please sign in to see your orders.',
  };
}
