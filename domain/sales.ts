import { formatCOP } from './money';
import { normalizeOrderState } from './orders';
import { isStaff, type Role } from './permissions';
import { countOf, NOUNS } from './plural';

/**
 * What counts as a sale (issue 23), the one definition behind every screen and export: a
 * delivered order, or a pending digital order whose payment was approved; never a cancelled one.
 * A cash order not delivered yet has not been collected: it is "por cobrar", shown apart. A
 * digital order without an approved payment is neither.
 */
export type SaleStatus = 'venta' | 'por_cobrar' | 'fuera';

/** The stored values the rule reads; the server's SQL mirror (sales.sql.ts) uses these same ones. */
export const SALE_RULE = {
  delivered: 'entregado',
  pending: ['pendiente', 'pendiente_efectivo'],
  cashMethod: 'EFECTIVO',
  paidState: 'APPROVED',
} as const;

export interface SaleFacts {
  estado: string;
  metodo_pago: string;
  estado_pago: string;
  /** A test order (`isTestOrderBy`): never a sale nor money to collect. */
  prueba?: boolean;
}

/**
 * Whether an order placed by an account of this role is a test (issue 41, decision 0020): the
 * owner's "pedido de prueba" of the first steps, or any staff member trying the shop. It is
 * packed, delivered and cancelled like any order, but no figure counts it.
 */
export function isTestOrderBy(role: string): boolean {
  return isStaff(role as Role);
}

/** Whether an order is a sale, money still to collect in cash, or neither. */
export function saleStatus(order: SaleFacts): SaleStatus {
  if (order.prueba === true) return 'fuera';
  const state = normalizeOrderState(order.estado);
  if (state === 'entregado') return 'venta';
  if (state !== 'pendiente') return 'fuera';
  if (order.metodo_pago.trim().toUpperCase() === SALE_RULE.cashMethod) return 'por_cobrar';
  return order.estado_pago === SALE_RULE.paidState ? 'venta' : 'fuera';
}

export interface Tally {
  total: number;
  pedidos: number;
}

export interface SalesTally {
  ventas: Tally;
  porCobrar: Tally;
  /** Sales per tower, the complex's towers in order (see `towerNumbers`). */
  porTorre: { torre: number; ventas: number; pedidos: number }[];
  porMetodo: { efectivo: number; digital: number };
}

/**
 * The towers a per-tower figure lists: 1..`configured` (the settings' towers, issue 26) plus any
 * other tower that has figures, so sales from a tower the shop has since removed still add up.
 */
export function towerNumbers(configured: number, seen: Iterable<number> = []): number[] {
  const towers = new Set(Array.from({ length: configured }, (_, i) => i + 1));
  for (const t of seen) towers.add(t);
  return [...towers].sort((a, b) => a - b);
}

/**
 * Sums a set of orders by the rule: sales, money to collect, sales per tower (of a complex of
 * `towers`, five by default) and per method.
 */
export function tallySales(
  orders: readonly (SaleFacts & { total: number; torre_entrega: number })[],
  towers = 5,
): SalesTally {
  const ventas = { total: 0, pedidos: 0 };
  const porCobrar = { total: 0, pedidos: 0 };
  const sold = orders.filter((o) => saleStatus(o) === 'venta').map((o) => o.torre_entrega);
  const porTorre = towerNumbers(towers, sold).map((torre) => ({ torre, ventas: 0, pedidos: 0 }));
  const porMetodo = { efectivo: 0, digital: 0 };
  for (const o of orders) {
    const status = saleStatus(o);
    if (status === 'por_cobrar') {
      porCobrar.total += o.total;
      porCobrar.pedidos += 1;
    }
    if (status !== 'venta') continue;
    ventas.total += o.total;
    ventas.pedidos += 1;
    const tower = porTorre.find((t) => t.torre === o.torre_entrega);
    if (tower) {
      tower.ventas += o.total;
      tower.pedidos += 1;
    }
    if (o.metodo_pago.trim().toUpperCase() === SALE_RULE.cashMethod) porMetodo.efectivo += o.total;
    else porMetodo.digital += o.total;
  }
  return { ventas, porCobrar, porTorre, porMetodo };
}

/** '$ 7.000 (1 pedido)': how every screen shows a sum of orders beside its count. */
export function tallyText(t: Tally): string {
  return `${formatCOP(t.total)} (${countOf(t.pedidos, ...NOUNS.pedido)})`;
}
