import { sql } from 'drizzle-orm';
import { deliverySlots, findSlot, type SlotSettings, type TakenBySlot } from '../../../domain/scheduling/slots';
import { SCHEDULING_MESSAGES as M } from '../../../domain/scheduling/messages';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../http/errors';

/**
 * The first key of the per-slot advisory locks (the second is the slot's start in epoch minutes).
 * The two-integer keys never meet the one-integer ones the jobs and migrations take.
 */
const SLOT_LOCK_SPACE = 727_045;

/** A slot an order or payment holds: its start and end. */
export interface HeldSlot {
  inicio: Date;
  fin: Date;
}

/**
 * Places taken in every slot starting in [from, to): scheduled orders not cancelled, and pending
 * online payments that hold a place until they end (as they hold stock).
 */
export async function takenBySlot(db: DbOrTx, from: Date, to: Date): Promise<TakenBySlot> {
  const { rows } = await db.execute<{ inicio: string | Date; n: number | string }>(sql`
    select inicio, count(*)::int as n from (
      select entrega_programada_inicio as inicio from orders
        where entrega_programada_inicio >= ${from} and entrega_programada_inicio < ${to}
          and estado <> 'cancelado'
      union all
      select entrega_programada_inicio from payments
        where status = 'PENDING' and entrega_programada_inicio >= ${from}
          and entrega_programada_inicio < ${to}
    ) held group by inicio`);
  return new Map(rows.map((r) => [new Date(r.inicio).getTime(), Number(r.n)]));
}

/** Places taken in one slot (its indexes: orders_scheduled_slot_idx, payments_pending_slot_idx). */
async function placesTaken(tx: Tx, inicio: Date): Promise<number> {
  const { rows } = await tx.execute<{ n: number | string }>(sql`
    select (select count(*) from orders
              where entrega_programada_inicio = ${inicio} and estado <> 'cancelado')
         + (select count(*) from payments
              where status = 'PENDING' and entrega_programada_inicio = ${inicio}) as n`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Takes a place in the slot starting at `inicio` for the transaction's order or payment (issue
 * 45): the slot must be offered now (422 SLOT_UNAVAILABLE), and its count, read under the slot's
 * advisory lock held to the COMMIT, must leave a place (409 SLOT_FULL). Two residents racing for
 * the last place: the second reads the first's row once the first commits.
 */
export async function takeSlotPlace(
  tx: Tx,
  input: { inicio: string | Date; now: Date; settings: SlotSettings },
): Promise<HeldSlot> {
  const slot = findSlot(deliverySlots(input.now, input.settings), input.inicio);
  if (!slot) throw new AppError('SLOT_UNAVAILABLE', 422, M.slotUnavailable);
  const inicio = new Date(slot.inicio);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}::int, ${Math.floor(inicio.getTime() / 60_000)}::int)`,
  );
  if ((await placesTaken(tx, inicio)) >= input.settings.programacion.pedidos_por_franja) {
    throw new AppError('SLOT_FULL', 409, M.slotFull);
  }
  return { inicio, fin: new Date(slot.fin) };
}
