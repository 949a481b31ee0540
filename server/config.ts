import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseServiceHours, type ServiceHours } from '../domain/service-hours';
import { deploymentProblems } from './config-checks';

/**
 * Environment → typed configuration. This is the only file of the running shop that reads
 * `process.env` (docs/architecture.md §10 lists every variable; .env.example the production ones).
 */
/**
 * When the instance sheds load (503 + Retry-After, issue 27): the event loop's mean delay over a
 * second, and V8's used heap. A healthy shop here runs at a few ms of delay and 100–200 MB of
 * heap; past these, answers wait longer than a person does, so refusing fast is kinder.
 */
export const DEFAULT_OVERLOAD = { maxEventLoopDelayMs: 500, maxHeapUsedMb: 1024, retryAfterS: 5 };

/** PGlite's page cache unless PGLITE_SHARED_BUFFERS_MB says otherwise (docs/operations.md "Memory", decision 0005). */
export const PGLITE_SHARED_BUFFERS_MB = 32;

const intFrom = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : Number(v)))
    .pipe(z.number().int().positive());

/** A whole number ≥ 0 (0 turns the check off). */
const limitFrom = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : Number(v)))
    .pipe(z.number().int().min(0));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const EnvSchema = z.object({
  PORT: intFrom(3000),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optionalString.transform((v) => resolve(v ?? './data')),
  DATABASE_URL: optionalString,
  BACKUP_DIR: optionalString.transform((v) => resolve(v ?? './backups')),
  JWT_SECRET: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT: mailto:correo o https://dirección')
      .optional(),
  ),
  SEED: optionalString.pipe(z.enum(['demo', 'none']).optional()).transform((v) => v ?? 'demo'),
  // Unset: the hours saved in "Ajustes" (default BUSINESS.hours, what the prerendered pages print).
  SERVICE_HOURS: optionalString.pipe(
    z
      .string()
      .regex(/^(always|\d{2}:\d{2}-\d{2}:\d{2})$/, 'SERVICE_HOURS: HH:MM-HH:MM o always')
      .optional(),
  ),
  PAYMENTS_PROVIDER: optionalString
    .pipe(z.enum(['sandbox', 'wompi']).optional())
    .transform((v) => v ?? 'sandbox'),
  WOMPI_PUBLIC_KEY: optionalString,
  WOMPI_PRIVATE_KEY: optionalString,
  WOMPI_INTEGRITY_SECRET: optionalString,
  WOMPI_EVENTS_SECRET: optionalString,
  WOMPI_ENV: optionalString.pipe(z.enum(['test', 'prod']).optional()).transform((v) => v ?? 'test'),
  PAYMENTS_SANDBOX_SETTLE_MS: intFrom(1500),
  PAYMENTS_SANDBOX_PUBLIC: optionalString.transform((v) => v === '1'),
  API_DOCS_PUBLIC: optionalString.transform((v) => v === '1'),
  PUBLIC_URL: optionalString,
  TRUST_PROXY: optionalString
    .transform((v) => v ?? 'false')
    .pipe(
      z
        .string()
        .regex(
          /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'TRUST_PROXY: true, false o direcciones/CIDR de los proxies separadas por comas',
        ),
    ),
  CHAT_LLM_URL: optionalString,
  CHAT_LLM_KEY: optionalString,
  CHAT_LLM_MODEL: optionalString,
  CHAT_LIMIT_PER_IP_MINUTE: intFrom(30),
  CHAT_LIMIT_PER_USER_MINUTE: intFrom(20),
  REGISTER_LIMIT_PER_IP_HOUR: intFrom(60),
  LOGIN_FAILURES_PER_IP_15MIN: intFrom(100),
  LOG_LEVEL: optionalString.transform((v) => v ?? 'info'),
  PGLITE_SHARED_BUFFERS_MB: intFrom(PGLITE_SHARED_BUFFERS_MB),
  METRICS_TOKEN: optionalString,
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: limitFrom(DEFAULT_OVERLOAD.maxEventLoopDelayMs),
  OVERLOAD_MAX_HEAP_MB: limitFrom(DEFAULT_OVERLOAD.maxHeapUsedMb),
  BENCH_ROUTES: optionalString.transform((v) => v === '1'),
  TEST_CLOCK_ROUTES: optionalString.transform((v) => v === '1'),
  TEST_PAYMENT_ROUTES: optionalString.transform((v) => v === '1'),
});

