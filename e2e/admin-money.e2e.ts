import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SEED_POPUP } from '../server/db/seed/extras-data';
import { launchBrowser } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { networkQuiet, open, screenshot } from '../testkit/pages';
import { adminPage, apiCall, VIEWPORTS } from './admin-helpers';
import { axeViolations, catalogue, newResident, signIn, type ApiProduct } from './store-helpers';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
let products: ApiProduct[];
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  products = (await catalogue()).filter((p) => p.stock > 10 && p.precio >= 2000);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

type Viewport = { width: number; height: number };

async function admin(viewport: Viewport, path: string, colorScheme: 'light' | 'dark' = 'light') {
  const opened = await adminPage(browser, viewport, colorScheme);
  contexts.push(opened.context);
  const { problems } = watchPageProblems(opened.page);
  await open(opened.page, path);
  await opened.page
    .getByRole('heading', { level: 2 })
    .first()
    .waitFor({ timeout: stepMs(15_000) });
  return { ...opened, problems };
}

async function storeOf(viewport: Viewport): Promise<Page> {
  const resident = await newResident();
  const context = await browser.newContext({
    viewport,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, resident);
  await open(page, '/app');
  await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
  return page;
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('admin money sections', () => {
  VIEWPORTS.forEach(([name, viewport], index) => {
    it(`creates a package that the store's Paquetes tab shows with its saving — ${name}`, async () => {
      const product = products[index]!;
      const { page, problems } = await admin(viewport, '/admin/paquetes');
      const nombre = `Combo e2e ${name} ${Date.now() % 100_000}`;
      await page.getByRole('button', { name: 'Nuevo paquete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo paquete' });
      await dialog.getByLabel('Nombre').fill(nombre);
      await dialog
        .getByLabel('Precio del paquete')
        .fill(String(Math.round(product.precio * 2 * 0.8)));
      await dialog.getByLabel('Buscar producto para agregar').fill(product.nombre);
      const add = dialog.getByRole('button', { name: `Agregar ${product.nombre},` });
      await add.click();
      await add.click();
      await dialog.getByText('(20 %)').waitFor();
      await screenshot(page, `admin-paquete-form-${name}`);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Crear paquete' }).click();
      await dialog.waitFor({ state: 'detached', timeout: stepMs(10_000) });
      await page.getByRole('heading', { name: nombre }).waitFor({ timeout: stepMs(10_000) });

      const store = await storeOf(viewport);
      await store.getByRole('tab', { name: 'Paquetes' }).click();
      const card = store
        .getByRole('list', { name: 'Paquetes' })
        .getByRole('article')
        .filter({ hasText: nombre });
      await card.getByText('Ahorras 20 %').waitFor({ timeout: stepMs(15_000) });
      expect(problems).toEqual([]);
    });
  });

  // Every journey on a phone and on a desktop (distinct products, so the two runs never meet).
  VIEWPORTS.forEach(([name, viewport], index) => {
    it(`puts a product on discount and the store shows its badge and price — ${name}`, async () => {
      const product = products[2 + 10 * index]!;
      const { page, admin: session, problems } = await admin(viewport, '/admin/promociones');
      await page.getByRole('tab', { name: 'Descuentos por producto' }).click();
      await page.getByLabel('Buscar producto').fill(product.nombre);
      const form = page.getByRole('form', { name: product.nombre });
      await form.getByLabel('Descuento activo').check();
      await form.getByLabel('Porcentaje').fill('15');
      await form.getByLabel('Texto del distintivo').fill('Oferta e2e');
      await form.getByRole('button', { name: /Guardar descuento/ }).click();
      await page
        .getByText('Descuento actualizado')
        .first()
        .waitFor({ timeout: stepMs(10_000) });
      const expected = Math.round((product.precio * 85) / 100);

      const store = await storeOf(viewport);
      await store.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
      const card = store
        .getByRole('article')
        .filter({ has: store.getByRole('heading', { name: product.nombre, exact: true }) });
      await card.getByText('Oferta e2e · -15 %').waitFor({ timeout: stepMs(15_000) });
      expect(await card.textContent()).toContain(expected.toLocaleString('es-CO'));
      await apiCall('PUT', `/api/admin/productos/${product.id}/descuento`, session.token, {
        descuento_activo: false,
      });
      expect(problems).toEqual([]);
    });

    it(`publishes the daily popup and deactivates it — ${name}`, async () => {
      const { page, problems, admin: session } = await admin(viewport, '/admin/promociones');
      // The e2e server is shared: put the demo's popup back for the store journeys that read it.
      onTestFinished(() =>
        apiCall('POST', '/api/admin/promociones-popup', session.token, SEED_POPUP),
      );
      await page.getByRole('tab', { name: 'Popup del día' }).click();
      const titulo = `Feria e2e ${Date.now() % 100_000}`;
      await page.getByLabel('Título').fill(titulo);
      await page.getByLabel('Descripción').fill('Todo fresco');
      await page.getByRole('button', { name: 'Publicar promoción' }).click();
      const active = page.getByRole('region', { name: 'Promoción activa' });
      await active.getByText(titulo).waitFor({ timeout: stepMs(10_000) });
      await screenshot(page, `admin-popup-${name}`);
      await active.getByRole('button', { name: 'Desactivar promoción' }).click();
      await active.getByText('No hay una promoción activa.').waitFor({ timeout: stepMs(10_000) });
      expect(problems).toEqual([]);
    });

    it(`generates codes, downloads the CSV and a resident applies one in the cart — ${name}`, async () => {
      const { page, problems } = await admin(viewport, '/admin/promociones');
      await page.getByLabel('Cantidad').fill('3');
      await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('general');
      await page.getByRole('button', { name: 'Generar códigos' }).click();
      await page
        .getByRole('dialog', { name: '¿Generar códigos?' })
        .getByRole('button', { name: 'Sí, generar' })
        .click();
      await page
        .getByRole('status')
        .getByText('Nuevos: 3')
        .waitFor({ timeout: stepMs(10_000) });
      await page.getByLabel('Mostrar').selectOption('disponibles');
      await screenshot(page, `admin-codigos-${name}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^codigos-disponibles-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      const code = csv
        .split(/\r?\n/)
        .map((l) => l.split(/[;,]/)[0]?.replace(/^\uFEFF/, '') ?? '')
        .find((c) => /^SC\d{4}G/.test(c));
      expect(code).toBeTruthy();

      const store = await storeOf(viewport);
      const product = products[3 + 10 * index]!;
      await store.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
      await store.getByRole('button', { name: `Agregar ${product.nombre} al carrito` }).click();
      await store.getByRole('button', { name: 'Carrito, 1 producto' }).click();
      const cart = store.getByRole('dialog', { name: 'Tu carrito' });
      await cart.getByRole('textbox', { name: 'Código promocional' }).fill(code!);
      await cart.getByRole('button', { name: 'Aplicar' }).click();
      await cart
        .getByRole('button', { name: `Quitar el código ${code}` })
        .waitFor({ timeout: stepMs(10_000) });
      expect(problems).toEqual([]);
    });

    it(`records a cost and the margin state changes — ${name}`, async () => {
      const product = products[4 + 10 * index]!;
      const { page, problems } = await admin(viewport, '/admin/margenes');
      await page.getByLabel('Buscar producto').fill(product.nombre);
      const form = page.getByRole('form', { name: product.nombre });
      await form.getByLabel('Costo de compra').fill(String(product.precio + 100));
      await form.getByRole('button', { name: /Guardar costo/ }).click();
      await page
        .getByRole('form', { name: product.nombre })
        .getByText('Pérdida')
        .waitFor({ timeout: stepMs(10_000) });
      await form.getByLabel('Costo de compra').fill(String(Math.round(product.precio * 0.5)));
      await form.getByRole('button', { name: /Guardar costo/ }).click();
      await page
        .getByRole('form', { name: product.nombre })
        .getByText('Margen alto')
        .waitFor({ timeout: stepMs(10_000) });
      expect(problems).toEqual([]);
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    // Seven full page loads, each checked by axe: as the panel's axe test, more than the default minute.
    it(
      `axe finds nothing on each section and tab, and nothing scrolls sideways at 320 px — ${scheme}`,
      { timeout: stepMs(180_000) },
      async () => {
        const narrow = { width: 320, height: 740 };
        const checks: [string, string | null][] = [
          ['/admin/promociones', null],
          ['/admin/promociones', 'Popup del día'],
          ['/admin/promociones', 'Descuentos por producto'],
          ['/admin/paquetes', null],
          ['/admin/margenes', null],
          ['/admin/margenes', 'Gastos operativos'],
          ['/admin/margenes', 'Rentabilidad'],
        ];
        const { page, problems } = await admin(narrow, '/admin/promociones', scheme);
        const found: string[] = [];
        let at = '/admin/promociones';
        for (const [path, tab] of checks) {
          // One load per section (the first is admin()'s); its tabs are checked on that page.
          if (path !== at) await open(page, path);
          at = path;
          await page
            .getByRole('heading', { level: 2 })
            .first()
            .waitFor({ timeout: stepMs(15_000) });
          const network = networkQuiet(page);
          if (tab) await page.getByRole('tab', { name: tab }).click();
          await network.quiet();
          // Sections that list products show at least one form once loaded: axe checks the real thing.
          if (tab === 'Descuentos por producto' || (path === '/admin/margenes' && !tab))
            await page
              .getByRole('form')
              .first()
              .waitFor({ timeout: stepMs(15_000) });
          if (path === '/admin/paquetes')
            await page
              .getByRole('button', { name: /^Editar / })
              .first()
              .waitFor({ timeout: stepMs(15_000) });
          if (tab === 'Rentabilidad') {
            await page.getByText('Ventas y utilidad bruta').waitFor({ timeout: stepMs(15_000) });
            await page.getByText('Ventas y utilidad bruta').scrollIntoViewIfNeeded();
          }
          await screenshot(
            page,
            `admin-money-${scheme}-${path.split('/').pop()}-${tab ?? 'inicio'}`.replaceAll(
              ' ',
              '-',
            ),
          );
          found.push(...(await axeViolations(page)).map((v) => `${path} ${tab ?? ''}: ${v}`));
          if (!(await noSideways(page)))
            found.push(`${path} ${tab ?? ''}: scrolls sideways at 320 px`);
        }
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
      },
    );
  }
});
