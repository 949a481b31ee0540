import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { generateVapidKeys, testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { pushSubscriptions } from '../server/db/schema';
import { createAuthGuard } from '../server/http/auth-guard';
import { startFakePushService } from '../server/push/fake-push-service';
import { runOnBothDatabases, type DbKind } from './orders-postgres';
import { percentile } from '../testkit/orders-load';
import { emit, round } from './report';
import { bearerOf } from '../server/test/sessions';

/** Administrators who switched on notices with the phone locked, one device each. */
const SUBSCRIPTIONS = 100;
/** New orders placed one after another; each is one push per subscription. */
const ORDERS = 20;

/**
 * Issue 24: order committed → Web Push request received by the push service, with 100
 * subscriptions. The clock starts when POST /orders is sent (so it includes the order itself:
 * an upper bound on "from the commit") and stops at each request the fake push service
 * received, after it checked the VAPID signature and decrypted the payload. PGlite, then
 * PostgreSQL when one answers. Target p99 < 500 ms.
 */
export async function runPushBench(): Promise<void> {
  await runOnBothDatabases('web_push', runOn);
}

async function runOn(db: DbKind, databaseUrl?: string): Promise<void> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  const push = {
    ...generateVapidKeys(),
    subject: 'mailto:bench@superconjunto.co',
    allowHttpEndpoints: true,
  };
  const fake = await startFakePushService({ vapidPublicKey: push.publicKey });
  const config = testConfig({ databaseUrl, push });
  const app = await buildApp({ config, database, pushLateIntervalMs: 0 });
  const guard = createAuthGuard({ secret: config.jwtSecret, database, clock: () => new Date() });
  try {
    await migrateDatabase(database);
    await database.db.execute(sql`
      insert into users (nombre, email, cedula, telefono, torre, piso, apartamento, rol)
      select 'Persona ' || g, 'push' || g || '@prueba.co', (5000000000 + g)::text, (3300000000 + g)::text,
             1 + g % 5, 1 + g % 30, (100 + g % 30)::text, case when g <= ${SUBSCRIPTIONS} then 'admin' else 'customer' end
      from generate_series(1, ${SUBSCRIPTIONS + 1}) g`);
    const ids = (await database.db.execute<{ id: number }>(sql`select id from users order by id`))
      .rows;
    await database.db.insert(pushSubscriptions).values(
      ids.slice(0, SUBSCRIPTIONS).map(({ id }) => {
        const device = fake.subscribe();
        return { usuario_id: id, endpoint: device.endpoint, ...device.keys };
      }),
    );
    const [product] = (
      await database.db.execute<{ id: number; nombre: string; precio: number }>(sql`
        insert into products (codigo, nombre, categoria, precio, stock)
        values ('SC-9101', 'Producto avisado', 'Bench', 20000, 100000)
        returning id, nombre, precio`)
    ).rows;
    const resident = await bearerOf(database, guard, ids[SUBSCRIPTIONS]!.id, 1);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const each: number[] = [];
    const last: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const expected = fake.received.length + SUBSCRIPTIONS;
      const start = performance.now();
      const answer = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: { authorization: resident, 'content-type': 'application/json' },
        body: JSON.stringify({
          productos: [
            { id: product!.id, nombre: product!.nombre, precio: product!.precio, cantidad: 1 },
          ],
          paquetes: [],
          subtotal: product!.precio,
          costo_envio: 0,
          total: product!.precio,
          descuento_monto: 0,
          descuento_porcentaje: 0,
          metodo_pago: 'EFECTIVO',
          estado_pago: 'PENDIENTE_EFECTIVO',
        }),
      });
      if (answer.status !== 201) throw new Error(`POST /orders answered ${answer.status}`);
      await fake.waitFor(expected, 10_000);
      const mine = fake.received.slice(expected - SUBSCRIPTIONS, expected).map((p) => p.at - start);
      each.push(...mine);
      last.push(Math.max(...mine));
      await app.push.idle();
    }
    emit({
      bench: 'web_push',
      db,
      subscriptions: SUBSCRIPTIONS,
      orders: ORDERS,
      pushes: each.length,
      rejected: fake.rejected.length,
      push_p50_ms: round(percentile(each, 50), 1),
      push_p99_ms: round(percentile(each, 99), 1),
      all_100_delivered_p50_ms: round(percentile(last, 50), 1),
      all_100_delivered_p99_ms: round(percentile(last, 99), 1),
    });
  } finally {
    await app.close();
    await fake.close();
    await database.close();
  }
}
