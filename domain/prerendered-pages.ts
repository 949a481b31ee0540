import { BUSINESS } from './business';
import { DEFAULT_SERVICE_HOURS, type ServiceHours } from './service-hours';
import { DEFAULT_SETTINGS, shopSlogan, type ShopSettings } from './settings';

/**
 * The public pages rendered to HTML (issue 13): readable before any script runs, each with its
 * own title, description and social preview. The build writes `file` into the web folder with
 * the default settings; the server renders them again with the saved settings (issue 26) and
 * answers `path` with that (and unknown paths with the 404 page, status 404).
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  title: string;
  description: string;
}

/**
 * What a rendered page printed, embedded in it (`<html data-ajustes>`) so the browser's first
 * render (hydration) starts from the same settings and hours the server drew the page with.
 */
export interface PageData {
  ajustes: ShopSettings;
  /** The window the ordering rule enforces (GET /api/horario's `ventana`). */
  ventana: ServiceHours;
  /**
   * The shop's categories with products on sale (GET /api/categorias), which the landing lists
   * (issue 41); none in a page drawn at build time, which knows no shop.
   */
  categorias: string[];
}

export const DEFAULT_PAGE_DATA: PageData = {
  ajustes: DEFAULT_SETTINGS,
  ventana: DEFAULT_SERVICE_HOURS,
  categorias: [],
};

/** The public pages' titles and descriptions for a shop's settings. */
export function publicPages(settings: ShopSettings): PrerenderedPage[] {
  const { nombre, conjunto } = settings.tienda;
  const minutes = settings.entrega.promesa_minutos;
  const brandTitle = (page: string) => `${page} · ${nombre}`;
  return [
    {
      path: '/inicio',
      file: 'inicio.html',
      title: `${nombre} · ${shopSlogan(settings)}`,
      description: `El mercado del ${conjunto} en ${BUSINESS.city}, entregado en tu apartamento en máximo ${minutes} minutos.`,
    },
    {
      path: '/quienes-somos',
      file: 'quienes-somos.html',
      title: brandTitle('Quiénes somos'),
      description: `Quiénes somos: la tienda de mercado a domicilio de las torres del ${conjunto}, con entregas en ${minutes} minutos.`,
    },
    {
      path: '/contacto',
      file: 'contacto.html',
      title: brandTitle('Contacto'),
      description: `Escríbenos por WhatsApp o correo: horarios de atención y cómo contactar a ${nombre}.`,
    },
    {
      path: '/terminos',
      file: 'terminos.html',
      title: brandTitle('Términos y condiciones'),
      description: `Términos y condiciones de ${nombre}: pedidos, pagos, envíos, mínimos de compra, puntos y cancelaciones.`,
    },
    {
      path: '/privacidad',
      file: 'privacidad.html',
      title: brandTitle('Política de privacidad'),
      description: `Cómo ${nombre} trata tus datos personales (Ley 1581 de 2012): qué guardamos, para qué y cómo ejercer tus derechos.`,
    },
  ];
}

/** The 404 page, rendered for an address no page has. */
export function notFoundPage(settings: ShopSettings): PrerenderedPage {
  return {
    path: '/pagina-no-encontrada',
    file: '404.html',
    title: `Página no encontrada · ${settings.tienda.nombre}`,
    description: 'La dirección que buscas no existe o cambió de lugar.',
  };
}

/** The pages as the build renders them, with the default settings. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = publicPages(DEFAULT_SETTINGS);

export const NOT_FOUND_PAGE: PrerenderedPage = notFoundPage(DEFAULT_SETTINGS);

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
 * fetches it once the page has painted rather than alongside the HTML and CSS. `data` (the
 * settings the markup was drawn with) rides on <html data-ajustes> for the hydration.
 */
export function prerenderedHtml(
  shell: string,
  page: PrerenderedPage,
  markup: string,
  css?: string,
  data: PageData = DEFAULT_PAGE_DATA,
): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(data.ajustes.tienda.nombre)}" />`,
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
    .replace(
      /<html\b/,
      () =>
        `<html data-app-entry="${escapeHtml(entry)}" data-ajustes="${escapeHtml(JSON.stringify(data))}"`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/**
 * The app shell (index.html, answered for `/` and every page the browser draws) with the shop's
 * name and promise in its title, description and home-screen title.
 */
export function shellHtml(shell: string, settings: ShopSettings): string {
  const [home] = publicPages(settings);
  if (!home) return shell;
  const name = escapeHtml(settings.tienda.nombre);
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(home.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${escapeHtml(home.description)}${close}`,
    )
    .replace(
      /(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${name}${close}`,
    );
}

/** The web app manifest (web/public/manifest.webmanifest) with the shop's name and slogan. */
export function webManifest(
  base: Record<string, unknown>,
  settings: ShopSettings,
): Record<string, unknown> {
  return {
    ...base,
    name: settings.tienda.nombre,
    short_name: settings.tienda.nombre,
    description: shopSlogan(settings),
  };
}
