import { cashRoundingFor } from '../money';
import { promoDiscountFor } from '../pricing';
import type { PaymentKind } from '../shipping';

/** An order line as the recomputation reads it (a stored row: original quantity and what failed). */
export interface MoneyLine {
  id: number;
  tipo: 'producto' | 'paquete';
  product_id: number | null;
  cantidad: number;
  /** Units the packer did not find (0..cantidad). */
  faltante: number;
  precio_unitario: number;
  precio_original: number;
  /** A replacement points at the line it stands in for. */
  reemplaza_linea_id: number | null;
  componentes?: ReadonlyArray<{ product_id: number; cantidad: number }> | null;
}

/** The figures the order was priced with, which a shortage may lower but never raise. */
export interface OrderMoneyBasis {
  metodo: PaymentKind;
  /** The promo code's percent (0 without one). */
  promoPercent: number;
  /** The canje's peso value as the order applied it (0 without one). */
  canjeValue: number;
  /** The shipping fee the order was priced with. */
  originalShipping: number;
  /** What the resident was charged (a paid online order) or was to pay. */
  originalTotal: number;
  /** An approved online payment: money comes back, never a second charge. */
  paidOnline: boolean;
}

export interface RecomputedMoney {
  subtotal: number;
  eligibleSubtotal: number;
  descuento_cupon: number;
  descuento_canje: number;
  descuento_monto: number;
  costo_envio: number;
  exactTotal: number;
  ajuste_redondeo: number;
  total: number;
  /** A paid online order: what goes back to the resident (original total − new total). */
  reembolso: number;
  /** Units still delivered (replacements included). */
  itemCount: number;
  /** Units of each product the final lines take from stock (packages by their components). */
  demand: Map<number, number>;
}

/** Units of a line still delivered. */
export const finalQuantity = (line: Pick<MoneyLine, 'cantidad' | 'faltante'>): number =>
  Math.max(0, line.cantidad - line.faltante);

/**
 * Whether a promo code discounts this line: products not on offer; never packages (pricing.ts).
 * A replacement takes the eligibility of the line it replaces, since it stands in its place.
 */
function promoEligible(line: MoneyLine, byId: ReadonlyMap<number, MoneyLine>): boolean {
  const parent = line.reemplaza_linea_id === null ? undefined : byId.get(line.reemplaza_linea_id);
  const own = parent ?? line;
  return own.tipo === 'producto' && own.precio_unitario >= own.precio_original;
}

/**
 * An order's money from its final lines (issue 44, decision 0025). The code's percent applies
 * to what is left of the lines it discounted; the canje keeps its value (never below 0); the
 * shipping stays as priced (the shop's shortage never adds a fee nor loses a free delivery, and
 * the minimum is not asked again); cash is rounded down to $ 50 as at checkout; a paid online
 * order is never charged more than it paid, and the difference is its refund.
 */
export function recomputeOrderMoney(
  lines: readonly MoneyLine[],
  basis: OrderMoneyBasis,
): RecomputedMoney {
  const byId = new Map(lines.map((l) => [l.id, l]));
  let subtotal = 0;
  let eligibleSubtotal = 0;
  let itemCount = 0;
  const demand = new Map<number, number>();
  const take = (id: number, n: number) => {
    if (n > 0) demand.set(id, (demand.get(id) ?? 0) + n);
  };
  for (const line of lines) {
    const units = finalQuantity(line);
    const amount = units * line.precio_unitario;
    subtotal += amount;
    itemCount += units;
    if (promoEligible(line, byId)) eligibleSubtotal += amount;
    if (line.tipo === 'producto' && line.product_id !== null) take(line.product_id, units);
    for (const c of line.componentes ?? []) take(c.product_id, units * c.cantidad);
  }
  const cupon = promoDiscountFor(eligibleSubtotal, basis.promoPercent);
  const afterPromo = Math.max(0, subtotal - cupon);
  const canje = Math.min(afterPromo, Math.max(0, basis.canjeValue));
  const shipping = itemCount > 0 ? basis.originalShipping : 0;
  const exact = afterPromo - canje + shipping;
  const rounding = basis.metodo === 'efectivo' ? cashRoundingFor(exact).ajuste : 0;
  const computed = exact - rounding;
  const total = basis.paidOnline ? Math.min(computed, basis.originalTotal) : computed;
  return {
    subtotal,
    eligibleSubtotal,
    descuento_cupon: cupon,
    descuento_canje: canje,
    descuento_monto: cupon + canje,
    costo_envio: shipping,
    exactTotal: exact,
    ajuste_redondeo: rounding,
    total,
    reembolso: basis.paidOnline ? basis.originalTotal - total : 0,
    itemCount,
    demand,
  };
}

/** The money of an order as it was priced, kept at its first shortage (orders.montos_originales). */
export interface OrderMoneySnapshot {
  subtotal: number;
  descuento_cupon: number;
  descuento_canje: number;
  costo_envio: number;
  ajuste_redondeo: number;
  total: number;
}
