import { err, ok, type Result } from './result';
import { normalizeOrderState } from './orders';

/**
 * Taking back a delivery (issue 23): "Marcar entregado" is one tap, so the board offers
 * "Deshacer" for a few seconds and the detail "Revertir entrega" for an hour after it.
 */
export const DELIVERY_REVERT_WINDOW_MINUTES = 60;
/** How long the board's toast offers "Deshacer" after "Marcar entregado". */
export const DELIVERY_UNDO_TOAST_MS = 8_000;

export const DELIVERY_REVERT_MESSAGES = {
  notDelivered: 'Solo se puede revertir la entrega de un pedido entregado',
  windowPassed: `La entrega solo se puede revertir durante ${DELIVERY_REVERT_WINDOW_MINUTES} minutos después de marcarla`,
  reverted: 'Entrega revertida: el pedido volvió a En camino',
  ledgerNote: (credited: number, taken: number) =>
    taken === credited
      ? `Entrega revertida: se descontaron los ${credited} puntos que acreditó`
      : `Entrega revertida: acreditó ${credited} puntos y solo se descontaron ${taken} (el resto ya se había usado)`,
} as const;

export type DeliveryRevertRefusal = 'ORDER_NOT_DELIVERED' | 'DELIVERY_REVERT_EXPIRED';

/** Whether a delivery may still be reverted at `now`: delivered, and within the hour after. */
export function canRevertDelivery(
  order: { estado: string; fecha_entrega: Date | null },
  now: Date,
): Result<{ until: Date }, DeliveryRevertRefusal> {
  if (normalizeOrderState(order.estado) !== 'entregado' || !order.fecha_entrega)
    return err('ORDER_NOT_DELIVERED', DELIVERY_REVERT_MESSAGES.notDelivered);
  const until = revertDeadline(order.fecha_entrega);
  if (now.getTime() > until.getTime())
    return err('DELIVERY_REVERT_EXPIRED', DELIVERY_REVERT_MESSAGES.windowPassed);
  return ok({ until });
}

/** The last moment a delivery made at `deliveredAt` may be reverted. */
export function revertDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + DELIVERY_REVERT_WINDOW_MINUTES * 60_000);
}

export interface PointsTakeBack {
  /** Taken from the balance (never more than the balance holds). */
  taken: number;
  /** Credited by the delivery but already spent: recorded, not taken. */
  shortfall: number;
  /** Taken from the lifetime points (what the delivery earned; compensation never counted there). */
  lifetime: number;
}

/**
 * What a reverted delivery takes back: exactly what it credited (earned + compensation), but
 * never more than the balance, which stays ≥ 0; the lifetime points lose the earned part.
 */
export function pointsToTakeBack(input: {
  earned: number;
  compensation: number;
  balance: number;
}): PointsTakeBack {
  const credited = Math.max(0, input.earned) + Math.max(0, input.compensation);
  const taken = Math.min(credited, Math.max(0, input.balance));
  return { taken, shortfall: credited - taken, lifetime: Math.max(0, input.earned) };
}
