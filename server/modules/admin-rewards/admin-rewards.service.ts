import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  checkRewardValue,
  REWARD_MESSAGES,
  rewardKindOf,
  type AdminRewardRow,
} from '../../../domain/rewards';
import type { RewardActive, RewardCreate, RewardUpdate } from '../../../domain/schemas/admin-rewards';
import type { Db, DbOrTx } from '../../db/client';
import { redemptions, rewards } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { pgErrorOf } from '../points/redemptions.service';

/**
 * "Canjes" (issue 24): the administrator's list of rewards with how often each was redeemed, and
 * its writes. Every write locks the reward row (FOR UPDATE), so it waits for a canje holding the
 * row FOR SHARE (reward-catalog.service.ts) and the canje sees the change or comes before it.
 * A reward once redeemed is only ever deactivated, never deleted; canjes keep their own values.
 */

type RewardRow = typeof rewards.$inferSelect;
const DAY_MS = 86_400_000;

/** The audited shape of a reward (before/after in the trail). */
function auditView(row: RewardRow) {
  return {
    nombre: row.nombre,
    descripcion: row.descripcion,
    tipo: rewardKindOf(row),
    puntos: row.puntos_requeridos,
    valor: row.valor,
    activa: row.activo,
    orden: row.orden,
  };
}

/** GET /api/admin/recompensas: active first, then the residents' order; counts of canjes. */
export async function listAdminRewards(db: DbOrTx, now: Date): Promise<AdminRewardRow[]> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const rows = await db
    .select({
      ...getTableColumns(rewards),
      veces: sql<number>`count(${redemptions.id})::int`,
      recientes: sql<number>`(count(${redemptions.id}) filter (where ${redemptions.created_at} > ${since}))::int`,
    })
    .from(rewards)
    .leftJoin(redemptions, eq(redemptions.reward_id, rewards.id))
    .groupBy(rewards.id)
    .orderBy(desc(rewards.activo), asc(rewards.orden), asc(rewards.puntos_requeridos), asc(rewards.id));
  return rows.map((r) => toAdminRow(r, r.veces, r.recientes));
}

function toAdminRow(r: RewardRow, veces: number, recientes: number): AdminRewardRow {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    tipo: rewardKindOf(r),
    puntos: r.puntos_requeridos,
    valor: r.valor,
    activa: r.activo,
    orden: r.orden,
    veces_canjeada: Number(veces),
    canjes_30_dias: Number(recientes),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function countsOf(tx: DbOrTx, rewardId: number, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [row] = await tx
    .select({
      veces: sql<number>`count(*)::int`,
      recientes: sql<number>`(count(*) filter (where ${redemptions.created_at} > ${since}))::int`,
    })
    .from(redemptions)
    .where(eq(redemptions.reward_id, rewardId));
  return { veces: Number(row?.veces ?? 0), recientes: Number(row?.recientes ?? 0) };
}

/** Runs a write; a second active discount at the same points becomes 409, not 500. */
async function guarded<T>(puntos: () => number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'rewards_active_discount_points_unique') {
      throw new AppError('REWARD_DUPLICATE', 409, REWARD_MESSAGES.duplicateDiscount(puntos()));
    }
    throw error;
  }
}

async function lockReward(tx: DbOrTx, id: number): Promise<RewardRow> {
  const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
  if (!row) throw new AppError('REWARD_NOT_FOUND', 404, REWARD_MESSAGES.notFound);
  return row;
}

/** POST /api/admin/recompensas. */
export function createReward(db: Db, input: RewardCreate, adminId: number, now: Date) {
  return guarded(
    () => input.puntos,
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(rewards)
          .values({
            nombre: input.nombre,
            descripcion: input.descripcion ?? '',
            puntos_requeridos: input.puntos,
            valor: input.tipo === 'descuento' ? (input.valor ?? null) : null,
            efecto: input.tipo === 'prioridad' ? 'prioridad' : null,
            orden: input.orden ?? 0,
            activo: true,
            created_at: now,
            updated_at: now,
          })
          .returning();
        if (!row) throw new Error('reward insert returned no row');
        await recordAudit(tx, { adminId, action: 'reward.create', entity: 'reward', entityId: row.id, after: auditView(row) });
        return toAdminRow(row, 0, 0);
      }),
  );
}

/** PUT /api/admin/recompensas/{id}: name, text, points, value and order; the kind stays. */
export function updateReward(db: Db, id: number, input: RewardUpdate, adminId: number, now: Date) {
  return guarded(
    () => input.puntos,
    () =>
      db.transaction(async (tx) => {
        const before = await lockReward(tx, id);
        const value = checkRewardValue(rewardKindOf(before), input.puntos, input.valor);
        if (!value.ok) {
          throw new AppError('VALIDATION', 400, value.message, { valor: value.message });
        }
        const [row] = await tx
          .update(rewards)
          .set({
            nombre: input.nombre,
            descripcion: input.descripcion ?? '',
            puntos_requeridos: input.puntos,
            valor: value.value,
            orden: input.orden ?? before.orden,
            updated_at: now,
          })
          .where(eq(rewards.id, id))
          .returning();
        await recordAudit(tx, { adminId, action: 'reward.update', entity: 'reward', entityId: id, before: auditView(before), after: auditView(row!) });
        const counts = await countsOf(tx, id, now);
        return toAdminRow(row!, counts.veces, counts.recientes);
      }),
  );
}

/** PUT /api/admin/recompensas/{id}/activa: shown to residents or withdrawn; the same state is a no-op. */
export function setRewardActive(db: Db, id: number, input: RewardActive, adminId: number, now: Date) {
  let puntos = 0;
  return guarded(
    () => puntos,
    () =>
      db.transaction(async (tx) => {
        const before = await lockReward(tx, id);
        puntos = before.puntos_requeridos;
        let row = before;
        if (before.activo !== input.activa) {
          [row] = (await tx
            .update(rewards)
            .set({ activo: input.activa, updated_at: now })
            .where(eq(rewards.id, id))
            .returning()) as [RewardRow];
          await recordAudit(tx, {
            adminId,
            action: input.activa ? 'reward.activate' : 'reward.deactivate',
            entity: 'reward',
            entityId: id,
            before: { activa: before.activo },
            after: { activa: input.activa },
          });
        }
        const counts = await countsOf(tx, id, now);
        return toAdminRow(row, counts.veces, counts.recientes);
      }),
  );
}

/** DELETE /api/admin/recompensas/{id}: only a reward nobody ever redeemed (else 409: deactivate it). */
export function deleteReward(db: Db, id: number, adminId: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockReward(tx, id);
    if ((await countsOf(tx, id, now)).veces > 0) {
      throw new AppError('REWARD_REDEEMED', 409, REWARD_MESSAGES.deleteRedeemed);
    }
    await tx.delete(rewards).where(eq(rewards.id, id));
    await recordAudit(tx, { adminId, action: 'reward.delete', entity: 'reward', entityId: id, before: auditView(before) });
  });
}
