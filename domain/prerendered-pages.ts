import { BUSINESS } from './business';

/**
 * The public pages rendered to HTML at build time (issue 13): readable before any script runs,
 * each with its own title, description and social preview. The build writes `file` into the web
 * folder; the server answers `path` with it (and unknown paths with the 404 page, status 404).
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  title: string;
  description: string;
}

const brandTitle = (page: string) => `${page} · ${BUSINESS.brand}`;

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: '/inicio',
    file: 'inicio.html',
    title: `${BUSINESS.brand} · ${BUSINESS.slogan}`,
    description: `El mercado del ${BUSINESS.complexName} en Bogotá, entregado en tu apartamento en máximo ${BUSINESS.deliveryPromiseMinutes} minutos. Lácteos, panadería, carnes, aseo y más.`,
  },
  {
    path: '/quienes-somos',
    file: 'quienes-somos.html',
    title: brandTitle('Quiénes somos'),
    description: `Quiénes somos: la tienda de mercado a domicilio de las torres del ${BUSINESS.complexName}, con entregas en ${BUSINESS.deliveryPromiseMinutes} minutos.`,
  },
  {
    path: '/contacto',
    file: 'contacto.html',
    title: brandTitle('Contacto'),
    description: `Escríbenos por WhatsApp o correo: horarios de atención y cómo contactar a ${BUSINESS.brand}.`,
  },
  {
    path: '/terminos',
    file: 'terminos.html',
    title: brandTitle('Términos y condiciones'),
    description: `Términos y condiciones de ${BUSINESS.brand}: pedidos, pagos, envíos, mínimos de compra, puntos y cancelaciones.`,
  },
  {
    path: '/privacidad',
    file: 'privacidad.html',
    title: brandTitle('Política de privacidad'),
    description: `Cómo ${BUSINESS.brand} trata tus datos personales (Ley 1581 de 2012): qué guardamos, para qué y cómo ejercer tus derechos.`,
  },
];

/** The 404 page, rendered for an address no page has. */
export const NOT_FOUND_PAGE: PrerenderedPage = {
  path: '/pagina-no-encontrada',
  file: '404.html',
  title: brandTitle('Página no encontrada'),
  description: 'La dirección que buscas no existe o cambió de lugar.',
};

/** The prerendered page for a request path (a trailing slash is tolerated), if there is one. */
export function prerenderedPageFor(pathname: string): PrerenderedPage | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === trimmed);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const APP_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/**
 * The app shell (the built index.html) with a page's markup inside #root and the page's own
 * <title>, description, Open Graph and Twitter tags in place of the shell's title and description.
 *
 * The page must paint from its first response: `css` (the shell's stylesheet) is inlined in place
 * of its <link>, which saves a round trip before the first paint, and the app's script is named
 * on <html data-app-entry> instead of linked, so the inline boot script (web/public/theme.js)
 * fetches it once the page has painted rather than alongside the HTML and CSS.
 */
export function prerenderedHtml(
  shell: string,
  page: PrerenderedPage,
  markup: string,
  css?: string,
): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS.brand)}" />`,
    `<meta property="og:locale" content="es_CO" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="/icons/icon-512.png" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  const withHead = shell
    // The page reads without scripts: its code may arrive after the first paint, so the shell's
    // preloads (React and the shop's modules) do not compete with the CSS for the first bytes.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => head);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const entry = APP_SCRIPT.exec(withHead)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  if (css !== undefined && (/<\/style/i.test(css) || !STYLESHEET.test(withHead)))
    throw new Error('the stylesheet cannot be inlined');
  const styled =
    css === undefined ? withHead : withHead.replace(STYLESHEET, () => `<style>${css}</style>`);
  return styled
    .replace(APP_SCRIPT, '')
    .replace(/<html\b/, () => `<html data-app-entry="${escapeHtml(entry)}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
