import { MESSAGES } from './messages';
import { cashRoundingFor, formatCOP, roundHalfAwayFromZero } from './money';
import { err, ok, type Result } from './result';
import type { CommerceRules } from './settings';
import { shippingFor, type PaymentKind } from './shipping';

export interface DiscountFields {
  descuento_activo?: boolean | null;
  descuento_porcentaje?: number | null;
}

/** A product is on offer when descuento_activo is set and descuento_porcentaje > 0. */
export function isDiscounted(product: DiscountFields): boolean {
  return product.descuento_activo === true && (product.descuento_porcentaje ?? 0) > 0;
}

/** round(price × (100 − percent) / 100), kept between 0 and price. */
export function discountedUnitPrice(price: number, percent: number): number {
  const p = Math.min(100, Math.max(0, percent));
  return roundHalfAwayFromZero((price * (100 - p)) / 100);
}

/** What one unit costs today: the discounted price when on offer, else the list price. */
export function effectiveUnitPrice(product: { precio: number } & DiscountFields): number {
  return isDiscounted(product)
    ? discountedUnitPrice(product.precio, product.descuento_porcentaje ?? 0)
    : product.precio;
}

/** Pesos saved on one unit at that discount (the product card's "Ahorras"). */
export function computeSaving(price: number, percent: number): number {
  return price - discountedUnitPrice(price, percent);
}

export interface ProductLineInput extends DiscountFields {
  id: number;
  precio: number;
  cantidad: number;
}

export interface PackageLineInput {
  id: number;
  precio_paquete: number;
  cantidad: number;
}

export interface PricedLine {
  kind: 'producto' | 'paquete';
  id: number;
  cantidad: number;
  unitPrice: number;
  originalUnitPrice: number;
  lineTotal: number;
  discounted: boolean;
  promoEligible: boolean;
}

export interface PriceCartInput {
  products: readonly ProductLineInput[];
  packages?: readonly PackageLineInput[];
  /** Percent of the applied promo code, if any. */
  promoPercent?: number | null;
  /** Peso value of the attached points redemption (canje), if any. */
  pointsValue?: number | null;
  method: PaymentKind;
  /** The shop's shipping figures (the current settings on the server); today's by default. */
  rules?: CommerceRules;
}

export interface CartBreakdown {
  lines: PricedLine[];
  itemCount: number;
  subtotal: number;
  /** Savings from product offers (list price − paid price). */
  offerSavings: number;
  eligibleSubtotal: number;
  promoPercent: number;
  promoDiscount: number;
  /** Points discount actually applied (capped so the total never drops below 0). */
  pointsDiscount: number;
  totalBeforeShipping: number;
  shipping: number;
  /** totalBeforeShipping + shipping, before any cash rounding. */
  exactTotal: number;
  /** Cash only: what the exact total is rounded down by ("Ajuste al peso", 0..49); 0 for digital. */
  cashRounding: number;
  /** What the customer pays: the exact total, rounded down to a multiple of $50 for cash. */
  total: number;
}

/** round(eligible × percent / 100), never more than the eligible subtotal. */
export function promoDiscountFor(eligibleSubtotal: number, percent: number): number {
  if (eligibleSubtotal <= 0 || percent <= 0) return 0;
  return Math.min(eligibleSubtotal, roundHalfAwayFromZero((eligibleSubtotal * percent) / 100));
}

/**
 * What a promo code applies to and how much it takes off (issue 15): codes skip products on offer
 * and packages, so the message names the part of the cart they discount, e.g. "Se aplica sobre
 * $ 21.900 de productos sin oferta: descuento de $ 2.190."
 */
export function promoScopeMessage(scope: {
  eligibleSubtotal: number;
  promoDiscount: number;
}): string {
  return MESSAGES.forms.promoScope(
    formatCOP(scope.eligibleSubtotal),
    formatCOP(scope.promoDiscount),
  );
}

/**
 * The whole cart breakdown (customer spec §5, §9): total = subtotal − code discount − points
 * discount (not below 0) + shipping, rounded down to a multiple of $50 for cash. Both sides price with this; the server from database rows.
 */
export function priceCart(input: PriceCartInput): CartBreakdown {
  const productLines: PricedLine[] = input.products.map((p) => {
    const discounted = isDiscounted(p);
    const unitPrice = effectiveUnitPrice(p);
    return {
      kind: 'producto',
      id: p.id,
      cantidad: p.cantidad,
      unitPrice,
      originalUnitPrice: p.precio,
      lineTotal: unitPrice * p.cantidad,
      discounted,
      // Items with an active offer are excluded from promo codes (customer spec §5).
      promoEligible: !discounted,
    };
  });
  const packageLines: PricedLine[] = (input.packages ?? []).map((k) => ({
    kind: 'paquete',
    id: k.id,
    cantidad: k.cantidad,
    unitPrice: k.precio_paquete,
    originalUnitPrice: k.precio_paquete,
    lineTotal: k.precio_paquete * k.cantidad,
    discounted: false,
    // A package price is already a saving over its products, so, like an offer, it takes no code.
    promoEligible: false,
  }));
  const lines = [...productLines, ...packageLines];
  const sum = (xs: PricedLine[], f: (l: PricedLine) => number) =>
    xs.reduce((acc, l) => acc + f(l), 0);

  const subtotal = sum(lines, (l) => l.lineTotal);
  const eligibleSubtotal = sum(
    lines.filter((l) => l.promoEligible),
    (l) => l.lineTotal,
  );
  const promoPercent = input.promoPercent ?? 0;
  const promoDiscount = promoDiscountFor(eligibleSubtotal, promoPercent);
  const afterPromo = Math.max(0, subtotal - promoDiscount);
  const pointsDiscount = Math.min(afterPromo, Math.max(0, input.pointsValue ?? 0));
  const totalBeforeShipping = afterPromo - pointsDiscount;
  const shipping = shippingFor(subtotal, input.method, input.rules);
  const exactTotal = totalBeforeShipping + shipping;
  // Cash is paid in coins that stop at $50: round DOWN (DESIGN §5); digital stays exact.
  const cashRounding = input.method === 'efectivo' ? cashRoundingFor(exactTotal).ajuste : 0;
  return {
    lines,
    itemCount: sum(lines, (l) => l.cantidad),
    subtotal,
    offerSavings: sum(productLines, (l) => (l.originalUnitPrice - l.unitPrice) * l.cantidad),
    eligibleSubtotal,
    promoPercent,
    promoDiscount,
    pointsDiscount,
    totalBeforeShipping,
    shipping,
    exactTotal,
    cashRounding,
    total: exactTotal - cashRounding,
  };
}

export interface ClientTotals {
  subtotal?: number | null;
  total?: number | null;
  lines?: readonly { kind: 'producto' | 'paquete'; id: number; precio?: number | null }[];
}

/**
 * Compares what the browser showed with the server's own breakdown; any difference means a price,
 * an offer or a code changed under the customer, who must look at the cart again.
 */
export function checkClientTotals(
  client: ClientTotals,
  server: CartBreakdown,
): Result<null, 'PRICES_CHANGED'> {
  const changed = err('PRICES_CHANGED', MESSAGES.prices.changed);
  if (client.subtotal != null && client.subtotal !== server.subtotal) return changed;
  if (client.total != null && client.total !== server.total) return changed;
  for (const line of client.lines ?? []) {
    if (line.precio == null) continue;
    const own = server.lines.find((l) => l.kind === line.kind && l.id === line.id);
    if (own && own.unitPrice !== line.precio) return changed;
  }
  return ok(null);
}
