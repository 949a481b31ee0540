import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { nextPayment } from '../testkit/payments';
import {
  axeViolations,
  catalogue,
  newResident,
  signIn,
  type ApiProduct,
  type Session,
  openPaymentSheet,
} from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

// Issue 15: a reload (or a closed tab) while a payment is under way never hides it. The shared
// server's sandbox holds each payment until the test settles it (testkit/payments.ts).

let browser: Browser;
let product: ApiProduct;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(30_000);

beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 20 && p.precio >= 5_000,
  );
  if (!found) throw new Error('the demo catalogue has no plain product with stock');
  product = found;
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function atPaymentModal(): Promise<{ page: Page; resident: Session; problems: string[] }> {
  const resident = await newResident();
  const units = Math.ceil(20_000 / product.precio);
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  await signIn(page, resident);
  const { problems } = watchPageProblems(page);
  await open(page, '/app');
  await openPaymentSheet(page, product.nombre, units, WAIT);
  return { page, resident, problems };
}

async function ordersOf(resident: Session) {
  const response = await fetch(urlOf('/orders'), {
    headers: { authorization: `Bearer ${resident.token}` },
  });
  return (await response.json()) as Array<{ id: number; metodo_pago: string; estado_pago: string }>;
}

const placedDialog = (page: Page) => page.getByRole('dialog', { name: '¡Pedido confirmado!' });
const cart = (page: Page) => page.evaluate(() => localStorage.getItem('carrito'));

/** After a reload, the store settles and shows no order dialog and no payment in progress. */
async function expectNothingShownAgain(page: Page) {
  await page.reload();
  await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(await placedDialog(page).count()).toBe(0);
  expect(await page.getByRole('dialog', { name: 'Tienes un pago en curso' }).count()).toBe(0);
}

describe('payment recovery on reload', () => {
  it('Nequi pending → reload → the waiting screen resumes → approved → order shown once', async () => {
    const { page, resident, problems } = await atPaymentModal();
    const modal = page.getByRole('dialog', { name: 'Pago seguro' });
    await modal.getByRole('radio', { name: /^Nequi/ }).check();
    await modal.getByLabel('Teléfono celular').fill('3991111111');
    await modal.getByLabel('Cédula').fill('1000000002');
    const payment = nextPayment(page);
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    await modal.getByText('Abre tu app Nequi y confirma el pago').waitFor(WAIT);

    // The resident reloads while the gateway still waits for the approval.
    await page.reload();
    const resumed = page.getByRole('dialog', { name: 'Tienes un pago en curso' });
    await resumed.getByText('Abre tu app Nequi y confirma el pago').waitFor(WAIT);
    await resumed.getByText('3991111111', { exact: true }).waitFor();
    await screenshot(page, 'pago-recuperado-esperando');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'pago-recuperado-esperando-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.setViewportSize({ width: 390, height: 844 });

    await payment.settle();
    const placed = placedDialog(page);
    await placed.waitFor(WAIT);
    const orders = await ordersOf(resident);
    expect(orders).toMatchObject([{ metodo_pago: 'NEQUI', estado_pago: 'APPROVED' }]);
    await placed
      .getByText(`SUP-${String(orders[0]!.id).padStart(3, '0')}`, { exact: true })
      .waitFor();
    await screenshot(page, 'pago-recuperado-aprobado');
    expect(await cart(page)).toBe('[]');

    await expectNothingShownAgain(page);
    expect(await ordersOf(resident)).toHaveLength(1);
    // The test's own reload cuts the first page's long wait; nothing else may go wrong.
    const cutByReload = (p: string) =>
      p.includes('/api/esperar-confirmacion/') && p.includes('ERR_ABORTED');
    expect(problems.filter((p) => !cutByReload(p))).toEqual([]);
  });

  it('a card payment approved while no page watched is shown once on the next load', async () => {
    const { page, resident } = await atPaymentModal();
    const modal = page.getByRole('dialog', { name: 'Pago seguro' });
    await modal.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    const form = modal.getByRole('form', { name: 'Datos de la tarjeta' });
    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByLabel('Mes').fill('12');
    await form.getByLabel('Año').fill('30');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('Nombre del titular').fill('LUCIA PARDO');
    const created = page.waitForResponse(
      (r) => r.url().includes('/api/crear-pago'),
      stepWait(30_000),
    );
    const payment = nextPayment(page);
    await form.getByRole('button', { name: /^Pagar \$/ }).click();
    expect((await created).status()).toBe(201);
    await payment.id();
    // The tab goes away before the result shows; the gateway approves meanwhile.
    await page.goto('about:blank');
    await payment.settle();
    await expect
      .poll(async () => (await ordersOf(resident)).length, {
        timeout: stepMs(20_000),
        interval: 500,
      })
      .toBe(1);

    await open(page, '/app');
    const placed = placedDialog(page);
    await placed.waitFor(WAIT);
    await placed.getByText('Total pagado').waitFor();
    expect(await cart(page)).toBe('[]');
    await expectNothingShownAgain(page);
  });
});
