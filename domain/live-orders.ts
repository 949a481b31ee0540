/**
 * Rules of a resident's live order (issue 13, DESIGN §8): the step inside 'pendiente', the
 * 20-minute promise and its compensation, and the handoff choice. Pure: the server decides with
 * them, the tracker and the dashboard read the same rule.
 */
import type { CancellationView } from './cancel-reasons';
import type { ApprovalState } from './order-approval';
import type { CaseNotice } from './support/notices';
import type { MissingEventFacts } from './missing-items/questions';
import { normalizeOrderState } from './orders';
import { DEFAULT_SETTINGS, type DeliveryRules } from './settings';

export const ORDER_STAGES = ['recibido', 'en_camino'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  recibido: 'Recibido',
  en_camino: 'En camino',
};

export const HANDOFF_MODES = ['apartamento', 'porteria'] as const;
export type HandoffMode = (typeof HANDOFF_MODES)[number];

export const HANDOFF_LABELS: Record<HandoffMode, string> = {
  apartamento: 'Subir al apartamento',
  porteria: 'Dejar en portería',
};

/** How people read an order's handoff: 'Subir al apartamento', 'Dejar en portería (recibe Ana)'. */
export function handoffText(order: { entrega_modo: HandoffMode; recibe: string | null }): string {
  const label = HANDOFF_LABELS[order.entrega_modo];
  return order.entrega_modo === 'porteria' && order.recibe ? `${label} (recibe ${order.recibe})` : label;
}

/** Longest name of who receives at the gatehouse. */
export const RECIBE_MAX = 60;

const promiseMs = (rules: DeliveryRules) => rules.promesa_minutos * 60_000;

/**
 * When the promise says the order arrives: creation + the promise (20 minutes by default), or,
 * for a scheduled order (issue 45), the end of its slot.
 */
export function expectedArrival(
  createdAt: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
  slotEnd: Date | null = null,
): Date {
  return slotEnd ?? new Date(createdAt.getTime() + promiseMs(rules));
}

/**
 * Delivered after the promise (expectedArrival). The dashboard's on-time share is the complement
 * (delivered at or before it), computed in SQL with the same bound
 * (server/modules/scheduling/promise.sql.ts).
 */
export function isLateDelivery(
  createdAt: Date,
  deliveredAt: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
  slotEnd: Date | null = null,
): boolean {
  return deliveredAt.getTime() > expectedArrival(createdAt, rules, slotEnd).getTime();
}

/** Points a delivery at `deliveredAt` owes the resident: the configured amount when late, else 0. */
export function lateCompensationPoints(
  createdAt: Date,
  deliveredAt: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
  slotEnd: Date | null = null,
): number {
  return isLateDelivery(createdAt, deliveredAt, rules, slotEnd) ? rules.compensacion_puntos : 0;
}

/** A resident may cancel while the order is pending and not yet on its way (DESIGN §8). */
export function residentMayCancel(order: { estado: string; etapa: string }): boolean {
  return normalizeOrderState(order.estado) === 'pendiente' && order.etapa === 'recibido';
}

/**
 * The stage a move to `to` starts from: 'en_camino' leaves from 'recibido', and going back to
 * 'recibido' (an "En camino" tapped by mistake, issue 41) from 'en_camino'.
 */
export function stageBefore(to: OrderStage): OrderStage {
  return to === 'en_camino' ? 'recibido' : 'en_camino';
}

/** A pending order moves between its two stages, one step at a time, either way. */
export function canAdvanceStage(order: { estado: string; etapa: string }, to: OrderStage): boolean {
  return normalizeOrderState(order.estado) === 'pendiente' && order.etapa === stageBefore(to);
}

export interface TrackerClock {
  /** Whole minutes since the order was placed (never negative). */
  minutesSince: number;
  /** Whole minutes to the expected arrival, rounded up; 0 once it passed. */
  minutesLeft: number;
  /** Past the expected arrival and still pending: "un poco demorado". */
  overdue: boolean;
}

/** The tracker's reading of a pending order at `now`. */
export function trackerClock(
  createdAt: Date,
  now: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
  slotEnd: Date | null = null,
): TrackerClock {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  const left = expectedArrival(createdAt, rules, slotEnd).getTime() - now.getTime();
  return {
    minutesSince: Math.floor(elapsed / 60_000),
    minutesLeft: left > 0 ? Math.ceil(left / 60_000) : 0,
    overdue: left < 0,
  };
}

/** One frame of the resident's stream GET /api/eventos (`event: pedido`), their own orders only. */
export interface ResidentOrderEvent {
  /** 'caso': the shop acted on a support case of this order (issue 40); `caso` says what. */
  /** 'programado': its preparation started; 'franja': its slot changed (issue 45). */
  evento: 'nuevo' | 'estado' | 'etapa' | 'caso' | 'programado' | 'franja' | 'faltante';
  pedido_id: number;
  codigo: string;
  estado: 'pendiente' | 'entregado' | 'cancelado';
  etapa: OrderStage;
  /** When the order was placed (ISO); null for events written before the tracker existed. */
  fecha: string | null;
  total: number;
  puntos_compensacion: number;
  /** Points the delivery earned (0 until delivered). */
  puntos_ganados: number;
  fecha_entrega: string | null;
  /** Held for the owner's approval (issue 46); absent in events written before it. */
  aprobacion?: ApprovalState | null;
  /** The resident cancelled it themselves (they need no notice). */
  por_residente?: boolean;
  /** The shop's reason for cancelling it (issue 41); absent before reasons existed. */
  cancelacion?: CancellationView | null;
  /** The refund's state of a cancelled paid order, as the event knew it. */
  reembolso_estado?: string | null;
  caso?: CaseNotice;
  /** evento 'faltante' (issue 44): what happened to a missing product; 'abierta' asks. */
  faltante?: MissingEventFacts;
  /** A scheduled order's slot, ISO instants (issue 45): the "va en camino" toast names it. */
  entrega_programada?: { inicio: string; fin: string } | null;
}
