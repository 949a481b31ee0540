import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createAuthGuard } from '../server/http/auth-guard';
import { runOnBothDatabases, type DbKind } from './orders-postgres';
import { percentile } from '../testkit/orders-load';
import { emit, round } from './report';
import { bearerOf } from '../server/test/sessions';

/** Orders followed; each is moved twice ("En camino", then delivered): 2 pushes per order. */
const ORDERS = 40;
/** Other residents with their own stream open, so every NOTIFY fans out to all of them. */
const LISTENERS = 100;

/**
 * Issue 13: the push delay from the administrator's action to the resident's stream — the time
 * from sending PUT /api/admin/pedidos/{id}/etapa (or /estado) to the event read on the
 * resident's GET /api/eventos, with LISTENERS other residents connected. PGlite, then
 * PostgreSQL when one answers.
 */
export async function runLivePushBench(): Promise<void> {
  await runOnBothDatabases('live_push', runOn);
}

interface Stream {
  /** performance.now() when each `<pedido_id>:<estado>:<etapa>` first arrived. */
  arrived: Map<string, number>;
  close(): void;
}

async function openStream(base: string, authorization: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/eventos`, {
    headers: { authorization },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const arrived = new Map<string, number>();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
          text = text.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data) as { pedido_id: number; estado: string; etapa: string };
          const key = `${event.pedido_id}:${event.estado}:${event.etapa}`;
          if (!arrived.has(key)) arrived.set(key, performance.now());
        }
      }
    } catch {
      // aborted
    }
  })();
  return { arrived, close: () => controller.abort() };
}

async function waitFor(stream: Stream, key: string): Promise<number> {
  const deadline = performance.now() + 2_000;
  while (!stream.arrived.has(key)) {
    if (performance.now() > deadline) throw new Error(`no event ${key} within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return stream.arrived.get(key)!;
}

async function seed(database: Database) {
  await database.db.execute(sql`
    insert into users (nombre, email, cedula, telefono, torre, piso, apartamento, rol)
    select 'Residente ' || g, 'live' || g || '@prueba.co', (4000000000 + g)::text, (3200000000 + g)::text,
           1 + g % 5, 1 + g % 30, (100 + g % 30)::text, case when g = 1 then 'admin' else 'customer' end
    from generate_series(1, ${LISTENERS + 2}) g`);
  const [product] = (
    await database.db.execute<{ id: number; nombre: string; precio: number }>(sql`
      insert into products (codigo, nombre, categoria, precio, stock)
      values ('SC-9001', 'Producto en vivo', 'Bench', 20000, 100000)
      returning id, nombre, precio`)
  ).rows;
  const ids = (await database.db.execute<{ id: number }>(sql`select id from users order by id`))
    .rows;
  return {
    product: product!,
    adminId: ids[0]!.id,
    residentId: ids[1]!.id,
    others: ids.slice(2).map((r) => r.id),
  };
}

async function runOn(db: DbKind, databaseUrl?: string): Promise<void> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  const config = testConfig({ databaseUrl });
  const app = await buildApp({ config, database });
  const guard = createAuthGuard({ secret: config.jwtSecret, database, clock: () => new Date() });
  const streams: Stream[] = [];
  try {
    await migrateDatabase(database);
    const { product, adminId, residentId, others } = await seed(database);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bearer = (id: number) => bearerOf(database, guard, id);
    const admin = await bearer(adminId);
    const resident = await bearer(residentId);
    for (const id of others) streams.push(await openStream(base, await bearer(id)));
    const own = await openStream(base, resident);
    streams.push(own);

    const call = async (
      method: 'POST' | 'PUT',
      url: string,
      authorization: string,
      body: object,
    ) => {
      const answer = await fetch(`${base}${url}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
      return answer.json() as Promise<{ pedidoId?: number }>;
    };
    const stage: number[] = [];
    const delivered: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { pedidoId } = await call('POST', '/orders', resident, {
        productos: [
          { id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 },
        ],
        paquetes: [],
        subtotal: product.precio,
        costo_envio: 0,
        total: product.precio,
        descuento_monto: 0,
        descuento_porcentaje: 0,
        metodo_pago: 'EFECTIVO',
        estado_pago: 'PENDIENTE_EFECTIVO',
      });
      await waitFor(own, `${pedidoId}:pendiente:recibido`);
      let start = performance.now();
      await call('PUT', `/api/admin/pedidos/${pedidoId}/etapa`, admin, { etapa: 'en_camino' });
      stage.push((await waitFor(own, `${pedidoId}:pendiente:en_camino`)) - start);
      start = performance.now();
      await call('PUT', `/api/admin/pedidos/${pedidoId}/estado`, admin, { estado: 'entregado' });
      delivered.push((await waitFor(own, `${pedidoId}:entregado:en_camino`)) - start);
    }
    // Scoped: no other resident's stream saw any of these orders.
    const leaked = streams.slice(0, -1).reduce((n, s) => n + s.arrived.size, 0);
    const all = [...stage, ...delivered];
    emit({
      bench: 'live_push',
      db,
      pushes: all.length,
      other_streams: LISTENERS,
      leaked_events: leaked,
      en_camino_p50_ms: round(percentile(stage, 50), 1),
      en_camino_p99_ms: round(percentile(stage, 99), 1),
      entregado_p50_ms: round(percentile(delivered, 50), 1),
      entregado_p99_ms: round(percentile(delivered, 99), 1),
      push_p50_ms: round(percentile(all, 50), 1),
      push_p99_ms: round(percentile(all, 99), 1),
    });
  } finally {
    for (const stream of streams) stream.close();
    await app.close();
    await database.close();
  }
}
