import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../testkit/server';
import { cpuMs } from './ceiling';
import { drive, type ScenarioRun } from './orders';
import { runOrderLoad } from '../testkit/orders-load';
import { emit, round, startReport } from './report';

/**
 * Issue 26's A/B: the catalogue read and the cash orders on the embedded database, served by the
 * checkout before the shop settings (AB_BEFORE_ROOT, a worktree at the commit before migration
 * 0016) and by this one, in alternating rounds of the same run, so the machine's drift falls on
 * both sides. Figures printed as JSON lines, with the after/before ratio of each round's means.
 * `AB_BEFORE_ROOT=/path/to/before node --import tsx bench/ab-settings.ts` (AB_ROUNDS, default 5; BENCH_ORDERS_SECONDS shortens each order load).
 */
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
const BEFORE = process.env.AB_BEFORE_ROOT;
const SEQUENTIAL_MS = 6_000;
const ENV = {
  BENCH_ROUTES: '1',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
  LOGIN_FAILURES_PER_IP_15MIN: '1000000',
  REGISTER_LIMIT_PER_IP_HOUR: '1000000',
  DATABASE_URL: '',
};

async function catalogueRps(
  server: RunningServer,
): Promise<{ rps: number; p99: number; cpuPerRequest: number }> {
  const run = (duration: number) =>
    autocannon({
      url: `${server.baseUrl}/productos-con-descuentos`,
      connections: 50,
      duration,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' },
    });
  await run(2);
  const cpuStart = cpuMs(server.pid);
  const result = await run(10);
  const cpuEnd = cpuMs(server.pid);
  const cpuPerRequest =
    cpuStart === null || cpuEnd === null ? 0 : (cpuEnd - cpuStart) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequest };
}

interface Figures {
  catalogue_rps: number;
  catalogue_p99_ms: number;
  orders_spread_per_s: number;
  orders_hot_per_s: number;
  /** The server's CPU time per answered request or order: steadier than throughput here. */
  catalogue_cpu_ms_per_request: number;
  /**
   * One customer ordering alone: no contention, no load shedding, the cost of an order itself.
   * (Under the 50-customer loads the CPU per order means little: a side whose overload guard
   * sheds answers thousands of cheap 503s.)
   */
  orders_sequential_cpu_ms_per_order: number;
  /** Orders the overload guard refused (503) in both loads: the embedded database's edge. */
  orders_shed: number;
}

async function measure(
  side: 'before' | 'after',
  root: string | undefined,
  roundNumber: number,
): Promise<Figures> {
  const server = await startServer({ label: `ab-${side}`, root, env: ENV });
  try {
    const catalogue = await catalogueRps(server);
    const runs = await drive(server);
    const sequential = await sequentialCpuPerOrder(server, runs);
    const orders = Object.fromEntries(
      runs.map((r) => [r.scenario, r.load.measured.created / r.load.measuredSeconds]),
    );
    const figures = {
      catalogue_rps: round2(catalogue.rps),
      catalogue_p99_ms: catalogue.p99,
      orders_spread_per_s: round2(orders.spread ?? 0),
      orders_hot_per_s: round2(orders.hot ?? 0),
      catalogue_cpu_ms_per_request: round(catalogue.cpuPerRequest, 3),
      orders_sequential_cpu_ms_per_order: round(sequential, 2),
      orders_shed: runs.reduce(
        (sum, r) => sum + r.load.warmup.otherStatus + r.load.measured.otherStatus,
        0,
      ),
    };
    emit({ bench: 'ab-settings', side, round: roundNumber, ...figures });
    return figures;
  } finally {
    await server.stop();
  }
}

const round2 = (value: number) => round(value, 1);

/** The server's CPU time per order of one customer ordering alone for a few seconds. */
async function sequentialCpuPerOrder(server: RunningServer, runs: ScenarioRun[]): Promise<number> {
  const spread = runs.find((r) => r.scenario === 'spread');
  if (!spread) return 0;
  const cpuStart = cpuMs(server.pid);
  const load = await runOrderLoad(
    server.baseUrl,
    spread.customers.slice(0, 1),
    spread.prepared.products,
    {
      warmupMs: 0,
      measureMs: SEQUENTIAL_MS,
      seed: 7,
    },
  );
  const cpuEnd = cpuMs(server.pid);
  const created = load.measured.created;
  return cpuStart === null || cpuEnd === null || created === 0 ? 0 : (cpuEnd - cpuStart) / created;
}

async function main(): Promise<void> {
  if (!BEFORE) throw new Error('AB_BEFORE_ROOT: the checkout before the settings');
  startReport();
  const rounds: Array<{ before: Figures; after: Figures }> = [];
  for (let i = 1; i <= ROUNDS; i++) {
    // Alternate which side goes first, so warming the machine favours neither.
    const order = i % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    const pair: Partial<Record<'before' | 'after', Figures>> = {};
    for (const side of order)
      pair[side] = await measure(side, side === 'before' ? BEFORE : undefined, i);
    rounds.push(pair as { before: Figures; after: Figures });
  }
  // One round on this shared 2-core machine swings by a third either way: the median of the
  // rounds' after/before ratios is the figure, the mean of each side is printed beside it.
  for (const key of Object.keys(rounds[0]!.before) as Array<keyof Figures>) {
    const mean = (side: 'before' | 'after') =>
      rounds.reduce((sum, r) => sum + r[side][key], 0) / rounds.length;
    emit({
      bench: 'ab-settings',
      metric: `${key}_after_vs_before`,
      rounds: rounds.length,
      before_mean: round2(mean('before')),
      after_mean: round2(mean('after')),
      ratio_of_means: round(mean('after') / mean('before'), 3),
      median_ratio: round(median(rounds.map((r) => r.after[key] / r.before[key])), 3),
    });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

await main();
