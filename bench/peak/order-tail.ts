import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../testkit/server';
import { cashOrderBody, drawHotCart, seededRandom } from '../../testkit/orders-load';
import {
  adminAuthorization,
  prepareHotProduct,
  registerCustomers,
  type BenchCustomer,
  type BenchProduct,
} from '../../testkit/orders-setup';
import { emit, round, startReport } from '../report';
import { send } from './client';
import { tailFigures, tailLine, tailVerdict, type TailSample } from './tail-figures';

/**
 * The hot-product rush (issue 42; `npm run bench:peak` runs it first, or alone:
 * `node --import tsx bench/peak/order-tail.ts`). 50 residents order the same product at once on
 * a fresh embedded database, each sending its next cash order as soon as the last is answered
 * (closed loop, kept-alive connections) for 8 seconds, twice in one run on the same server (the
 * first round meets the cold start). The client is global `fetch` (undici: its own pool, which
 * opens a new connection whenever none is free), the one that showed p99 of 3.7–7.3 s; node:http
 * with kept-alive agents (`keepalive`) and a new connection per request (`new_connection`) are
 * there to compare (TAIL_MODES). Prints each round's figures and a PASS/FAIL line against the
 * target (p99 ≤ 3 × p50 and ≤ 1 s), then the slowest requests with the moment they were sent.
 *
 * Knobs: TAIL_SECONDS (8), TAIL_ROUNDS (2), TAIL_RESIDENTS (50), TAIL_MODES (fetch).
 */
export type TailMode = 'fetch' | 'keepalive' | 'new_connection';

export interface TailOptions {
  seconds: number;
  rounds: number;
  residents: number;
  modes: TailMode[];
}

const MODES: readonly TailMode[] = ['fetch', 'keepalive', 'new_connection'];

export function tailOptions(env: NodeJS.ProcessEnv): TailOptions {
  const whole = (name: string, fallback: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`${name}: expected a whole number from 1 to ${max}, got "${raw}"`);
    return value;
  };
  const modes = (env.TAIL_MODES || 'fetch').split(',').map((m) => m.trim()) as TailMode[];
  for (const mode of modes)
    if (!MODES.includes(mode)) throw new Error(`TAIL_MODES: "${mode}" is not one of ${MODES.join(', ')}`);
  return {
    seconds: whole('TAIL_SECONDS', 8, 600),
    rounds: whole('TAIL_ROUNDS', 2, 10),
    residents: whole('TAIL_RESIDENTS', 50, 500),
    modes,
  };
}

/** Runs every client kind on its own fresh server; true when every round passed. */
export async function runOrderTail(options: TailOptions): Promise<boolean> {
  let allPass = true;
  for (const mode of options.modes) {
    // A fresh server per client kind, so each meets the cold start an independent client meets.
    const server = await startServer({
      label: 'superconjunto-order-tail',
      readyTimeoutMs: 120_000,
      env: {
        DATABASE_URL: '',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
        REGISTER_LIMIT_PER_IP_HOUR: '1000000',
        LOGIN_FAILURES_PER_IP_15MIN: '1000000',
      },
    });
    try {
      const admin = await adminAuthorization(server.baseUrl);
      const hot = await prepareHotProduct(server.baseUrl, admin);
      const customers = await registerCustomers(server.baseUrl, options.residents);
      for (let n = 1; n <= options.rounds; n++) {
        const load = loadavg()[0]!;
        const samples = await rush(server.baseUrl, mode, customers, hot.products[0]!, options.seconds, n);
        const figures = tailFigures(samples, options.seconds);
        const { pass } = tailVerdict(figures);
        allPass &&= pass;
        emit({
          bench: 'order_tail',
          db: 'pglite',
          mode,
          round: n,
          residents: customers.length,
          seconds: options.seconds,
          load_avg_1m: round(load, 2),
          ...figures,
          pass,
        });
        const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 8);
        emit({
          bench: 'order_tail',
          mode,
          round: n,
          slowest: slowest.map((s) => `${round(s.at, 2)}s:${round(s.ms)}ms:${s.status}`).join(' '),
        });
        console.log(tailLine(`hot product, ${mode}, round ${n} of ${options.rounds}`, figures));
      }
    } finally {
      await server.stop();
    }
  }
  return allPass;
}

/** One round: every resident orders in a closed loop until `seconds` have passed. */
async function rush(
  base: string,
  mode: TailMode,
  customers: BenchCustomer[],
  product: BenchProduct,
  seconds: number,
  roundNo: number,
): Promise<TailSample[]> {
  const url = new URL('/orders', base);
  const agent = new Agent({ keepAlive: true, maxSockets: customers.length });
  const samples: TailSample[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    customers.map(async (customer, index) => {
      const random = seededRandom(99 + index + 1000 * roundNo);
      for (let n = 0; performance.now() < end; n++) {
        const began = performance.now();
        const key = `tail-${mode}-${roundNo}-${index}-${n}`;
        const body = cashOrderBody(drawHotCart(random, product));
        let answer: { status: number; text: string };
        try {
          answer = await orderOnce(mode, agent, url, customer, body, key);
        } catch (cause) {
          samples.push({ at: (began - start) / 1000, ms: performance.now() - began, status: 0, error: errorName(cause) });
          continue;
        }
        samples.push({
          at: (began - start) / 1000,
          ms: performance.now() - began,
          status: answer.status,
          ...(answer.status === 201 ? {} : { code: codeOf(answer.text) }),
        });
      }
    }),
  );
  agent.destroy();
  return samples;
}

async function orderOnce(
  mode: TailMode,
  agent: Agent,
  url: URL,
  customer: BenchCustomer,
  body: unknown,
  key: string,
): Promise<{ status: number; text: string }> {
  const headers = { authorization: customer.authorization, 'idempotency-key': key };
  if (mode === 'fetch') {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  }
  return send(mode === 'keepalive' ? agent : false, url, { method: 'POST', headers, body });
}

function codeOf(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The error and its cause's code (fetch wraps the socket's error as `cause`). */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startReport();
  runOrderTail(tailOptions(process.env)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
