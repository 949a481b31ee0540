import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLine } from '../web/features/cart/cart-lines';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { open, screenshot } from '../testkit/pages';
import { brokenWords, headerCollisions, largeText, sidewaysScroll } from '../testkit/reflow';
import {
  axeViolations,
  catalogue,
  CUSTOMER,
  login,
  newResident,
  placeCashOrder,
  signIn,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 40, "Forms, words and layout": at 320 px, and at 200 % text on a 390 px phone (WCAG
// 1.4.4 and 1.4.10), no page scrolls sideways, no header's parts overlap and no word breaks
// inside itself ("Canj/ear", "V/er", "Apartament/o").
let browser: Browser;
let customer: Session;
let products: ApiProduct[];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await login(CUSTOMER);
  products = await catalogue();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const SIZES = [
  { name: '320 px', width: 320, large: false },
  { name: '200 % text at 390 px', width: PHONE_VIEWPORT.width, large: true },
] as const;
type Size = (typeof SIZES)[number];

async function phone(size: Size, session?: Session, cart: unknown[] = []): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: PHONE_VIEWPORT.height },
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  if (size.large) await largeText(context);
  const page = await context.newPage();
  if (session) await signIn(page, session, { cart });
  return page;
}

/** What a person sees at this size: no sideways scroll, no overlap in the header, whole words. */
async function expectReflows(page: Page, label: string, root = 'body') {
  const { scrollWidth, clientWidth } = await sidewaysScroll(page);
  expect(scrollWidth, `${label}: scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  if (root === 'body') expect(await headerCollisions(page), `${label}: header`).toEqual([]);
  expect(await brokenWords(page, root), `${label}: words`).toEqual([]);
}

/** The largest font size on the page, in px: proves the 200 % took. */
function rootFontSize(page: Page): Promise<number> {
  return page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
}

function threeLines() {
  return products
    .filter((p) => p.stock >= 5)
    .slice(0, 3)
    .map((p) => productLine({ imagen: null, ...p }, 1));
}

describe.each(SIZES)('at $name', (size) => {
  it('the landing, the login and the registration reflow', async () => {
    const page = await phone(size);
    await open(page, '/inicio');
    expect(await rootFontSize(page)).toBe(size.large ? 32 : 16);
    await expectReflows(page, '/inicio');
    await open(page, '/app');
    await page.getByRole('button', { name: 'Crear cuenta' }).waitFor({ timeout: stepMs(15_000) });
    await expectReflows(page, 'login');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('button', { name: 'Registrarme' }).waitFor();
    await expectReflows(page, 'registro');
    await screenshot(page, `reflow-register-${size.width}${size.large ? '-200' : ''}`);
  });

  it('the store, the cart and the checkout sheets reflow', async () => {
    const page = await phone(size, customer, threeLines());
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    await expectReflows(page, 'tienda');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `reflow-store-${size.width}${size.large ? '-200' : ''}`);
    // Scrolled, the header covers at most a quarter of the screen (at 200 % it scrolls away).
    await page.evaluate(() => window.scrollTo(0, 1200));
    const header = await page.getByRole('banner').boundingBox();
    expect(Math.max(0, (header?.y ?? 0) + (header?.height ?? 0))).toBeLessThanOrEqual(
      PHONE_VIEWPORT.height / 4,
    );

    const cartButton = page.getByRole('button', { name: /^Carrito/ });
    await cartButton.click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    await cart.getByRole('button', { name: 'Pagar en efectivo' }).waitFor();
    await expectReflows(page, 'carrito', '[role="dialog"]');

    await cart.getByRole('button', { name: 'Pagar en efectivo' }).click();
    const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
    await delivery.getByRole('button', { name: 'Continuar' }).waitFor();
    await expectReflows(page, 'datos de entrega', '[role="dialog"]');
    await delivery.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
    await confirm.getByRole('button', { name: 'Confirmar pedido' }).waitFor();
    await expectReflows(page, 'confirmación', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });

    await cartButton.click();
    await cart.getByRole('button', { name: 'Pagar en línea' }).click();
    await delivery.getByRole('button', { name: 'Continuar' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago seguro' });
    await payment
      .getByRole('form', { name: 'Método de pago' })
      .waitFor({ timeout: stepMs(15_000) });
    await expectReflows(page, 'pago en línea', '[role="dialog"]');
    await screenshot(page, `reflow-payment-${size.width}${size.large ? '-200' : ''}`);
    await page.keyboard.press('Escape');
    await payment.waitFor({ state: 'hidden' });

    const points = page.getByRole('button', { name: /^Mis puntos/ });
    await points.click();
    const pointsDialog = page.getByRole('dialog', { name: 'Mis puntos' });
    await pointsDialog.getByRole('heading').first().waitFor();
    await expectReflows(page, 'mis puntos', '[role="dialog"]');
  });

  it('the tracker and the history reflow', async () => {
    const resident = await newResident();
    const product = products.find((p) => p.stock >= 5);
    if (!product) throw new Error('no product in stock');
    const order = await placeCashOrder(resident, product);
    const page = await phone(size, resident);
    await open(page, '/app');
    const tracker: Locator = page.getByRole('region', { name: `Tu pedido ${order.codigo}` });
    await tracker.waitFor({ timeout: stepMs(15_000) });
    await expectReflows(page, 'seguimiento');
    await screenshot(page, `reflow-tracker-${size.width}${size.large ? '-200' : ''}`);

    const history = await phone(size, customer);
    await open(history, '/historial');
    await history
      .getByRole('heading', { name: 'Tus pedidos' })
      .waitFor({ timeout: stepMs(15_000) });
    await expectReflows(history, 'historial');
    expect(await axeViolations(history)).toEqual([]);
    await screenshot(history, `reflow-history-${size.width}${size.large ? '-200' : ''}`);
    await open(history, '/mi-cuenta');
    await history
      .getByLabel('Apartamento', { exact: true })
      .first()
      .waitFor({ timeout: stepMs(15_000) });
    await expectReflows(history, 'mi cuenta');
  });

  it('the daily popup reflows', async () => {
    const page = await phone(size);
    await signIn(page, customer, { popupDue: true });
    await open(page, '/app');
    const popup = page.getByRole('dialog').filter({ hasText: 'Ver Ofertas' });
    await popup.waitFor({ timeout: stepMs(15_000) });
    await expectReflows(page, 'popup', 'dialog');
  });
});
