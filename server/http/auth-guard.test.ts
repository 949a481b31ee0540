import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { databaseTargets, resetDatabase } from '../test/db';
import { createUser } from '../test/factories';
import { bearerOf } from '../test/sessions';
import { createAuthGuard } from './auth-guard';
import { registerErrorHandling } from './errors';

/**
 * The roles the guard keeps on the embedded database (issue 27): every change of access is seen
 * by the very next request, on either database, whether it came through the app or straight to
 * the table.
 */
describe.each(databaseTargets())('the auth guard watching roles on $name', (target) => {
  let database: Database;
  let stop: () => Promise<void>;
  let app: ReturnType<typeof Fastify>;
  let guard: ReturnType<typeof createAuthGuard>;
  beforeAll(async () => {
    database = await target.open();
    guard = createAuthGuard({ secret: 'x'.repeat(32), database, clock: () => new Date() });
    stop = await guard.watchAccess();
    app = Fastify();
    registerErrorHandling(app);
    app.decorateRequest('user', null);
    app.get('/admin', { preValidation: guard.requireAdmin }, async () => ({ ok: true }));
    app.get('/yo', { preValidation: guard.requireUser }, async () => ({ ok: true }));
  });
  beforeEach(async () => {
    await resetDatabase(database);
  });
  afterAll(async () => {
    await stop();
    await app.close();
    await target.release(database);
  });

  const asUser = async (id: number) => ({ authorization: await bearerOf(database, guard, id) });
  const status = async (url: string, headers: Record<string, string>) =>
    (await app.inject({ url, headers })).statusCode;

  it('keeps the role in memory on the embedded database only, forgotten when access changes', async () => {
    const boss = await createUser(database.db, { rol: 'admin' });
    const headers = await asUser(boss.id);
    expect(await status('/admin', headers)).toBe(200);
    // A change nobody is told about shows which database's roles are kept.
    await database.db.execute(sql`alter table users disable trigger users_push_audience_trigger`);
    try {
      await database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, boss.id));
    } finally {
      await database.db.execute(sql`alter table users enable trigger users_push_audience_trigger`);
    }
    expect(await status('/admin', headers)).toBe(target.name === 'pglite' ? 200 : 403);
    await database.db.update(users).set({ rol: 'admin' }).where(eq(users.id, boss.id));
    expect(await status('/admin', headers)).toBe(200);
  });

  it('refuses a demoted administrator on the next request', async () => {
    const boss = await createUser(database.db, { rol: 'admin' });
    const headers = await asUser(boss.id);
    expect(await status('/admin', headers)).toBe(200);
    await database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, boss.id));
    expect(await status('/admin', headers)).toBe(403);
    await database.db.update(users).set({ rol: 'admin' }).where(eq(users.id, boss.id));
    expect(await status('/admin', headers)).toBe(200);
  });

  it("stops a deleted or erased account's token on the next request", async () => {
    const gone = await createUser(database.db);
    const erased = await createUser(database.db);
    const goneHeaders = await asUser(gone.id);
    const erasedHeaders = await asUser(erased.id);
    expect(await status('/yo', goneHeaders)).toBe(200);
    expect(await status('/yo', erasedHeaders)).toBe(200);
    await database.db.delete(users).where(eq(users.id, gone.id));
    await database.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, erased.id));
    // A deleted account's sessions went with it; an erased one hears that the account is gone.
    expect(await status('/yo', goneHeaders)).toBe(401);
    expect(await status('/yo', erasedHeaders)).toBe(403);
  });

  it('does not take a new account for the old one after the table is emptied and ids restart', async () => {
    const boss = await createUser(database.db, { rol: 'admin' });
    const bossHeaders = await asUser(boss.id);
    expect(await status('/admin', bossHeaders)).toBe(200);
    await database.db.execute(sql`truncate users restart identity cascade`);
    const resident = await createUser(database.db);
    expect(resident.id).toBe(boss.id);
    expect(await status('/admin', bossHeaders)).toBe(401);
    expect(await status('/admin', await asUser(resident.id))).toBe(403);
  });
});
