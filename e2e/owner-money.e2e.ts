import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { screenshot } from '../testkit/pages';
import { adminPage, apiCall, placeCashOrder, stockOf } from './admin-helpers';
import { newResident } from './store-helpers';
import { stepMs } from '../testkit/budgets';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe("the owner's money (issue 41)", () => {
  it('asks before a price far below the category, and an import never puts sold units back', async () => {
    const { context, page, admin } = await adminPage(browser, PHONE);
    contexts.push(context);
    const tag = Date.now() % 100_000;
    await page.goto(urlOf('/admin/inventario'), { waitUntil: 'load' });
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });

    // "$ 45" for a bread: a dropped zero (or two) asks first.
    const nombre = `Pan e2e ${tag}`;
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo producto' });
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByLabel('Precio (COP)').fill('45');
    await form.getByLabel('Stock').fill('5');
    await form.getByLabel('Categoría', { exact: true }).selectOption('Panadería');
    await form.getByRole('button', { name: 'Crear producto' }).click();
    const question = page.getByRole('dialog', { name: '¿Guardar este precio?' });
    await question
      .getByText(/\$\u00a045 es muy bajo para Panadería/)
      .waitFor({ timeout: stepMs(10_000) });
    await screenshot(page, 'owner-money-precio-confirmacion');
    await question.getByRole('button', { name: 'Sí, guardar precio' }).click();
    await form.waitFor({ state: 'detached', timeout: stepMs(10_000) });

    // Export, sell 3 units, then import the file with the stock edited from 40 to 45.
    const producto = (
      await apiCall<{ producto: { id: number; codigo: string; nombre: string; precio: number } }>(
        'POST',
        '/productos',
        admin.token,
        {
          nombre: `Mogolla e2e ${tag}`,
          categoria: 'Panadería',
          precio: 4_000,
          stock: 40,
          confirmar_precio: true,
        },
      )
    ).producto;
    const exported = await (
      await fetch(urlOf('/api/admin/productos/exportar'), {
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).text();
    await placeCashOrder(await newResident(), producto, 3);
    expect(await stockOf(producto.id)).toBe(37);
    const rows = exported.replace(/^\uFEFF/, '').split('\r\n');
    const line = rows.find((r) => r.startsWith(`${producto.codigo};`))!;
    const cells = line.split(';');
    expect(cells[5]).toBe('40');
    cells[5] = '45';
    const csv = `${rows[0]}\r\n${cells.join(';')}\r\n`;

    await page.getByText('Exportar o importar CSV').click();
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const sheet = page.getByRole('dialog', { name: 'Importar productos' });
    await sheet.getByLabel('Archivo CSV').setInputFiles({
      name: 'catalogo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await sheet
      .getByText('Cambió desde que exportaste', { exact: true })
      .waitFor({ timeout: stepMs(10_000) });
    await sheet.getByText(/el archivo salió con 40 u\., ahora hay 37 u\./).waitFor();
    const apply = sheet.getByRole('button', { name: /Aplicar/ });
    expect(await apply.isDisabled()).toBe(true);
    await screenshot(page, 'owner-money-importar-conflicto');
    await sheet
      .getByRole('radio', { name: 'Sumar lo que cambiaste (+5 u.): quedan 42 u.' })
      .check();
    await apply.click();
    await sheet.waitFor({ state: 'detached', timeout: stepMs(10_000) });
    expect(await stockOf(producto.id)).toBe(42);
  });
});
