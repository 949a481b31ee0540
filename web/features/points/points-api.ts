import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client';
import type { Level } from '../../../domain/points';
import type { LedgerMovementView } from '../../../domain/points-ledger';
import type { DiscountOption } from '../../../domain/rewards';

/** A points redemption (canje) with its discount (customer spec §3 "Redemption"). */
export interface Canje {
  codigo: string;
  puntos_usados: number;
  valor_descuento: number;
  expira_en?: string;
}

/** GET /api/puntos/usuario. */
export interface PointsSummary {
  puntos_disponibles: number;
  puntos_totales: number;
  nivel: Level;
  multiplicador: number;
  canjes_activos?: Canje[];
  /** The active discount rewards (issue 24); absent from an older server: the launch table. */
  opciones_canje?: DiscountOption[];
  /** The latest 20 movements (issue 24: a shop adjustment shows its reason). */
  movimientos?: LedgerMovementView[];
}

/** GET /api/recompensas/disponibles. */
export interface Reward {
  id: number;
  nombre: string;
  descripcion?: string | null;
  puntos_requeridos: number;
  alcanzable?: boolean;
}

/** The key every points read starts with: the balance, "Tus canjes" and the rewards. */
export const POINTS_KEY = ['points'] as const;

/**
 * The resident's points changed on the server (an order used a canje, an order was cancelled and
 * its canje restored, a delivery credited points): every points read is read again, now if on
 * screen, else on its next use.
 */
export function refreshPoints(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: POINTS_KEY });
}

export const pointsSummaryQuery = queryOptions({
  queryKey: ['points', 'summary'],
  queryFn: ({ signal }) =>
    apiRequest<PointsSummary>('GET', '/api/puntos/usuario', undefined, { signal }),
});

/** One canje of GET /api/puntos/canjes (issue 15). */
export interface RedemptionRecord {
  codigo: string;
  puntos_usados: number;
  valor_descuento: number;
  estado: string;
  /** When it was redeemed (ISO). */
  fecha: string;
  usado_en?: string | null;
  recompensa?: string | null;
  /** The order that used it, when one did. */
  pedido_id?: number | null;
  /** A gift handed over with an order (issue 41). */
  obsequio?: boolean;
  /** A "Domicilio prioritario" canje (issue 40). */
  prioridad?: boolean;
  /** When the canje lapses (ISO, 24 h after it). */
  expira_en?: string;
}

/**
 * Issue 40: the resident holds a "Domicilio prioritario" their next order will take (decision
 * 0009: unused and under 24 h, as the server's claimPriorityReward picks it).
 */
export function holdsPriorityReward(canjes: readonly RedemptionRecord[], now: Date): boolean {
  return canjes.some(
    (c) =>
      c.prioridad === true &&
      c.estado === 'activo' &&
      !c.pedido_id &&
      (!c.expira_en || new Date(c.expira_en).getTime() > now.getTime()),
  );
}

export const redemptionsQuery = queryOptions({
  queryKey: ['points', 'canjes'],
  queryFn: async ({ signal }) => {
    const body = await apiRequest<{ canjes?: RedemptionRecord[] }>(
      'GET',
      '/api/puntos/canjes',
      undefined,
      { signal },
    );
    return Array.isArray(body?.canjes) ? body.canjes : [];
  },
});

export const rewardsQuery = queryOptions({
  queryKey: ['points', 'rewards'],
  queryFn: async ({ signal }) => {
    const body = await apiRequest<unknown>('GET', '/api/recompensas/disponibles', undefined, {
      signal,
    });
    return Array.isArray(body) ? (body as Reward[]) : [];
  },
});

export interface RedeemAnswer {
  success?: boolean;
  canje?: Canje;
  puntos_disponibles?: number;
  message?: string;
}

export function redeemPoints(puntos: number): Promise<RedeemAnswer> {
  return apiRequest<RedeemAnswer>('POST', '/api/puntos/canjear', { puntos_a_canjear: puntos });
}

export function cancelCanje(
  codigo: string,
): Promise<{ puntos_disponibles?: number; message?: string }> {
  return apiRequest('POST', '/api/puntos/cancelar-canje', { codigo_canje: codigo });
}

export function redeemReward(reward: Reward): Promise<RedeemAnswer> {
  return apiRequest<RedeemAnswer>('POST', '/api/canjes/crear', {
    recompensa_id: reward.id,
    puntos_usados: reward.puntos_requeridos,
  });
}
