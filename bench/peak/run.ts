import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sleep, startServer, type RunningServer } from '../../testkit/server';
import { openDatabase } from '../../server/db/client';
import { CHAT_BENCH_ENV } from '../chat';
import { createBenchDatabase, type DbKind } from '../orders-postgres';
import { emit, round, startReport } from '../report';
import { adminLoop, keepStreamOpen, type StreamTally } from './boards';
import { checkPeak } from './checks';
import { peakOptions, type PeakOptions } from './options';
import { deployedMemorySettings } from '../../testkit/memory';
import { residentLoop, type RunContext } from './people';
import { sampleServer } from './sampler';
import { preparePeak } from './setup';
import { Tally, growthAfterWarmup } from './stats';
import { memoryCheck, memoryLine, type MemoryMoment } from './memory-budget';
import { rssMb } from '../ceiling';
import { runOrderTail, tailOptions } from './order-tail';

/**
 * `npm run bench:peak`: first the hot-product rush (issue 42, order-tail.ts: 50 residents on one
 * product, 8 s twice, PASS/FAIL on the tail; PEAK_TAIL=0 skips it), then the evening peak
 * (issue 27; PEAK_SOAK=0 skips it) against the real server on loopback — residents browsing,
 * searching, pricing carts, ordering cash and by card in the sandbox, chatting, some with their
 * live tracker open, while administrators move orders on their boards. Bounded in people and
 * time (options.ts). Prints JSON lines (bench/results/latest.jsonl): p50/p99 per action, errors
 * and 5xx, the server's memory and event-loop delay over time, its resident memory 3 s after
 * start and at the end against the budget (memory-budget.ts), and the end-of-run checks on the
 * database (checks.ts).
 */
async function main(): Promise<void> {
  const options = peakOptions(process.env, deployedMemorySettings());
  const tail = process.env.PEAK_TAIL === '0' ? null : tailOptions(process.env);
  startReport();
  emit({
    bench: 'meta',
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    load_avg_1m: round(loadavg()[0]!, 2),
    ...options.summary,
    ...(tail ? { tail_seconds: tail.seconds, tail_rounds: tail.rounds, tail_modes: tail.modes.join(',') } : {}),
  });
  if (tail) await runOrderTail(tail);
  if (process.env.PEAK_SOAK === '0') return;
  for (const db of options.databases) {
    if (db === 'pglite') {
      await runOn(options, 'pglite');
      continue;
    }
    if (options.databaseUrl) {
      await runOn(options, 'postgres', options.databaseUrl);
      continue;
    }
    const scratch = await createBenchDatabase();
    if ('skipped' in scratch) {
      emit({ bench: 'peak', db, skipped: scratch.skipped });
      continue;
    }
    try {
      await runOn(options, 'postgres', scratch.url);
    } finally {
      await scratch.drop();
    }
  }
}

/**
 * The server's own Node.js flags: with PEAK_CPU_PROF=<dir> a V8 CPU profile written there when it
 * stops. Its heap ceiling comes in its environment's NODE_OPTIONS: the deployment's
 * (deploy/superconjunto.env, `--max-old-space-size=256`) unless PEAK_SERVER_NODE_OPTIONS is set.
 */
