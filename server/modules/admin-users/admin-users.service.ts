import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACCENTED, foldText, PLAIN } from '../../../domain/admin-panel';
import type { AdminUserRow } from '../../../domain/admin-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import type { Database, DbOrTx } from '../../db/client';
import { authFactors, orders, users, type UserRole } from '../../db/schema';
import { AppError } from '../../http/errors';
import { endSessionsOf } from '../auth/sessions.service';
import { recordAudit } from '../admin-audit/admin-audit.service';

const fold = (column: SQLWrapper) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

// Written out: inside a selection drizzle leaves columns unqualified, and `id` would mean orders.id.
const orderCount = sql<number>`(select count(*)::int from ${orders} o where o.user_id = "users"."id")`;
const hasPasskey = sql<boolean>`exists (select 1 from ${authFactors} f where f.user_id = "users"."id" and f.kind = 'passkey' and f.confirmed_at is not null)`;

function rowOf(r: {
  id: number;
  nombre: string;
  email: string;
  rol: string;
  created_at: Date;
  pedidos: number;
  llave: boolean;
  unico?: boolean;
}): AdminUserRow {
  return {
    id: r.id,
    nombre: r.nombre,
    email: r.email,
    rol: r.rol === 'customer' ? 'cliente' : (r.rol as AdminUserRow['rol']),
    fecha_registro: r.created_at.toISOString(),
    pedidos: Number(r.pedidos),
    llave_de_acceso: r.llave === true,
    unico_administrador: r.unico === true,
  };
}

const columns = {
  id: users.id,
  nombre: users.nombre,
  email: users.email,
  rol: users.rol,
  created_at: users.created_at,
  pedidos: orderCount,
  llave: hasPasskey,
  // Issue 41: the last administrator's row says so, so "Cambiar rol" offers no demotion.
  unico: sql<boolean>`"users"."rol" = 'admin' and (select count(*) from ${users} a where a.rol = 'admin' and a.deleted_at is null) = 1`,
};

/** The user list, newest first, searched without case or accents on name, e-mail and cédula. */
export async function listAdminUsers(
  db: DbOrTx,
  input: { q?: string; afterId?: number; limit: number },
): Promise<AdminUserRow[]> {
  // Erased accounts (DESIGN §8) are no one any more: they stay only behind their orders.
  const where: SQL[] = [sql`${users.deleted_at} is null`];
  const q = input.q ? foldText(input.q) : '';
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      sql`${fold(users.nombre)} like ${like}`,
      sql`${fold(users.email)} like ${like}`,
      sql`${users.cedula} like ${like}`,
    );
    if (match) where.push(match);
  }
  if (input.afterId !== undefined) {
    where.push(
      sql`(${users.created_at}, ${users.id}) < (select u2.created_at, u2.id from ${users} u2 where u2.id = ${input.afterId})`,
    );
  }
  const rows = await db
    .select(columns)
    .from(users)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(input.limit);
  return rows.map(rowOf);
}

/**
 * Promotes or demotes a user. The last administrator cannot be demoted: the admins are locked
 * in the same transaction, so two demotions at once cannot both pass the check.
 */
export async function changeUserRole(
  database: Database,
  input: { adminId: number; userId: number; rol: 'admin' | 'encargado' | 'repartidor' | 'cliente' },
  now: Date = new Date(),
): Promise<{ row: AdminUserRow; endedSessions: string[] }> {
  return database.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.rol, 'admin'))
      .for('update');
    const [target] = await tx
      .select({ id: users.id, rol: users.rol })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!target) throw new AppError('USER_NOT_FOUND', 404, ADMIN_MESSAGES.adminOps.userNotFound);
    const rol: UserRole = input.rol === 'cliente' ? 'customer' : input.rol;
    if (target.rol === 'admin' && rol !== 'admin' && admins.length <= 1) {
      throw new AppError('LAST_ADMIN', 409, ADMIN_MESSAGES.adminOps.lastAdmin);
    }
    let endedSessions: string[] = [];
    if (target.rol !== rol) {
      await tx.update(users).set({ rol }).where(eq(users.id, input.userId));
      // A new role is a new set of keys: whatever the person had open ends now (issue 39).
      endedSessions = await endSessionsOf(tx, input.userId, 'cambio_de_rol', now);
      await recordAudit(tx, {
        adminId: input.adminId,
        action: 'user.role',
        entity: 'user',
        entityId: input.userId,
        before: { rol: target.rol },
        after: { rol },
      });
    }
    const [row] = await tx.select(columns).from(users).where(eq(users.id, input.userId));
    if (!row) throw new AppError('USER_NOT_FOUND', 404, ADMIN_MESSAGES.adminOps.userNotFound);
    return { row: rowOf(row), endedSessions };
  });
}
