import { formatCOP } from '../money';
import { normalizeOrderState, orderCode } from '../orders';
import { effectiveUnitPrice, isDiscounted } from '../pricing';
import { isWithinServiceHours, publishedHours } from '../service-hours';
import { DEFAULT_SETTINGS } from '../settings';
import { contentWords, sizeWords, type CatalogItem } from './catalog-match';
import { englishFacts } from './english';
import { detectIntents, type Intent } from './intents';
import { searchProducts } from './product-search';
import { scopeOf } from './scope';
import type { ChatContext, ChatOrder } from './types';

/**
 * An English question about a common intent, answered in English (issue 43), or null when the
 * Spanish engine should answer it (anything less common).
 */
export function englishAnswer(
  segment: string,
  ctx: ChatContext,
  index: readonly CatalogItem[],
): string | null {
  const shop = ctx.settings ?? DEFAULT_SETTINGS;
  const en = englishFacts(shop);
  const intents = new Set(detectIntents(segment));
  const has = (i: Intent) => intents.has(i);
  if (
    scopeOf(segment, shop.tienda.torres) === 'delivery' ||
    /\b(towers?|outside|another complex|other complex)\b/.test(segment)
  )
    return en.towers;
  if (has('pedido')) return ordersInEnglish(ctx);
  const out: string[] = [];
  if (has('horario')) out.push(hoursInEnglish(ctx));
  if (has('tiempo_entrega')) out.push(en.promise);
  if (has('envio') && !has('tiempo_entrega')) out.push(en.shipping);
  if (has('minimo')) out.push(en.minimums);
  if (has('pagos')) out.push(en.payments);
  if (has('contacto')) out.push(en.contact);
  if (has('ofertas')) {
    const offers = ctx.products.filter((p) => isDiscounted(p) && p.stock > 0);
    out.push(
      en.offers(
        offers.length,
        offers.map((p) => `• ${p.nombre}: ${formatCOP(effectiveUnitPrice(p))}`).join('\n'),
      ),
    );
  }
  if (out.length > 0) return out.join('\n\n');
  if (has('categorias'))
    return en.catalogue([...new Set(ctx.products.map((p) => p.categoria))].join(', '));
  if ((has('precio') || has('stock')) && contentWords(segment).length > 0) {
    const search = searchProducts(index, segment, sizeWords(segment));
    if (search.kind !== 'found') return null;
    return search.matches
      .slice(0, 5)
      .map((i) =>
        en.price(
          i.nombre,
          formatCOP(i.kind === 'paquete' ? i.pack.precio_paquete : effectiveUnitPrice(i.product)),
        ),
      )
      .join('\n');
  }
  return null;
}

function hoursInEnglish(ctx: ChatContext): string {
  const en = englishFacts(ctx.settings ?? DEFAULT_SETTINGS);
  const spec = ctx.serviceHours;
  const open = spec === 'always' || isWithinServiceHours(ctx.now, spec);
  if (spec === 'always') return en.hours(null, true);
  const window =
    'open' in spec ? `every day from ${spec.open} to ${spec.close}` : publishedHours(spec).frase;
  return en.hours(window, open);
}

function ordersInEnglish(ctx: ChatContext): string {
  const en = englishFacts(ctx.settings ?? DEFAULT_SETTINGS);
  const caller = ctx.caller;
  if (!caller) return en.loginForOrders;
  const active = caller.orders.filter((o) => normalizeOrderState(o.estado) === 'pendiente');
  const shown = active.length > 0 ? active : caller.orders.slice(0, 1);
  if (shown.length === 0) return 'You have no orders yet.';
  return shown.map(orderLine).join('\n');
}

function orderLine(o: ChatOrder): string {
  const code = orderCode(o.id);
  const state = normalizeOrderState(o.estado);
  if (state === 'entregado') return `Your order ${code} was delivered.`;
  if (state === 'cancelado') return `Your order ${code} was cancelled.`;
  return o.etapa === 'en_camino'
    ? `Your order ${code} is on its way.`
    : `Your order ${code} was received and is being prepared.`;
}