function serverNodeArgs(env: NodeJS.ProcessEnv): string[] {
  return env.PEAK_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.PEAK_CPU_PROF}`] : [];
}

async function runOn(options: PeakOptions, db: DbKind, databaseUrl?: string): Promise<void> {
  const server = await startServer({
    label: `superconjunto-peak-${db}`,
    keepData: true,
    readyTimeoutMs: 120_000,
    nodeArgs: serverNodeArgs(process.env),
    env: {
      // An empty DATABASE_URL means PGlite, whatever the calling shell exports.
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: options.logLevel,
      PAYMENTS_PROVIDER: 'sandbox',
      PAYMENTS_SANDBOX_SETTLE_MS: '1',
      // Everyone comes from 127.0.0.1 here: the per-IP abuse limits are raised, not switched off.
      ...CHAT_BENCH_ENV,
      LOGIN_FAILURES_PER_IP_15MIN: '1000000',
      ...options.serverEnv,
    },
  });
  try {
    // Idle memory is read before anyone arrives: the budget's first moment (issue 42).
    await sleep(3_000);
    reportMemory(db, 'idle_3s_after_start', rssMb(server.pid));
    const setup = await preparePeak(server.baseUrl, options);
    const initialStock = setup.initialStock;
    await drive(options, db, server, setup);
    await server.stop();
    const database = await openDatabase(
      databaseUrl ? { databaseUrl } : { dataDir: server.dataDir },
    );
    try {
      const check = await checkPeak(database, {
        initialStock,
        userIds: setup.residents.map((r) => r.userId),
      });
      emit({ bench: 'peak', db, metric: 'checks', ...check });
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

async function drive(
  options: PeakOptions,
  db: DbKind,
  server: RunningServer,
  setup: Awaited<ReturnType<typeof preparePeak>>,
): Promise<void> {
  const tally = new Tally();
  const started = performance.now();
  const ctx: RunContext = {
    base: server.baseUrl,
    products: setup.products,
    endAt: started + options.seconds * 1000,
    thinkMs: options.thinkMs,
    rampMs: options.rampS * 1000,
    people: setup.residents.length,
    record: (outcome) => tally.record(outcome),
  };
  const trackers: StreamTally = { open: 0, events: 0, dropped: 0, refused: 0 };
  const boards: StreamTally = { open: 0, events: 0, dropped: 0, refused: 0 };
  const sampling = sampleServer(server, ctx.endAt, options.sampleS);
  const warmup = sleep(options.warmupS * 1000).then(() => tally.startMeasuring());
  const loops = [
    ...setup.residents.map((resident, i) => residentLoop(ctx, resident, i)),
    ...setup.residents
      .slice(0, options.trackers)
      .map((r) => keepStreamOpen(ctx, '/api/eventos', r.authorization, trackers)),
    ...setup.admins.map((a) => keepStreamOpen(ctx, '/api/admin/eventos', a, boards)),
  ];
  const admins = setup.admins.map((a, i) => adminLoop(ctx, a, i, setup.admins.length));
  await Promise.all([...loops, warmup]);
  const moved = (await Promise.all(admins)).reduce((a, b) => a + b.moved, 0);
  const samples = await sampling;

  for (const row of tally.summary()) emit({ bench: 'peak', db, metric: 'action', ...row });
  for (const sample of samples) emit({ bench: 'peak', db, metric: 'sample', ...sample });
  const totals = tally.totals();
  const rows = tally.summary();
  const worstP99 = rows.reduce((a, r) => Math.max(a, r.p99_ms), 0);
  const growth = growthAfterWarmup(samples, options.warmupS);
  const rss = samples.map((s) => s.rss_mb ?? 0);
  const loopP99 = samples.map((s) => s.loop_p99_ms ?? 0);
  const targetP99 = db === 'pglite' ? 500 : 250;
  emit({
    bench: 'peak',
    db,
    metric: 'summary',
    residents: setup.residents.length,
    trackers: options.trackers,
    admins: setup.admins.length,
    seconds: options.seconds,
    warmup_s: options.warmupS,
    ramp_s: options.rampS,
    ...totals,
    errors_after_warmup: tally.errorsMeasured(),
    worst_action: rows[0]?.action ?? null,
    worst_p99_ms: worstP99,
    target_p99_ms: targetP99,
    rss_start_mb: rss[0] ?? null,
    rss_max_mb: Math.max(...rss),
    rss_end_mb: rss.at(-1) ?? null,
    rss_growth_after_warmup_pct: growth,
    loop_delay_p99_max_ms: round(Math.max(...loopP99), 1),
    orders_moved_by_admins: moved,
    tracker_events: trackers.events,
    tracker_drops: trackers.dropped,
    tracker_refused: trackers.refused,
    board_events: boards.events,
    board_drops: boards.dropped,
    pass_errors: totals.errors === 0,
    pass_errors_after_warmup: tally.errorsMeasured() === 0,
    pass_p99: worstP99 < targetP99,
    pass_memory: growth !== null && growth < 10,
  });
  reportMemory(db, 'end_of_soak', samples.at(-1)?.rss_mb ?? null);
}

function reportMemory(db: DbKind, moment: MemoryMoment, rss: number | null): void {
  const check = memoryCheck(db, moment, rss);
  emit({ bench: 'peak', db, metric: 'memory', ...check });
  console.log(memoryLine(db, check));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
