/**
 * Points movements as people read them (the resident's "Movimientos" and the admin's ficha).
 * The kinds are the ledger's (server/db/schema/loyalty.ts); an unknown one reads as a movement.
 */
const LEDGER_KIND_LABELS: Record<string, string> = {
  earned: 'Compra',
  redeemed: 'Canje',
  restored: 'Canje devuelto',
  adjusted: 'Ajuste de la tienda',
  compensacion: 'Compensación por demora',
  revertido: 'Entrega revertida',
  soporte: 'Compensación por tu caso',
};

/**
 * How a movement reads: its kind, and for a support case's credit the order it was about
 * ('Compensación por tu caso del pedido SUP-012', issue 40).
 */
export function ledgerKindLabel(kind: string, pedido?: string | null): string {
  if (kind === 'soporte' && pedido) return `Compensación por tu caso del pedido ${pedido}`;
  return LEDGER_KIND_LABELS[kind] ?? 'Movimiento';
}

/**
 * What counts toward "Acumulados" (the lifetime points) and so toward the level (issue 40): the
 * points purchases earned, and the owner's own adjustments in Usuarios, which correct that
 * record either way. Gifts — the late-delivery compensation and a support case's credit — add
 * to "Disponibles" only: a level rewards buying, not problems. Spending, canjes given back and
 * reverted deliveries never raise it (a reverted delivery takes its earned part back through
 * `ajuste_totales`). The database trigger of migration 0001 applies exactly this list; a test
 * (server/modules/points/level-rule.test.ts) holds the two together.
 */
export const LEVEL_LEDGER_KINDS = ['earned', 'adjusted'] as const;

export function countsTowardLevel(kind: string): boolean {
  return (LEVEL_LEDGER_KINDS as readonly string[]).includes(kind);
}

/** What one ledger row adds to the lifetime points. */
export function lifetimeDelta(row: { kind: string; puntos: number; ajuste_totales?: number }): number {
  return (countsTowardLevel(row.kind) ? row.puntos : 0) + (row.ajuste_totales ?? 0);
}

/** The sentence under "Acumulados" in the points sheet: the rule above, for people. */
export const LEVEL_RULE_TEXT =
  'Suman tus compras. Las compensaciones (por demora o por un caso de soporte) van solo a Disponibles.';

/** One row of a ledger shown to people. */
export interface LedgerMovementView {
  id: number;
  fecha: string;
  tipo: string;
  etiqueta: string;
  puntos: number;
  pedido: string | null;
  nota: string | null;
}
