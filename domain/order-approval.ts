import type { OrderSize } from './order-limits';
import type { OrderLimits } from './settings';

/**
 * An unusual cash order waits for the owner (issue 46): it is created as any other (its stock
 * taken, so nothing is oversold meanwhile) but cannot go out until the owner approves it. A
 * rejection cancels it through the usual path. Digital orders are paid already: never held.
 */
export const APPROVAL_STATES = ['pendiente', 'aprobado', 'rechazado'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Whether a new cash order is held: its subtotal or the units of one product reach a threshold. */
export function needsOwnerApproval(
  order: OrderSize,
  limits: Pick<OrderLimits, 'revision_desde_valor' | 'revision_desde_unidades'>,
): boolean {
  return (
    order.subtotal >= limits.revision_desde_valor ||
    order.lines.some((l) => l.unidades >= limits.revision_desde_unidades)
  );
}

/**
 * Whether the order still waits for the owner: then it may not go out nor be delivered. One the
 * resident cancelled meanwhile keeps its mark but waits for nothing.
 */
export function isAwaitingApproval(order: { estado: string; aprobacion?: ApprovalState | null }): boolean {
  return order.aprobacion === 'pendiente' && (order.estado === 'pendiente' || order.estado === 'pendiente_efectivo');
}

export const APPROVAL_MESSAGES = {
  /** What the resident reads while the order is held. */
  waiting: 'Esperando confirmación de la tienda',
  /** The reason the resident reads once the shop rejected it. */
  rejected: 'La tienda no pudo aceptar este pedido',
  /** The board's badge and what its owner is asked. */
  badge: 'Por aprobar',
  boardHint: 'Pedido grande en efectivo: revísalo antes de alistarlo.',
  approve: 'Aprobar',
  reject: 'Rechazar',
  rejectTitle: (codigo: string) => `¿Rechazar el pedido ${codigo}?`,
  rejectBody:
    'Se cancela: vuelven el inventario, el código promocional y los puntos, y el residente lee "La tienda no pudo aceptar este pedido".',
  rejectConfirm: 'Sí, rechazar',
  keep: 'Volver',
  approved: (codigo: string) => `Pedido ${codigo} aprobado`,
  rejectedDone: (codigo: string) => `Pedido ${codigo} rechazado`,
  /** 409s. */
  notAwaiting: 'Este pedido no está esperando aprobación',
  heldNoAdvance: 'Aprueba este pedido antes de enviarlo o entregarlo',
} as const;
