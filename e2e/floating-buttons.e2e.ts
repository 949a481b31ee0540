import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLine } from '../web/features/cart/cart-lines';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser';
import { open, screenshot } from './support/pages';
import { catalogue, CUSTOMER, login, signIn, type ApiProduct, type Session } from './store-helpers';

// Issue 22, "Layout and words": the assistant and WhatsApp buttons never sit on content.
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
 * What the support buttons sit on. Where a button is on top (under a dialog's overlay it covers
 * nothing): every point of its row, across the whole width, must belong to the support bar (no
 * content beside or under a button), and nothing interactive or written may lie in the bar's box.
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
      for (const y of [b.top + 2, b.top + b.height / 2, b.bottom - 2]) {
        for (let x = 1; x < window.innerWidth; x += 8) {
          const at = document.elementFromPoint(x, y);
          if (at && !support.contains(at) && !at.contains(support))
            found.add(`beside: ${describe(at)}`);
        }
      }
      const area = support.getBoundingClientRect();
      const box = area.height > 0 && area.width > b.width ? area : b;
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
          r.right <= box.left + 0.5 ||
          box.right <= r.left + 0.5 ||
          r.bottom <= box.top + 0.5 ||
          box.bottom <= r.top + 0.5;
        // Under an opaque bar while scrolling is fine; beside a button (above) is not.
        if (!apart && (box === b || atEnd())) found.add(`under: ${describe(element)}`);
      }
    }
    return [...found];

    function atEnd(): boolean {
      return (
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1
      );
    }
  }, BUTTONS);
}

/** Checks at every 250 px of the page (the first 3.000 px and the end), returning what was hit. */
async function sweep(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const problems: string[] = [];
  const stops = [];
  for (let y = 0; y < Math.min(height, 3000); y += 250) stops.push(y);
  stops.push(height);
  for (const y of stops) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
    for (const p of await coveredByFloatingButtons(page)) problems.push(`${y}: ${p}`);
  }
  return problems;
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

describe('floating support buttons', () => {
  it.each(WIDTHS)('cover nothing of the store, scrolled anywhere, at %i px', async (width) => {
    const page = await phone(width);
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: 15_000 });
    expect(await sweep(page)).toEqual([]);
    await screenshot(page, `floating-store-${width}`);
  });

  it.each(WIDTHS)('cover nothing of the registration and its error box at %i px', async (width) => {
    const page = await phone(width, false);
    await open(page, '/app');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.locator('[role="alert"] p').first().waitFor();
    // Where the failed submit left the page (the first invalid field), then all the way down.
    expect(await coveredByFloatingButtons(page)).toEqual([]);
    expect(await sweep(page)).toEqual([]);
    await screenshot(page, `floating-register-${width}`);
  });

  it.each(WIDTHS)('cover nothing of Mi cuenta and its consents at %i px', async (width) => {
    const page = await phone(width);
    await open(page, '/mi-cuenta');
    await page.getByText(/^Historial de autorizaciones/).click();
    expect(await sweep(page)).toEqual([]);
    await screenshot(page, `floating-account-${width}`);
  });

  it.each(WIDTHS)('cover no footer link at %i px', async (width) => {
    const page = await phone(width, false);
    await open(page, '/inicio');
    expect(await sweep(page)).toEqual([]);
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
    expect(await sweep(page)).toEqual([]);
  });
});
