import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bogotaParts } from '../domain/dates';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { adminPage, apiCall, placeCashOrder } from './admin-helpers';
import { catalogue, newResident, type Session } from './store-helpers';
import { stepMs } from '../testkit/budgets';

/**
 * Issue 41, what the owner reads on her phone (390×844): a margin under the product's own target
 * and what the suggested price is for, a bar for every day of the month, an audit entry in
 * words, and amounts that never break in the order's detail.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: Session;
let problems: string[];
const stamp = Date.now() % 100_000;
const nombre = `Café objetivo ${stamp}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, admin } = await adminPage(browser, PHONE_VIEWPORT));
  ({ problems } = watchPageProblems(page));
  const categoria = (await catalogue())[0]!.categoria;
  const created = await apiCall<{ producto: { id: number } }>('POST', '/productos', admin.token, {
    nombre,
    precio: 10_000,
    categoria,
    stock: 5,
    confirmar_precio: true,
  });
  // 17,3 % against the product's 25 % target: the evening's case.
  await apiCall('PUT', `/api/admin/productos/${created.producto.id}/costo`, admin.token, {
    costo_compra: 8_270,
    margen_objetivo: 25,
  });
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('the owner’s figures on a phone', () => {
  it('flags a margin under the product’s own target and says what the suggested price is for', async () => {
    await open(page, `/admin/margenes?q=${encodeURIComponent(nombre)}`);
    const card = page.getByRole('form', { name: nombre });
    await card.waitFor({ timeout: stepMs(15_000) });
    await card.getByText('Margen bajo', { exact: true }).waitFor();
    expect(await card.getByText(/Margen actual/).textContent()).toMatch(/17,3\s%.*objetivo 25\s%/);
    expect(await card.getByText(/^Precio sugerido para/).textContent()).toMatch(
      /^Precio sugerido para 25\s% de margen: \$\s11\.050$/,
    );
    await screenshot(page, 'margen-bajo-objetivo-390');
  });

  it('draws a bar for every day of the month, days without sales included', async () => {
    await open(page, '/admin/margenes');
    await page.getByRole('tab', { name: 'Rentabilidad' }).click();
    const figure = page.getByRole('figure', { name: /Ventas y utilidad bruta/ });
    await figure.waitFor({ timeout: stepMs(15_000) });
    const summary = (await figure.locator('figcaption .sr-only').textContent()) ?? '';
    const days = summary.split(';').filter((part) => part.includes('ventas'));
    expect(days).toHaveLength(bogotaParts(new Date()).day);
    await figure.scrollIntoViewIfNeeded();
    await screenshot(page, 'ventas-cada-dia-390');
  });

  it('reads the audit entry in Spanish words and Bogotá time', async () => {
    await open(page, '/admin/registro');
    const list = page.getByRole('list', { name: 'Cambios registrados' });
    const entry = list.getByRole('listitem').filter({ hasText: nombre }).first();
    await entry.waitFor({ timeout: stepMs(15_000) });
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(`cambió el costo de un producto: ${nombre}`);
    expect(text).toMatch(/Costo de compra—\s?→\s?\$\s8\.270/);
    expect(text).toMatch(/\d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\./);
    expect(text).not.toMatch(
      /costo_compra|margen_objetivo|updated|hizo un cambio|\d{4}-\d{2}-\d{2}T/,
    );
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'registro-en-palabras-390');
  });

  it('never breaks an amount inside the order’s detail', async () => {
    const product = (await catalogue())
      .filter((p) => p.stock > 10 && p.precio >= 5_000 && !p.descuento_activo)
      .sort((a, b) => b.precio - a.precio)[0]!;
    const resident = await newResident();
    const order = await placeCashOrder(resident, product, 4);
    await open(page, `/admin/entregas?pedido=${order.pedidoId}`);
    const dialog = page.getByRole('dialog', { name: `Pedido ${order.codigo}` });
    await dialog.waitFor({ timeout: stepMs(15_000) });
    const amounts = await dialog.evaluate((root) =>
      [...root.querySelectorAll('span')]
        .filter((el) => /^-?\$\s[\d.]+$/.test(el.textContent ?? '') && el.children.length === 0)
        .map((el) => ({
          text: el.textContent,
          lines: el.getClientRects().length,
          height: el.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(el).lineHeight) || 24,
        })),
    );
    expect(amounts.length).toBeGreaterThan(2);
    for (const amount of amounts) {
      expect(amount.lines, amount.text ?? '').toBe(1);
      expect(amount.height, amount.text ?? '').toBeLessThan(amount.lineHeight * 1.5);
    }
    await screenshot(page, 'detalle-pedido-montos-390');
    expect(problems).toEqual([]);
  });
});