export type ServiceHoursSetting = ServiceHours;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where backups go (`npm run backup`, the daily 03:00 copy); default ./backups. */
  backupDir: string;
  jwtSecret: string;
  /**
   * Web Push (decision 0012): the VAPID key pair (base64url, P-256) the push services check our
   * requests against, and who to contact about them. `allowHttpEndpoints` only for tests and
   * benchmarks, whose fake push service listens on plain HTTP.
   */
  push: { publicKey: string; privateKey: string; subject: string; allowHttpEndpoints?: boolean };
  seed: 'demo' | 'none';
  /**
   * SERVICE_HOURS: a test override of the hours saved in "Ajustes" (issue 26); undefined when
   * unset, and then the settings' week is the rule.
   */
  serviceHours: ServiceHoursSetting | undefined;
  payments: {
    provider: 'sandbox' | 'wompi';
    /** How long the sandbox takes to settle a transaction (a real gateway takes seconds). */
    sandboxSettleMs: number;
    /** PAYMENTS_SANDBOX_PUBLIC=1: a public https shop may run on the sandbox (a demo). */
    sandboxPublic?: boolean;
    wompi: {
      publicKey?: string;
      privateKey?: string;
      integritySecret?: string;
      eventsSecret?: string;
      env: 'test' | 'prod';
    };
  };
  /** PUBLIC_URL, or http://localhost:PORT when unset (then `publicUrlSet` is false). */
  publicUrl: string;
  /**
   * True when PUBLIC_URL was given: it wins for the gateway's return URLs. Unset, they are built
   * from each request's own origin (see server/http/request-origin.ts).
   */
  publicUrlSet: boolean;
  /**
   * Fastify's trustProxy: off by default, so X-Forwarded-Proto/-Host are ignored; true, or the
   * proxies' addresses/CIDRs (comma-separated), when the shop runs behind a proxy.
   */
  trustProxy: boolean | string;
  /** `timeoutMs` only for tests; the model gets 8 s otherwise. */
  chatLlm: { url?: string; key?: string; model?: string; timeoutMs?: number };
  /** Chat messages per minute per client IP and per signed-in resident (issue 12). */
  chatLimits: { perIp: number; perUser: number };
  limits: { registerPerIpHour: number; loginFailuresPerIp15Min: number };
  logLevel: string;
  /** The embedded database's page cache (MB); see docs/operations.md "Memory" and decision 0005. */
  pgliteSharedBuffersMb: number;
  /** API_DOCS_PUBLIC=1: /api/docs for anyone; otherwise signed-in administrators only. */
  apiDocsPublic: boolean;
  /** Bearer token that opens GET /metrics to non-loopback clients; unset, loopback only. */
  metricsToken: string | undefined;
  /** Load shedding thresholds (0 turns one off); see DEFAULT_OVERLOAD. */
  overload: {
    maxEventLoopDelayMs: number;
    maxHeapUsedMb: number;
    retryAfterS: number;
    /** How often load is measured; under-pressure's 1 s unless a test needs it faster. */
    sampleIntervalMs?: number;
  };
  benchRoutes: boolean;
  /**
   * Browser tests only: POST /api/test/reloj moves the server's clock forward (a late delivery
   * without waiting 20 minutes). Never set in production.
   */
  testClockRoutes: boolean;
  /**
   * Browser tests only: POST /api/test/pagos/{id}/liquidar settles a sandbox payment now with the
   * verdict it would reach by itself. Never set in production.
   */
  testPaymentRoutes: boolean;
  /** Folder of the built SPA; absent in API-only tests. */
  webDir: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = deploymentProblems({
    host: e.HOST,
    provider: e.PAYMENTS_PROVIDER,
    publicUrl: e.PUBLIC_URL,
    sandboxPublic: e.PAYMENTS_SANDBOX_PUBLIC,
  });
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  const webDir = resolve('dist/web');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    backupDir: e.BACKUP_DIR,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(e.DATA_DIR),
    push: vapidKeysOf(e),
    seed: e.SEED,
    serviceHours: parseServiceHoursSetting(e.SERVICE_HOURS),
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      sandboxSettleMs: e.PAYMENTS_SANDBOX_SETTLE_MS,
      sandboxPublic: e.PAYMENTS_SANDBOX_PUBLIC,
      wompi: {
        publicKey: e.WOMPI_PUBLIC_KEY,
        privateKey: e.WOMPI_PRIVATE_KEY,
        integritySecret: e.WOMPI_INTEGRITY_SECRET,
        eventsSecret: e.WOMPI_EVENTS_SECRET,
        env: e.WOMPI_ENV,
      },
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    chatLlm: { url: e.CHAT_LLM_URL, key: e.CHAT_LLM_KEY, model: e.CHAT_LLM_MODEL },
    chatLimits: { perIp: e.CHAT_LIMIT_PER_IP_MINUTE, perUser: e.CHAT_LIMIT_PER_USER_MINUTE },
    limits: {
      registerPerIpHour: e.REGISTER_LIMIT_PER_IP_HOUR,
      loginFailuresPerIp15Min: e.LOGIN_FAILURES_PER_IP_15MIN,
    },
    logLevel: e.LOG_LEVEL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    apiDocsPublic: e.API_DOCS_PUBLIC,
    metricsToken: e.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedMb: e.OVERLOAD_MAX_HEAP_MB,
      retryAfterS: DEFAULT_OVERLOAD.retryAfterS,
    },
    benchRoutes: e.BENCH_ROUTES,
    testClockRoutes: e.TEST_CLOCK_ROUTES,
    testPaymentRoutes: e.TEST_PAYMENT_ROUTES,
    webDir: existsSync(join(webDir, 'index.html')) ? webDir : undefined,
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.replace(/\s+/g, '');
}

