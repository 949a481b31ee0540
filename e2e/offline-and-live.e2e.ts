import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../domain/app-messages';
import { formatCOP } from '../domain/money';
import { apiCall, placeCashOrder } from './admin-helpers';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { open, screenshot } from '../testkit/pages';
import {
  ADMIN,
  axeViolations,
  catalogue,
  login,
  newResident,
  signIn,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 22, offline and live: an open store follows the catalogue's changes, the catalogue is
// kept for offline use from the first visit on, and the order history works offline.

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function plainProduct(): Promise<ApiProduct> {
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 20 && p.stock < 500 && p.precio >= 3_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return product;
}

/** A phone page whose very first navigation is the signed-in store (no earlier visit). */
async function firstVisit(resident: Session, path: string) {
  const { context, page } = await newPhonePage(browser, { serviceWorkers: 'allow' });
  contexts.push(context);
  await context.addInitScript((session) => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, resident);
  await open(page, path);
  return { context, page };
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: stepMs(20_000),
  });
}

describe('live catalogue', () => {
  it('shows a price and stock changed by the shop on an open store within seconds', async () => {
    const admin = await login(ADMIN);
    const resident = await newResident();
    const product = await plainProduct();
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await signIn(page, resident);
    await open(page, '/app');
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
    const card = page.getByRole('article', { name: product.nombre });
    await card.getByText(formatCOP(product.precio), { exact: true }).waitFor();

    const newPrice = product.precio + 150;
    try {
      await apiCall('PUT', `/productos/${product.id}`, admin.token, {
        precio: newPrice,
        stock: 3,
      });
      const started = Date.now();
      await card
        .getByText(formatCOP(newPrice), { exact: true })
        .waitFor({ timeout: stepMs(10_000) });
      await card.getByText('¡Solo quedan 3!').waitFor({ timeout: stepMs(2_000) });
      expect(Date.now() - started).toBeLessThan(10_000);
      await screenshot(page, 'catalogo-en-vivo');
    } finally {
      await apiCall('PUT', `/productos/${product.id}`, admin.token, {
        precio: product.precio,
        stock: product.stock,
      });
    }
  });
});

describe('catalogue kept from the first visit', () => {
  it('opens the store offline with the catalogue after one visit, never "Error al cargar productos"', async () => {
    const resident = await newResident();
    const { context, page } = await firstVisit(resident, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    await controlledByServiceWorker(page);
    // The worker keeps both lists as soon as it controls the page (not at the next poll).
    const kept = () =>
      page.evaluate(async () => (await (await caches.open('catalogo')).keys()).length);
    const deadline = Date.now() + 4_000;
    while ((await kept()) < 2 && Date.now() < deadline) await page.waitForTimeout(200);
    expect(await kept()).toBe(2);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    const banner = page.getByRole('status').filter({ hasText: APP_MESSAGES.offlineStore });
    await banner.waitFor();
    expect(await page.getByText(/Error al cargar productos/).count()).toBe(0);
    await screenshot(page, 'catalogo-primera-visita-sin-conexion');
    await context.setOffline(false);
  });
});

describe('live tracker', () => {
  it('follows every active order: a second order never hides the first', async () => {
    const admin = await login(ADMIN);
    const resident = await newResident();
    const product = await plainProduct();
    const first = await placeCashOrder(resident, product);
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await signIn(page, resident);
    await open(page, '/app');
    const firstCard = page.getByRole('region', { name: `Tu pedido ${first.codigo}` });
    await firstCard.waitFor({ timeout: stepMs(15_000) });

    // A second order while the first is on its way (placed from another device).
    await apiCall('PUT', `/api/admin/pedidos/${first.pedidoId}/etapa`, admin.token, {
      etapa: 'en_camino',
    });
    const second = await placeCashOrder(resident, product);
    const secondCard = page.getByRole('region', { name: `Tu pedido ${second.codigo}` });
    await secondCard.waitFor({ timeout: stepMs(20_000) });
    await firstCard
      .getByTestId('tracker-state')
      .getByText('En camino')
      .waitFor({ timeout: stepMs(20_000) });
    expect(await secondCard.getByTestId('tracker-state').innerText()).toBe('Recibido');
    expect(await firstCard.isVisible()).toBe(true);
    await screenshot(page, 'live-tracker-dos-pedidos');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('order history offline', () => {
  it('shows the last loaded orders with the banner offline and refreshes by itself online', async () => {
    const admin = await login(ADMIN);
    const resident = await newResident();
    const product = await plainProduct();
    const placed = await placeCashOrder(resident, product);
    const { context, page } = await firstVisit(resident, '/historial');
    const orders = page.getByRole('list', { name: 'Tus pedidos' });
    await orders.getByText(placed.codigo).waitFor({ timeout: stepMs(15_000) });
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await orders.getByText(placed.codigo).waitFor({ timeout: stepMs(15_000) });
    const banner = page.getByRole('status').filter({ hasText: APP_MESSAGES.offlineHistory });
    await banner.waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    expect(await orders.getByRole('button').first().innerText()).toContain('Pendiente');
    await screenshot(page, 'historial-sin-conexion');
    expect(await axeViolations(page)).toEqual([]);

    // Delivered while the resident was offline: back online, the history shows it untouched.
    await apiCall('PUT', `/api/admin/pedidos/${placed.pedidoId}/estado`, admin.token, {
      estado: 'entregado',
    });
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: stepMs(5_000) });
    await orders
      .getByRole('button')
      .first()
      .getByText('Entregado')
      .waitFor({ timeout: stepMs(10_000) });
  });
});
