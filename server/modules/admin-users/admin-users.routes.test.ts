import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAudit, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { insertOrder } from '../admin-orders/admin-board.fixtures';
import { enrolAndSignIn } from '../../test/staff';

describe('admin users and roles', () => {
  let t: TestApp;
  let admin: Customer;
  const as = (who: Customer, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  it('lists users with their order count, searching without accents or case, paged', async () => {
    const maria = await customer(t, {
      nombre: 'María Peña',
      email: 'mpena@correo.co',
      cedula: '52000111',
    });
    await insertOrder(t.database.db, { userId: maria.userId, createdAt: new Date() });
    await insertOrder(t.database.db, { userId: maria.userId, createdAt: new Date() });
    for (const q of ['maria pena', 'MPENA@', '52000111', 'PEÑA']) {
      const rows = (await as(admin, 'GET', `/admin/users?q=${encodeURIComponent(q)}`)).json();
      expect(rows).toEqual([
        expect.objectContaining({
          id: maria.userId,
          nombre: 'María Peña',
          rol: 'cliente',
          pedidos: 2,
          fecha_registro: expect.any(String),
        }),
      ]);
    }
    for (let i = 0; i < 4; i++) await customer(t);
    const first = await as(admin, 'GET', '/admin/users?limite=3');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await as(
      admin,
      'GET',
      `/admin/users?limite=3&cursor=${encodeURIComponent(cursor)}`,
    );
    const ids = [...first.json(), ...second.json()].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('promotes and demotes with an audit row, and never demotes the last administrator', async () => {
    const other = await customer(t);
    const promoted = await as(admin, 'PUT', `/api/admin/usuarios/${other.userId}/rol`, {
      rol: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      success: true,
      usuario: { id: other.userId, rol: 'admin' },
    });
    // A new role ends the person's sessions (issue 39): they sign in again, enrolling a factor.
    expect((await as(other, 'GET', '/auth/profile')).statusCode).toBe(401);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.id, other.userId));
    Object.assign(other, await enrolAndSignIn(t, otherRow!));
    // Issue 41: with two administrators neither row is the last one.
    const both = (await as(other, 'GET', '/admin/users')).json() as Array<{ id: number; unico_administrador: boolean }>;
    expect(both.filter((r) => r.unico_administrador)).toEqual([]);
    // The new admin demotes the first one, then cannot demote themself: they are the last.
    expect(
      (await as(other, 'PUT', `/api/admin/usuarios/${admin.userId}/rol`, { rol: 'cliente' }))
        .statusCode,
    ).toBe(200);
    const listed = (await as(other, 'GET', '/admin/users')).json() as Array<{ id: number; unico_administrador: boolean }>;
    expect(listed.filter((r) => r.unico_administrador).map((r) => r.id)).toEqual([other.userId]);
    const last = await as(other, 'PUT', `/api/admin/usuarios/${other.userId}/rol`, {
      rol: 'cliente',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      code: 'LAST_ADMIN',
      error: 'No se puede quitar el rol al último administrador.',
    });
    expect(ADMIN_MESSAGES.adminOps.lastAdmin).toBe(
      'No se puede quitar el rol al último administrador.',
    );
    const [row] = await t.database.db
      .select({ rol: users.rol })
      .from(users)
      .where(eq(users.id, other.userId));
    expect(row?.rol).toBe('admin');
    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'user.role'));
    expect(audit.map((a) => [a.admin_id, a.entity_id, a.before, a.after])).toEqual([
      [admin.userId, String(other.userId), { rol: 'customer' }, { rol: 'admin' }],
      [other.userId, String(admin.userId), { rol: 'admin' }, { rol: 'customer' }],
    ]);
    // The demoted admin is refused at once: their sessions ended with the role.
    expect((await as(admin, 'GET', '/admin/users')).statusCode).toBe(401);
    expect(
      (await as(other, 'PUT', '/api/admin/usuarios/999999/rol', { rol: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await as(other, 'PUT', `/api/admin/usuarios/${admin.userId}/rol`, { rol: 'jefe' }))
        .statusCode,
    ).toBe(400);
  });
});
