import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { urlOf } from '../testkit/base-url';
import { open, screenshot } from '../testkit/pages';
import { adminPage, stockOf, VIEWPORTS } from './admin-helpers';
import { axeViolations, catalogue, newResident, signIn } from './store-helpers';
import { stepMs } from '../testkit/budgets';

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
    it(`creates a product that the store shows, then imports a mixed sheet (create, update, unchanged, error) with a preview — ${name}`, async () => {
      const { context, page } = await adminPage(browser, viewport);
      contexts.push(context);
      const { problems } = watchPageProblems(page);
      // The panel's event stream stays open (issue 24): wait for the list, not an idle network.
      await page.goto(urlOf('/admin/inventario'), { waitUntil: 'load' });
      await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });

      const nombre = `Pan de bono e2e ${name} ${Date.now() % 100_000}`;
      await page.getByRole('button', { name: 'Nuevo producto' }).click();
      const form = page.getByRole('dialog', { name: 'Nuevo producto' });
      const code = form.getByLabel('Código');
      await expect.poll(() => code.inputValue(), { timeout: stepMs(10_000) }).toMatch(/^SC-\d{4}$/);
      const codigo = await code.inputValue();
      await form.getByRole('button', { name: 'Crear producto' }).click();
      await form.getByText('El nombre es obligatorio').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await form.getByLabel('Nombre').fill(nombre);
      await form.getByLabel('Precio (COP)').fill('2500');
      await form.getByLabel('Stock').fill('12');
      await form.getByRole('button', { name: 'Nueva categoría' }).click();
      await form.getByLabel('Nombre de la nueva categoría').fill('Bebidas 2x1');
      await form.getByRole('button', { name: 'Crear categoría' }).click();
      await form
        .getByText('El nombre de la categoría solo puede tener letras y espacios.')
        .waitFor();
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await form.getByLabel('Categoría', { exact: true }).selectOption('Panadería');
      await form.getByLabel('También se busca como').fill('rolita de queso, pandebono');
      await screenshot(page, `admin-producto-form-${name}`);
      await form.getByRole('button', { name: 'Crear producto' }).click();
      await form.waitFor({ state: 'detached', timeout: stepMs(10_000) });
      await page
        .getByRole('searchbox', { name: 'Buscar producto por nombre o código' })
        .fill(codigo);
      await page.getByText(nombre, { exact: true }).waitFor({ timeout: stepMs(10_000) });
      // The list searches with the shop's one search: the owner's own words find it (issue 43).
      await page
        .getByRole('searchbox', { name: 'Buscar producto por nombre o código' })
        .fill('rolita');
      await page.getByText(nombre, { exact: true }).waitFor({ timeout: stepMs(10_000) });

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
      await storePage.getByRole('combobox', { name: 'Buscar productos' }).fill(nombre);
      await storePage
        .getByRole('button', { name: `Agregar ${nombre} al carrito` })
        .waitFor({ timeout: stepMs(15_000) });

      // A mixed sheet: one new product, one update, one unchanged line, one bad line.
      const arroz = (await catalogue()).find((p) => p.codigo === 'SC-0001')!;
      const nuevo = `Arepa e2e ${name} ${Date.now() % 100_000}`;
      await page.getByText('Exportar o importar CSV').click();
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const sheet = page.getByRole('dialog', { name: 'Importar productos' });
      await sheet.getByLabel('Archivo CSV').setInputFiles({
        name: 'mixto.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            '\uFEFFcodigo;nombre;categoria;precio;stock;descripcion',
            `;${nuevo};panaderia;3200;7;Hecha en casa`,
            `${codigo};;;2600;40;`,
            `SC-0001;;;${arroz.precio};;`,
            ';Vino e2e;Licores;30000;;',
          ].join('\r\n'),
        ),
      });
      const apply = sheet.getByRole('button', {
        name: 'Aplicar 2 cambios; 1 línea con error se omitirá',
      });
      await apply.waitFor({ timeout: stepMs(10_000) });
      const lines = sheet.getByRole('list', { name: 'Líneas del archivo' });
      await lines.getByText(/La categoría «Licores» no está en la lista/).waitFor();
      await lines.getByText('$\u00a02.500 →').waitFor();
      expect(await lines.getByText('Sin cambios', { exact: true }).count()).toBe(1);
      expect(await stockOf(created!.id)).toBe(12);
      await screenshot(page, `admin-importar-${name}`);
      expect(await axeViolations(page)).toEqual([]);
      await apply.click();
      await sheet.waitFor({ state: 'detached', timeout: stepMs(10_000) });
      expect(await stockOf(created!.id)).toBe(40);
      const after = await catalogue();
      expect(after.find((p) => p.id === created!.id)?.precio).toBe(2600);
      expect(after.find((p) => p.nombre === nuevo)).toMatchObject({
        categoria: 'Panadería',
        precio: 3200,
        stock: 7,
      });
      expect(after.some((p) => p.nombre === 'Vino e2e')).toBe(false);
      expect(problems.filter((p) => !p.includes('HTTP 422'))).toEqual([]);
    });
  }
});
