import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/row-mapping';
import { users } from '../../db/schema';
import { holdsPriorityRewardSql } from '../points/priority-reward.service';

type UserRow = typeof users.$inferSelect;

export interface LockedCustomer {
  user: UserRow;
  /** The order an earlier request with the same Idempotency-Key created, if any. */
  repeatedId: number | null;
  /** Whether they hold a priority reward to claim (read beside the lock: claimPriorityReward). */
  holdsPriority: boolean;
}

/**
 * An order's first statement: locks the customer's row (their checkouts run one after the other),
 * looks up the Idempotency-Key and whether a priority reward waits, in one query. Its values are
 * inlined (a checked integer, a literal quoted by node-postgres, an ISO timestamp), because a
 * statement without parameters travels in the same message as the transaction's BEGIN on
 * PostgreSQL (server/db/transaction-control.ts): one round trip for both (issue 16). An erased
 * account (DESIGN §8) is no customer: null, and the route, which checked only the token's
 * signature, refuses it; a trigger refuses an order that races the erasure.
 */
export async function lockCustomer(
  tx: Tx,
  userId: number,
  idempotencyKey: string | null,
  now: Date,
): Promise<LockedCustomer | null> {
  if (!Number.isSafeInteger(userId)) throw new Error(`invalid user id ${userId}`);
  const repeated =
    idempotencyKey === null
      ? 'null'
      : `(select o.id from orders o where o.user_id = ${userId} and o.idempotency_key = ${pg.escapeLiteral(idempotencyKey)})`;
  const { rows } = await tx.execute<Record<string, unknown>>(
    sql.raw(
      `select u.*, ${repeated} as repeated_order_id, ` +
        `${holdsPriorityRewardSql('u.id', now)} as holds_priority from users u ` +
        `where u.id = ${userId} and u.deleted_at is null for update of u`,
    ),
  );
  const row = rows[0];
  if (!row) return null;
  const { repeated_order_id: repeatedId, holds_priority: holdsPriority, ...user } = row;
  return {
    user: rowOf(users, user),
    repeatedId: repeatedId === null || repeatedId === undefined ? null : Number(repeatedId),
    holdsPriority: holdsPriority === true,
  };
}
