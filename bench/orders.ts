import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../server/db/client';
import { checkOrders, type OrdersCheck } from './orders-check';
import { percentile, runOrderLoad, type LoadResult } from './orders-load';
import { createBenchDatabase } from './orders-postgres';
import {
  adminAuthorization,
  CATALOGUE_SIZE,
  prepareCatalogue,
  registerCustomers,
} from './orders-setup';
import { emit, round } from './report';

const CUSTOMERS = 50;
const WARMUP_MS = 2_000;
const MEASURE_MS = 10_000;
const SEED = 20_260_501;

type DbKind = 'pglite' | 'postgres';

/**
 * Cash orders under load (issue 5): 50 customers ordering at once from 100 products, on PGlite
 * and, when one answers, on PostgreSQL. Each run gets its own server on a fresh database, then
 * the database is read directly to check that the stock and the orders agree.
 */
export async function runOrdersBench(): Promise<void> {
  await runGuarded('pglite');
  const postgres = await createBenchDatabase();
  if ('skipped' in postgres) {
    emit({ bench: 'orders', db: 'postgres', skipped: postgres.skipped });
    return;
  }
  try {
    await runGuarded('postgres', postgres.url);
  } finally {
    await postgres.drop();
  }
}

/** One database's run; a failure is printed as a figure so the other database still runs. */
async function runGuarded(db: DbKind, databaseUrl?: string): Promise<void> {
  try {
    await runOn(db, databaseUrl);
  } catch (error) {
    emit({ bench: 'orders', db, error: error instanceof Error ? error.message : String(error) });
  }
}

async function runOn(db: DbKind, databaseUrl?: string): Promise<void> {
  const server = await startServer({
    label: `superconjunto-bench-orders-${db}`,
    keepData: true,
    env: {
      // An empty DATABASE_URL means PGlite, whatever the calling shell exports.
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      LOGIN_FAILURES_PER_IP_15MIN: '1000000',
      REGISTER_LIMIT_PER_IP_HOUR: '1000000',
    },
  });
  try {
    const { load, initialStock, customerIds } = await drive(server);
    // PGlite allows one process per folder: the server must be gone before the check opens it.
    await server.stop();
    const database = await openDatabase(
      databaseUrl ? { databaseUrl } : { dataDir: server.dataDir },
    );
    let check: OrdersCheck;
    try {
      check = await checkOrders(database, { initialStock, customerIds });
    } finally {
      await database.close();
    }
    emitFigures(db, load, check);
  } finally {
    await server.stop();
    server.cleanup();
  }
}

async function drive(server: RunningServer) {
  const admin = await adminAuthorization(server.baseUrl);
  const { products, initialStock } = await prepareCatalogue(server.baseUrl, admin);
  const customers = await registerCustomers(server.baseUrl, CUSTOMERS);
  const load = await runOrderLoad(server.baseUrl, customers, products, {
    warmupMs: WARMUP_MS,
    measureMs: MEASURE_MS,
    seed: SEED,
  });
  return { load, initialStock, customerIds: customers.map((c) => c.userId) };
}

function emitFigures(db: DbKind, load: LoadResult, check: OrdersCheck): void {
  const { measured, warmup } = load;
  const createdTotal = warmup.created + measured.created;
  const consistent =
    check.stockNegative === 0 &&
    check.mismatchedProducts === 0 &&
    check.stockConsumed === check.unitsInOrders &&
    check.ordersInDb === createdTotal;
  emit({
    bench: 'orders',
    db,
    orders_per_s: round(measured.created / load.measuredSeconds, 1),
    p50_ms: round(percentile(load.latencies, 50), 1),
    p99_ms: round(percentile(load.latencies, 99), 1),
    concurrency: CUSTOMERS,
    products: CATALOGUE_SIZE,
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
