import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../domain/app-messages';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES } from '../domain/prerendered-pages';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { open, screenshot, transitionsSettled } from '../testkit/pages';
import { axeViolations, catalogue, newResident, signIn } from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 13, the phone app: the manifest and icons, the service worker, and the store offline.
// These contexts allow service workers (the shared helper blocks them for every other test).

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Waits until the page is controlled by the activated service worker. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: stepMs(20_000),
  });
}

describe('installable app', () => {
  it('serves a manifest with the name, colours and every icon size the platforms ask for', async () => {
    const response = await fetch(urlOf('/manifest.webmanifest'));
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'SuperConjunto',
      short_name: 'SuperConjunto',
      start_url: '/app',
      display: 'standalone',
      theme_color: '#047857',
      background_color: '#ffffff',
    });
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const size of ['48x48', '72x72', '96x96', '144x144', '192x192', '512x512'])
      expect(
        png.some((icon) => icon.sizes === size && icon.purpose === 'any'),
        size,
      ).toBe(true);
    for (const size of ['192x192', '512x512'])
      expect(
        png.some((icon) => icon.sizes === size && icon.purpose === 'maskable'),
        size,
      ).toBe(true);
    for (const icon of [...png, { src: '/icons/apple-touch-icon.png', type: 'image/png' }]) {
      const image = await fetch(urlOf(icon.src));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toContain('image/png');
    }
    const html = await (await fetch(urlOf('/app'), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('rel="apple-touch-icon"');
  });

  it('registers the service worker, which then controls the page', async () => {
    const { context, page } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    contexts.push(context);
    await open(page, '/inicio');
    await controlledByServiceWorker(page);
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(script).toBe(urlOf('/sw.js'));
  });

  it('opens the store offline with the banner and the cart, and recovers online', async () => {
    const resident = await newResident();
    const product = (await catalogue()).find((p) => p.stock >= 5 && !p.descuento_activo);
    if (!product) throw new Error('the demo catalogue has no product with stock');
    const { context, page } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    contexts.push(context);
    await signIn(page, resident);
    await open(page, '/app');
    await controlledByServiceWorker(page);
    // Once controlled, the catalogue passes through the worker, which keeps it.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
    await page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` }).click();
    await page.getByRole('button', { name: /^Carrito, 1/ }).waitFor();

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: APP_MESSAGES.offlineStore });
    await banner.waitFor({ timeout: stepMs(5_000) });

    // A fresh start offline: the shell and the last catalogue come from the worker.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(APP_MESSAGES.offlineOrder);
    await page.getByRole('button', { name: /^Carrito, 1/ }).waitFor();
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
    await page.getByRole('heading', { name: product.nombre }).first().waitFor();
    await screenshot(page, 'app-offline');
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: stepMs(5_000) });
    await page.getByRole('button', { name: /^Carrito, 1/ }).click();
    await page.getByRole('dialog', { name: 'Tu carrito' }).waitFor();
  });
});

describe('prerendered public pages', () => {
  it.each(PRERENDERED_PAGES.map((page) => [page.path, page] as const))(
    'sends %s as readable HTML with its own title and previews',
    async (path, page) => {
      const response = await fetch(urlOf(path), { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>[^<]+/);
      expect(root).toContain('Escríbenos por WhatsApp');
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card" content="summary" />');
    },
  );

  it('sends the 404 page as HTML with a 404 status', async () => {
    const response = await fetch(urlOf('/no-existe-esta-pagina'), {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Página no encontrada</h1>');
    expect(html).toContain(`<title>${NOT_FOUND_PAGE.title}</title>`);
  });

  it('shows /inicio without JavaScript and hydrates it without errors', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(noScript);
    const bare = await noScript.newPage();
    await bare.goto(urlOf('/inicio'));
    await bare.getByRole('heading', { level: 1 }).waitFor({ timeout: stepMs(5_000) });

    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/inicio');
    // React hydrates after the first paint, as a transition that yields to the browser: on a
    // busy machine that can end after the network went quiet, and a click on the server's button
    // before then does nothing. Wait until React owns the button (its fiber is on the element).
    const toggle = page.getByRole('button', { name: /Activar modo/ });
    await toggle.evaluate(
      (button) =>
        new Promise<void>((resolve) => {
          const owned = () => Object.keys(button).some((key) => key.startsWith('__reactFiber'));
          const check = () => (owned() ? resolve() : requestAnimationFrame(check));
          check();
        }),
      undefined,
      { timeout: stepMs(15_000) },
    );
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    // axe measures contrast: on the settled theme, not halfway through its colour transition.
    await transitionsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
