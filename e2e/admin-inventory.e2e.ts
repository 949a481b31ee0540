import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { watchPageProblems } from './support/page-problems';
import { urlOf } from './support/base-url';
import { open, screenshot } from './support/pages';
import { adminPage, stockOf, VIEWPORTS } from './admin-helpers';
import { axeViolations, catalogue, newResident, signIn } from './store-helpers';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('inventory control', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`creates a product that the store shows, then imports a stock sheet with a preview — ${name}`, async () => {
      const { context, page } = await adminPage(browser, viewport);
      contexts.push(context);
      const { problems } = watchPageProblems(page);
      // The panel's event stream stays open (issue 24): wait for the list, not an idle network.
      await page.goto(urlOf('/admin/inventario'), { waitUntil: 'load' });
      await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: 15_000 });

      const nombre = `Pan de bono e2e ${name} ${Date.now() % 100_000}`;
      await page.getByRole('button', { name: 'Nuevo producto' }).click();
      const form = page.getByRole('dialog', { name: 'Nuevo producto' });
      const code = form.getByLabel('Código');
      await expect.poll(() => code.inputValue(), { timeout: 10_000 }).toMatch(/^SC-\d{4}$/);
      const codigo = await code.inputValue();
      await form.getByRole('button', { name: 'Crear producto' }).click();
      await form.getByText('El nombre es obligatorio').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await form.getByLabel('Nombre').fill(nombre);
      await form.getByLabel('Precio (COP)').fill('2500');
      await form.getByLabel('Stock').fill('12');
      await form.getByLabel('Categoría').fill('Panadería');
      await screenshot(page, `admin-producto-form-${name}`);
      await form.getByRole('button', { name: 'Crear producto' }).click();
      await form.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByRole('searchbox', { name: 'Buscar por nombre o código' }).fill(codigo);
      await page.getByText(nombre, { exact: true }).waitFor({ timeout: 10_000 });

      const created = (await catalogue()).find((p) => p.nombre === nombre);
      expect(created?.stock).toBe(12);
      const resident = await newResident();
      const store = await browser.newContext({
        viewport,
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
        serviceWorkers: 'block',
      });
      contexts.push(store);
      const storePage = await store.newPage();
      await signIn(storePage, resident);
      await open(storePage, '/app');
      await storePage.getByRole('searchbox', { name: 'Buscar productos' }).fill(nombre);
      await storePage
        .getByRole('button', { name: `Agregar ${nombre} al carrito` })
        .waitFor({ timeout: 15_000 });

      await page.getByText('Exportar o importar CSV').click();
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const sheet = page.getByRole('dialog', { name: 'Importar stock y precios' });
      const file = sheet.getByLabel('Archivo CSV');
      await file.setInputFiles({
        name: 'malo.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`codigo;stock\n${codigo};40\n${codigo};x\n`),
      });
      await sheet.getByText(/^Línea 3:/).waitFor({ timeout: 10_000 });
      expect(await sheet.getByRole('button', { name: 'Aplicar cambios' }).isDisabled()).toBe(true);
      expect(await stockOf(created!.id)).toBe(12);

      await file.setInputFiles({
        name: 'proveedor.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFFCódigo,Stock,Precio\n${codigo},40,2600\n`),
      });
      await sheet.getByText('2 cambios').waitFor({ timeout: 10_000 });
      await screenshot(page, `admin-importar-${name}`);
      expect(await axeViolations(page)).toEqual([]);
      await sheet.getByRole('button', { name: 'Aplicar cambios' }).click();
      await sheet.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await stockOf(created!.id)).toBe(40);
      expect((await catalogue()).find((p) => p.id === created!.id)?.precio).toBe(2600);
      expect(problems.filter((p) => !p.includes('HTTP 422'))).toEqual([]);
    });
  }
});
