import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../domain/permissions';
import { buildTestApp, type TestApp } from '../test/app';
import { registerResident } from '../test/auth-fixtures';
import { createUser } from '../test/factories';
import { staffMember } from '../test/staff';
import { STAFF_PATH, type RouteEntry } from './auth-guard';

/**
 * Issue 39's security walk: every route the app registers, called the way an intruder would, and
 * compared with the permission table of domain/permissions.ts. Ids are ones no row has, so an
 * allowed call changes nothing; bodies are empty, so an allowed write stops at validation.
 */
const STREAMS = /\/eventos$/;
// Routes that read the token themselves, around the guard (a signed-out order hears its own message).
const WRAPPED = [
  { method: 'POST', url: '/orders' },
  { method: 'GET', url: '/orders' },
];

function concrete(url: string): string {
  return url.replace(/:id\b/g, '999999').replace(/:[A-Za-z_]+/g, 'x').replace(/\*$/, 'x');
}

async function call(t: TestApp, route: { method: string; url: string }, authorization?: string) {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: authorization ? { authorization } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('who may call which route (issue 39)', () => {
  let t: TestApp;
  let routes: readonly RouteEntry[];
  let staffRoutes: RouteEntry[];
  const sessions = {} as Record<StaffRole, string>;
  let resident: string;

  beforeAll(async () => {
    t = await buildTestApp();
    routes = t.app.routeInventory;
    staffRoutes = routes.filter((r) => r.permission !== undefined && r.method !== 'HEAD');
    for (const rol of STAFF_ROLES) sessions[rol] = (await staffMember(t, rol)).authorization;
    resident = (await registerResident(t)).authorization;
  });
  afterAll(() => t.close());

  it('knows every route, and every back-office path declares a permission', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => STAFF_PATH.test(r.url) && r.permission === undefined);
    expect(undeclared).toEqual([]);
    // Each permission of the table guards at least one route: none is dead weight.
    const used = new Set(staffRoutes.map((r) => r.permission));
    expect(PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });

  it("opens nothing with only an administrator's e-mail, cédula and phone", async () => {
    const owner = await createUser(t.database.db, { rol: 'admin' });
    await staffMember(t, 'admin', {}); // the shop has an enrolled administrator
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, cedula: owner.cedula, telefono: owner.telefono },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).not.toHaveProperty('token');
    expect(login.json()).toMatchObject({ enrolamiento_requerido: true });
    const refused: string[] = [];
    for (const route of staffRoutes) {
      const anonymous = await call(t, route);
      const asResident = await call(t, route, resident);
      if (anonymous.statusCode !== 401 || asResident.statusCode !== 403)
        refused.push(`${route.method} ${route.url}: ${anonymous.statusCode}/${asResident.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it.each(STAFF_ROLES)('answers %s exactly what the permission table allows, on every staff route', async (rol) => {
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const allowed = can(rol, route.permission!);
      if (allowed && STREAMS.test(route.url)) continue; // an allowed stream never ends
      const status = (await call(t, route, sessions[rol])).statusCode;
      const refused = status === 401 || status === 403;
      if (allowed === refused) wrong.push(`${route.method} ${route.url} (${route.permission}): ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  // The table itself, against the words: the server reading the same table cannot catch
  // a table that gives a role too much.
  async function reachable(rol: StaffRole): Promise<string[]> {
    const open: string[] = [];
    for (const route of staffRoutes) {
      if (STREAMS.test(route.url)) {
        if (can(rol, route.permission!)) open.push(`${route.method} ${route.url}`);
        continue;
      }
      const status = (await call(t, route, sessions[rol])).statusCode;
      if (status !== 401 && status !== 403) open.push(`${route.method} ${route.url}`);
    }
    return open.sort();
  }

  it('lets the repartidor reach the deliveries board and nothing else', async () => {
    expect(await reachable('repartidor')).toEqual(
      [
        'GET /api/admin/eventos',
        'GET /api/admin/pedidos',
        'GET /api/admin/pedidos/:id',
        'GET /api/admin/pedidos/conteos',
        // The packing list's shared ticks and the gifts to hand over (issue 41): the delivery's work.
        'GET /api/admin/pedidos/:id/alistamiento',
        'PUT /api/admin/pedidos/:id/alistamiento',
        'GET /api/admin/regalos',
        // A product missing from the shelf is the packer's to mark (issue 44).
        'POST /api/admin/pedidos/:id/faltantes',
        'GET /api/admin/pedidos/:id/reemplazos',
        'PATCH /api/admin/pedidos/:id/estado',
        'PATCH /api/admin/pedidos/:id/etapa',
        'POST /api/admin/avisos-push/suscripcion',
        'DELETE /api/admin/avisos-push/suscripcion',
        'PUT /api/admin/pedidos/:id/estado',
        'PUT /api/admin/pedidos/:id/etapa',
      ].sort(),
    );
  });

  it('keeps money, settings, roles, audit and data rights from the encargado', async () => {
    const open = await reachable('encargado');
    const forbidden = [/rentabilidad|gastos|margenes|costo|precio-sugerido|descuento|reembolso|\/stats|puntos/, /ajustes|primeros-pasos/, /\/rol$|restablecer/, /auditoria/, /solicitudes/, /codigos-promocionales|promociones-popup|recompensas/];
    expect(open.filter((route) => forbidden.some((re) => re.test(route)))).toEqual([]);
    for (const needed of ['POST /productos', 'PATCH /api/admin/productos/:id/stock', 'GET /api/admin/soporte', 'GET /admin/users', 'POST /api/admin/pedidos/:id/revertir-entrega'])
      expect(open).toContain(needed);
  });

  it('refuses an ended session on every signed-in route, a resident and a staff member alike', async () => {
    const person = await registerResident(t, { email: 'salida@example.com', cedula: '77123456' });
    const staff = await staffMember(t, 'encargado');
    for (const who of [person.authorization, staff.authorization]) {
      const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: who } });
      expect(out.statusCode).toBe(200);
    }
    const signedIn = [...routes.filter((r) => r.signedIn && r.method !== 'HEAD'), ...WRAPPED];
    expect(signedIn.length).toBeGreaterThan(60);
    const open: string[] = [];
    for (const route of signedIn) {
      for (const who of [person.authorization, staff.authorization]) {
        const status = (await call(t, route, who)).statusCode;
        if (status !== 401) open.push(`${route.method} ${route.url}: ${status}`);
      }
    }
    expect(open).toEqual([]);
  });
});
