import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route of the app, read from Fastify's own route table (printRoutes without common
 * prefixes: each line is a child path segment with its methods; indentation gives the parent).
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: path });
    }
  }
  return routes;
}

/** Routes that only an administrator may call. */
export function adminRoutes(app: FastifyInstance): RouteEntry[] {
  return routeTable(app).filter(
    ({ method, url }) =>
      url.startsWith('/api/admin') ||
      url.startsWith('/admin/') ||
      (url.startsWith('/productos') && method !== 'GET'),
  );
}
