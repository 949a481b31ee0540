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
  '/mi-cuenta',
  '/admin',
  '/configuracion-inicial',
  '/store',
  '/tienda',
  '/supermercado',
  '/productos',
  '/orders',
  '/nosotros',
] as const;

/**
 * Other names people type for a page (issue 40: "/nosotros" was a 404): the server answers them
 * with a permanent redirect, the browser router replaces them.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/nosotros': '/quienes-somos',
};

export type PagePath = (typeof PAGE_PATHS)[number];

/** The one-time setup of an empty shop (issue 26): where `/` leads while no administrator exists. */
export const FIRST_START_PATH = '/configuracion-inicial';

const KNOWN = new Set<string>(PAGE_PATHS);

/** True when `pathname` (no query) is a page of the app; a trailing slash is tolerated. */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The admin panel may keep its sections in the path (/admin/entregas …).
  return KNOWN.has(trimmed || '/') || trimmed.startsWith('/admin/');
}

/** The query parameter of the login page that holds the page asked for (`/?volver=/historial`). */
export const RETURN_PARAM = 'volver';

const RETURN_BASE = 'http://superconjunto.invalid';

/**
 * The page to go back to after logging in, or null: only an internal path of a known page
 * (never another origin, `//host`, `/\host`, a scheme, or the store itself, which is already there).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 300) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, RETURN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== RETURN_BASE || !isKnownPagePath(url.pathname)) return null;
  if (url.pathname === '/' || url.pathname === '/app') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that comes back to `target` (an internal path) once the resident logs in. */
export function loginPathFor(target: string): string {
  const back = safeReturnPath(target);
  return back ? `/?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/';
}
