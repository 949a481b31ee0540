import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import {
  axeViolations,
  cancelActiveCanjes,
  catalogue,
  CUSTOMER,
  login,
  newResident,
  signIn,
  unusedGeneralCodes,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 15, "clear messages": what only a browser shows (paste into a length-limited box, the
// login coming back to the page asked for, the redeem confirmation and "Tus canjes").

let browser: Browser;
let plain: ApiProduct;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 3_000,
  );
  if (!found) throw new Error('the demo catalogue has no plain product with stock');
  plain = found;
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(session?: Session, dark = false) {
  const { context, page } = await newPhonePage(browser, { colorScheme: dark ? 'dark' : 'light' });
  contexts.push(context);
  if (session) await signIn(page, session);
  return { page, problems: watchPageProblems(page).problems };
}

async function openStore(page: Page) {
  await open(page, '/app');
  await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
}

describe('forms hardened (issue 15)', () => {
  it('keeps a pasted promo code whole, then says what it applies to and how much', async () => {
    const [code] = await unusedGeneralCodes();
    if (!code) throw new Error('no unused general code in the demo data');
    const resident = await newResident();
    const { page, problems } = await phone(resident);
    await openStore(page);
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(plain.nombre);
    await page.getByRole('button', { name: `Agregar ${plain.nombre} al carrito` }).click();
    await page.getByRole('button', { name: 'Carrito, 1 producto' }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    const box = cart.getByRole('textbox', { name: 'Código promocional' });
    await box.click();
    // As a paste arrives: the browser's own length limit used to cut it before it was trimmed.
    await page.keyboard.insertText(
      ` ${code.toLowerCase().slice(0, 6)} ${code.toLowerCase().slice(6)} `,
    );
    expect(await box.inputValue()).toBe(code);
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    await cart.getByRole('button', { name: `Quitar el código ${code}` }).waitFor();
    const scope = cart.getByText(
      /^Se aplica sobre \$\s[\d.]+ de productos sin oferta: descuento de \$\s[\d.]+\.$/,
    );
    await scope.first().waitFor();
    expect(await scope.count()).toBe(2);
    await screenshot(page, 'forms-codigo-alcance');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens /historial signed out, logs in with a dotted cédula and comes back to it', async () => {
    const { page, problems } = await phone();
    await open(page, '/historial');
    await page
      .getByRole('heading', { level: 1, name: 'Inicia sesión' })
      .waitFor({ timeout: stepMs(15_000) });
    expect(new URL(page.url()).searchParams.get('volver')).toBe('/historial');
    await page.getByLabel(/^Correo electrónico/).fill(CUSTOMER.email);
    await page.getByLabel(/^Cédula/).fill('1.000.000.002');
    await page.getByLabel(/^Teléfono/).fill(CUSTOMER.telefono);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Mis pedidos' })
      .waitFor({ timeout: stepMs(15_000) });
    expect(new URL(page.url()).pathname).toBe('/historial');
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
  });

  it('never follows an external return address after logging in', async () => {
    const { page } = await phone();
    await open(page, `/?volver=${encodeURIComponent('https://example.com/historial')}`);
    await page.getByLabel(/^Correo electrónico/).fill(CUSTOMER.email);
    await page.getByLabel(/^Cédula/).fill(CUSTOMER.cedula);
    await page.getByLabel(/^Teléfono/).fill(CUSTOMER.telefono);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Inicia sesión' })
      .waitFor({ state: 'detached', timeout: stepMs(15_000) });
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hostname).not.toBe('example.com');
  });

  it('asks before redeeming points and lists the canje in "Tus canjes"', async () => {
    const session = await login(CUSTOMER);
    await cancelActiveCanjes(session);
    const { page, problems } = await phone(session, true);
    await openStore(page);
    await page.getByRole('button', { name: /^Mis puntos: \d+ puntos, nivel/ }).click();
    const modal = page.getByRole('dialog', { name: 'Mis puntos' });
    await modal.getByRole('button', { name: '50 pts = $ 500' }).click();
    await modal.getByRole('button', { name: 'Canjear 50 puntos' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: '¿Canjear 50 puntos por $ 500 de descuento?',
    });
    await confirm.waitFor();
    await screenshot(page, 'forms-confirmar-canje');
    expect(await axeViolations(page)).toEqual([]);
    // At 320 px the question and both buttons stay inside the screen.
    await page.setViewportSize({ width: 320, height: 640 });
    const box = await confirm.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    await screenshot(page, 'forms-confirmar-canje-320');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Canjear 50 puntos' }).click();
    await confirm.getByRole('button', { name: 'Sí, canjear' }).click();
    await modal.getByRole('button', { name: 'Cancelar canje' }).waitFor();
    const history = modal.getByRole('region', { name: 'Tus canjes' });
    await history.getByText('50 puntos · $ 500 de descuento').first().waitFor();
    await history.getByText('Disponible').first().waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-tus-canjes');
    await cancelActiveCanjes(session);
    expect(problems).toEqual([]);
  });
});
