import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { urlOf } from '../testkit/base-url';
import { screenshot } from '../testkit/pages';
import { adminPage, placeCashOrder, openBoardFilters } from './admin-helpers';
import { axeViolations, catalogue, newResident, pointsOf } from './store-helpers';
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

async function adminAt(viewport: { width: number; height: number }, path: string) {
  const opened = await adminPage(browser, viewport);
  contexts.push(opened.context);
  const { problems } = watchPageProblems(opened.page);
  // The board keeps an event stream open: it never goes network-idle.
  await opened.page.goto(urlOf(path), { waitUntil: 'load' });
  return { page: opened.page, problems };
}

/** The page is no wider than the screen (nothing scrolls sideways on a phone). */
function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('a delivery marked by mistake (issue 23)', () => {
  it('Deshacer from the toast puts the order back on the board and the points back; Revertir entrega in the detail too', async () => {
    const { page, problems } = await adminAt(PHONE_VIEWPORT, '/admin/entregas');
    await page.getByText('En vivo', { exact: true }).waitFor({ timeout: stepMs(15_000) });
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 5_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');
    const resident = await newResident();
    const order = await placeCashOrder(resident, product, Math.ceil(30_000 / product.precio));
    const card = page.getByRole('article', { name: order.codigo });
    await card.waitFor({ timeout: stepMs(10_000) });

    await card.getByRole('button', { name: `Marcar entregado ${order.codigo}` }).click();
    const undo = page.getByRole('button', { name: 'Deshacer' });
    await undo.waitFor({ timeout: stepMs(10_000) });
    await card.waitFor({ state: 'detached', timeout: stepMs(10_000) });
    expect((await pointsOf(resident)).puntos_disponibles).toBeGreaterThan(0);
    await screenshot(page, 'admin-entregas-deshacer-phone');
    await undo.click();
    await card.waitFor({ timeout: stepMs(10_000) });
    expect(await card.innerText()).toContain('En camino');
    expect(await card.innerText()).toContain('Cobrar en efectivo');
    await page
      .getByText(/entrega revertida, vuelve a En camino/)
      .waitFor({ timeout: stepMs(10_000) });
    expect((await pointsOf(resident)).puntos_disponibles).toBe(0);

    // Delivered again, then reverted from the detail (within the hour).
    await card.getByRole('button', { name: `Marcar entregado ${order.codigo}` }).click();
    await card.waitFor({ state: 'detached', timeout: stepMs(10_000) });
    const earned = (await pointsOf(resident)).puntos_disponibles;
    expect(earned).toBeGreaterThan(0);
    await openBoardFilters(page);
    await page
      .getByRole('group', { name: 'Filtrar por estado' })
      .getByRole('button', { name: /^Entregados/ })
      .click();
    const delivered = page.getByRole('article', { name: order.codigo });
    await delivered.waitFor({ timeout: stepMs(10_000) });
    expect(await delivered.innerText()).toContain('Cobrado en efectivo');
    await delivered.getByRole('button', { name: `Ver detalle de ${order.codigo}` }).click();
    const detail = page.getByRole('dialog', { name: `Pedido ${order.codigo}` });
    await detail.getByRole('button', { name: 'Revertir entrega' }).click();
    await screenshot(page, 'admin-entregas-revertir-phone');
    expect(await axeViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Sí, revertir entrega' }).click();
    await detail
      .getByText('Cobrar en efectivo', { exact: true })
      .waitFor({ timeout: stepMs(10_000) });
    expect(await detail.innerText()).toContain('En camino');
    expect((await pointsOf(resident)).puntos_disponibles).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('Márgenes on a phone (issue 23)', () => {
  it('searches, filters by margin state and pages at 390×844, and a reload keeps it', async () => {
    const { page, problems } = await adminAt(PHONE_VIEWPORT, '/admin/margenes');
    const pager = page.getByRole('navigation', { name: 'Páginas de productos' });
    await pager.getByText(/^Página 1 de \d+$/).waitFor({ timeout: stepMs(15_000) });
    expect(await page.getByRole('form').count()).toBe(20);
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await pager.getByText(/^Página 2 de \d+$/).waitFor();
    expect(page.url()).toContain('pagina=2');
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'admin-margenes-pagina-2-phone');

    await page.getByLabel('Estado del margen').selectOption('sin_costo');
    const count = page.getByText(/^\d+ productos?( · mostrando del \d+ al \d+)?$/);
    await count.waitFor();
    const states = await page
      .getByRole('form')
      .evaluateAll((forms) => forms.map((f) => f.querySelector('span')?.textContent));
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['Sin costo']));
    const total = await page.getByRole('form').count();
    const name = (await page.getByRole('form').last().locator('p').first().innerText()).trim();
    await page.getByLabel('Buscar producto por nombre o código').fill(name);
    await page.waitForFunction(
      (before) => document.querySelectorAll('form').length < before,
      total,
    );
    const shown = await page.getByRole('form').count();
    expect(shown).toBeGreaterThan(0);
    expect(await page.getByRole('form', { name }).count()).toBe(1);
    expect(page.url()).toMatch(/estado=sin_costo/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    expect(page.url()).not.toContain('pagina=');

    await page.reload({ waitUntil: 'load' });
    await page
      .getByRole('form')
      .first()
      .waitFor({ timeout: stepMs(15_000) });
    expect(await page.getByLabel('Estado del margen').inputValue()).toBe('sin_costo');
    expect(await page.getByLabel('Buscar producto por nombre o código').inputValue()).toBe(name);
    // The first rows after a reload can come before the search is applied to them (a loaded run
    // counted 4 where the search leaves 1): the filtered count is what the reload must come back to.
    await expect
      .poll(() => page.getByRole('form').count(), { timeout: stepMs(15_000) })
      .toBe(shown);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'admin-margenes-filtrado-360');
    await page.goto(urlOf('/admin/margenes?pagina=99'), { waitUntil: 'load' });
    await pager.getByText(/^Página (\d+) de \1$/).waitFor({ timeout: stepMs(15_000) });
    expect(await pager.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await pager.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'admin-margenes-ultima-pagina-360');
    expect(problems).toEqual([]);
  });
});