/**
 * SERVICE_HOURS is a test override (docs/configuration.md); unset, the hours saved in "Ajustes" are the rule,
 * and /api/horario, the assistant and the pages all print and enforce them (issue 26).
 */
function parseServiceHoursSetting(value: string | undefined): ServiceHoursSetting | undefined {
  if (value === undefined) return undefined;
  const parsed = parseServiceHours(value);
  if (!parsed.ok) throw new ConfigError(`Invalid environment:\n  SERVICE_HOURS: ${parsed.message}`);
  return parsed.value;
}

/** Without JWT_SECRET, a secret is generated once and kept beside the data so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The file in DATA_DIR that keeps the generated VAPID pair (restore keeps it like jwt-secret). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * VAPID keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (both or neither), else generated once into
 * DATA_DIR like the JWT secret: browsers subscribed with the public key, so it must not change.
 */
function vapidKeysOf(e: {
  DATA_DIR: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUBLIC_URL?: string;
}): AppConfig['push'] {
  const subject =
    e.VAPID_SUBJECT ??
    (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:hola@superconjunto.co');
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)
      throw new ConfigError(
        'Invalid environment:\n  VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas (o ninguna)',
      );
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  }
  if (e.DATA_DIR === resolve('memory')) return { ...generateVapidKeys(), subject };
  const file = join(e.DATA_DIR, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  mkdirSync(e.DATA_DIR, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/**
 * A fresh P-256 pair in the raw base64url form VAPID uses (public: the uncompressed point). Made
 * with ECDH rather than generateKeyPairSync + export({ format: 'jwk' }): on Node 20 that pair can
 * deadlock the process for good when a garbage collection lands inside the export (the export
 * holds the key's lock while it builds the JWK object, and the collected key-generation job takes
 * the same lock in its destructor). A unit-suite worker hung that way, at 0 % CPU, forever.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar as 32 bytes, as a JWK's d would be: a short one gets its leading zeros back.
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(Math.max(0, 32 - scalar.length)), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** A configuration for tests: no env read, nothing written to disk. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    databaseUrl: undefined,
    backupDir: 'backups',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    // A pair per configuration, in memory only; the fake push service checks against it.
    push: { ...generateVapidKeys(), subject: 'mailto:pruebas@superconjunto.co' },
    seed: 'none',
    serviceHours: 'always',
    payments: { provider: 'sandbox', sandboxSettleMs: 0, wompi: { env: 'test' } },
    publicUrl: 'http://localhost:3000',
    publicUrlSet: true,
    // Tests play a shop behind a proxy on this machine (deploy/superconjunto.env): each test
    // names its client with X-Forwarded-For; the security ones set false themselves.
    trustProxy: '127.0.0.1',
    chatLlm: {},
    chatLimits: { perIp: 30, perUser: 20 },
    limits: { registerPerIpHour: 60, loginFailuresPerIp15Min: 100 },
    logLevel: 'silent',
    pgliteSharedBuffersMb: PGLITE_SHARED_BUFFERS_MB,
    apiDocsPublic: false,
    metricsToken: undefined,
    // Tests run many apps in one busy process: no shedding unless a test asks for it.
    overload: {
      maxEventLoopDelayMs: 0,
      maxHeapUsedMb: 0,
      retryAfterS: DEFAULT_OVERLOAD.retryAfterS,
    },
    benchRoutes: false,
    testClockRoutes: false,
    testPaymentRoutes: false,
    webDir: undefined,
    ...overrides,
  };
}
