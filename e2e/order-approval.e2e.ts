import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { adminPage, apiCall, placeCashOrder, stockOf } from './admin-helpers';
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

const HELD_UNITS = 10;

/**
 * A demo product ten units of which reach the default approval threshold (10 units) and stay
 * under the ceilings (20 units, $ 500.000), with stock to spare for the other journeys.
 */
async function plainProduct() {
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= HELD_UNITS + 10 && p.precio * HELD_UNITS <= 400_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with enough stock');
  return product;
}

describe('an unusual cash order waits for the owner (issue 46)', () => {
  it('holds it as "Por aprobar" on the board; the approval reaches the resident’s open tracker', async () => {
    const resident = await newResident();
    const product = await plainProduct();
    const before = await stockOf(product.id);
    const order = await placeCashOrder(resident, product, HELD_UNITS);
    // Its stock is taken at once, so nothing is oversold while it waits.
    expect(await stockOf(product.id)).toBe(before - HELD_UNITS);

    const residentContext = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      locale: 'es-CO',
      timezoneId: 'America/Bogota',
      serviceWorkers: 'block',
    });
    contexts.push(residentContext);
    const residentPage = await residentContext.newPage();
    const residentProblems = watchPageProblems(residentPage).problems;
    await signIn(residentPage, resident);
    await residentPage.goto(urlOf('/app'), { waitUntil: 'load' });
    const tracker = residentPage.getByRole('region', { name: `Tu pedido ${order.codigo}` });
    await tracker.waitFor({ timeout: stepMs(15_000) });
    const state = tracker.getByTestId('tracker-state');
    expect(await state.innerText()).toBe('Esperando confirmación de la tienda');
    expect(await axeViolations(residentPage)).toEqual([]);
    await screenshot(residentPage, 'pedido-por-aprobar-residente-phone');

    const { context, page, admin } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    const card = page.getByRole('article', { name: new RegExp(order.codigo) });
    await card.waitFor({ timeout: stepMs(15_000) });
    expect(await card.innerText()).toContain('Por aprobar');
    // Held orders lead the board, ahead of late and priority ones.
    const first = page.getByRole('article').first();
    expect(await first.getAttribute('aria-labelledby')).toBe(`order-${order.pedidoId}`);
    expect(await card.getByRole('button', { name: /Marcar entregado/ }).count()).toBe(0);
    await card.getByRole('button', { name: `Rechazar ${order.codigo}` }).scrollIntoViewIfNeeded();
    await screenshot(page, 'pedido-por-aprobar-tablero-phone');
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Aprobar ${order.codigo}` }).click();
    await page.getByText(`Pedido ${order.codigo} aprobado`).waitFor({ timeout: stepMs(10_000) });
    await card
      .getByRole('button', { name: `Marcar entregado ${order.codigo}` })
      .waitFor({ timeout: stepMs(10_000) });
    expect(await card.innerText()).not.toContain('Por aprobar');

    // Pushed by the resident's event stream, without a reload.
    await residentPage.waitForFunction(
      (id) =>
        document.querySelector(`[aria-labelledby="${id}"] [data-testid="tracker-state"]`)
          ?.textContent === 'Recibido',
      `tracker-title-${order.pedidoId}`,
      { timeout: stepMs(15_000) },
    );
    expect(await tracker.innerText()).toContain('Llega en unos');
    expect(await axeViolations(residentPage)).toEqual([]);

    // The shared demo shop gets its units back for the journeys that follow.
    await apiCall('PUT', `/api/admin/pedidos/${order.pedidoId}/estado`, admin.token, {
      estado: 'cancelado',
    });
    expect(await stockOf(product.id)).toBe(before);
    expect(problems).toEqual([]);
    expect(residentProblems).toEqual([]);
  });
});
