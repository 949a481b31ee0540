import type { FaltantePreferencia } from '../../../domain/missing-items/preference';
import { eq, sql } from 'drizzle-orm';
import { addressProblem, profileAddressProblems, type ComplexRules } from '../../../domain/address';
import { BUSINESS } from '../../../domain/business';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { MESSAGES } from '../../../domain/messages';
import type { Login, ProfileUpdate, Register } from '../../../domain/schemas/auth';
import { normalizeCedula, normalizePhone } from '../../../domain/schemas/common';
import type { Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { authFactors, consents, loginAudit, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isStaff } from '../../../domain/permissions';
import { isKnownDevice, randomId, recordSignIn, type DeviceInfo } from './sessions.service';
import { assertLoginAllowed, assertRegisterAllowed, OUTCOMES, type Limits } from './auth.limits';

/** What the browser keeps as `user` (customer spec §3) — never points or internal columns. */
export interface PublicUser {
  id: number;
  nombre: string;
  email: string;
  cedula: string;
  telefono: string;
  telefono_alternativo: string | null;
  torre: number;
  piso: number;
  apartamento: string;
  notas_entrega: string | null;
  /** The remembered handoff (DESIGN §8): the checkout's default. */
  entrega_modo: 'apartamento' | 'porteria';
  entrega_recibe: string | null;
  /** What to do with a missing product by default (issue 44); null: never chose (asked). */
  faltantes_preferencia: FaltantePreferencia | null;
  rol: Role;
}

const publicColumns = {
  id: users.id,
  nombre: users.nombre,
  email: users.email,
  cedula: users.cedula,
  telefono: users.telefono,
  telefono_alternativo: users.telefono_alternativo,
  torre: users.torre,
  piso: users.piso,
  apartamento: users.apartamento,
  notas_entrega: users.notas_entrega,
  entrega_modo: users.entrega_modo,
  entrega_recibe: users.entrega_recibe,
  faltantes_preferencia: users.faltantes_preferencia,
  rol: users.rol,
};

export interface RequestMeta {
  ip: string;
  now: Date;
  limits: Limits;
  /** The complex's towers, floors and apartment format (the current settings). */
  complex?: ComplexRules;
  /** The hashed id of the browser (issue 46: a right sign-in from a known device is never locked out). */
  deviceKey?: string | null;
  /** The device signing in: with it, a resident's session is written with the login's audit row. */
  device?: DeviceInfo;
}

/** A 400 on one address field, as the schema's own refusals read. */
function addressError(field: string, message: string): AppError {
  return new AppError('VALIDATION', 400, message, { [field]: message });
}

/** A profile change against the current settings: every address problem in one 400 (issue 40). */
function checkProfileAddress(
  input: { torre?: number; piso?: number; apartamento?: string },
  stored: { piso: number; apartamento: string },
  complex: ComplexRules,
) {
  const problems = profileAddressProblems(input, stored, complex);
  const first = problems[0];
  if (!first) return;
  const fields = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  throw new AppError('VALIDATION', 400, first.message, fields);
}

/** Creates the account with its consent records (privacy and marketing, dated and versioned). */
export async function registerUser(
  db: DbOrTx,
  input: Register,
  meta: RequestMeta & { device: DeviceInfo },
): Promise<{ user: PublicUser; sessionId: string }> {
  // Before the attempt counts: a refused address changes nothing.
  const problem = addressProblem(input, meta.complex ?? DEFAULT_SETTINGS.tienda);
  if (problem) throw addressError(problem.field, problem.message);
  await assertRegisterAllowed(db, meta.ip, meta.limits, meta.now);
  try {
    return await db.transaction(async (tx) => {
      await refuseDuplicates(tx, { email: input.email, cedula: input.cedula });
      const [user] = await tx
        .insert(users)
        .values({
          nombre: input.nombre,
          email: input.email,
          cedula: input.cedula,
          telefono: input.telefono,
          telefono_alternativo: input.telefono_alternativo ?? null,
          torre: input.torre,
          piso: input.piso,
          apartamento: input.apartamento,
          notas_entrega: input.notas_entrega ?? null,
          last_active_at: meta.now,
          created_at: meta.now,
          updated_at: meta.now,
        })
        .returning(publicColumns);
      if (!user) throw new Error('user insert returned no row');
      const version = BUSINESS.legal.privacyPolicyVersion;
      await tx.insert(consents).values([
        { user_id: user.id, kind: 'privacy', accepted: true, policy_version: version, accepted_at: meta.now, ip: meta.ip },
        { user_id: user.id, kind: 'marketing', accepted: input.marketing_accepted, policy_version: version, accepted_at: meta.now, ip: meta.ip },
      ]);
      const sessionId = randomId();
      await recordSignIn(
        tx,
        { ip: meta.ip, email: input.email, outcome: OUTCOMES.registered, userId: user.id, now: meta.now },
        { id: sessionId, userId: user.id, device: meta.device, touchUser: false },
      );
      return { user, sessionId };
    });
  } catch (error) {
    const duplicate = error instanceof AppError ? error : duplicateFromConstraint(error);
    if (!duplicate) throw error;
    await db.insert(loginAudit).values({ ip: meta.ip, email: input.email, outcome: OUTCOMES.registerRefused, created_at: meta.now });
    // One answer whether the e-mail or the cédula is in use: registration must not confirm, one
    // at a time, two of the three sign-in facts (issue 46). Both fields are marked to be checked.
    const message = MESSAGES.auth.registrationRefused;
    throw new AppError('REGISTRATION_REFUSED', 409, message, { email: message, cedula: message });
  }
}

// Written out: inside a selection drizzle leaves columns unqualified, and `id` would mean f.id.
const hasPasskeyColumn = sql<boolean>`exists (select 1 from ${authFactors} f where f.user_id = "users"."id" and f.kind = 'passkey' and f.confirmed_at is not null)`;

/** E-mail, cédula and teléfono must all match one account; any mismatch gets the same answer. */
export async function loginUser(
  db: DbOrTx,
  input: Login,
  meta: RequestMeta,
): Promise<{ user: PublicUser; hasPasskey: boolean; sessionId: string | null }> {
  // Whether the account has a passkey comes in the same read (the sign-in's next step needs it).
  const [row] = await db
    .select({ ...publicColumns, hasPasskey: hasPasskeyColumn })
    .from(users)
    .where(eq(users.email, input.email));
  const { hasPasskey = false, ...user } = row ?? {};
  const found = row === undefined ? undefined : (user as PublicUser);
  const matches = found !== undefined && String(normalizeCedula(found.cedula)) === input.cedula && found.telefono === String(normalizePhone(input.telefono));
  // Failures from elsewhere lock a stranger out of the account, not its owner on a device that
  // signed in before (issue 46: 40 requests an hour kept the owner out of the panel). Anyone
  // else answers the same whatever the facts, so the order of these reads tells nothing.
  const trusted = matches && (await isKnownDevice(db, found.id, meta.deviceKey ?? null));
  if (!trusted) await assertLoginAllowed(db, { email: input.email, ip: meta.ip }, meta.limits, meta.now);
  const audit = {
    ip: meta.ip,
    email: input.email,
    outcome: matches ? OUTCOMES.success : OUTCOMES.failure,
    userId: matches ? found.id : null,
    now: meta.now,
  };
  if (!matches) {
    await recordSignIn(db, audit);
    throw new AppError('INVALID_CREDENTIALS', 401, MESSAGES.auth.loginFailed);
  }
  // A resident the three facts open (no passkey, or one on a device that signed in before) gets
  // the session in the same statement; staff and new devices of a passkey owner take the next step.
  const opensSession = meta.device !== undefined && !isStaff(found.rol) && (!hasPasskey || trusted);
  const sessionId = opensSession ? randomId() : null;
  await recordSignIn(
    db,
    audit,
    sessionId && meta.device ? { id: sessionId, userId: found.id, device: meta.device, touchUser: true } : undefined,
  );
  if (!sessionId) await db.update(users).set({ last_active_at: meta.now }).where(eq(users.id, found.id));
  return { user: found, hasPasskey: Boolean(hasPasskey), sessionId };
}

const profileQuery = preparedFor((db) =>
  db
    .select(publicColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_profile'),
);

export async function getProfile(db: DbOrTx, userId: number): Promise<PublicUser> {
  const [user] = await profileQuery(db).execute({ id: userId });
  if (!user) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
  return user;
}

/**
 * Partial update: a field not sent is never touched. Changing the login (e-mail, cédula or phone)
 * needs the three current values, checked against the stored ones.
 */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  input: ProfileUpdate,
  now: Date,
  ip?: string,
  complex: ComplexRules = DEFAULT_SETTINGS.tienda,
): Promise<PublicUser> {
  try {
    return await db.transaction(async (tx) => {
      const current = await getProfile(tx, userId);
      checkProfileAddress(input, current, complex);
      const changesLogin =
        (input.email !== undefined && input.email !== current.email) ||
        (input.cedula !== undefined && input.cedula !== current.cedula) ||
        (input.telefono !== undefined && input.telefono !== current.telefono);
      if (changesLogin) {
        const given = input.credenciales_actuales;
        if (!given) throw new AppError('CURRENT_CREDENTIALS_REQUIRED', 422, MESSAGES.auth.currentCredentialsRequired);
        const same =
          given.email === current.email &&
          given.cedula === String(normalizeCedula(current.cedula)) &&
          String(normalizePhone(given.telefono)) === current.telefono;
        if (!same) throw new AppError('CURRENT_CREDENTIALS_MISMATCH', 422, MESSAGES.auth.currentCredentialsMismatch);
        await refuseDuplicates(tx, { email: input.email, cedula: input.cedula }, userId);
      }
      const changes = {
        nombre: input.nombre,
        email: input.email,
        cedula: input.cedula,
        telefono: input.telefono,
        telefono_alternativo: input.telefono_alternativo,
        torre: input.torre,
        piso: input.piso,
        apartamento: input.apartamento,
        notas_entrega: input.notas_entrega,
        entrega_modo: input.entrega_modo,
        entrega_recibe: input.entrega_recibe,
        faltantes_preferencia: input.faltantes_preferencia,
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const [user] = await tx
        .update(users)
        .set({ ...defined, updated_at: now })
        .where(eq(users.id, userId))
        .returning(publicColumns);
      if (input.marketing_accepted !== undefined) {
        await tx.insert(consents).values({
          user_id: userId,
          kind: 'marketing',
          accepted: input.marketing_accepted,
          policy_version: BUSINESS.legal.privacyPolicyVersion,
          accepted_at: now,
          ip: ip ?? null,
        });
      }
      if (!user) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
      return user;
    });
  } catch (error) {
    throw duplicateFromConstraint(error) ?? error;
  }
}

export async function refuseDuplicates(db: DbOrTx, values: { email?: string; cedula?: string }, exceptUserId?: number) {
  if (values.email !== undefined) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
    if (row && row.id !== exceptUserId) throw new AppError('EMAIL_TAKEN', 409, MESSAGES.auth.emailTaken);
  }
  if (values.cedula !== undefined) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.cedula, values.cedula));
    if (row && row.id !== exceptUserId) throw new AppError('CEDULA_TAKEN', 409, MESSAGES.auth.cedulaTaken);
  }
}

/** Two registrations racing past the pre-check still meet the unique constraints. */
function duplicateFromConstraint(error: unknown): AppError | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  const constraint = e?.constraint ?? e?.cause?.constraint;
  if (constraint === 'users_email_unique') return new AppError('EMAIL_TAKEN', 409, MESSAGES.auth.emailTaken);
  if (constraint === 'users_cedula_unique') return new AppError('CEDULA_TAKEN', 409, MESSAGES.auth.cedulaTaken);
  return undefined;
}
