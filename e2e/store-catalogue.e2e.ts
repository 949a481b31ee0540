import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { pathOf, watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import {
  axeViolations,
  catalogue,
  CUSTOMER,
  login,
  signIn,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepWait } from '../testkit/budgets';

// Issue 15, catalogue points: Ver Ofertas, search over packages, the category empty state, no
// sideways scroll with a long word, landing category cards, in-cart − / +, package list, detail.
let browser: Browser;
let session: Session;
let products: ApiProduct[];
const contexts: BrowserContext[] = [];
const WAIT = stepWait(15_000);

beforeAll(async () => {
  browser = await launchBrowser();
  session = await login(CUSTOMER);
  products = await catalogue();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(options: { popupDue?: boolean; signedIn?: boolean } = {}) {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  if (options.signedIn !== false) await signIn(page, session, options);
  return { page, problems: watchPageProblems(page).problems };
}

async function openStore(page: Page, path = '/app') {
  await open(page, path);
  await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' });
const productList = (page: Page) => page.getByRole('list', { name: 'Productos' });

function noSidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
}

describe('store catalogue (issue 15)', () => {
  it('Ver Ofertas in the daily popup opens the store filtered to offers', async () => {
    const { page, problems } = await phone({ popupDue: true });
    await open(page, '/app');
    const popup = page.getByRole('dialog', { name: 'Semana del mercado' });
    await popup.waitFor(WAIT);
    await page.getByRole('button', { name: 'Ver Ofertas' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => pathOf(page)).toBe('/app?ofertas=1');
    const chip = page.getByRole('button', { name: 'Ofertas', exact: true });
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    const offers = products.filter((p) => p.descuento_activo && p.descuento_porcentaje > 0);
    expect(offers.length).toBeGreaterThan(0);
    await expect.poll(() => productList(page).getByRole('article').count()).toBe(offers.length);
    // …and the page goes to the products (the filter's URL change must not scroll back to the top).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('productos')?.getBoundingClientRect().top ?? 999,
        ),
      )
      .toBeLessThan(200);
    await screenshot(page, 'catalogo-ofertas');
    expect(problems).toEqual([]);
  });

  it('search finds packages by what they contain', async () => {
    const { page } = await phone();
    await openStore(page);
    await searchBox(page).fill('huevos');
    await productList(page).getByRole('heading', { name: 'Huevos AA x 12' }).waitFor(WAIT);
    await page.getByRole('button', { name: /^\d+ paquetes?$/ }).click();
    expect(await page.getByRole('tab', { name: 'Paquetes' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page
      .getByRole('list', { name: 'Paquetes' })
      .getByRole('article', { name: 'Desayuno completo' })
      .waitFor(WAIT);
  });

  it('with a category on and no match, says so and searches everything', async () => {
    const { page } = await phone();
    await openStore(page, '/app?categoria=Panader%C3%ADa');
    expect(
      await page
        .getByRole('button', { name: 'Panadería', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The pressed chip is scrolled into the row's view, not left past the phone's edge.
    const box = await page.getByRole('button', { name: 'Panadería', exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await searchBox(page).fill('leche entera');
    await page.getByText('Estás viendo solo «Panadería».').waitFor(WAIT);
    await screenshot(page, 'catalogo-filtro-sin-resultados');
    await page.getByRole('button', { name: 'Buscar en todo' }).click();
    await productList(page)
      .getByRole('heading', { name: 'Leche entera Alquería 1,1 L' })
      .waitFor(WAIT);
    expect(pathOf(page)).toBe('/app');
  });

  it('a 300-character word never makes the page scroll sideways (390 and 320 px)', async () => {
    const { page } = await phone();
    await openStore(page);
    const word = 'x'.repeat(300);
    await searchBox(page).fill(word);
    expect((await searchBox(page).inputValue()).length).toBeLessThanOrEqual(60);
    // Even a value set around the limit (pasted by script) is echoed without widening the page.
    await searchBox(page).evaluate((el, value) => {
      const input = el as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, word);
    await page.getByText(/No encontramos resultados/).waitFor(WAIT);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      const { scrollWidth, clientWidth } = await noSidewaysScroll(page);
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(clientWidth);
    }
    await screenshot(page, 'catalogo-palabra-larga-320');
  });

  it('a landing category card opens the store on that category, through the login', async () => {
    const signedOut = await phone({ signedIn: false });
    await open(signedOut.page, '/inicio');
    await signedOut.page.getByRole('link', { name: /^Panadería/ }).click();
    await signedOut.page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
    expect(pathOf(signedOut.page)).toBe('/app?categoria=Panader%C3%ADa');

    const { page } = await phone();
    await open(page, '/inicio');
    await page.getByRole('link', { name: /^Lácteos y bebidas/ }).click();
    await productList(page).waitFor(WAIT);
    expect(pathOf(page)).toBe('/app?categoria=L%C3%A1cteos+y+bebidas');
    const chip = page.getByRole('button', { name: 'Lácteos y bebidas', exact: true });
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    const lacteos = products.filter(
      (p) => (p as { categoria?: string }).categoria === 'Lácteos y bebidas',
    );
    await expect.poll(() => productList(page).getByRole('article').count()).toBe(lacteos.length);
  });

  it('after Agregar a product card shows the quantity in the cart with − / +', async () => {
    const { page, problems } = await phone();
    await openStore(page);
    const name = 'Leche entera Alquería 1,1 L';
    await searchBox(page).fill('leche entera');
    await page.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
    const group = page.getByRole('group', { name: `${name} en el carrito` });
    await group.waitFor(WAIT);
    expect(await group.textContent()).toContain('1en el carrito');
    await group.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
    await expect.poll(() => group.textContent()).toContain('2en el carrito');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('carrito') ?? '[]')))
      .toEqual([expect.objectContaining({ nombre: name, cantidad: 2 })]);
    await screenshot(page, 'catalogo-en-carrito');
    await group.getByRole('button', { name: `Quitar una unidad de ${name}` }).click();
    await group.getByRole('button', { name: `Quitar ${name} del carrito` }).click();
    await page.getByRole('button', { name: `Agregar ${name} al carrito` }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it("a package's +N opens the full list of its products", async () => {
    const { page } = await phone();
    await openStore(page);
    await page.getByRole('tab', { name: 'Paquetes' }).click();
    const card = page.getByRole('article', { name: 'Mercado básico' });
    await card.getByRole('button', { name: '+3 productos más: ver todos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mercado básico' });
    await dialog.waitFor(WAIT);
    expect(await dialog.getByRole('listitem').count()).toBe(7);
    await screenshot(page, 'catalogo-paquete-lista');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a product opens an accessible detail with its description and nutrition text', async () => {
    const { page } = await phone();
    await openStore(page);
    const name = 'Leche entera Alquería 1,1 L';
    await searchBox(page).fill('leche entera');
    await productList(page).getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor(WAIT);
    await dialog.getByText('ideal para el desayuno y el café con leche').waitFor(WAIT);
    await dialog.getByRole('heading', { name: 'Información nutricional' }).waitFor(WAIT);
    await dialog.getByText(/Porción 200 ml: 122 kcal/).waitFor(WAIT);
    await screenshot(page, 'catalogo-detalle-producto');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
