import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { routeTable } from '../modules/admin-orders/admin-routes.fixtures';
import { administrator, customer } from '../modules/orders/orders.fixtures';

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  requestBody?: unknown;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the API documented (OpenAPI 3 from the route schemas)', () => {
  let t: TestApp;
  let doc: Doc;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    // A script signs in as an administrator and reads the document with its token (issue 46).
    admin = (await administrator(t)).authorization;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  afterAll(() => t.close());

  const operation = (method: string, url: string) =>
    doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  it('has every registered route', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const routes = routeTable(t.app).filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((r) => !operation(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('marks the bearer token on signed-in and admin routes, not on public ones', () => {
    for (const [method, url] of [
      ['GET', '/api/mi-cuenta/datos'],
      ['POST', '/api/mi-cuenta/eliminar'],
      ['GET', '/api/admin/solicitudes'],
      ['PUT', '/api/admin/pedidos/:id/estado'],
      ['POST', '/orders'],
      ['GET', '/api/puntos/mi-saldo'],
    ] as const) {
      expect(operation(method, url)?.security, `${method} ${url}`).toEqual([{ bearerAuth: [] }]);
      expect(operation(method, url)?.responses['401']).toBeDefined();
    }
    for (const route of routeTable(t.app).filter((r) => r.url.startsWith('/api/admin'))) {
      expect(operation(route.method, route.url)?.security, `${route.method} ${route.url}`).toEqual([
        { bearerAuth: [] },
      ]);
    }
    expect(operation('POST', '/auth/login')?.security).toBeUndefined();
    expect(operation('GET', '/productos-con-descuentos')?.security).toBeUndefined();
  });

  it('documents the Spanish error shape and the request body from the zod schema', () => {
    const file = operation('POST', '/api/mi-cuenta/solicitudes')!;
    expect(file.responses['400']?.content?.['application/json']?.schema.$ref).toBe(
      '#/components/schemas/Error',
    );
    expect(JSON.stringify(file.requestBody)).toContain('rectificacion');
    expect(operation('GET', '/api/admin/solicitudes')!.responses['403']).toBeDefined();
  });

  it('serves an interactive page at /api/docs to a signed-in administrator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps the document and its page from anonymous callers and residents (issue 46)', async () => {
    const resident = (await customer(t)).authorization;
    for (const url of ['/api/docs/json', '/api/docs/', '/api/docs/yaml']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('LOGIN_REQUIRED');
      const refused = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: resident },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('openapi');
    }
  });
});

describe('the API documented in the open with API_DOCS_PUBLIC=1', () => {
  it('serves the document to anyone', async () => {
    const t = await buildTestApp({ config: { apiDocsPublic: true } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toMatch(/^3\./);
    } finally {
      await t.close();
    }
  });
});
