import { MESSAGES } from './messages';
import { formatCOP } from './money';
import { orderCode } from './orders';
import { err, ok, type Result } from './result';
import { DEFAULT_SETTINGS, type PointsRules } from './settings';

export const LEVELS = ['BRONCE', 'PLATA', 'ORO'] as const;
export type Level = (typeof LEVELS)[number];

/** Level rules (DESIGN §5), from lifetime points; the multiplier is kept in tenths so 1.2 × n floors exactly. */
export const LEVEL_RULES: Record<
  Level,
  { min: number; multiplierTenths: number; multiplicador: number }
> = {
  BRONCE: { min: 0, multiplierTenths: 10, multiplicador: 1.0 },
  PLATA: { min: 500, multiplierTenths: 12, multiplicador: 1.2 },
  ORO: { min: 1500, multiplierTenths: 15, multiplicador: 1.5 },
};

/** Points earning rules (customer spec §9). */
export const EARNING = {
  minimumSubtotal: 15_000,
  pesosPerPoint: 1000,
  bigOrderSubtotal: 100_000,
  bigOrderBonus: 50,
  levelBonus: { PLATA: { from: 50_000, bonus: 25 }, ORO: { from: 40_000, bonus: 50 } },
} as const;

/** The level for lifetime points; spending never lowers it. */
export function levelFor(puntosTotales: number, rules: PointsRules = DEFAULT_SETTINGS.puntos): Level {
  if (puntosTotales >= rules.oro_desde) return 'ORO';
  if (puntosTotales >= rules.plata_desde) return 'PLATA';
  return 'BRONCE';
}

/** A level's multiplier in tenths under `rules` (Bronce is always ×1,0). */
export function multiplierTenthsFor(level: Level, rules: PointsRules = DEFAULT_SETTINGS.puntos): number {
  if (level === 'ORO') return rules.multiplicador_oro;
  if (level === 'PLATA') return rules.multiplicador_plata;
  return 10;
}

/** The level table as `rules` set it: the lifetime points each level starts at, its multiplier. */
export function levelTable(
  rules: PointsRules = DEFAULT_SETTINGS.puntos,
): Record<Level, { min: number; multiplicador: number }> {
  return {
    BRONCE: { min: 0, multiplicador: 1 },
    PLATA: { min: rules.plata_desde, multiplicador: rules.multiplicador_plata / 10 },
    ORO: { min: rules.oro_desde, multiplicador: rules.multiplicador_oro / 10 },
  };
}

/** The level's multiplier as shown (1.0, 1.2, 1.5). */
export function multiplierFor(level: Level): number {
  return LEVEL_RULES[level].multiplicador;
}

/** A multiplier as people read it, the same on every screen (issue 22): 1.2 → '×1,2'. */
export function formatMultiplier(multiplier: number): string {
  return `×${multiplier.toFixed(1).replace('.', ',')}`;
}

/**
 * Points an order earns: nothing under 15.000 or with a redemption; else floor(subtotal/1000) × the
 * level multiplier, floored; +50 from 100.000; +25 PLATA from 50.000; +50 ORO from 40.000.
 */
export function pointsEarned(input: {
  subtotal: number;
  level: Level;
  usedRedemption: boolean;
  /** The shop's points settings; today's by default. */
  rules?: PointsRules;
}): number {
  const { subtotal, level, usedRedemption } = input;
  const rules = input.rules ?? DEFAULT_SETTINGS.puntos;
  if (usedRedemption || subtotal < EARNING.minimumSubtotal) return 0;
  const base = Math.floor(subtotal / rules.pesos_por_punto);
  let points = Math.floor((base * multiplierTenthsFor(level, rules)) / 10);
  if (subtotal >= EARNING.bigOrderSubtotal) points += EARNING.bigOrderBonus;
  if (level === 'PLATA' && subtotal >= EARNING.levelBonus.PLATA.from)
    points += EARNING.levelBonus.PLATA.bonus;
  if (level === 'ORO' && subtotal >= EARNING.levelBonus.ORO.from)
    points += EARNING.levelBonus.ORO.bonus;
  return points;
}

/** The redemption (canje) table: points → pesos off the order. */
export const REDEMPTION_OPTIONS = [
  { puntos: 50, valor: 500 },
  { puntos: 100, valor: 1000 },
  { puntos: 200, valor: 2200 },
  { puntos: 500, valor: 6000 },
] as const;

export type RedemptionPoints = (typeof REDEMPTION_OPTIONS)[number]['puntos'];
export const MIN_REDEMPTION_POINTS = 50;
/** An unused canje returns its points after this long (DESIGN §5). */
export const CANJE_TTL_HOURS = 24;

