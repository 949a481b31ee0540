import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLine } from '../web/features/cart/cart-lines';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { open, screenshot } from '../testkit/pages';
import { catalogue, CUSTOMER, login, signIn, type ApiProduct, type Session } from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issues 22 and 40: the assistant and WhatsApp buttons float with no band behind them (the
// band hid 72 px of every page), cover nothing at a page's end, and the keyboard never lands
// under them.
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

async function phone(width: number, signedIn = true, cart: unknown[] = []): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: PHONE_VIEWPORT.height },
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  const page = await context.newPage();
  if (signedIn) await signIn(page, session, { cart });
  return page;
}

const BUTTONS = 'a[aria-label="Escríbenos por WhatsApp"], button[aria-label="Abrir el asistente"]';

/**
 * What the support buttons sit on where they are on top (under a dialog's overlay they cover
 * nothing): the page's controls and texts whose boxes meet a button's box.
 */
function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const buttons = [...document.querySelectorAll<HTMLElement>(selector)];
    if (buttons.length === 0) return ['no support button'];
    const support = buttons[0]!.closest('aside') ?? buttons[0]!;
    const describe = (element: Element) =>
      `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const found = new Set<string>();
    for (const button of buttons) {
      const b = button.getBoundingClientRect();
      const onTop = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (!onTop || !button.contains(onTop)) continue;
      for (const element of document.body.querySelectorAll('*')) {
        if (support.contains(element) || element.contains(support)) continue;
        const interactive = element.matches(
          'button, a, input, select, textarea, summary, [role="status"], [role="alert"] > *',
        );
        const leafText = element.children.length === 0 && (element.textContent ?? '').trim() !== '';
        if (!interactive && !leafText) continue;
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const apart =
          r.right <= b.left + 0.5 ||
          b.right <= r.left + 0.5 ||
          r.bottom <= b.top + 0.5 ||
          b.bottom <= r.top + 0.5;
        if (!apart) found.add(`under: ${describe(element)}`);
      }
    }
    return [...found];
  }, BUTTONS);
}

/**
 * Issue 40: no band behind the buttons. Across the buttons' row, every point beside them shows
 * the page (not the buttons' container), and the container paints no background.
 */
function supportBand(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const buttons = [...document.querySelectorAll<HTMLElement>(selector)];
    if (buttons.length === 0) return ['no support button'];
    const support = buttons[0]!.closest('aside') ?? buttons[0]!;
    const found = new Set<string>();
    const background = getComputedStyle(support).backgroundColor;
    if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent')
      found.add(`background ${background}`);
    const left = Math.min(...buttons.map((b) => b.getBoundingClientRect().left));
    for (const button of buttons) {
      const b = button.getBoundingClientRect();
      for (const y of [b.top + 2, b.top + b.height / 2, b.bottom - 2]) {
        for (let x = 1; x < left - 1; x += 8) {
          const at = document.elementFromPoint(x, y);
          if (at && support.contains(at)) found.add(`band at ${Math.round(x)},${Math.round(y)}`);
        }
      }
    }
    return [...found];
  }, BUTTONS);
}

/** Tabs through the first `stops` controls; returns those that were under a support button. */
async function focusUnderButtons(page: Page, stops: number): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((selector) => {
      const active = document.activeElement;
      if (!active || active === document.body || active.matches(selector)) return null;
      const r = active.getBoundingClientRect();
      for (const button of document.querySelectorAll(selector)) {
        const b = button.getBoundingClientRect();
        const apart =
          r.right <= b.left + 0.5 ||
          b.right <= r.left + 0.5 ||
          r.bottom <= b.top + 0.5 ||
          b.bottom <= r.top + 0.5;
        if (!apart)
          return `${active.tagName} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}"`;
      }
      return null;
    }, BUTTONS);
    if (hit) found.push(hit);
  }
  return found;
}

/** Scrolls the page, and every scrolling box inside it, to its end. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (element.scrollHeight > element.clientHeight + 1) {
        const overflow = getComputedStyle(element).overflowY;
        if (overflow === 'auto' || overflow === 'scroll') element.scrollTop = element.scrollHeight;
      }
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForTimeout(100);
}

const WIDTHS = [320, 360, 390];

/** Scrolls the page to its end and returns what the buttons cover there. */
async function coveredAtEnd(page: Page): Promise<string[]> {
  await scrollToEnd(page);
  return coveredByFloatingButtons(page);
}

describe('floating support buttons', () => {
  it.each(WIDTHS)('float over the store with no band behind them at %i px', async (width) => {
    const page = await phone(width);
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    expect(await supportBand(page)).toEqual([]);
    // The page is not cut: the band's 72 px at its end are not taken from it any more.
    const clearance = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(clearance).toBe(88);
    expect(await coveredAtEnd(page)).toEqual([]);
    await screenshot(page, `floating-store-${width}`);
  });

  it('never leave a control the keyboard reached under a button', async () => {
    const page = await phone(390);
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    expect(await focusUnderButtons(page, 40)).toEqual([]);
  });

  it.each(WIDTHS)('cover nothing of the registration and its error box at %i px', async (width) => {
    const page = await phone(width, false);
    await open(page, '/app');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.locator('[role="alert"] p').first().waitFor();
    expect(await supportBand(page)).toEqual([]);
    expect(await coveredAtEnd(page)).toEqual([]);
    await screenshot(page, `floating-register-${width}`);
  });

  it.each(WIDTHS)('cover nothing of Mi cuenta and its consents at %i px', async (width) => {
    const page = await phone(width);
    await open(page, '/mi-cuenta');
    await page.getByText(/^Historial de autorizaciones/).click();
    expect(await coveredAtEnd(page)).toEqual([]);
    await screenshot(page, `floating-account-${width}`);
  });

  it.each(WIDTHS)('cover no footer link at %i px', async (width) => {
    const page = await phone(width, false);
    await open(page, '/inicio');
    expect(await supportBand(page)).toEqual([]);
    expect(await coveredAtEnd(page)).toEqual([]);
  });

  it.each(WIDTHS)('cover no cart total at %i px', async (width) => {
    const lines = products
      .filter((p) => p.stock >= 3)
      .slice(0, 8)
      .map((p) => productLine({ imagen: null, ...p }, 1));
    const page = await phone(width, true, lines);
    await open(page, '/app');
    await page.getByRole('button', { name: /^Carrito/ }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    await cart.getByText('Total pagando en efectivo').waitFor();
    await scrollToEnd(page);
    expect(await coveredByFloatingButtons(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
    expect(await coveredAtEnd(page)).toEqual([]);
  });
});
