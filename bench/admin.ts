import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createAuthGuard } from '../server/http/auth-guard';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { runOnBothDatabases, type DbKind } from './orders-postgres';
import { percentile } from '../testkit/orders-load';
import { emit, round } from './report';
import { bearerOf } from '../server/test/sessions';
import { liftOrderCeilings } from '../testkit/order-ceilings';

const ORDERS = 20_000;
const LINES_PER_ORDER = 4;
const USERS = 500;
const PRODUCTS = 100;
const SAMPLES = 60;
const PUSHES = 30;

/**
 * The admin panel with a busy shop's history (issue 10): 20,000 orders / 80,000 lines seeded with
 * generate_series, then p50/p99 of the board's first page and the dashboard's stats, and the live
 * push delay (order placed → event on a connected stream). PGlite, then PostgreSQL when one answers.
 */
export async function runAdminBench(): Promise<void> {
  await runOnBothDatabases('admin', runOn);
}

/** Bulk history: users, products, orders over the last 60 days, four lines each. */
export async function seedHistory(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into users (nombre, email, cedula, telefono, torre, piso, apartamento)
    select 'Residente ' || g, 'bench' || g || '@prueba.co', (3000000000 + g)::text, (3100000000 + g)::text,
           1 + g % 5, 1 + g % 30, (100 + g % 30)::text
    from generate_series(1, ${USERS}) g`);
  await database.db.execute(sql`
    insert into products (codigo, nombre, categoria, precio, stock)
    select 'SC-' || lpad(g::text, 4, '0'), 'Producto ' || g, 'Categoria ' || (g % 8), 1000 + g * 100, g % 12
    from generate_series(1, ${PRODUCTS}) g`);
  await database.db.execute(sql`
    insert into orders (user_id, estado, subtotal, total, metodo_pago, estado_pago, torre_entrega,
                        piso_entrega, apartamento_entrega, telefono_contacto, fecha_entrega, created_at, updated_at)
    select u.id,
           case when g % 10 = 0 then 'cancelado' when g % 10 = 1 then 'pendiente' else 'entregado' end,
           20000, 20000, 'EFECTIVO', 'PAGADO', 1 + g % 5, 1 + g % 30, '101', '3101234567',
           case when g % 10 > 1 then ts + make_interval(mins => 5 + g % 30) end, ts, ts
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select now() - make_interval(secs => (${ORDERS} - g) * 260) as ts) t
    join users u on u.id = 1 + g % ${USERS}`);
  await database.db.execute(sql`
    insert into order_lines (order_id, product_id, codigo, nombre, cantidad, precio_unitario, precio_original)
    select o.id, p.id, p.codigo, p.nombre, 1, 5000, 5000
    from orders o
    cross join generate_series(0, ${LINES_PER_ORDER - 1}) k
    join products p on p.id = 1 + (o.id + k * 7) % ${PRODUCTS}`);
  await database.db.execute(sql`analyze`);
}

async function runOn(db: DbKind, databaseUrl?: string): Promise<void> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  const config = testConfig({ databaseUrl });
  const app = await buildApp({ config, database });
  const guard = createAuthGuard({ secret: config.jwtSecret, database, clock: () => new Date() });
  try {
    await migrateDatabase(database);
    const seedStart = performance.now();
    await seedHistory(database);
    const seedMs = performance.now() - seedStart;
    await app.ready();
    const [admin] = await database.db
      .update(users)
      .set({ rol: 'admin' })
      .where(sql`${users.id} = 1`)
      .returning();
    const authorization = await bearerOf(database, guard, admin!.id);
    // The seeded history leaves resident 2 with many pending cash orders (issue 46's ceilings).
    await liftOrderCeilings(async (method, url, body) => {
      const answer = await app.inject({ method, url, headers: { authorization }, payload: body });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
      return answer.json();
    });
    const timed = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES + 5; i++) {
        const start = performance.now();
        const answer = await app.inject({ method: 'GET', url, headers: { authorization } });
        if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
        if (i >= 5) times.push(performance.now() - start);
      }
      return times;
    };
    const page = await timed('/api/admin/pedidos');
    const stats = await timed('/admin/stats');
    const pending = await timed('/api/admin/pedidos?estado=pendiente&torre=3');
    const push = await pushDelays(
      app,
      database,
      authorization,
      await bearerOf(database, guard, 2, 1),
    );
    emit({
      bench: 'admin',
      db,
      orders: ORDERS,
      lines: ORDERS * LINES_PER_ORDER,
      seed_ms: round(seedMs),
      first_page_p50_ms: round(percentile(page, 50), 1),
      first_page_p99_ms: round(percentile(page, 99), 1),
      filtered_page_p50_ms: round(percentile(pending, 50), 1),
      filtered_page_p99_ms: round(percentile(pending, 99), 1),
      stats_p50_ms: round(percentile(stats, 50), 1),
      stats_p99_ms: round(percentile(stats, 99), 1),
      push_p50_ms: round(percentile(push, 50), 1),
      push_p99_ms: round(percentile(push, 99), 1),
    });
  } finally {
    await app.close();
    await database.close();
  }
}

/** Order placed (POST /orders sent) → its event read from a connected stream, PUSHES times. */
async function pushDelays(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  authorization: string,
  customer: string,
): Promise<number[]> {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/admin/eventos`, {
    headers: { authorization },
    signal: controller.signal,
  });
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const arrived = new Map<number, number>();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        for (const m of text.matchAll(/"pedido_id":(\d+)/g))
          if (!arrived.has(Number(m[1]))) arrived.set(Number(m[1]), performance.now());
        text = text.slice(text.lastIndexOf('\n\n') + 1);
      }
    } catch {
      // aborted
    }
  })();
  const [product] = (
    await database.db.execute<{ id: number; nombre: string; precio: number }>(
      sql`update products set stock = 100000 where id = 1 returning id, nombre, precio`,
    )
  ).rows;
  const delays: number[] = [];
  for (let i = 0; i < PUSHES; i++) {
    const start = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/orders',
      headers: { authorization: customer, 'idempotency-key': `bench-admin-${i}-${Date.now()}` },
      payload: {
        productos: [
          { id: product!.id, nombre: product!.nombre, precio: product!.precio, cantidad: 20 },
        ],
        paquetes: [],
        subtotal: product!.precio * 20,
        costo_envio: 0,
        total: product!.precio * 20,
        descuento_monto: 0,
        descuento_porcentaje: 0,
        metodo_pago: 'EFECTIVO',
        estado_pago: 'PENDIENTE_EFECTIVO',
      },
    });
    if (answer.statusCode !== 201)
      throw new Error(`order answered ${answer.statusCode}: ${answer.body}`);
    const id = (answer.json() as { pedidoId: number }).pedidoId;
    const deadline = performance.now() + 2_000;
    while (!arrived.has(id) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 1));
    const at = arrived.get(id);
    if (at === undefined) throw new Error(`order ${id}: no event within 2 s`);
    delays.push(at - start);
  }
  controller.abort();
  return delays;
}