/** The peso value of a redemption option, or a refusal for any other amount. */
export function redemptionValue(points: number): Result<number, 'POINTS_INVALID_OPTION'> {
  const option = REDEMPTION_OPTIONS.find((o) => o.puntos === points);
  return option ? ok(option.valor) : err('POINTS_INVALID_OPTION', MESSAGES.points.invalidOption);
}

/** Checks a redemption against the available balance and returns its value. */
export function checkRedemption(
  points: number,
  available: number,
): Result<number, 'POINTS_INVALID_OPTION' | 'POINTS_INSUFFICIENT'> {
  const value = redemptionValue(points);
  if (!value.ok) return value;
  if (available < points) return err('POINTS_INSUFFICIENT', MESSAGES.points.insufficient);
  return value;
}

/** A discount option: points for pesos (the launch table, or the server's active rewards). */
export interface RedemptionOption {
  puntos: number;
  valor: number;
}

/**
 * The options the points box shows, disabled when the balance is short or a call is running.
 * `options` are the server's active discount rewards (issue 24); the launch table by default.
 */
export function redemptionChoices(
  available: number,
  busy = false,
  options: readonly RedemptionOption[] = REDEMPTION_OPTIONS,
) {
  return options.map((o) => ({
    puntos: o.puntos,
    valor: o.valor,
    valorTexto: formatCOP(o.valor),
    disabled: busy || available < o.puntos,
  }));
}

/** The fewest points any option costs (50 with the launch table); null without options. */
export function minimumRedemption(
  options: readonly RedemptionOption[] = REDEMPTION_OPTIONS,
): number | null {
  return options.length === 0 ? null : Math.min(...options.map((o) => o.puntos));
}

/** True when the redeem button may be used at all (the balance reaches the cheapest option). */
export function canRedeemAny(
  available: number,
  options: readonly RedemptionOption[] = REDEMPTION_OPTIONS,
): boolean {
  const min = minimumRedemption(options);
  return min !== null && available >= min;
}

/** True once an unused canje has waited its 24 hours. */
export function isCanjeExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= CANJE_TTL_HOURS * 3_600_000;
}

/** Canje code shown to the customer, e.g. 'CANJE-K7QM2X'; random in [0,1). */
export function canjeCode(random: () => number): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 6; i++)
    tail += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))];
  return `CANJE-${tail}`;
}

export interface LevelProgress {
  nivel: Level;
  multiplicador: number;
  siguienteNivel: Level | null;
  puntosSiguienteNivel: number | null;
  puntosFaltantes: number;
  /** 0–100, progress inside the current band toward the next level. */
  porcentaje: number;
}

/** Progress toward PLATA (500) and ORO (1500) for the points modal. */
export function levelProgress(puntosTotales: number): LevelProgress {
  const nivel = levelFor(puntosTotales);
  const next: Level | null = nivel === 'BRONCE' ? 'PLATA' : nivel === 'PLATA' ? 'ORO' : null;
  if (next === null) {
    return {
      nivel,
      multiplicador: multiplierFor(nivel),
      siguienteNivel: null,
      puntosSiguienteNivel: null,
      puntosFaltantes: 0,
      porcentaje: 100,
    };
  }
  const from = LEVEL_RULES[nivel].min;
  const to = LEVEL_RULES[next].min;
  const clamped = Math.max(from, puntosTotales);
  return {
    nivel,
    multiplicador: multiplierFor(nivel),
    siguienteNivel: next,
    puntosSiguienteNivel: to,
    puntosFaltantes: to - clamped,
    porcentaje: Math.floor(((clamped - from) * 100) / (to - from)),
  };
}

/** How a canje's state reads in "Tus canjes" (issue 15). */
export const REDEMPTION_STATE_LABELS: Record<string, string> = {
  activo: 'Disponible',
  usado: 'Usado en un pedido',
  cancelado: 'Cancelado (puntos devueltos)',
  expirado: 'Vencido (puntos devueltos)',
};

/** The state as it reads; a used canje names its order ('Usado en SUP-012') when it has one. */
export function redemptionStateLabel(
  estado: string,
  pedidoId?: number | null,
  obsequio = false,
): string {
  // A gift is handed over with an order and never expires (issue 41).
  if (obsequio && estado === 'activo') return 'Te lo llevamos con tu próximo pedido';
  if (obsequio && estado === 'usado' && pedidoId != null) return `Entregado con ${orderCode(pedidoId)}`;
  if (estado === 'usado' && pedidoId != null) return `Usado en ${orderCode(pedidoId)}`;
  return REDEMPTION_STATE_LABELS[estado] ?? estado;
}
