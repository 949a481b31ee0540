import { startServer, type RunningServer } from '../testkit/server';
import { cpuMs } from './ceiling';
import { cashOrderBody, percentile } from '../testkit/orders-load';
import { emit, round, startReport } from './report';

/**
 * Issue 39's A/B: does anything a resident does get slower with recorded sessions, the permission
 * table and the second factor? The login, the registration and a cash order (each resident's
 * first, so no order ceiling applies), one at a time, on the embedded database, served by the
 * checkout before the accounts work (AB_BEFORE_ROOT, a worktree at db5a67a) and by this one, in
 * alternating rounds. Per figure: mean and p99 latency (ms) and the server's CPU ms per request.
 * `AB_BEFORE_ROOT=/path/to/before node --import tsx bench/ab-accounts.ts` (AB_ROUNDS, default 3).
 */
const ROUNDS = Number(process.env.AB_ROUNDS ?? 3);
const BEFORE = process.env.AB_BEFORE_ROOT;
const LOGINS = 300;
const RESIDENTS = 120;
const ENV = {
  LOG_LEVEL: 'warn',
  LOGIN_FAILURES_PER_IP_15MIN: '1000000',
  REGISTER_LIMIT_PER_IP_HOUR: '1000000',
  SERVICE_HOURS: 'always',
  DATABASE_URL: '',
  // One request at a time measures its cost; load shedding would only add noise (a 503).
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_HEAP_MB: '0',
};
const CUSTOMER = { email: 'cliente@superconjunto.co', cedula: '1000000002', telefono: '3000000002' };

async function post(base: string, path: string, body: unknown, authorization?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json };
}

interface Timing {
  mean_ms: number;
  p99_ms: number;
  cpu_ms: number;
}

/** `count` requests one after another; the server's CPU over them, per request. */
async function timed(server: RunningServer, count: number, one: (i: number) => Promise<void>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await one(-1 - i); // warm-up, not counted
  const samples: number[] = [];
  const cpuStart = cpuMs(server.pid);
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await one(i);
    samples.push(performance.now() - started);
  }
  const cpuEnd = cpuMs(server.pid);
  return {
    mean_ms: round(samples.reduce((a, b) => a + b, 0) / samples.length, 2),
    p99_ms: round(percentile(samples, 99), 2),
    cpu_ms: cpuStart === null || cpuEnd === null ? 0 : round((cpuEnd - cpuStart) / count, 3),
  };
}

type Figures = Record<'login' | 'register' | 'order', Timing>;

async function measure(side: 'before' | 'after', root: string | undefined, roundNumber: number): Promise<Figures> {
  const server = await startServer({ label: `ab-accounts-${side}`, root, env: ENV });
  const base = server.baseUrl;
  try {
    const login = await timed(server, LOGINS, async () => {
      const answer = await post(base, '/auth/login', CUSTOMER);
      if (answer.status !== 200) throw new Error(`login ${answer.status}`);
    });
    const tokens: string[] = [];
    const stamp = `${side}${roundNumber}`;
    const register = await timed(server, RESIDENTS, async (i) => {
      const n = i < 0 ? 900 - i : i;
      const piso = 1 + (n % 30);
      const answer = await post(base, '/auth/register', {
        nombre: 'Residente de prueba',
        email: `ab${stamp}-${n}@example.com`,
        cedula: String(70_000_000 + n),
        telefono: String(3_180_000_000 + n),
        torre: 1 + (n % 5),
        piso,
        apartamento: `${piso}0${1 + (n % 4)}`,
        privacy_accepted: true,
      });
      if (answer.status !== 201) throw new Error(`register ${answer.status} ${JSON.stringify(answer.json)}`);
      if (i >= 0) tokens.push(`Bearer ${answer.json.token as string}`);
    });
    const catalogue = (await (await fetch(`${base}/productos-con-descuentos`)).json()) as Array<{
      id: number;
      nombre: string;
      precio_final: number;
      stock: number;
    }>;
    const products = catalogue
      .filter((p) => p.stock >= 20 && p.precio_final >= 5_000 && p.precio_final <= 40_000)
      .map((p) => ({ id: p.id, nombre: p.nombre, precio: p.precio_final }));
    const order = await timed(server, RESIDENTS, async (i) => {
      if (i < 0) return;
      const product = products[i % products.length]!;
      const body = cashOrderBody({ lines: [{ product, cantidad: 1 }], subtotal: product.precio });
      const response = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: tokens[i]!, 'idempotency-key': `ab-${stamp}-${i}` },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`order ${response.status} ${await response.text()}`);
    });
    const figures = { login, register, order };
    const flat = Object.fromEntries(
      Object.entries(figures).flatMap(([action, t]) => Object.entries(t).map(([k, v]) => [`${action}_${k}`, v])),
    );
    emit({ bench: 'ab-accounts', side, round: roundNumber, ...flat });
    return figures;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!BEFORE) throw new Error('AB_BEFORE_ROOT: a built checkout from before the accounts work');
  startReport();
  const rounds: Array<Record<'before' | 'after', Figures>> = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const order = i % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    const pair: Partial<Record<'before' | 'after', Figures>> = {};
    for (const side of order) pair[side] = await measure(side, side === 'before' ? BEFORE : undefined, i);
    rounds.push(pair as Record<'before' | 'after', Figures>);
  }
  for (const action of ['login', 'register', 'order'] as const) {
    for (const metric of ['mean_ms', 'p99_ms', 'cpu_ms'] as const) {
      const mean = (side: 'before' | 'after') => rounds.reduce((sum, r) => sum + r[side][action][metric], 0) / rounds.length;
      const ratios = rounds.map((r) => r.after[action][metric] / r.before[action][metric]).sort((a, b) => a - b);
      emit({
        bench: 'ab-accounts',
        metric: `${action}_${metric}_after_vs_before`,
        before_mean: round(mean('before'), 2),
        after_mean: round(mean('after'), 2),
        median_ratio: round(ratios[Math.floor(ratios.length / 2)]!, 3),
      });
    }
  }
}

await main();
