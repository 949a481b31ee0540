import { desc, eq } from 'drizzle-orm';
import { orderCode } from '../../../domain/orders';
import { ledgerKindLabel, type LedgerMovementView } from '../../../domain/points-ledger';
import type { DbOrTx } from '../../db/client';
import { pointsLedger } from '../../db/schema';

const RECENT_MOVEMENTS = 30;

/** A person's latest points movements, newest first, labelled for people. */
export async function ledgerMovements(
  db: DbOrTx,
  userId: number,
  limit = RECENT_MOVEMENTS,
): Promise<LedgerMovementView[]> {
  const rows = await db
    .select({
      id: pointsLedger.id,
      kind: pointsLedger.kind,
      puntos: pointsLedger.puntos,
      order_id: pointsLedger.order_id,
      note: pointsLedger.note,
      created_at: pointsLedger.created_at,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.user_id, userId))
    .orderBy(desc(pointsLedger.created_at), desc(pointsLedger.id))
    .limit(limit);
  return rows.map((r) => {
    const pedido = r.order_id === null ? null : orderCode(r.order_id);
    // A case's credit names its order in its label (issue 40), so the code is not repeated.
    const named = r.kind === 'soporte';
    return {
      id: r.id,
      fecha: r.created_at.toISOString(),
      tipo: r.kind,
      etiqueta: ledgerKindLabel(r.kind, pedido),
      puntos: r.puntos,
      pedido: named ? null : pedido,
      // Only an adjustment's or a case credit's note is written for the resident.
      nota: r.kind === 'adjusted' || named ? r.note : null,
    };
  });
}
