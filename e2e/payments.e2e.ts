import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { hasDarkClass, open, screenshot } from '../testkit/pages';
import { nextPayment } from '../testkit/payments';
import {
  axeViolations,
  catalogue,
  newResident,
  signIn,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
let product: ApiProduct;
const contexts: BrowserContext[] = [];

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

/** A new resident with enough in the cart for a digital payment, at the payment modal. */
async function atPaymentModal(options: { dark?: boolean } = {}): Promise<{
  page: Page;
  resident: Session;
  modal: Locator;
  problems: string[];
}> {
  const resident = await newResident();
  const units = Math.ceil(20_000 / product.precio);
  const { context, page } = await newPhonePage(browser, {
    colorScheme: options.dark ? 'dark' : 'light',
  });
  contexts.push(context);
  await signIn(page, resident);
  const { problems } = watchPageProblems(page);
  await open(page, '/app');
  await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
  const add = page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` });
  for (let i = 0; i < units; i++) await add.click();
  await page.getByRole('button', { name: `Carrito, ${units} productos` }).click();
  await page
    .getByRole('dialog', { name: 'Tu carrito' })
    .getByRole('button', { name: 'Pagar en línea' })
    .click();
  const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
  await delivery.getByRole('button', { name: 'Continuar' }).click();
  const modal = page.getByRole('dialog', { name: 'Pago seguro' });
  await modal.waitFor({ timeout: stepMs(15_000) });
  await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  await modal.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
  return { page, resident, modal, problems };
}

async function ordersOf(resident: Session) {
  const response = await fetch(urlOf('/orders'), {
    headers: { authorization: `Bearer ${resident.token}` },
  });
  return (await response.json()) as Array<{ id: number; metodo_pago: string; estado_pago: string }>;
}

async function payByCard(modal: Locator, number: string) {
  await modal.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
  const form = modal.getByRole('form', { name: 'Datos de la tarjeta' });
  await form.getByLabel('Número de tarjeta').fill(number);
  await form.getByLabel('Mes').fill('12');
  await form.getByLabel('Año').fill('30');
  await form.getByLabel('CVV').fill('123');
  await form.getByLabel('Nombre del titular').fill('Lucia Pardo');
  return form;
}

describe('digital payments through the sandbox gateway', () => {
  it('pays by card: approved becomes an order; declined goes back to the selector', async () => {
    const { page, resident, modal, problems } = await atPaymentModal();
    await screenshot(page, 'pago-selector');
    expect(await axeViolations(page)).toEqual([]);

    const declined = await payByCard(modal, '4111 1111 1111 1111');
    await screenshot(page, 'pago-tarjeta');
    expect(await axeViolations(page)).toEqual([]);
    const first = nextPayment(page);
    await declined.getByRole('button', { name: /^Pagar \$/ }).click();
    await modal.getByRole('heading', { name: 'Procesando pago' }).waitFor();
    await screenshot(page, 'pago-procesando');
    expect(await axeViolations(page)).toEqual([]);
    await first.settle();
    await modal
      .getByText('Pago rechazado. Puedes intentar con otro método de pago.')
      .waitFor({ timeout: stepMs(30_000) });
    await modal.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).waitFor();
    expect(await ordersOf(resident)).toEqual([]);

    await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
    await modal.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    const approved = await payByCard(modal, '4242 4242 4242 4242');
    const second = nextPayment(page);
    await approved.getByRole('button', { name: /^Pagar \$/ }).click();
    await second.settle();
    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor({ timeout: stepMs(30_000) });
    await screenshot(page, 'pago-aprobado');
    expect(await axeViolations(page)).toEqual([]);
    const orders = await ordersOf(resident);
    expect(orders).toMatchObject([{ metodo_pago: 'CARD', estado_pago: 'APPROVED' }]);
    await placed
      .getByText(`SUP-${String(orders[0]!.id).padStart(3, '0')}`, { exact: true })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe('[]');
    expect(problems).toEqual([]);
  });

  it('pays with Nequi: the waiting screen, then the approval', async () => {
    const { page, resident, modal, problems } = await atPaymentModal();
    await modal.getByRole('radio', { name: /^Nequi/ }).check();
    await modal.getByLabel('Teléfono celular').fill('3991111111');
    await modal.getByLabel('Cédula').fill('1000000002');
    await screenshot(page, 'pago-nequi-formulario');
    expect(await axeViolations(page)).toEqual([]);
    const payment = nextPayment(page);
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    // The phone the push went to (exact: the sandbox's "Modo de prueba" note names it too).
    await modal.getByText('3991111111', { exact: true }).waitFor({ timeout: stepMs(15_000) });
    await screenshot(page, 'pago-nequi-esperando');
    expect(await axeViolations(page)).toEqual([]);
    await payment.settle();
    await page
      .getByRole('dialog', { name: '¡Pedido confirmado!' })
      .waitFor({ timeout: stepMs(30_000) });
    expect(await ordersOf(resident)).toMatchObject([
      { metodo_pago: 'NEQUI', estado_pago: 'APPROVED' },
    ]);
    expect(problems).toEqual([]);
  });

  it('pays by PSE through the sandbox bank page and lands on /payment-success, then the store', async () => {
    const { page, resident, modal } = await atPaymentModal();
    await modal.getByRole('radio', { name: /^PSE/ }).check();
    await modal.getByLabel('Teléfono celular').fill('3001234567');
    await modal.getByLabel('Cédula').fill('1000000002');
    const bank = modal.getByLabel('Banco');
    await expect
      .poll(() => bank.locator('option').count(), { timeout: stepMs(15_000) })
      .toBeGreaterThan(3);
    await bank.selectOption({ label: 'Bancolombia' });
    // The screen leaves for the bank after 2 s: the bank's answer is held until axe is done with
    // it, so a slow machine cannot navigate away in the middle of the check.
    let checked = () => {};
    const held = new Promise<void>((done) => (checked = done));
    await page.route(/\/sandbox\/banco\//, async (route) => {
      await held;
      await route.continue();
    });
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    await modal
      .getByRole('heading', { name: 'Te estamos llevando a tu banco por PSE' })
      .waitFor({ timeout: stepMs(15_000) });
    await screenshot(page, 'pago-redirigiendo');
    expect(await axeViolations(page)).toEqual([]);
    checked();

    await page.waitForURL(/\/sandbox\/banco\//, { timeout: stepMs(15_000) });
    await page.unroute(/\/sandbox\/banco\//);
    await page.getByRole('heading', { name: 'Banco de pruebas' }).waitFor();
    await screenshot(page, 'pago-banco-pruebas');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await page.waitForURL(/\/payment-success\?id=.+&env=test/, { timeout: stepMs(15_000) });
    await page
      .getByRole('heading', { name: '¡Pago exitoso!' })
      .waitFor({ timeout: stepMs(15_000) });
    await screenshot(page, 'pago-exitoso');
    expect(await axeViolations(page)).toEqual([]);
    expect(await ordersOf(resident)).toMatchObject([
      { metodo_pago: 'PSE', estado_pago: 'APPROVED' },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe('[]');
    // The success page sends the customer back to the store after 5 s.
    await page.waitForURL(/\/app$/, { timeout: stepMs(12_000) });
  });

  it('recovers a DaviPlata order when the customer comes back to the store without the success page', async () => {
    const { page, resident, modal } = await atPaymentModal();
    await modal.getByRole('radio', { name: /^DaviPlata/ }).check();
    await modal.getByLabel('Teléfono celular').fill('3001234567');
    await modal.getByLabel('Cédula').fill('1000000002');
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/sandbox\/banco\//, { timeout: stepMs(15_000) });
    // The bank approves, but the customer closes that tab and opens the shop again.
    // Only the payer's own session decides on the bank page (issue 46).
    const approve = await fetch(`${page.url()}/aprobar`, {
      method: 'POST',
      redirect: 'manual',
      headers: { authorization: `Bearer ${resident.token}` },
    });
    expect(approve.status).toBe(303);
    await open(page, '/app');
    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor({ timeout: stepMs(15_000) });
    await placed.getByText('Total pagado').waitFor();
    expect(await ordersOf(resident)).toMatchObject([
      { metodo_pago: 'DAVIPLATA', estado_pago: 'APPROVED' },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe('[]');
    await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
    await page.waitForURL(/\/historial$/);
  });

  // Six axe checks and a payment: more than the default minute on a busy 2-core machine.
  it(
    'keeps the payment screens and the history readable in dark mode (axe)',
    { timeout: stepMs(120_000) },
    async () => {
      const { page, modal, problems } = await atPaymentModal({ dark: true });
      expect(await hasDarkClass(page)).toBe(true);
      await screenshot(page, 'pago-selector-oscuro');
      expect(await axeViolations(page)).toEqual([]);
      const form = await payByCard(modal, '4242 4242 4242 4242');
      expect(await axeViolations(page)).toEqual([]);
      const payment = nextPayment(page);
      await form.getByRole('button', { name: /^Pagar \$/ }).click();
      await payment.settle();
      const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
      await placed.waitFor({ timeout: stepMs(30_000) });
      expect(await axeViolations(page)).toEqual([]);
      await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
      await page.waitForURL(/\/historial$/);
      const card = page.getByRole('list', { name: 'Tus pedidos' }).getByRole('button').first();
      await card.waitFor({ timeout: stepMs(15_000) });
      await screenshot(page, 'historial-oscuro');
      expect(await axeViolations(page)).toEqual([]);
      await card.click();
      await page.getByRole('dialog', { name: /^Pedido SUP-/ }).waitFor();
      await screenshot(page, 'historial-detalle-oscuro');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
