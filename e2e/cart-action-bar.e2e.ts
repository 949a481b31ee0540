import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCOP } from '../domain/money';
import { productLine } from '../web/features/cart/cart-lines';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage, PHONE_VIEWPORT } from '../testkit/browser';
import { eventStreamOpen, watchEventStream } from '../testkit/event-stream';
import { screenshot } from '../testkit/pages';
import { apiCall, placeCashOrder } from './admin-helpers';
import { ADMIN, catalogue, login, newResident, signIn } from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

/**
 * Issue 40: on a phone the cart's pay buttons carry their total beside them, and a toast that
 * arrives while the cart is open (here: the shop sends an earlier order on its way) rises above
 * them instead of covering them.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const WAIT = stepWait(30_000);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

describe('the cart’s action bar at 390×844', () => {
  it('shows the total beside the pay buttons and keeps toasts off them', async () => {
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 20 && p.precio >= 5_000 && p.precio < 15_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');
    const resident = await newResident();
    const earlier = await placeCashOrder(resident, product);

    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await signIn(page, resident, { cart: [productLine({ imagen: null, ...product }, 2)] });
    watchEventStream(page);
    await page.goto(urlOf('/'));
    await page.getByRole('heading', { name: /¿Qué necesitas hoy\?/ }).waitFor(WAIT);
    await eventStreamOpen(page, 30_000);

    await page.getByRole('button', { name: /^Carrito/ }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    const cash = cart.getByRole('button', { name: 'Pagar en efectivo' });
    await cash.waitFor(WAIT);
    // The cash total of 2 units (shipping 2.000 under 15.000), right beside its button.
    const subtotal = product.precio * 2;
    const total = subtotal - (subtotal % 50) + (subtotal < 15_000 ? 2_000 : 0);
    const cashRow = cash.locator('xpath=..');
    expect(await cashRow.innerText()).toContain(formatCOP(total));
    const amount = cashRow.getByText(formatCOP(total), { exact: true });
    const [b, a] = [await box(cash), await box(amount)];
    expect(a.y + a.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(b.height);

    const admin = await login(ADMIN);
    await apiCall('PUT', `/api/admin/pedidos/${earlier.pedidoId}/etapa`, admin.token, {
      etapa: 'en_camino',
    });
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `${earlier.codigo} va en camino` });
    await toast.waitFor({ timeout: stepMs(10_000) });
    await screenshot(page, 'carrito-total-y-aviso-phone');
    const t = await box(toast);
    const online = await box(cart.getByRole('button', { name: 'Pagar en línea' }));
    // The toast ends above the action bar's first button: both buttons stay uncovered.
    expect(t.y + t.height).toBeLessThanOrEqual(online.y);
    await cash.click({ trial: true, timeout: stepMs(2_000) });
  });
});
