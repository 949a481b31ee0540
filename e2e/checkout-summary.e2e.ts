import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLine } from '../web/features/cart/cart-lines';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { open, screenshot } from '../testkit/pages';
import {
  axeViolations,
  catalogue,
  CUSTOMER,
  login,
  signIn,
  unusedGeneralCodes,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 40: the online payment sheet shows what is paid (lines, discount, shipping, address) as
// the cash path does, and each sheet keeps its total beside its pay button.
let browser: Browser;
let session: Session;
let products: ApiProduct[];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await login(CUSTOMER);
  products = await catalogue();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(cart: unknown[]): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, session, { cart });
  return page;
}

/** Both boxes on screen at once, the total right above the button (at most 120 px apart). */
async function totalBesideButton(total: Locator, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const [t, b] = [await total.boundingBox(), await button.boundingBox()];
  expect(t && b).toBeTruthy();
  for (const box of [t!, b!]) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
  }
  expect(b!.y - (t!.y + t!.height)).toBeLessThanOrEqual(120);
  expect(b!.y).toBeGreaterThan(t!.y);
}

describe('checkout summary', () => {
  it('the online sheet lists the lines, the code, shipping and the address', async () => {
    const lines = products
      .filter((p) => p.stock >= 5 && !p.descuento_activo)
      .slice(0, 6)
      .map((p) => productLine({ imagen: null, ...p }, 1));
    const page = await phone(lines);
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    await page.getByRole('button', { name: /^Carrito/ }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    const [code] = await unusedGeneralCodes();
    if (!code) throw new Error('the demo seed has no unused general code');
    await cart.getByRole('textbox', { name: /código/i }).fill(code);
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    await cart.getByText(`Código ${code}`).first().waitFor();
    await cart.getByRole('button', { name: 'Pagar en línea' }).click();
    await page
      .getByRole('dialog', { name: 'Datos de entrega' })
      .getByRole('button', { name: 'Continuar' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Pago seguro' });
    await sheet.getByRole('form', { name: 'Método de pago' }).waitFor({ timeout: stepMs(15_000) });
    const summary = sheet.getByRole('region', { name: 'Resumen' });
    for (const line of lines) await summary.getByText(`${line.nombre} × 1`).waitFor();
    const dl = sheet.locator('dl[aria-label="Totales del pedido"]');
    expect(await dl.textContent()).toContain('Subtotal');
    expect(await dl.textContent()).toContain(`Código ${code}`);
    expect(await dl.textContent()).toContain('Envío');
    await sheet.getByText('Torre 1 · Piso 5 · Apto 502').waitFor();
    await totalBesideButton(
      sheet.getByText('Total a pagar', { exact: true }),
      sheet.getByRole('button', { name: 'Pagar', exact: true }),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-summary-online');
  });

  it('the cash confirmation keeps its total beside "Confirmar pedido" with a long order', async () => {
    const lines = products
      .filter((p) => p.stock >= 5)
      .slice(0, 12)
      .map((p) => productLine({ imagen: null, ...p }, 1));
    const page = await phone(lines);
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    await page.getByRole('button', { name: /^Carrito/ }).click();
    await page
      .getByRole('dialog', { name: 'Tu carrito' })
      .getByRole('button', { name: 'Pagar en efectivo' })
      .click();
    await page
      .getByRole('dialog', { name: 'Datos de entrega' })
      .getByRole('button', { name: 'Continuar' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
    const button = confirm.getByRole('button', { name: 'Confirmar pedido' });
    await button.waitFor();
    await totalBesideButton(confirm.getByText('TOTAL A PAGAR EN EFECTIVO'), button);
    await screenshot(page, 'checkout-summary-cash');
  });
});
