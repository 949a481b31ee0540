import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCOP } from '../domain/money';
import { effectiveUnitPrice, priceCart } from '../domain/pricing';
import { popupStorageKey, bogotaDayKey } from '../domain/dates';
import { axeViolations } from '../testkit/axe';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { screenshot } from '../testkit/pages';
import { isolatedServer, type IsolatedServer } from '../testkit/isolated-servers';
import { openOrigin } from '../testkit/session';
import type { ApiProduct, Session } from './store-helpers';
import { stepMs } from '../testkit/budgets';

/**
 * Issue 15, money first. This file runs its OWN server WITHOUT PUBLIC_URL (the run's shared one
 * sets it), opened under 127.0.0.1: the gateway must send the resident back to that origin, where
 * their session lives, not to the localhost fallback. It also checks cash rounding ("Ajuste al
 * peso") in the cart, the cash confirmation and the history.
 */
let server: IsolatedServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await isolatedServer('money');
  expect(new URL(server.baseUrl).hostname).toBe('127.0.0.1');
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseUrl).toString();

async function catalogue(): Promise<ApiProduct[]> {
  return (await fetch(url('/productos-con-descuentos'))).json() as Promise<ApiProduct[]>;
}

async function newResident(): Promise<Session> {
  const n = Date.now() % 1_000_000;
  const response = await fetch(url('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Marta Ríos',
      email: `marta${n}@prueba.co`,
      cedula: String(70_000_000 + n),
      telefono: String(3_160_000_000 + n),
      torre: 2,
      piso: 4,
      apartamento: '402',
      privacy_accepted: true,
      marketing_accepted: false,
    }),
  });
  if (response.status !== 201) throw new Error(`register → ${response.status}`);
  return (await response.json()) as Session;
}

