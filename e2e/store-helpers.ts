import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { bogotaDayKey, popupStorageKey } from '../domain/dates';
import { cashRoundingFor } from '../domain/money';
import { shippingFor } from '../domain/shipping';
import { baseUrl, urlOf } from '../testkit/base-url';
import { demoAdminSession } from '../testkit/staff-login';
import { openOrigin } from '../testkit/session';
import { REPO_ROOT } from '../testkit/server';
import { stepMs } from '../testkit/budgets';

export const CUSTOMER = {
  email: 'cliente@superconjunto.co',
  cedula: '1000000002',
  telefono: '3000000002',
};
export const ADMIN = {
  email: 'admin@superconjunto.co',
  cedula: '1000000001',
  telefono: '3000000001',
};

export interface Session {
  token: string;
  user: { id: number; nombre: string; [key: string]: unknown };
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(urlOf(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new resident of Torre 4 (history empty, points 0), registered through the API. */
export async function newResident(): Promise<Session> {
  const n = Date.now() % 1_000_000;
  const response = await fetch(urlOf('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Lucía Pardo',
      email: `lucia${n}@prueba.co`,
      cedula: String(80_000_000 + n),
      telefono: String(3_150_000_000 + n),
      torre: 4,
      piso: 9,
      apartamento: '904',
      notas_entrega: 'Llamar al llegar',
      privacy_accepted: true,
      marketing_accepted: false,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register → ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/**
 * Signs in through the API. The demo administrator answers its second factor with the seeded
 * authenticator secret (issue 39), sharing one session per server (testkit/staff-login.ts).
 */
export function login(credentials: typeof CUSTOMER): Promise<Session> {
  if (credentials.email === ADMIN.email) return demoAdminSession(baseUrl(), credentials);
  return api<Session>('POST', '/auth/login', credentials);
}

/** A 'general' code nobody used (bienvenida needs a first order; the demo customer has orders). */
export async function unusedGeneralCodes(): Promise<string[]> {
  const admin = await login(ADMIN);
  const { codigos } = await api<{ codigos: { codigo: string; tipo: string }[] }>(
    'GET',
    '/api/admin/codigos-promocionales/lista?estado=disponibles',
    undefined,
    admin.token,
  );
  return codigos.filter((c) => c.tipo === 'general').map((c) => c.codigo);
}

export interface ApiProduct {
  id: number;
  codigo: string;
  nombre: string;
  categoria: string;
  stock: number;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  precio: number;
}

/**
 * Puts `units` of one product in the cart from the store, goes to "Pagar en línea" with the saved
 * delivery details and accepts the gateway's two documents; returns the open payment sheet.
 */
export async function openPaymentSheet(
  page: Page,
  name: string,
  units: number,
  wait = { timeout: stepMs(15_000) },
): Promise<Locator> {
  await page.getByRole('list', { name: 'Productos' }).waitFor(wait);
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(name);
  const add = page.getByRole('button', { name: `Agregar ${name} al carrito` });
  for (let i = 0; i < units; i++) await add.click();
  await page.getByRole('button', { name: `Carrito, ${units} productos` }).click();
  await page
    .getByRole('dialog', { name: 'Tu carrito' })
    .getByRole('button', { name: 'Pagar en línea' })
    .click();
  await page
    .getByRole('dialog', { name: 'Datos de entrega' })
    .getByRole('button', { name: 'Continuar' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Pago seguro' });
  await modal.waitFor(wait);
  await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  await modal.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
  return modal;
}

/** A cash order of one unit of `product`, placed through the API as the store would. */
/** The store's body for a cash order of one unit of `product`, priced as the store prices it. */
export function cashOrderBody(product: ApiProduct) {
  const envio = shippingFor(product.precio, 'efectivo');
  return {
    productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
    paquetes: [],
    subtotal: product.precio,
    costo_envio: envio,
    total: cashRoundingFor(product.precio + envio).total,
    descuento_monto: 0,
    descuento_porcentaje: 0,
    metodo_pago: 'EFECTIVO',
    estado_pago: 'PENDIENTE_EFECTIVO',
  };
}

export async function placeCashOrder(
  resident: Session,
  product: ApiProduct,
): Promise<{ pedidoId: number; codigo: string }> {
  const response = await fetch(urlOf('/orders'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${resident.token}` },
    body: JSON.stringify(cashOrderBody(product)),
  });
  if (response.status !== 201)
    throw new Error(`order → ${response.status} ${await response.text()}`);
  return (await response.json()) as { pedidoId: number; codigo: string };
}

export function catalogue(): Promise<ApiProduct[]> {
  return api<ApiProduct[]>('GET', '/productos-con-descuentos');
}

export function pointsOf(
  session: Session,
): Promise<{ puntos_disponibles: number; canjes_activos: { codigo: string }[] }> {
  return api('GET', '/api/puntos/usuario', undefined, session.token);
}

/** Gives back the points of canjes a failed test left behind, so later tests see 520 again. */
export async function cancelActiveCanjes(session: Session): Promise<void> {
  const { canjes_activos } = await pointsOf(session);
  for (const c of canjes_activos) {
    await api('POST', '/api/puntos/cancelar-canje', { codigo_canje: c.codigo }, session.token);
  }
}

/**
 * Puts the session in local storage (as the login form does) and, unless `popupDue`, marks
 * today's popup as already shown so it does not cover the store. A stored session, not the
 * login form: the journeys that are about signing in use the form (accounts, forms-hardened).
 */
export async function signIn(
  page: Page,
  session: Session,
  options: { popupDue?: boolean; cart?: unknown[] } = {},
) {
  await openOrigin(page);
  await page.evaluate(
    ({ session, popupKey, today, cart }) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('carrito', JSON.stringify(cart));
      if (popupKey) localStorage.setItem(popupKey, JSON.stringify(today));
      else localStorage.removeItem(`popup_ultimo_dia_${session.user.id}`);
    },
    {
      session,
      popupKey: options.popupDue ? null : popupStorageKey(session.user.id),
      today: bogotaDayKey(new Date()),
      cart: options.cart ?? [],
    },
  );
}

export { axeViolations } from '../testkit/axe';

/** Gzipped bytes (level 9) of the built JS files a page fetched. */
export function gzippedJs(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    const path = join(REPO_ROOT, 'dist', 'web', file);
    if (file.endsWith('.js') && existsSync(path))
      total += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return total;
}
