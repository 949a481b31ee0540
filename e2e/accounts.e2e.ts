import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { pathOf, watchPageProblems } from '../testkit/page-problems';
import { mainHeading, open, screenshot } from '../testkit/pages';
import { DEMO_ADMIN_TOTP_SECRET } from '../server/db/seed/accounts-data';
import { totpCode } from '../testkit/staff-login';
import { stepMs, stepWait } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CUSTOMER = {
  email: 'cliente@superconjunto.co',
  cedula: '1000000002',
  telefono: '3000000002',
};
const ADMIN = { email: 'admin@superconjunto.co', cedula: '1000000001', telefono: '3000000001' };
const WAIT = stepWait(15_000);

async function logIn(
  page: Page,
  who: { email: string; cedula: string; telefono: string },
  { popupSeenToday = false } = {},
) {
  await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Cédula').fill(who.cedula);
  await page.getByLabel('Teléfono', { exact: true }).fill(who.telefono);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  if (popupSeenToday) await storeHeader(page).waitFor(WAIT);
  else await enterStore(page);
}

/**
 * Waits for the store after a login or registration. The demo seed has an active daily popup,
 * a modal that hides the page behind it, so it is closed when it shows (once a day per user).
 */
/** The factor step after the three facts: a code the server has not seen yet (this one or the next). */
async function signInWithCode(page: Page, secret: string) {
  const field = page.getByLabel('Código de 6 dígitos');
  await field.waitFor(WAIT);
  for (const steps of [0, 1]) {
    await field.fill(totpCode(secret, steps));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const done = await field.waitFor({ state: 'detached', timeout: stepMs(5_000) }).then(
      () => true,
      () => false,
    );
    if (done) return;
  }
  throw new Error('no TOTP code was accepted');
}

