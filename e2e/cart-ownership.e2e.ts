import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { catalogue, newResident, signIn, type ApiProduct, type Session } from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

// Issue 15: a cart belongs to one resident. It never follows a logout into the next account on
// the same browser, and its owner finds it again on the next login (after a logout or an expiry).

let browser: Browser;
let product: ApiProduct;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(15_000);

beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await catalogue()).find((p) => !p.descuento_activo && p.stock >= 10);
  if (!found) throw new Error('the demo catalogue has no plain product with stock');
  product = found;
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const cartButton = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}` });

const logoutButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' });

async function logIn(page: Page, who: Session) {
  const user = who.user as unknown as { email: string; cedula: string; telefono: string };
  await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Cédula').fill(user.cedula);
  await page.getByLabel('Teléfono', { exact: true }).fill(user.telefono);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // The daily popup of a first visit covers the store: close it when it shows.
  const notNow = page.getByRole('button', { name: 'Ahora no' });
  if (
    await notNow.waitFor({ timeout: 6_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await notNow.click();
    await notNow.waitFor({ state: 'detached', timeout: stepMs(10_000) });
  }
  await logoutButton(page).waitFor(WAIT);
}

async function logOut(page: Page) {
  await logoutButton(page).click();
  await page
    .getByRole('heading', { level: 1, name: 'Inicia sesión' })
    .waitFor(WAIT)
    .catch(() => open(page, '/app'));
}

async function addTwo(page: Page) {
  await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
  const add = page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` });
  await add.click();
  await add.click();
  await cartButton(page, 2).waitFor(WAIT);
}

async function residents(): Promise<[Session, Session]> {
  const a = await newResident();
  await new Promise((r) => setTimeout(r, 5));
  const b = await newResident();
  return [a, b];
}

describe('the cart belongs to one resident', () => {
  it('A’s cart is not shown to B after a logout, and comes back to A', async () => {
    const [a, b] = await residents();
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await signIn(page, a);
    await open(page, '/app');
    await addTwo(page);

    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBeNull();

    await open(page, '/app');
    await logIn(page, b);
    await cartButton(page, 0).waitFor(WAIT);
    await screenshot(page, 'carrito-otro-residente');

    await logOut(page);
    await open(page, '/app');
    await logIn(page, a);
    await cartButton(page, 2).waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('after an expired session, only the same resident gets the set-aside cart back', async () => {
    const [a, b] = await residents();
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await signIn(page, a);
    await open(page, '/app');
    await addTwo(page);

    // The token expires: the next load ends the session and sets the cart aside.
    await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Inicia sesión' })
      .waitFor(WAIT)
      .catch(() => open(page, '/app'));
    expect(await page.evaluate(() => localStorage.getItem('carrito-temp'))).not.toBeNull();

    await logIn(page, b);
    await cartButton(page, 0).waitFor(WAIT);
    await logOut(page);
    await open(page, '/app');
    await logIn(page, a);
    await cartButton(page, 2).waitFor(WAIT);
  });
});
