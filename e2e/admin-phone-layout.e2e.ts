import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, apiCall } from './admin-helpers';
import { launchBrowser } from '../testkit/browser';
import { open, screenshot } from '../testkit/pages';
import { ADMIN, catalogue, login, type Session } from './store-helpers';

// Issue 24, "Phone layout": the owner's headers and dialogs on a 360–390 px phone.
let browser: Browser;
let admin: Session;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await login(ADMIN);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(width: number, height = 740): Promise<Page> {
  const { context, page } = await adminPage(browser, { width, height });
  contexts.push(context);
  return page;
}

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function insideScreen(page: Page, locator: Locator, name: string): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(width + 0.5);
}

const LONG_WORD = 'Mantenimiento'.repeat(9).slice(0, 120);

describe('the owner’s screens on a phone', () => {
  it('keeps the admin header to one opaque row and the store header inside 360 and 390 px', async () => {
    const page = await phone(360);
    await open(page, '/admin/inventario');
    await page.getByRole('heading', { level: 2, name: 'Control de inventario' }).waitFor();
    await screenshot(page, 'admin-header-360');
    const header = page.locator('header').first();
    const { height, background } = await header.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      background: getComputedStyle(el).backgroundColor,
    }));
    expect(height).toBeLessThanOrEqual(56);
    expect(background).toMatch(/^rgb\(/); // rgba(…, 0.95) let the list show through
    for (const name of ['Ver tienda', 'Salir']) {
      await insideScreen(page, header.getByRole('button', { name }), name);
    }
    expect(await sidewaysScroll(page)).toBe(0);

    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await open(page, '/app');
      const store = page.locator('header').first();
      await store.getByRole('link', { name: 'Administrar' }).waitFor();
      for (const control of [
        store.getByRole('link', { name: 'Administrar' }),
        store.getByRole('link', { name: 'Mis pedidos' }),
        store.getByRole('button', { name: 'Cerrar sesión' }),
      ]) {
        await insideScreen(page, control, `${width} px`);
      }
      expect(await sidewaysScroll(page), `${width} px`).toBe(0);
      await screenshot(page, `admin-store-header-${width}`);
    }
  });

  it('wraps a 120-letter word in the page and keeps its dialogs inside the screen', async () => {
    const category = (await catalogue())[0]!.categoria;
    const { producto } = await apiCall<{ producto: { id: number } }>('POST', '/productos', admin.token, {
      nombre: LONG_WORD,
      precio: 1_000,
      categoria: category,
      stock: 1,
      // A price far below the category: the owner confirms it (issue 41); this test is about layout.
      confirmar_precio: true,
    });
    await apiCall('POST', '/api/admin/gastos', admin.token, {
      concepto: LONG_WORD,
      monto: 1_000,
      tipo: 'fijo',
    });
    const page = await phone(390, 844);

    await open(page, '/admin/margenes');
    await page.getByRole('tab', { name: 'Gastos operativos' }).click();
    await page.getByRole('list', { name: 'Gastos registrados' }).getByText(LONG_WORD).first().waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByRole('button', { name: `Eliminar gasto ${LONG_WORD}` }).first().click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
    await confirm.waitFor();
    await insideScreen(page, confirm, 'the delete dialog');
    for (const button of await confirm.getByRole('button').all()) {
      await insideScreen(page, button, `the button ${await button.innerText()}`);
    }
    await screenshot(page, 'admin-long-word-delete-390');
    await page.keyboard.press('Escape');

    await open(page, '/admin/inventario');
    await page.getByLabel('Buscar producto por nombre o código').fill(LONG_WORD.slice(0, 30));
    await page.getByRole('button', { name: `Editar ${LONG_WORD}` }).click();
    const form = page.getByRole('dialog');
    await form.waitFor();
    await insideScreen(page, form, 'the product dialog');
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'admin-long-word-product-390');
    await apiCall('DELETE', `/productos/${producto.id}`, admin.token);
  });
});