async function enterStore(page: Page) {
  const notNow = page.getByRole('button', { name: 'Ahora no' });
  const shown = await notNow
    .waitFor({ timeout: 6_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await notNow.click();
    await notNow.waitFor({ state: 'detached', timeout: stepMs(10_000) });
  }
  await storeHeader(page).waitFor(WAIT);
}

const storeHeader = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' });

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

describe('accounts', () => {
  it('registers a new resident, logs out and logs in again with an upper-case e-mail', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      const { problems } = watchPageProblems(page);
      const unique = String(Date.now()).slice(-8);
      const email = `residente.${unique}@correo.co`;
      const cedula = `52${unique}`;
      const telefono = `31${unique}`;
      await open(page, '/');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).waitFor(WAIT);
      expect(pathOf(page)).toBe('/');

      const register = page.getByRole('button', { name: 'Registrarme' });
      expect(await register.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
      await page.getByLabel('Piso').fill('45');
      await register.click();
      await page
        .getByRole('alert')
        .getByText('Por favor completa todos los campos obligatorios')
        .waitFor(WAIT);
      expect(
        await page.getByLabel('Nombre completo').evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await screenshot(page, 'registro-errores');
      await screenshot(page, 'registro-errores-completo', { fullPage: true });

      await page.getByLabel('Nombre completo').fill('Valentina Gómez');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Cédula').fill(cedula);
      await page.getByLabel('Teléfono', { exact: true }).fill(telefono);
      await page.getByLabel('Torre').selectOption('3');
      await page.getByLabel('Piso').fill('12');
      await page.getByLabel('Apartamento').fill('1204');
      await page.evaluate(() => {
        // Every toast as it appears: its text, and whether it sat on the header or off-screen.
        const w = window as unknown as { seenToasts: string[]; toastProblems: string[] };
        w.seenToasts = [];
        w.toastProblems = [];
        new MutationObserver(() => {
          const header = document.querySelector('header')?.getBoundingClientRect();
          for (const toast of document.querySelectorAll<HTMLElement>('[data-sonner-toast]')) {
            const text = toast.textContent?.trim() ?? '';
            if (w.seenToasts.includes(text)) continue;
            w.seenToasts.push(text);
            const r = toast.getBoundingClientRect();
            if (header && r.top < header.bottom) w.toastProblems.push(`on the header: ${text}`);
            if (!toast.closest('[popover]')?.matches(':popover-open'))
              w.toastProblems.push(`not in the top layer: ${text}`);
          }
        }).observe(document.body, { subtree: true, childList: true });
      });
      await register.click();
      await enterStore(page);
      await page.getByText('Torre 3 · Piso 12 · Apto 1204').waitFor(WAIT);
      // Issue 22: the store opens at its top, the welcome toast hides nothing of the header and
      // shows in the top layer, and the daily popup waits for another day.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts))
        .toContain('¡Hola, Valentina! Te damos la bienvenida a SuperConjunto.');
      expect(
        await page.evaluate(() => (window as unknown as { toastProblems: string[] }).toastProblems),
      ).toEqual([]);
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Administrar' }).count()).toBe(0);
      expect(await stored(page, 'token')).toBeTruthy();
      await page
        .getByText('¡Hola, Valentina! Te damos la bienvenida a SuperConjunto.')
        .waitFor({ state: 'detached', timeout: stepMs(10_000) });
      await screenshot(page, 'tienda-encabezado');

      await storeHeader(page).click();
      await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
      expect(await stored(page, 'token')).toBeNull();
      expect(await stored(page, 'user')).toBeNull();

      await logIn(page, { email: `  ${email.toUpperCase()}  `, cedula: ` ${cedula} `, telefono });
      expect(JSON.parse((await stored(page, 'user')) ?? '{}')).toMatchObject({ email, torre: 3 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ends an expired session mid-visit and gives the cart back after the next login', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await open(page, '/app');
      await logIn(page, CUSTOMER);
      const cart = [
        { id: 1, nombre: 'Leche entera', precio: 4200, cantidad: 1 },
        { id: 2, nombre: 'Pan tajado', precio: 6500, cantidad: 1 },
      ];
      await page.evaluate((items) => {
        window.localStorage.setItem('carrito', JSON.stringify(items));
        window.localStorage.setItem('token', 'token.vencido.invalido');
      }, cart);

      // The reload validates the saved session with GET /auth/profile, which answers 403.
      await page.reload();
      await page
        .getByText('Tu sesión ha expirado por seguridad. Iniciando sesión nuevamente...')
        .waitFor(WAIT);
      expect(await stored(page, 'token')).toBeNull();
      expect(JSON.parse((await stored(page, 'carrito-temp')) ?? '[]')).toHaveLength(2);
      await page.waitForURL((url) => url.pathname === '/', { timeout: stepMs(10_000) });

      await logIn(page, CUSTOMER, { popupSeenToday: true });
      await page.getByText('¡Hola de nuevo! Restauramos tu carrito con 2 productos.').waitFor(WAIT);
      // The store refreshes the lines with today's prices and fields; the products and quantities stay.
      const restored = JSON.parse((await stored(page, 'carrito')) ?? '[]') as Array<{
        id: number;
        cantidad: number;
      }>;
      expect(restored.map(({ id, cantidad }) => ({ id, cantidad }))).toEqual(
        cart.map(({ id, cantidad }) => ({ id, cantidad })),
      );
      expect(await stored(page, 'carrito-temp')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('shows Access Denied to a customer at /admin', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await open(page, '/');
      await logIn(page, CUSTOMER);
      expect(await page.getByRole('link', { name: 'Administrar' }).count()).toBe(0);
      await open(page, '/admin');
      await page.getByRole('heading', { level: 1, name: 'Acceso denegado' }).waitFor(WAIT);
      await screenshot(page, 'acceso-denegado');

      await page.getByRole('button', { name: 'Ir a la tienda' }).click();
      await page.waitForURL((url) => url.pathname === '/app', { timeout: stepMs(10_000) });
      await storeHeader(page).waitFor(WAIT);

      await open(page, '/admin');
      await page.getByRole('button', { name: 'Cambiar de usuario' }).click();
      await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
      expect(pathOf(page)).toBe('/');
      expect(await stored(page, 'token')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('opens the admin panel for the demo administrator', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      const { problems } = watchPageProblems(page);
      await open(page, '/');
      // Issue 39: after the three facts, the authenticator's code (the demo's seeded secret).
      await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
      await page.getByLabel('Correo electrónico').fill(ADMIN.email);
      await page.getByLabel('Cédula').fill(ADMIN.cedula);
      await page.getByLabel('Teléfono', { exact: true }).fill(ADMIN.telefono);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await signInWithCode(page, DEMO_ADMIN_TOTP_SECRET);
      // Staff land in the panel.
      await mainHeading(page).filter({ hasText: 'Panel de administración' }).waitFor(WAIT);
      await page.getByText(/^Hola, /).waitFor(WAIT);
      await page.getByRole('heading', { level: 2, name: 'Control de inventario' }).waitFor(WAIT);
      await screenshot(page, 'admin-panel');

      await page.getByRole('button', { name: 'Salir' }).click();
      await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
      expect(pathOf(page)).toBe('/');
      expect(await stored(page, 'token')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
