import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';
import { users } from './users';

/**
 * One row per sign-in (issue 39, DESIGN §10). The token carries the row's id, so ending the row
 * ends the token on every instance: the guard reads it (PostgreSQL) or forgets what it kept when
 * ACCESS_CHANNEL says a session ended (the embedded database, migration 0024's trigger).
 * `nivel` 2 means a second factor was shown at sign-in. `device_key` is a hash of the random
 * device id the browser keeps, so a known device can be told from a new one.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nivel: smallint('nivel').notNull().default(1),
    /** How the session was opened: identificadores, totp, passkey, recuperacion. */
    metodo: text('metodo').notNull(),
    device_label: text('device_label').notNull(),
    device_key: text('device_key'),
    ip: text('ip'),
    created_at: createdAt(),
    last_used_at: timestamptz('last_used_at').notNull().defaultNow(),
    ended_at: timestamptz('ended_at'),
    ended_reason: text('ended_reason'),
  },
  (t) => [
    index('sessions_user_idx').on(t.user_id, t.created_at),
    index('sessions_device_idx').on(t.user_id, t.device_key),
  ],
);

export const FACTOR_KINDS = ['totp', 'passkey'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/**
 * A second factor (staff) or a passkey (anyone). A TOTP row is pending until its first code is
 * confirmed (`confirmed_at`); `totp_last_step` refuses a code seen before (NIST 800-63B
 * 5.1.4.2). The secret and public key never leave the server after enrolment.
 */
export const authFactors = pgTable(
  'auth_factors',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FactorKind>().notNull(),
    label: text('label').notNull(),
    totp_secret: text('totp_secret'),
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    credential_id: text('credential_id'),
    public_key: text('public_key'),
    counter: bigint('counter', { mode: 'number' }),
    transports: text('transports'),
    confirmed_at: timestamptz('confirmed_at'),
    last_used_at: timestamptz('last_used_at'),
    created_at: createdAt(),
  },
  (t) => [
    check('auth_factors_kind_valid', oneOf(t.kind, FACTOR_KINDS)),
    index('auth_factors_user_idx').on(t.user_id),
    uniqueIndex('auth_factors_credential_unique').on(t.credential_id),
  ],
);

/** Ten one-time recovery codes per staff account, hashed (scrypt) and shown once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

export const CHALLENGE_PURPOSES = ['factor', 'passkey_login', 'passkey_registro'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/**
 * A step between the three facts and a session (`factor`: the identifiers were right, a second
 * factor is owed), or a WebAuthn challenge. Single use, short-lived, attempts counted.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<ChallengePurpose>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    device_label: text('device_label'),
    device_key: text('device_key'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    check('auth_challenges_purpose_valid', oneOf(t.purpose, CHALLENGE_PURPOSES)),
    index('auth_challenges_expiry_idx').on(t.expires_at),
    check('auth_challenges_attempts_nonneg', sql`${t.attempts} >= 0`),
  ],
);
