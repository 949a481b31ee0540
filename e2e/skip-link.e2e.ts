import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { open } from '../testkit/pages';
import { CUSTOMER, login, signIn, type Session } from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 40: the signed-in store (and the resident's other pages) start with "Saltar al
// contenido", as the public pages do (WCAG 2.4.1).
let browser: Browser;
let session: Session;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await login(CUSTOMER);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'es-CO',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  const page = await context.newPage();
  if (signedIn) await signIn(page, session);
  return page;
}

const PAGES = [
  { path: '/app', signedIn: true, ready: 'Productos' },
  { path: '/historial', signedIn: true, ready: null },
  { path: '/mi-cuenta', signedIn: true, ready: null },
  { path: '/app', signedIn: false, ready: null },
] as const;

describe('skip link', () => {
  it.each(PAGES)('is the first stop on $path (signed in: $signedIn)', async (where) => {
    const page = await phone(where.signedIn);
    await open(page, where.path);
    if (where.ready) await page.getByRole('list', { name: where.ready }).waitFor();
    await page.getByRole('main').waitFor({ timeout: stepMs(15_000) });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect.poll(() => skip.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});
