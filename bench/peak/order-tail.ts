import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../testkit/server';
import { cashOrderBody, drawHotCart, percentile, seededRandom } from '../../testkit/orders-load';
import {
  adminAuthorization,
  prepareHotProduct,
  registerCustomers,
  type BenchCustomer,
  type BenchProduct,
} from '../../testkit/orders-setup';
import { emit, round, startReport } from '../report';
import { send } from './client';

/**
 * `node --import tsx bench/peak/order-tail.ts` (issue 27): the embedded database's order tail.
 * 50 residents order one product at once on a fresh PGlite server, through three kinds of
 * client in turn: node:http with kept-alive connections (the project's orders bench), global
 * fetch (undici, its own pool), and a new connection for every request (agent: false, as a
 * simple load tool without keep-alive does). Each client's first requests are measured too
 * ("cold", the first TAIL_COLD_S seconds after it starts), apart from the rest ("warm"), and the
 * slowest requests are printed with the moment they started, to tell a cold start from a
 * periodic stall.
 */
const CUSTOMERS = 50;
const SECONDS = Number(process.env.TAIL_SECONDS ?? 20);
const COLD_S = Number(process.env.TAIL_COLD_S ?? 2);

type Mode = 'keepalive' | 'fetch' | 'new_connection';

interface Sample {
  at: number;
  ms: number;
  status: number;
  /** Why a request got no answer (status 0): the client's error. */
  error?: string;
}

async function orderOnce(
  mode: Mode,
  agent: Agent,
  url: URL,
  customer: BenchCustomer,
  body: unknown,
  key: string,
): Promise<number> {
  const headers = { authorization: customer.authorization, 'idempotency-key': key };
  if (mode === 'fetch') {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  }
  const answer = await send(mode === 'keepalive' ? agent : false, url, {
    method: 'POST',
    headers,
    body,
  });
  return answer.status;
}

async function load(
  base: string,
  mode: Mode,
  customers: BenchCustomer[],
  product: BenchProduct,
): Promise<Sample[]> {
  const url = new URL('/orders', base);
  const agent = new Agent({ keepAlive: true, maxSockets: customers.length });
  const samples: Sample[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    customers.map(async (customer, index) => {
      const random = seededRandom(99 + index);
      for (let n = 0; performance.now() < end; n++) {
        const began = performance.now();
        let status: number;
        let error: string | undefined;
        try {
          status = await orderOnce(
            mode,
            agent,
            url,
            customer,
            cashOrderBody(drawHotCart(random, product)),
            `tail-${mode}-${index}-${n}`,
          );
        } catch (cause) {
          status = 0;
          error = errorName(cause);
        }
        samples.push({ at: (began - start) / 1000, ms: performance.now() - began, status, error });
      }
    }),
  );
  agent.destroy();
  return samples;
}

/** The error and its cause's code (fetch wraps the socket's error as `cause`). */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message;
}

/** How many requests ended with each status, and with each client error. */
function outcomes(samples: Sample[]): string {
  const counts: Record<string, number> = {};
  for (const s of samples) {
    const key = s.status === 0 ? `error ${s.error}` : String(s.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([key, n]) => `${key} ×${n}`)
    .join(', ');
}

function figures(samples: Sample[]) {
  const ms = samples.filter((s) => s.status === 201).map((s) => s.ms);
  const p50 = percentile(ms, 50);
  const p99 = percentile(ms, 99);
  return {
    requests: samples.length,
    created: ms.length,
    failed: samples.length - ms.length,
    p50_ms: round(p50, 1),
    p90_ms: round(percentile(ms, 90), 1),
    p99_ms: round(p99, 1),
    max_ms: round(
      ms.reduce((a, b) => Math.max(a, b), 0),
      1,
    ),
    p99_over_p50: round(p50 > 0 ? p99 / p50 : 0, 2),
    outcomes: outcomes(samples),
  };
}

async function main(): Promise<void> {
  startReport();
  const modes = (process.env.TAIL_MODES ?? 'keepalive,fetch,new_connection').split(',') as Mode[];
  for (const mode of modes) {
    // A fresh server per client, so each one meets the cold start an independent client meets.
    const server = await startServer({
      label: 'superconjunto-order-tail',
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
      const customers = await registerCustomers(server.baseUrl, CUSTOMERS);
      const samples = await load(server.baseUrl, mode, customers, hot.products[0]!);
      const cold = samples.filter((s) => s.at < COLD_S);
      const warm = samples.filter((s) => s.at >= COLD_S);
      emit({ bench: 'order_tail', mode, phase: 'all', ...figures(samples) });
      emit({ bench: 'order_tail', mode, phase: `first_${COLD_S}s`, ...figures(cold) });
      emit({ bench: 'order_tail', mode, phase: 'after', ...figures(warm) });
      const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 8);
      emit({
        bench: 'order_tail',
        mode,
        slowest: slowest.map((s) => `${round(s.at, 2)}s:${round(s.ms)}ms:${s.status}`).join(' '),
      });
    } finally {
      await server.stop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
