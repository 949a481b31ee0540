import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { open, screenshot } from '../testkit/pages';
import {
  axeViolations,
  catalogue,
  newResident,
  signIn,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 15: losing the connection during the cash checkout, and a checkout left open in a second
// tab. The server is the real one; the connection is cut with Playwright.

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
    (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 6_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return product;
}

async function ordersOf(resident: Session): Promise<{ id: number; codigo: string }[]> {
  const response = await fetch(urlOf('/orders'), {
    headers: { authorization: `Bearer ${resident.token}` },
  });
  return (await response.json()) as { id: number; codigo: string }[];
}

/** The store, signed in as a new resident, with its catalogue on screen. */
async function storeWith(page: Page, resident: Session): Promise<void> {
  await signIn(page, resident);
  await open(page, '/app');
  await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
}

async function addToCart(page: Page, product: ApiProduct): Promise<void> {
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
  await page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` }).click();
}

/** Cart → 'Pagar en efectivo' → delivery as prefilled → the cash confirmation. */
async function reachConfirmation(page: Page) {
  await page.getByRole('button', { name: /^Carrito,/ }).click();
  const cart = page.getByRole('dialog', { name: 'Tu carrito' });
  await cart.getByRole('button', { name: 'Pagar en efectivo' }).click();
  const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
  await delivery.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
  await confirm.waitFor();
  return confirm;
}

describe('cash checkout offline', () => {
  it('says "Sin conexión" when the checkout cannot load, and opens it on Reintentar', async () => {
    const resident = await newResident();
    const product = await plainProduct();
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await storeWith(page, resident);
    await addToCart(page, product);

    // Offline before the checkout's code was ever loaded.
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Carrito,/ }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    await cart.getByRole('button', { name: 'Pagar en efectivo' }).click();

    const failure = page.getByRole('dialog', { name: MESSAGES.offline.title });
    await failure.waitFor({ timeout: stepMs(15_000) });
    expect(await failure.innerText()).toContain(MESSAGES.offline.body);
    await screenshot(page, 'offline-checkout-sin-conexion');
    expect(await axeViolations(page)).toEqual([]);
    // The store is still there behind the dialog (hidden from the accessibility tree by the
    // modal, but on screen): nothing went blank.
    expect(await page.locator('h1').innerText()).toMatch(/Qué necesitas hoy/);
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.getByText(product.nombre, { exact: true }).first().isVisible()).toBe(true);

    // Still offline: Reintentar fails again, and says so again.
    await failure.getByRole('button', { name: MESSAGES.offline.retry }).click();
    await failure.waitFor();

    await context.setOffline(false);
    await failure.getByRole('button', { name: MESSAGES.offline.retry }).click();
    const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
    await delivery.waitFor({ timeout: stepMs(15_000) });
    await delivery.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
    await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page
      .getByRole('dialog', { name: '¡Pedido confirmado!' })
      .waitFor({ timeout: stepMs(15_000) });
    expect(await ordersOf(resident)).toHaveLength(1);
  });

  it('says there is no connection when the order gets no answer, and the retry makes one order', async () => {
    const resident = await newResident();
    const product = await plainProduct();
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await storeWith(page, resident);
    await addToCart(page, product);
    const confirm = await reachConfirmation(page);

    // The worst case: the server takes the order, and its answer is lost on the way back.
    let cut = 0;
    await page.route('**/orders', async (route) => {
      if (route.request().method() !== 'POST' || cut > 0) return route.continue();
      cut += 1;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();
    const alert = confirm.getByRole('alert');
    await alert.waitFor({ timeout: stepMs(15_000) });
    expect(await alert.innerText()).toBe(MESSAGES.offline.orderNetwork);
    await screenshot(page, 'offline-checkout-pedido-sin-respuesta');
    expect(await ordersOf(resident)).toHaveLength(1);

    await confirm.getByRole('button', { name: MESSAGES.offline.retry }).click();
    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor({ timeout: stepMs(15_000) });
    const shown = (await placed.getByText(/^SUP-\d{3,}$/).innerText()).trim();
    const orders = await ordersOf(resident);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.codigo).toBe(shown);
    expect(cut).toBe(1);
  });
});

describe('cash checkout in two tabs', () => {
  it('closes the second tab’s confirmation once the first tab placed the order', async () => {
    const resident = await newResident();
    const product = await plainProduct();
    const { context, page: tabA } = await newPhonePage(browser);
    contexts.push(context);
    await storeWith(tabA, resident);
    await addToCart(tabA, product);
    const tabB = await context.newPage();
    await open(tabB, '/app');
    await tabB.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });

    const confirmB = await reachConfirmation(tabB);
    const confirmA = await reachConfirmation(tabA);
    await confirmA.getByRole('button', { name: 'Confirmar pedido' }).click();
    await tabA
      .getByRole('dialog', { name: '¡Pedido confirmado!' })
      .waitFor({ timeout: stepMs(15_000) });

    await confirmB.waitFor({ state: 'hidden', timeout: stepMs(10_000) });
    await tabB.getByText(MESSAGES.offline.cartEmptiedElsewhere).waitFor();
    await screenshot(tabB, 'offline-checkout-otra-pestana');
    expect(await tabB.getByRole('button', { name: 'Confirmar pedido' }).count()).toBe(0);
    expect(await tabB.getByText('TOTAL A PAGAR EN EFECTIVO').count()).toBe(0);
    expect(await ordersOf(resident)).toHaveLength(1);
  });
});

describe('pages offline', () => {
  it('says "Sin conexión" in place of a page whose code cannot load, and Reintentar opens it', async () => {
    const resident = await newResident();
    const { context, page } = await newPhonePage(browser, { colorScheme: 'dark' });
    contexts.push(context);
    await page.setViewportSize({ width: 320, height: 700 });
    await storeWith(page, resident);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Mis pedidos' }).click();
    const heading = page.getByRole('heading', { level: 1, name: MESSAGES.offline.title });
    await heading.waitFor({ timeout: stepMs(15_000) });
    expect(await page.getByRole('alert').innerText()).toBe(MESSAGES.offline.body);
    await screenshot(page, 'offline-pagina-sin-conexion-oscuro-320');
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('button', { name: MESSAGES.offline.retry }).click();
    await page
      .getByRole('heading', { level: 1, name: /pedidos/i })
      .waitFor({ timeout: stepMs(15_000) });
    expect(await heading.count()).toBe(0);
  });
});
