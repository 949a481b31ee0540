import { eq, sql } from 'drizzle-orm';
import { BUSINESS } from '../../../domain/business';
import type { FirstStart } from '../../../domain/schemas/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import type { Database, DbOrTx } from '../../db/client';
import { consents, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { refuseDuplicates } from '../auth/auth.service';
import type { SettingsStore } from './settings.store';

/** True once any administrator exists: the one-time setup is then closed for good. */
export async function hasAdministrator(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.rol, 'admin'))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the one-time setup is still open, asked of the database until an administrator exists
 * and then remembered for good: a shop with an administrator pays one query per process. Shared
 * by the setup routes and the page server (which sends `/` to the setup while it is open).
 */
export interface SetupGate {
  isOpen(): Promise<boolean>;
  close(): void;
}

export function createSetupGate(db: DbOrTx): SetupGate {
  let closed = false;
  return {
    isOpen: async () => !(closed ||= await hasAdministrator(db)),
    close: () => void (closed = true),
  };
}

/**
 * The first start of an empty shop: the administrator, their privacy consent and the settings
 * in one transaction, under a lock so two browsers racing get one shop and one refusal.
 */
export async function firstStart(
  database: Database,
  store: SettingsStore,
  input: FirstStart & { now: Date; ip: string },
): Promise<number> {
  const saved = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727027)`);
    if (await hasAdministrator(tx))
      throw new AppError('NOT_FOUND', 404, SETTINGS_MESSAGES.setup.alreadyDone);
    const a = input.administrador;
    // A resident may already use that e-mail or cédula (one made with the CLI, say).
    await refuseDuplicates(tx, { email: a.email, cedula: a.cedula });
    const [user] = await tx
      .insert(users)
      .values({
        nombre: a.nombre,
        email: a.email,
        cedula: a.cedula,
        telefono: a.telefono,
        torre: 1,
        piso: 1,
        apartamento: 'Admin',
        rol: 'admin',
        created_at: input.now,
        updated_at: input.now,
        last_active_at: input.now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    await tx.insert(consents).values({
      user_id: user.id,
      kind: 'privacy',
      accepted: true,
      policy_version: BUSINESS.legal.privacyPolicyVersion,
      accepted_at: input.now,
      ip: input.ip,
    });
    const settings = await store.saveIn(tx, input.ajustes, user.id, input.now);
    return { userId: user.id, settings };
  });
  store.adopt(saved.settings);
  return saved.userId;
}
