import { sleep, startServer, type RunningServer } from '../testkit/server';
import { openDatabase } from '../server/db/client';
import { measureCeiling, rssMb } from './ceiling';
import { checkOrders, type OrdersCheck } from './orders-check';
import { drawHotCart, percentile, runOrderLoad, type LoadResult } from '../testkit/orders-load';
import { runOnBothDatabases, type DbKind } from './orders-postgres';
import {
  adminAuthorization,
  CATALOGUE_SIZE,
  prepareCatalogue,
  prepareHotProduct,
  registerCustomers,
  type BenchCustomer,
  type BenchProduct,
  type PreparedCatalogue,
} from '../testkit/orders-setup';
import { emit, round } from './report';

const CUSTOMERS = 50;
const WARMUP_MS = 2_000;
const MEASURE_MS = Number(process.env.BENCH_ORDERS_SECONDS ?? 10) * 1_000;
const SEED = 20_260_501;
/** Time the server is left alone after it answers, before its idle memory is read. */
const SETTLE_MS = 3_000;
/**
 * The server's LOG_LEVEL during the load: production's default (info, one line per request), so
 * the figures include what logging costs; BENCH_LOG_LEVEL=warn measures without it.
 */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

type Scenario = 'spread' | 'hot';

export interface ScenarioRun {
  scenario: Scenario;
  load: LoadResult;
  prepared: PreparedCatalogue;
  customers: BenchCustomer[];
  rssEndMb: number | null;
}

/**
 * Cash orders under load (issues 5 and 16): 50 customers ordering at once from 100 products
 * ("spread"), then 50 others all on ONE product ("hot", a popup promotion), on PGlite and, when
 * one answers, on PostgreSQL. Each database gets its own server on a fresh database; the bare
 * node:http ceiling is measured right before, so orders/s ÷ ceiling compares across machines.
 * Afterwards the database is read directly to check that the stock and the orders agree.
 */
export async function runOrdersBench(): Promise<void> {
  await runOnBothDatabases('orders', runOn);
}

async function runOn(db: DbKind, databaseUrl?: string): Promise<void> {
  const ceilingBefore = await measureCeiling();
  const server = await startServer({
    label: `superconjunto-bench-orders-${db}`,
    keepData: true,
    env: {
      // An empty DATABASE_URL means PGlite, whatever the calling shell exports.
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL,
      LOGIN_FAILURES_PER_IP_15MIN: '1000000',
      REGISTER_LIMIT_PER_IP_HOUR: '1000000',
    },
  });
  try {
    await sleep(SETTLE_MS);
    const rssIdleMb = rssMb(server.pid);
    emit({ bench: 'orders', db, metric: 'rss_idle_mb', value: rssIdleMb });
    const runs = await drive(server);
    // Measured before the server starts and after its loads: on a shared machine one reading
    // alone swings by half; their mean is the ceiling the ratio divides by.
    const ceilingAfter = await measureCeiling();
    const ceiling = (ceilingBefore + ceilingAfter) / 2;
    emit({
      bench: 'orders',
      db,
      metric: 'ceiling_node_http',
      rps: round(ceiling),
      rps_before: round(ceilingBefore),
      rps_after: round(ceilingAfter),
    });
    // PGlite allows one process per folder: the server must be gone before the check opens it.
    await server.stop();
    const database = await openDatabase(
      databaseUrl ? { databaseUrl } : { dataDir: server.dataDir },
    );
    try {
      for (const run of runs) {
        const check = await checkOrders(database, {
          initialStock: run.prepared.initialStock,
          customerIds: run.customers.map((c) => c.userId),
        });
        emitFigures(db, run, check, { ceiling, rssIdleMb });
      }
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

/** The spread and hot scenarios against a running server (also used by the A/B bench). */
export async function drive(server: RunningServer): Promise<ScenarioRun[]> {
  const admin = await adminAuthorization(server.baseUrl);
  const spread = await prepareCatalogue(server.baseUrl, admin);
  const hot = await prepareHotProduct(server.baseUrl, admin);
  const spreadCustomers = await registerCustomers(server.baseUrl, CUSTOMERS);
  const hotCustomers = await registerCustomers(server.baseUrl, CUSTOMERS, CUSTOMERS + 1);
  const options = { warmupMs: WARMUP_MS, measureMs: MEASURE_MS, seed: SEED };
  const runs: ScenarioRun[] = [];
  const load = async (
    scenario: Scenario,
    prepared: PreparedCatalogue,
    customers: BenchCustomer[],
    draw?: (random: () => number) => ReturnType<typeof drawHotCart>,
  ) => {
    const result = await runOrderLoad(server.baseUrl, customers, prepared.products, {
      ...options,
      draw,
    });
    runs.push({ scenario, load: result, prepared, customers, rssEndMb: rssMb(server.pid) });
  };
  await load('spread', spread, spreadCustomers);
  const hotProduct: BenchProduct = hot.products[0]!;
  await load('hot', hot, hotCustomers, (random) => drawHotCart(random, hotProduct));
  return runs;
}

function emitFigures(
  db: DbKind,
  run: ScenarioRun,
  check: OrdersCheck,
  context: { ceiling: number; rssIdleMb: number | null },
): void {
  const { load } = run;
  const { measured, warmup } = load;
  const ordersPerS = measured.created / load.measuredSeconds;
  const createdTotal = warmup.created + measured.created;
  const consistent =
    check.stockNegative === 0 &&
    check.mismatchedProducts === 0 &&
    check.stockConsumed === check.unitsInOrders &&
    check.ordersInDb === createdTotal;
  emit({
    bench: 'orders',
    db,
    scenario: run.scenario,
    orders_per_s: round(ordersPerS, 1),
    p50_ms: round(percentile(load.latencies, 50), 1),
    p99_ms: round(percentile(load.latencies, 99), 1),
    ceiling_rps: round(context.ceiling),
    ratio_vs_ceiling: round(ordersPerS / context.ceiling, 4),
    rss_idle_mb: context.rssIdleMb,
    rss_end_mb: run.rssEndMb,
    log_level: LOG_LEVEL,
    concurrency: CUSTOMERS,
    products: run.scenario === 'hot' ? 1 : CATALOGUE_SIZE,
    duration_s: round(load.measuredSeconds, 2),
    created: measured.created,
    refused_stock: measured.refusedStock,
    other_non2xx: measured.otherStatus,
    errors: measured.errors,
    warmup_created: warmup.created,
    warmup_refused_stock: warmup.refusedStock,
    warmup_other_non2xx: warmup.otherStatus,
    warmup_errors: warmup.errors,
    orders_in_db: check.ordersInDb,
    stock_negative: check.stockNegative,
    stock_consumed: check.stockConsumed,
    units_in_orders: check.unitsInOrders,
    mismatched_products: check.mismatchedProducts,
    consistent,
    ...((measured.otherExample ?? warmup.otherExample)
      ? { other_example: measured.otherExample ?? warmup.otherExample }
      : {}),
  });
}
