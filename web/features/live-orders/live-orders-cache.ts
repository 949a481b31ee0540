import type { ResidentOrderEvent } from '../../../domain/live-orders';
import type { OrderView } from '../../../domain/order-views';

/**
 * The history's cached orders with one pushed change applied: state, step, points and delivery
 * time of an order already listed (all a change can touch). A new order (or one not listed)
 * returns null: the caller reads the list again to get it whole.
 */
export function applyOrderEvent(
  orders: readonly OrderView[] | undefined,
  event: ResidentOrderEvent,
): OrderView[] | null {
  if (!orders) return null;
  const index = orders.findIndex((o) => o.id === event.pedido_id);
  if (index < 0) return null;
  const current = orders[index]!;
  // A reverted delivery (issue 23) takes its points and delivery time back with it.
  const reverted = current.estado === 'entregado' && event.estado === 'pendiente';
  // Events written before approvals existed lack it: the order keeps what it had.
  const aprobacion = event.aprobacion === undefined ? current.aprobacion : event.aprobacion;
  // A shop's cancellation carries its reason and where the money stands (issues 40, 41).
  const cancelacion = event.cancelacion === undefined ? current.cancelacion : event.cancelacion;
  const reembolso = refundAfter(current, event);
  const next: OrderView = reverted
    ? {
        ...current,
        estado: event.estado,
        etapa: event.etapa,
        puntos_compensacion: 0,
        puntos_ganados: null,
        fecha_entrega: null,
        aprobacion,
        cancelacion,
        reembolso,
      }
    : {
        ...current,
        estado: event.estado,
        etapa: event.etapa,
        puntos_compensacion: Math.max(current.puntos_compensacion, event.puntos_compensacion),
        puntos_ganados: event.puntos_ganados > 0 ? event.puntos_ganados : current.puntos_ganados,
        fecha_entrega: event.fecha_entrega ?? current.fecha_entrega,
        aprobacion,
        cancelacion,
        reembolso,
      };
  return orders.map((o, i) => (i === index ? next : o));
}

/** The order's refund after an event: a new state names the whole order's total. */
function refundAfter(current: OrderView, event: ResidentOrderEvent): OrderView['reembolso'] {
  const estado = event.reembolso_estado;
  if (estado !== 'pendiente' && estado !== 'anulado' && estado !== 'realizado') return current.reembolso;
  if (current.reembolso?.estado === estado) return current.reembolso;
  // 'realizado' names a day and a reference the event does not carry: the list's next read does.
  return { estado, monto: current.total, fecha: null, referencia: null };
}

/**
 * The orders the tracker follows, newest first: every one still pending (each on its own card),
 * and a finished one the tracker saw pending, until the resident hides it.
 */
export function trackedOrders(
  orders: readonly OrderView[] | undefined,
  watched: ReadonlySet<number>,
  dismissed: ReadonlySet<number>,
): OrderView[] {
  if (!orders) return [];
  return orders.filter(
    (o) => !dismissed.has(o.id) && (o.estado === 'pendiente' || watched.has(o.id)),
  );
}

/**
 * Whether an order pending in `before` is cancelled in `after`: its canje (and points) came back
 * to the resident, so the points reads are stale (issue 22). Cancelled by the resident, by the
 * shop, or a payment reversed: seen the same way, through the orders list.
 */
export function someOrderCancelled(
  before: readonly OrderView[] | undefined,
  after: readonly OrderView[] | undefined,
): boolean {
  if (!before || !after) return false;
  const pending = new Set(before.filter((o) => o.estado === 'pendiente').map((o) => o.id));
  return after.some((o) => o.estado === 'cancelado' && pending.has(o.id));
}

/** Whether a delivered order in `before` is pending again in `after`: its points went back. */
export function someDeliveryReverted(
  before: readonly OrderView[] | undefined,
  after: readonly OrderView[] | undefined,
): boolean {
  if (!before || !after) return false;
  const delivered = new Set(before.filter((o) => o.estado === 'entregado').map((o) => o.id));
  return after.some((o) => o.estado === 'pendiente' && delivered.has(o.id));
}

/**
 * Whether an order of `after` carries points it did not in `before`: a delivery's earned points
 * or its late compensation (issue 40). However the list learnt it — the stream, a poll while the
 * stream was down, the read after a reconnection — the header's points follow.
 */
export function somePointsCredited(
  before: readonly OrderView[] | undefined,
  after: readonly OrderView[] | undefined,
): boolean {
  if (!before || !after) return false;
  const earlier = new Map(before.map((o) => [o.id, o]));
  return after.some((o) => {
    const was = earlier.get(o.id);
    if (!was) return false;
    return (
      o.puntos_compensacion > was.puntos_compensacion ||
      (o.puntos_ganados ?? 0) > (was.puntos_ganados ?? 0)
    );
  });
}
