import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { isStaff } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { hasPasskey, resetFactors } from '../auth/factors.service';
import { endSessionsOf } from '../auth/sessions.service';

/** Who resets: an administrator's id, or null for the server's own command line. */
interface ResetInput {
  adminId: number | null;
  userId: number;
  now: Date;
}

async function targetOf(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ id: users.id, rol: users.rol })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .for('update');
  if (!user) throw new AppError('USER_NOT_FOUND', 404, ADMIN_MESSAGES.adminOps.userNotFound);
  return user;
}

/**
 * A resident who lost the phone with their passkey (issue 39): their passkeys go and their
 * sessions end, so the three facts open the account again. Returns the sessions ended.
 */
export async function restoreResidentAccess(db: DbOrTx, input: ResetInput): Promise<string[]> {
  const user = await targetOf(db, input.userId);
  if (isStaff(user.rol)) throw new AppError('NOT_RESIDENT', 409, ACCOUNT_MESSAGES.passkey.notResident);
  if (!(await hasPasskey(db, user.id))) throw new AppError('NO_PASSKEY', 409, ACCOUNT_MESSAGES.passkey.noPasskey);
  await resetFactors(db, user.id, ['passkey']);
  const ended = await endSessionsOf(db, user.id, 'restablecer_acceso', input.now);
  await recordAudit(db, { adminId: input.adminId, action: 'user.access_restore', entity: 'user', entityId: user.id });
  return ended;
}

/**
 * A staff member who lost their factor: every factor and recovery code goes, their sessions
 * end, and the next sign-in takes them to enrolment. Nobody resets their own (a recovery code
 * is that way). Returns the sessions ended.
 */
export async function resetStaffFactor(db: DbOrTx, input: ResetInput): Promise<string[]> {
  if (input.adminId === input.userId) throw new AppError('RESET_SELF', 409, ACCOUNT_MESSAGES.factor.resetSelf);
  const user = await targetOf(db, input.userId);
  if (!isStaff(user.rol)) throw new AppError('NOT_STAFF', 409, ACCOUNT_MESSAGES.factor.notStaff);
  await resetFactors(db, user.id);
  const ended = await endSessionsOf(db, user.id, 'restablecer_factor', input.now);
  await recordAudit(db, { adminId: input.adminId, action: 'user.factor_reset', entity: 'user', entityId: user.id });
  return ended;
}
