import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { adminRoutes, type RouteEntry } from './admin-routes.fixtures';

/** Every admin route of the app, read from Fastify's route table so none can be forgotten. */
describe('every admin route refuses non-administrators', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let resident: Customer;
  let demoted: Customer;
  beforeAll(async () => {
    t = await buildTestApp();
    routes = adminRoutes(t.app);
    resident = await customer(t);
    await administrator(t); // another admin stays, so the demotion is allowed
    demoted = await administrator(t);
    await t.database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, demoted.userId));
  });
  afterAll(() => t.close());

  it('finds the admin routes in the route table', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/pedidos',
      'GET /api/admin/pedidos/conteos',
      'GET /api/admin/pedidos/:id',
      'PUT /api/admin/pedidos/:id/estado',
      'POST /api/admin/pedidos/:id/revertir-entrega',
      'GET /api/admin/eventos',
      'GET /admin/stats',
      'GET /admin/users',
      'PUT /api/admin/usuarios/:id/rol',
      'GET /api/admin/usuarios/:id',
      'POST /api/admin/usuarios/:id/puntos',
      'GET /api/admin/auditoria',
      'GET /api/admin/auditoria/personas',
      'GET /api/admin/productos',
      'PATCH /api/admin/productos/:id/stock',
      'GET /api/admin/productos/exportar',
      'POST /api/admin/productos/importar',
      'GET /api/admin/categorias',
      'GET /api/admin/ajustes',
      'PUT /api/admin/ajustes',
      'GET /api/admin/primeros-pasos',
      'POST /api/admin/categorias',
      'GET /api/admin/recompensas',
      'POST /api/admin/recompensas',
      'PUT /api/admin/recompensas/:id',
      'PUT /api/admin/recompensas/:id/activa',
      'DELETE /api/admin/recompensas/:id',
      'POST /productos',
      'PUT /productos/:id',
      'DELETE /productos/:id',
      'GET /api/admin/soporte',
      'GET /api/admin/soporte/:id',
      'POST /api/admin/soporte/:id/responder',
      'POST /api/admin/soporte/:id/puntos',
      'POST /api/admin/soporte/:id/reembolso',
      'POST /api/admin/soporte/:id/cerrar',
    ]) {
      expect(names).toContain(expected);
    }
  });

  const call = (route: RouteEntry, authorization?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, '1'),
      headers: authorization ? { authorization } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('answers 401 LOGIN_REQUIRED to anonymous callers on every admin route', async () => {
    for (const route of routes) {
      const answer = await call(route);
      expect({ route, status: answer.statusCode, code: answer.json().code }).toEqual({
        route,
        status: 401,
        code: 'LOGIN_REQUIRED',
      });
    }
  });

  it('answers 403 FORBIDDEN to customers and to a demoted administrator on every admin route', async () => {
    for (const who of [resident, demoted]) {
      for (const route of routes) {
        const answer = await call(route, who.authorization);
        expect({ route, status: answer.statusCode, code: answer.json().code }).toEqual({
          route,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
  });
});