/** A phone page on 127.0.0.1, signed in there (the session lives in that origin's storage). */
async function signedInPage(resident: Session): Promise<Page> {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  await openOrigin(page, server.baseUrl);
  await page.evaluate(
    ({ session, popupKey, today }) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('carrito', '[]');
      localStorage.setItem(popupKey, JSON.stringify(today));
    },
    {
      session: resident,
      popupKey: popupStorageKey(resident.user.id),
      today: bogotaDayKey(new Date()),
    },
  );
  await page.goto(url('/app'), { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
  return page;
}

async function addToCart(page: Page, product: ApiProduct, units: number) {
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
  const add = page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` });
  for (let i = 0; i < units; i++) await add.click();
  await page.getByRole('button', { name: new RegExp(`^Carrito, ${units} productos?$`) }).click();
  return page.getByRole('dialog', { name: 'Tu carrito' });
}

/** The text of a totals row (label + value) without its label. */
async function rowValue(scope: ReturnType<Page['getByRole']>, label: string) {
  const row = scope.getByText(label, { exact: true }).locator('..');
  return (await row.innerText()).replace(label, '').trim();
}

describe('money, hardened (issue 15)', () => {
  it('pays by PSE on 127.0.0.1 and comes back signed in on 127.0.0.1', async () => {
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 20 && p.precio >= 5_000,
    );
    if (!product) throw new Error('no plain product with stock');
    const resident = await newResident();
    const page = await signedInPage(resident);
    const cart = await addToCart(page, product, Math.ceil(20_000 / product.precio));
    await cart.getByRole('button', { name: 'Pagar en línea' }).click();
    await page
      .getByRole('dialog', { name: 'Datos de entrega' })
      .getByRole('button', { name: 'Continuar' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Pago seguro' });
    await modal.waitFor({ timeout: stepMs(15_000) });
    await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
    await modal.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    await modal.getByRole('radio', { name: /^PSE/ }).check();
    await modal.getByLabel('Teléfono celular').fill('3001234567');
    await modal.getByLabel('Cédula').fill('1000000002');
    const bank = modal.getByLabel('Banco');
    await expect
      .poll(() => bank.locator('option').count(), { timeout: stepMs(15_000) })
      .toBeGreaterThan(3);
    await bank.selectOption({ label: 'Bancolombia' });
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();

    await page.waitForURL(/\/sandbox\/banco\//, { timeout: stepMs(15_000) });
    // The bank was reached on the origin the shop was opened under, not the localhost fallback.
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await page.waitForURL(/\/payment-success\?id=/, { timeout: stepMs(15_000) });
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    await page
      .getByRole('heading', { name: '¡Pago exitoso!' })
      .waitFor({ timeout: stepMs(15_000) });
    // Still signed in: the session of 127.0.0.1 is there, and the order is the resident's.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(resident.token);
    const orders = (await (
      await fetch(url('/orders'), { headers: { authorization: `Bearer ${resident.token}` } })
    ).json()) as Array<{ metodo_pago: string; estado_pago: string }>;
    expect(orders).toMatchObject([{ metodo_pago: 'PSE', estado_pago: 'APPROVED' }]);
    await screenshot(page, 'money-pse-vuelta-127');
  });

  it('a cash order of an odd amount shows Ajuste al peso in cart, confirmation and history', async () => {
    // An offer whose price is not a multiple of $50 (e.g. 4.900 − 10 % = 4.410).
    const product = (await catalogue()).find(
      (p) => p.descuento_activo && p.stock >= 5 && effectiveUnitPrice(p) % 50 !== 0,
    );
    if (!product) throw new Error('the demo catalogue has no offer with an odd price');
    const unit = effectiveUnitPrice(product);
    const units = Math.max(1, Math.ceil(5_000 / unit));
    const expected = priceCart({ products: [{ ...product, cantidad: units }], method: 'efectivo' });
    expect(expected.cashRounding).toBeGreaterThan(0);
    const ajuste = `-${formatCOP(expected.cashRounding)}`;
    const total = formatCOP(expected.total);

    const resident = await newResident();
    const page = await signedInPage(resident);
    const cart = await addToCart(page, product, units);
    expect(await rowValue(cart, 'Ajuste al peso')).toBe(ajuste);
    expect(await rowValue(cart, 'Total pagando en efectivo')).toBe(total);
    await screenshot(page, 'money-carrito-ajuste');
    await cart.getByRole('button', { name: 'Pagar en efectivo' }).click();
    await page
      .getByRole('dialog', { name: 'Datos de entrega' })
      .getByRole('button', { name: 'Continuar' })
      .click();

    const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
    await confirm.waitFor();
    expect(await rowValue(confirm, 'Ajuste al peso')).toBe(ajuste);
    expect(await rowValue(confirm, 'TOTAL A PAGAR EN EFECTIVO')).toBe(total);
    await screenshot(page, 'money-confirmacion-ajuste');
    expect(await axeViolations(page)).toEqual([]);
    // At 320 px the adjustment row still fits beside its label.
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'money-confirmacion-ajuste-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();

    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor({ timeout: stepMs(15_000) });
    const orderCode = (await placed.getByText(/^SUP-\d{3,}$/).innerText()).trim();
    await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
    await page.waitForURL(/\/historial$/);
    const card = page.getByRole('list', { name: 'Tus pedidos' }).getByRole('button', {
      name: new RegExp(orderCode),
    });
    await card.waitFor({ timeout: stepMs(15_000) });
    expect(await card.innerText()).toContain(total);
    await card.click();
    const detail = page.getByRole('dialog', { name: new RegExp(orderCode) });
    await detail.waitFor();
    expect(await rowValue(detail, 'Ajuste al peso')).toBe(ajuste);
    expect(await rowValue(detail, 'Total')).toBe(total);
    await screenshot(page, 'money-historial-ajuste');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the payment sheet on 127.0.0.1 without PUBLIC_URL (issue 40)', () => {
  it('links its terms and data policy on the host the shop was opened under, not localhost', async () => {
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 20 && p.precio >= 5_000,
    );
    if (!product) throw new Error('no plain product with stock');
    const page = await signedInPage(await newResident());
    const cart = await addToCart(page, product, Math.ceil(20_000 / product.precio));
    await cart.getByRole('button', { name: 'Pagar en línea' }).click();
    await page
      .getByRole('dialog', { name: 'Datos de entrega' })
      .getByRole('button', { name: 'Continuar' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Pago seguro' });
    await modal.waitFor({ timeout: stepMs(15_000) });
    const hrefs = await modal
      .locator('a[href$="/terminos"], a[href$="/privacidad"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(new URL(href).origin).toBe(new URL(server.baseUrl).origin);
    await screenshot(page, 'pago-enlaces-legales');
  });
});
