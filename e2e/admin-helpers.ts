import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { ADMIN, login, signIn, type Session } from './store-helpers';
import { stepMs } from '../testkit/budgets';

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const VIEWPORTS = [
  ['phone', PHONE_VIEWPORT],
  ['desktop', DESKTOP_VIEWPORT],
] as const;

/** A page of its own context at the given size and theme, signed in as the demo administrator. */
export async function adminPage(
  browser: Browser,
  viewport: { width: number; height: number },
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page; admin: Session }> {
  const context = await browser.newContext({
    viewport,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    colorScheme,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const admin = await login(ADMIN);
  await signIn(page, admin);
  return { context, page, admin };
}

/**
 * Goes to `path` inside the already loaded app, as its own links do (the router follows the
 * history), instead of loading the whole app again: a sweep over every section pays for one
 * page load, not one per section.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function apiCall<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(urlOf(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${token}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A cash order placed through the API by `resident` (as the checkout would). */
export async function placeCashOrder(
  resident: Session,
  product: { id: number; nombre: string; precio: number },
  cantidad = 1,
): Promise<{ pedidoId: number; codigo: string }> {
  return apiCall(
    'POST',
    '/orders',
    resident.token,
    {
      productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad }],
      metodo_pago: 'efectivo',
    },
    { 'Idempotency-Key': `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
}

export async function stockOf(productId: number): Promise<number> {
  const response = await fetch(urlOf('/productos-con-descuentos'));
  const list = (await response.json()) as { id: number; stock: number }[];
  return list.find((p) => p.id === productId)?.stock ?? -1;
}

/**
 * On a phone the board's filters fold behind "Filtros y avisos" (issue 41): opens them when they
 * are folded; on a wider screen they are always shown and this does nothing.
 */
export async function openBoardFilters(page: Page): Promise<void> {
  const bar = page.getByRole('button', { name: /^Filtros y avisos/ });
  await page
    .getByRole('heading', { level: 2, name: 'Gestión de entregas' })
    .waitFor({ timeout: stepMs(10_000) });
  if ((await bar.isVisible()) && (await bar.getAttribute('aria-expanded')) === 'false')
    await bar.click();
  await page
    .getByRole('group', { name: 'Filtrar por estado' })
    .waitFor({ timeout: stepMs(10_000) });
}
