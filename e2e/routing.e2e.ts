import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { pathOf } from '../testkit/page-problems';
import { urlOf } from '../testkit/base-url';
import { mainHeading, open, screenshot } from '../testkit/pages';
import { CUSTOMER, login } from './store-helpers';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REDIRECTS = [
  ['/store', '/app'],
  ['/tienda', '/app'],
  ['/supermercado', '/app'],
  ['/productos', '/app'],
  ['/orders', '/historial'],
] as const;

describe('routing', () => {
  it('shows the 404 page for an unknown path with a link back to /', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      const response = await page.goto(urlOf('/esta-ruta-no-existe'), { waitUntil: 'networkidle' });
      // Crawlers get a real 404 status; people get the app's 404 page.
      expect(response?.status()).toBe(404);
      await page
        .getByText('Página no encontrada')
        .first()
        .waitFor({ state: 'visible', timeout: stepMs(15_000) });
      expect(pathOf(page)).toBe('/esta-ruta-no-existe');
      await screenshot(page, '404');

      const back = page.getByRole('link', { name: 'Volver al inicio' });
      expect(await back.getAttribute('href')).toBe('/');
      await back.click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: stepMs(10_000) });
      await page
        .getByText('Página no encontrada')
        .first()
        .waitFor({ state: 'detached', timeout: stepMs(10_000) });
      await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
    } finally {
      await context.close();
    }
  });

  it.each(REDIRECTS)('replaces %s with %s in the history', async (from, to) => {
    const { context, page } = await newPhonePage(browser);
    try {
      await open(page, '/inicio');
      await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
      // The history needs a session (signed out it sends the visitor to the login at /).
      if (to === '/historial') {
        const session = await login(CUSTOMER);
        await page.evaluate((s) => {
          localStorage.setItem('token', s.token);
          localStorage.setItem('user', JSON.stringify(s.user));
        }, session);
      }
      await open(page, from);
      await page.waitForURL((url) => url.pathname === to, { timeout: stepMs(10_000) });
      await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
      expect(pathOf(page)).toBe(to);

      // A replace leaves /inicio right behind the target; a push would lead back to `from`.
      await page.goBack({ waitUntil: 'load' });
      await page
        .waitForURL((url) => url.pathname === '/inicio', { timeout: stepMs(5_000) })
        .catch(() => undefined);
      expect(pathOf(page), `going back from ${to}`).toBe('/inicio');
    } finally {
      await context.close();
    }
  });
});
