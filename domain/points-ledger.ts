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
};

export function ledgerKindLabel(kind: string): string {
  return LEDGER_KIND_LABELS[kind] ?? 'Movimiento';
}

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
