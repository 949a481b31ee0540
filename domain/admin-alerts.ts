/**
 * Rules of the admin's order alerts (issue 24): when an active order is late, its countdown to the
 * delivery promise (the settings' `entrega.promesa_minutos`, issue 26), the board's order, the
 * Entregas entry's counts and the tab title's count. One clock reads them all (the caller's
 * `now`) and one promise (the caller's settings), so the header, the menu and the cards agree.
 */
import { DEFAULT_SETTINGS, type DeliveryRules } from './settings';

type PromiseRule = Pick<DeliveryRules, 'promesa_minutos'>;
const promiseMs = (rules: PromiseRule) => rules.promesa_minutos * 60_000;
const DEFAULT_PROMISE: PromiseRule = DEFAULT_SETTINGS.entrega;

interface ActiveLike {
  estado: string;
  /** When the order was placed (ISO). */
  fecha: string;
  /** A scheduled order's slot (issue 45): its end is the promise. */
  entrega_programada?: { fin: string } | null;
}

const isActive = (order: { estado: string }) =>
  order.estado === 'pendiente' || order.estado === 'pendiente_efectivo';

/** Milliseconds left to the promise (negative once it passed): a scheduled order's is its slot's end (`fin`). */
export function promiseLeftMs(
  fecha: string,
  now: Date,
  rules: PromiseRule = DEFAULT_PROMISE,
  fin: string | null = null,
): number {
  const deadline = fin === null ? new Date(fecha).getTime() + promiseMs(rules) : new Date(fin).getTime();
  return deadline - now.getTime();
}

/**
 * Active and past the promise, to the millisecond (as the server's count: placed before
 * now − promise), so a card turns red the same second the header counts it.
 */
export function isLateAt(
  order: ActiveLike,
  now: Date,
  rules: PromiseRule = DEFAULT_PROMISE,
): boolean {
  return isActive(order) && promiseLeftMs(order.fecha, now, rules, order.entrega_programada?.fin ?? null) < 0;
}

/** The card's countdown: "Faltan 6 min" up to the promise, then "Atrasado 3 min". */
export function countdownLabel(
  fecha: string,
  now: Date,
  rules: PromiseRule = DEFAULT_PROMISE,
  fin: string | null = null,
): string {
  const left = promiseLeftMs(fecha, now, rules, fin);
  // Never more than the promise itself: a clock a few seconds ahead of the server's must not
  // read "Faltan 21 min" on a 20-minute promise. A slot's end may be hours away (issue 45).
  const cap = fin === null ? rules.promesa_minutos : Number.POSITIVE_INFINITY;
  if (left >= 0) return `Faltan ${Math.min(cap, Math.ceil(left / 60_000))} min`;
  return `Atrasado ${Math.ceil(-left / 60_000)} min`;
}

export function lateCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'atrasado' : 'atrasados'}`;
}

export function newCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'nuevo' : 'nuevos'}`;
}

/** "3 pedidos nuevos" for the frozen (manual) board's button. */
export function newOrdersLabel(n: number): string {
  return `${n} ${n === 1 ? 'pedido nuevo' : 'pedidos nuevos'}`;
}

/** What the Entregas entry adds to its name: ", 2 nuevos, 1 atrasado" (empty when nothing). */
export function deliveriesEntrySuffix(nuevos: number, atrasados: number): string {
  const parts: string[] = [];
  if (nuevos > 0) parts.push(newCountLabel(nuevos));
  if (atrasados > 0) parts.push(lateCountLabel(atrasados));
  return parts.map((p) => `, ${p}`).join('');
}

/** The tab title with the count of unseen new orders in front: '(2) Inventario · …', once. */
export function titleWithCount(title: string, count: number): string {
  const plain = title.replace(/^\(\d+\)\s*/, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
}

/**
 * The board's order: active orders first, those waiting for the owner's approval on top (nothing
 * else can move them, issue 46), then the late ones, then the priority ones, each group oldest
 * first (the one waiting longest is served first); then the closed orders in the order they came
 * (newest first from the server).
 */
export function boardOrder<
  T extends ActiveLike & { id: number; prioritario?: boolean; aprobacion?: string | null },
>(rows: readonly T[], now: Date, rules: PromiseRule = DEFAULT_PROMISE): T[] {
  const rank = (o: T) =>
    o.aprobacion === 'pendiente' ? 0 : isLateAt(o, now, rules) ? 1 : o.prioritario ? 2 : 3;
  const active = rows
    .filter(isActive)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        new Date(a.fecha).getTime() - new Date(b.fecha).getTime() ||
        a.id - b.id,
    );
  return [...active, ...rows.filter((o) => !isActive(o))];
}

/** Ids of the late orders among `rows` at `now`. */
export function lateIds(
  rows: readonly (ActiveLike & { id: number })[],
  now: Date,
  rules: PromiseRule = DEFAULT_PROMISE,
): Set<number> {
  return new Set(rows.filter((o) => isLateAt(o, now, rules)).map((o) => o.id));
}

/** Orders late now that were not late at the previous reading: each one sounds once. */
export function turnedLate(previous: ReadonlySet<number>, current: ReadonlySet<number>): number[] {
  return [...current].filter((id) => !previous.has(id));
}
