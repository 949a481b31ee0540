import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../testkit/axe';
import {
  BROWSER_SUITE_SERVER_ENV,
  SERVERS_SIDE_BY_SIDE_READY_MS,
  stepWait,
} from '../testkit/budgets';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { startServer, type RunningServer } from '../testkit/server';
import { demoAdminSession } from '../testkit/staff-login';

/**
 * Passkeys in Chromium (issue 39) with the DevTools protocol's virtual authenticator: a resident
 * adds one in Mi cuenta and signs in with one tap; a new administrator enrols one as their second
 * factor and signs in with it. WebAuthn needs a secure context and a relying-party id that is a
 * name: 127.0.0.1 (the shared servers' PUBLIC_URL) is neither an rp id browsers take, so this
 * file starts its own server without PUBLIC_URL and opens it as http://localhost:<port>.
 */
const WAIT = stepWait(20_000);
const ADMIN = { email: 'admin@superconjunto.co', cedula: '1000000001', telefono: '3000000001' };

let browser: Browser;
let server: RunningServer;
let base: string;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    // It boots while the other files run against their servers: the side-by-side budget.
    startServer({
      label: 'superconjunto-passkeys',
      env: { ...BROWSER_SUITE_SERVER_ENV, PUBLIC_URL: '' },
      readyTimeoutMs: SERVERS_SIDE_BY_SIDE_READY_MS,
    }),
  ]);
  base = server.baseUrl.replace('127.0.0.1', 'localhost');
}, SERVERS_SIDE_BY_SIDE_READY_MS + 30_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Person {
  id: number;
  email: string;
  cedula: string;
  telefono: string;
}

/** A new resident registered through the API (the registration has its own journeys). */
async function newResident(tag: string): Promise<Person> {
  const unique = `${Date.now()}`.slice(-7) + tag;
  const person = {
    email: `llave.${unique}@correo.co`,
    cedula: `7${unique}`,
    telefono: `31${unique}`.slice(0, 10),
  };
  const answer = await api<{ user: { id: number } }>('POST', '/auth/register', {
    nombre: 'Laura Llave',
    ...person,
    torre: 2,
    piso: 4,
    apartamento: '401',
    privacy_accepted: true,
  });
  return { id: answer.user.id, ...person };
}

/** A phone page with a platform authenticator (fingerprint or face, always verified). */
async function phoneWithPasskeys(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPhonePage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page };
}

async function goto(page: Page, path: string) {
  await page.goto(new URL(path, base).toString(), { waitUntil: 'load' });
}

async function giveThreeFacts(page: Page, who: Person) {
  await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Cédula').fill(who.cedula);
  await page.getByLabel('Teléfono', { exact: true }).fill(who.telefono);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The store after a sign-in: the daily popup (demo seed) is closed when it shows. */
async function inStore(page: Page) {
  const notNow = page.getByRole('button', { name: 'Ahora no' });
  if (
    await notNow.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  )
    await notNow.click();
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).waitFor(WAIT);
}

/** The back office after a staff sign-in (opened by hand: where the sign-in lands is not this test's). */
async function inPanel(page: Page) {
  await page.waitForFunction(() => window.localStorage.getItem('token') !== null, undefined, WAIT);
  if (!new URL(page.url()).pathname.startsWith('/admin')) await goto(page, '/admin');
  await page.locator('#admin-section-title').waitFor(WAIT);
}

describe('passkeys', () => {
  it('lets a resident add a passkey in Mi cuenta and sign in with one tap after signing out', async () => {
    const resident = await newResident('1');
    const { context, page } = await phoneWithPasskeys();
    try {
      const { problems } = watchPageProblems(page);
      await goto(page, '/');
      await giveThreeFacts(page, resident);
      await inStore(page);
      await goto(page, '/mi-cuenta');
      await page.getByRole('heading', { name: 'Entrar con huella o Face ID' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Registrar llave de acceso' }).click();
      await page.getByText('Listo: tu llave de acceso quedó registrada.').waitFor(WAIT);
      await page.getByRole('button', { name: /^Quitar/ }).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Volver a la tienda' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Entrar con huella o Face ID' }).click();
      await inStore(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a new administrator enrol a passkey as their second factor and sign in with it', async () => {
    const owner = await demoAdminSession(base, ADMIN);
    const person = await newResident('2');
    await api('PUT', `/api/admin/usuarios/${person.id}/rol`, { rol: 'admin' }, owner.token);
    const { context, page } = await phoneWithPasskeys();
    try {
      const { problems } = watchPageProblems(page);
      await goto(page, '/');
      await giveThreeFacts(page, person);
      await page.getByRole('heading', { name: 'Protege tu cuenta' }).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Registrar llave de acceso' }).click();
      await page.getByRole('checkbox', { name: 'Guardé mis códigos' }).check(WAIT);
      await page.getByRole('button', { name: 'Entrar al panel' }).click();
      await inPanel(page);

      await page.getByRole('button', { name: 'Salir' }).click();
      await goto(page, '/');
      await giveThreeFacts(page, person);
      await page.getByRole('heading', { name: 'Confirma que eres tú' }).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Usar llave de acceso (huella o Face ID)' }).click();
      await inPanel(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
