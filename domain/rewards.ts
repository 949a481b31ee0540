import { BUSINESS } from './business';
import { formatCOP } from './money';
import { REDEMPTION_OPTIONS } from './points';
import { err, ok, type Result } from './result';

/**
 * Rewards (canjes) as the owner manages them (issue 24). A reward is one of three kinds, read
 * from its row: a discount (`valor` pesos off one order), the priority delivery (`efecto`
 * 'prioridad', decision 0009), or a gift the shop hands over (no automatic effect).
 */
export const REWARD_KINDS = ['descuento', 'prioridad', 'obsequio'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const REWARD_KIND_LABELS: Record<RewardKind, string> = {
  descuento: 'Descuento en el pedido',
  prioridad: 'Domicilio prioritario',
  obsequio: 'Obsequio',
};

/** The kind a stored row has: `valor` set → discount; `efecto` 'prioridad' → priority. */
export function rewardKindOf(row: { valor: number | null; efecto: string | null }): RewardKind {
  if (row.valor !== null) return 'descuento';
  if (row.efecto === 'prioridad') return 'prioridad';
  return 'obsequio';
}

/**
 * Limits of the admin form. A point is earned per $1.000 spent (customer spec §9), so a point
 * worth more than $50 would hand back over 5 % of every purchase; and a discount above the
 * digital minimum order ($20.000) could cover a whole minimum order.
 */
export const REWARD_LIMITS = {
  nombre: { max: 60 },
  descripcion: { max: 200 },
  puntos: { min: 1, max: 100_000 },
  orden: { min: 0, max: 999 },
  maxPesosPerPoint: 50,
  maxValor: BUSINESS.minimumOrder.digital,
} as const;

export const REWARD_MESSAGES = {
  nombreRequired: 'Escribe el nombre de la recompensa',
  puntosInvalid: `Los puntos deben ser un número entero entre 1 y ${REWARD_LIMITS.puntos.max.toLocaleString('es-CO')}`,
  ordenInvalid: `El orden debe ser un número entero entre 0 y ${REWARD_LIMITS.orden.max}`,
  kindInvalid: 'Elige el tipo: descuento, domicilio prioritario u obsequio',
  valorRequired: 'Escribe el valor del descuento en pesos',
  valorInvalid: 'El valor del descuento debe ser un número entero de pesos mayor que 0',
  valorOnlyDiscount: 'Solo un descuento lleva valor en pesos',
  valorAboveMinimum: `El descuento no puede pasar de ${formatCOP(REWARD_LIMITS.maxValor)} (el pedido mínimo con pago digital)`,
  valorPerPoint: (puntos: number, max: number) =>
    `Un punto vale como máximo ${formatCOP(REWARD_LIMITS.maxPesosPerPoint)}: por ${puntos.toLocaleString('es-CO')} puntos el descuento puede ser de hasta ${formatCOP(max)}`,
  activaInvalid: 'Indica si la recompensa queda activa o inactiva',
  notFound: 'No encontramos esa recompensa',
  duplicateDiscount: (puntos: number) =>
    `Ya hay un descuento activo por ${puntos.toLocaleString('es-CO')} puntos. Desactívalo o cambia los puntos.`,
  deleteRedeemed:
    'Esta recompensa ya se canjeó: no se puede eliminar. Desactívala para que nadie más la vea.',
  created: 'Recompensa creada',
  updated: 'Recompensa guardada',
  activated: 'Recompensa activada: los residentes ya la ven',
  deactivated: 'Recompensa desactivada: los residentes ya no la ven',
  deleted: 'Recompensa eliminada',
  loadError: 'No pudimos cargar las recompensas',
  saveError: 'No pudimos guardar la recompensa',
  /** To the resident: the reward was deactivated after their list loaded. */
  inactive: 'Esta recompensa ya no está disponible. Actualiza la lista y elige otra.',
} as const;

/** The highest discount `puntos` may buy: $50 a point, never above the digital minimum. */
export function maxDiscountFor(puntos: number): number {
  return Math.min(REWARD_LIMITS.maxValor, puntos * REWARD_LIMITS.maxPesosPerPoint);
}

/** Checks a reward's value against its kind and points; a discount's value is required. */
export function checkRewardValue(
  kind: RewardKind,
  puntos: number,
  valor: number | undefined | null,
): Result<number | null, 'REWARD_VALUE'> {
  if (kind !== 'descuento') {
    return valor == null ? ok(null) : err('REWARD_VALUE', REWARD_MESSAGES.valorOnlyDiscount);
  }
  if (valor == null) return err('REWARD_VALUE', REWARD_MESSAGES.valorRequired);
  if (valor > REWARD_LIMITS.maxValor) return err('REWARD_VALUE', REWARD_MESSAGES.valorAboveMinimum);
  const max = maxDiscountFor(puntos);
  if (valor > max) return err('REWARD_VALUE', REWARD_MESSAGES.valorPerPoint(puntos, max));
  return ok(valor);
}

/** One reward in the admin's list (GET /api/admin/recompensas). */
export interface AdminRewardRow {
  id: number;
  nombre: string;
  descripcion: string;
  tipo: RewardKind;
  puntos: number;
  valor: number | null;
  activa: boolean;
  orden: number;
  /** Canjes ever made of it (whatever became of them). */
  veces_canjeada: number;
  /** Canjes in the last 30 days. */
  canjes_30_dias: number;
  created_at: string;
  updated_at: string;
}

/** A discount option as the resident's points box shows it. */
export interface DiscountOption {
  id: number;
  nombre: string;
  puntos: number;
  valor: number;
}

/**
 * The discount rewards migration 0018 inserts: the launch table (REDEMPTION_OPTIONS, customer
 * spec §5) as rows. Tests put them back after emptying the database, as a new shop has them.
 */
export const LAUNCH_DISCOUNT_REWARDS = REDEMPTION_OPTIONS.map((o, i) => ({
  nombre: `Descuento de $${o.valor.toLocaleString('es-CO')}`,
  descripcion: '',
  puntos_requeridos: o.puntos,
  valor: o.valor,
  orden: i + 1,
}));
