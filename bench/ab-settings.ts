import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../e2e/support/server';
import { drive } from './orders';
import { emit, round, startReport } from './report';

/**
 * Issue 26's A/B: the catalogue read and the cash orders on the embedded database, served by the
 * checkout before the shop settings (AB_BEFORE_ROOT, a worktree at the commit before migration
 * 0016) and by this one, in alternating rounds of the same run, so the machine's drift falls on
 * both sides. Figures printed as JSON lines, with the after/before ratio of each round's means.
 * `AB_BEFORE_ROOT=/path/to/before node --import tsx bench/ab-settings.ts` (AB_ROUNDS, default 2).
 */
const ROUNDS = Number(process.env.AB_ROUNDS ?? 2);
const BEFORE = process.env.AB_BEFORE_ROOT;
const ENV = {
  BENCH_ROUTES: '1',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
  LOGIN_FAILURES_PER_IP_15MIN: '1000000',
  REGISTER_LIMIT_PER_IP_HOUR: '1000000',
  DATABASE_URL: '',
};

async function catalogueRps(server: RunningServer): Promise<{ rps: number; p99: number }> {
  const run = (duration: number) =>
    autocannon({
      url: `${server.baseUrl}/productos-con-descuentos`,
      connections: 50,
      duration,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' },
    });
  await run(2);
  const result = await run(10);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function measure(side: 'before' | 'after', root: string | undefined, round: number) {
  const server = await startServer({ label: `ab-${side}`, root, env: ENV });
  try {
    const catalogue = await catalogueRps(server);
    const runs = await drive(server);
    const orders = Object.fromEntries(
      runs.map((r) => [r.scenario, r.load.measured.created / r.load.measuredSeconds]),
    );
    const figures = {
      catalogue_rps: round2(catalogue.rps),
      catalogue_p99_ms: catalogue.p99,
      orders_spread_per_s: round2(orders.spread ?? 0),
      orders_hot_per_s: round2(orders.hot ?? 0),
    };
    emit({ bench: 'ab-settings', side, round, ...figures });
    return figures;
  } finally {
    await server.stop();
  }
}

const round2 = (value: number) => round(value, 1);

async function main(): Promise<void> {
  if (!BEFORE) throw new Error('AB_BEFORE_ROOT: the checkout before the settings');
  startReport();
  const sums = { before: new Map<string, number>(), after: new Map<string, number>() };
  for (let i = 1; i <= ROUNDS; i++) {
    // Alternate which side goes first, so warming the machine favours neither.
    const order = i % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const side of order) {
      const figures = await measure(side, side === 'before' ? BEFORE : undefined, i);
      for (const [key, value] of Object.entries(figures))
        sums[side].set(key, (sums[side].get(key) ?? 0) + value);
    }
  }
  for (const [key, before] of sums.before) {
    const after = sums.after.get(key) ?? 0;
    emit({
      bench: 'ab-settings',
      metric: `${key}_after_vs_before`,
      before: round2(before / ROUNDS),
      after: round2(after / ROUNDS),
      ratio: round(after / before, 3),
    });
  }
}

await main();
