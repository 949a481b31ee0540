import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { profitabilityDashboard } from '../server/modules/admin-profitability/profitability.service';
import { generateCodes } from '../server/modules/promo-codes/promo-codes-admin.service';
import { createBenchDatabase } from './orders-postgres';
import { emit, round } from './report';

/**
 * The profitability dashboard for `año` over 100,000 orders / 400,000 lines (target p99 < 300 ms
 * on PostgreSQL; PGlite reported), and the generation of 10,000 promo codes (target < 2 s).
 * In-process against the service: what is measured is the database's aggregate work.
 */
const ORDERS = 100_000;
const RUNS = 15;
const NOW = new Date('2026-11-25T17:00:00Z');

export async function seedForExperiments(database: Database): Promise<void> {
  return seed(database);
}

async function seed(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`insert into users (nombre, email, cedula, telefono, torre, piso, apartamento)
    values ('Bench', 'bench@example.com', '90000001', '3000000000', 1, 1, '101')`);
  await db.execute(sql`insert into products (codigo, nombre, categoria, precio, stock, costo_compra)
    select 'SC-' || lpad(g::text, 4, '0'), 'Producto ' || g, 'Despensa', 1000 + g * 100, 1000,
      case when g % 5 = 0 then null else 700 + g * 60 end
    from generate_series(1, 60) g`);
  await db.execute(sql`insert into packages (nombre, precio_paquete) values ('Combo bench', 9000)`);
  // Orders spread over the year so far, one in twenty cancelled, a third digital.
  await db.execute(sql`insert into orders (user_id, estado, subtotal, total, metodo_pago, estado_pago, payment_reference,
      torre_entrega, piso_entrega, apartamento_entrega, telefono_contacto, created_at)
    select 1, case when g % 20 = 0 then 'cancelado' else 'entregado' end, 20000, 20000 + (g % 7) * 1000,
      case when g % 3 = 0 then 'NEQUI' else 'EFECTIVO' end,
      case when g % 3 = 0 then 'APPROVED' else 'PENDIENTE_EFECTIVO' end,
      case when g % 3 = 0 then 'BENCH-' || g else null end,
      1 + g % 5, 1 + g % 30, '101', '3000000000',
      timestamptz '2026-01-01 05:00:00+00' + (g::float8 / ${ORDERS}) * (timestamptz '2026-11-25 16:00:00+00' - timestamptz '2026-01-01 05:00:00+00')
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`insert into order_lines (order_id, tipo, product_id, codigo, nombre, cantidad, precio_unitario, precio_original, costo_unitario)
    select o, 'producto', p, 'SC-' || lpad(p::text, 4, '0'), 'Producto ' || p, 1 + (o + k) % 3, 1000 + p * 100, 1000 + p * 100,
      case when p % 5 = 0 then null else 700 + p * 60 end
    from generate_series(1, ${ORDERS}) o, generate_series(1, 3) k, lateral (select 1 + (o * 7 + k * 13) % 60 as p) pp`);
  await db.execute(sql`insert into order_lines (order_id, tipo, package_id, codigo, nombre, cantidad, precio_unitario, precio_original, componentes)
    select o, 'paquete', 1, 'PAQ-1', 'Combo bench', 1, 9000, 10000,
      '[{"product_id":1,"cantidad":2,"costo_unitario":760},{"product_id":2,"cantidad":1,"costo_unitario":820}]'::jsonb
    from generate_series(1, ${ORDERS}) o`);
  await db.execute(sql`insert into expenses (concepto, monto, tipo) values ('Arriendo', 1500000, 'fijo'), ('Servicios', 400000, 'variable')`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(label: string, database: Database): Promise<void> {
  const started = performance.now();
  await seed(database);
  const seedMs = performance.now() - started;
  const times: number[] = [];
  let firstMs = 0;
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    await profitabilityDashboard(database.db, { periodo: 'año' }, NOW);
    if (i === 0) firstMs = performance.now() - t0;
    if (i >= 2) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  emit({
    bench: 'profitability-dashboard',
    db: label,
    periodo: 'año',
    orders: ORDERS,
    lines: ORDERS * 4,
    seed_s: round(seedMs / 1000, 1),
    // The first call builds the year's roll-ups; later calls read them (today stays live).
    first_call_ms: round(firstMs),
    p50_ms: round(percentile(times, 50)),
    p99_ms: round(percentile(times, 99)),
    target_p99_ms: 300,
  });
  const g0 = performance.now();
  const outcome = await generateCodes(database.db, { cantidad: 10_000, descuento: 10, tipo: 'general' }, {
    now: NOW,
    random: () => randomInt(0, 2 ** 32) / 2 ** 32,
  });
  emit({ bench: 'promo-generation', db: label, cantidad: 10_000, nuevos: outcome.nuevos, duplicados: outcome.duplicados, ms: round(performance.now() - g0), target_ms: 2000 });
}

/** Runs both databases one after the other (never at once: 2 cores). */
export async function runProfitabilityBench(): Promise<void> {
  const embedded = await openDatabase({ dataDir: 'memory' });
  try {
    await migrateDatabase(embedded);
    await measure('pglite', embedded);
  } finally {
    await embedded.close();
  }
  const server = await createBenchDatabase();
  if ('skipped' in server) {
    emit({ bench: 'profitability-dashboard', db: 'postgresql', skipped: server.skipped });
    return;
  }
  const pgDatabase = await openDatabase({ databaseUrl: server.url });
  try {
    await migrateDatabase(pgDatabase);
    await measure('postgresql', pgDatabase);
  } finally {
    await pgDatabase.close();
    await server.drop();
  }
}
