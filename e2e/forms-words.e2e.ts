import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../domain/settings-messages';
import { MESSAGES } from '../domain/messages';
import { apiCall, placeCashOrder } from './admin-helpers';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { ADMIN, catalogue, login, newResident, openPaymentSheet, signIn } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 40, "forms, words and layout": what a resident sees of the registration's messages, the
 * report button, the Nequi cancel and the /nosotros address, on a 390 × 844 phone.
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

const WAIT = stepWait(15_000);

async function phone() {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  return { page, problems: watchPageProblems(page).problems };
}

describe('forms and words (issue 40)', () => {
  it('names every wrong field of a first registration at once, on a phone', async () => {
    const { page, problems } = await phone();
    await open(page, '/');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).waitFor(WAIT);
    await page.getByLabel('Nombre completo').fill('A');
    await page.getByLabel('Correo electrónico').fill(`uno.${Date.now()}@correo.co`);
    await page.getByLabel('Cédula').fill('52123456');
    await page.getByLabel('Teléfono', { exact: true }).fill('1234567890');
    await page.getByLabel('Torre').selectOption('2');
    await page.getByLabel('Piso').fill('4');
    await page.getByLabel('Apartamento').fill('9999');
    await page.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    const sent = { register: 0 };
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/register')) sent.register += 1;
    });
    await page.getByRole('button', { name: 'Registrarme' }).click();
    for (const message of [
      MESSAGES.auth.nameInvalid,
      MESSAGES.auth.mobileInvalid,
      ADDRESS_MESSAGES.apartmentOnFloor(4),
    ])
      await page.getByText(message).first().waitFor(WAIT);
    expect(await page.getByLabel('Nombre completo').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Apartamento').getAttribute('aria-invalid')).toBe('true');
    expect(sent.register).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, 'registro-todos-los-errores', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('offers "Reportar un problema" on a delivered order only', async () => {
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 5_000,
    );
    if (!product) throw new Error('no plain product with stock');
    const resident = await newResident();
    const pending = await placeCashOrder(resident, product, Math.ceil(16_000 / product.precio));
    const { page, problems } = await phone();
    await signIn(page, resident);
    await page.goto(urlOf('/historial'));
    const list = page.getByRole('list', { name: 'Tus pedidos' });
    await list.getByRole('button', { name: new RegExp(`^${pending.codigo}`) }).click(WAIT);
    let sheet = page.getByRole('dialog', { name: `Pedido ${pending.codigo}` });
    await sheet.getByRole('heading', { name: 'Productos' }).waitFor(WAIT);
    expect(await sheet.getByRole('button', { name: /Reportar un problema/ }).count()).toBe(0);
    await screenshot(page, 'pedido-pendiente-sin-reporte');

    const admin = await login(ADMIN);
    await apiCall('PUT', `/api/admin/pedidos/${pending.pedidoId}/estado`, admin.token, {
      estado: 'entregado',
    });
    await page.goto(urlOf('/historial'));
    await list.getByRole('button', { name: new RegExp(`^${pending.codigo}`) }).click(WAIT);
    sheet = page.getByRole('dialog', { name: `Pedido ${pending.codigo}` });
    await sheet.getByRole('button', { name: 'Reportar un problema con el pedido' }).waitFor(WAIT);
    await sheet
      .getByRole('button', { name: `Reportar un problema con ${product.nombre}` })
      .waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('ends a Nequi payment from its waiting screen with "Cancelar este pago", then pays in cash', async () => {
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 20 && p.precio >= 5_000,
    );
    if (!product) throw new Error('no plain product with stock');
    const resident = await newResident();
    const { page, problems } = await phone();
    await signIn(page, resident);
    await page.goto(urlOf('/app'));
    const units = Math.ceil(20_000 / product.precio);
    const modal = await openPaymentSheet(page, product.nombre, units);
    await modal.getByRole('radio', { name: /^Nequi/ }).check();
    // Not a test number: the sandbox would end it by itself only after its long window.
    await modal.getByLabel('Teléfono celular').fill('3001234567');
    await modal.getByLabel('Cédula').fill('1000000002');
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    await modal.getByText('Abre tu app Nequi y confirma el pago').waitFor(WAIT);
    await screenshot(page, 'nequi-cancelar-este-pago');
    const cancelled = page.waitForResponse(
      (r) => r.url().includes('/cancelar') && r.request().method() === 'POST',
      stepWait(30_000),
    );
    await modal.getByRole('button', { name: 'Cancelar este pago' }).click();
    expect((await cancelled).status()).toBe(200);
    await modal.getByRole('button', { name: 'Pagar', exact: true }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    // Nothing waits any more: the cart offers cash at once.
    await page.getByRole('button', { name: new RegExp(`^Carrito, ${units} productos`) }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    await cart.getByRole('button', { name: 'Pagar en efectivo' }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('sends /nosotros to /quienes-somos', async () => {
    const answer = await fetch(urlOf('/nosotros?ref=x'), { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/quienes-somos?ref=x');
    const { page } = await phone();
    await page.goto(urlOf('/nosotros'));
    await page.getByRole('heading', { level: 1, name: 'Quiénes somos' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/quienes-somos');
  });
});
