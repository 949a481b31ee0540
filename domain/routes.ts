/**
 * The page paths of the web app (customer spec §2 route table), shared so the server can answer
 * an unknown path with a real 404 status while still sending the app, which draws the 404 page.
 * Redirecting paths are pages too: the browser router replaces them.
 */
export const PAGE_PATHS = [
  '/',
  '/app',
  '/inicio',
  '/quienes-somos',
  '/contacto',
  '/terminos',
  '/privacidad',
  '/payment-success',
  '/historial',
  '/admin',
  '/store',
  '/tienda',
  '/supermercado',
  '/productos',
  '/orders',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

const KNOWN = new Set<string>(PAGE_PATHS);

/** True when `pathname` (no query) is a page of the app; a trailing slash is tolerated. */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The admin panel may keep its sections in the path (/admin/entregas …).
  return KNOWN.has(trimmed || '/') || trimmed.startsWith('/admin/');
}
