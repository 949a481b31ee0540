import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { resetStaffFactor } from '../modules/admin-users/access-reset.service';

/**
 * `npm run admin -- reset-factor --email …` (issue 39): the last administrator who lost their
 * factor and their recovery codes gets back in from the server itself. Same effect as
 * "Restablecer segundo factor" in Usuarios, audited with no administrator (admin_id null).
 * Answers the exit code and the line to print.
 */
export async function resetFactorByEmail(
  database: Database,
  email: string,
  now: Date,
): Promise<{ code: number; message: string }> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deleted_at)));
  if (!user) return { code: 1, message: `No existe un usuario con el e-mail ${email}.` };
  try {
    await database.db.transaction((tx) => resetStaffFactor(tx, { adminId: null, userId: user.id, now }));
  } catch (error) {
    if (error instanceof AppError) return { code: 1, message: error.message };
    throw error;
  }
  return {
    code: 0,
    message: `Se quitaron los factores de ${email} y se cerraron sus sesiones. Al entrar registrará uno nuevo.`,
  };
}
