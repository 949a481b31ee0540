import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { pathOf, watchPageProblems } from '../testkit/page-problems';
import { mainHeading, open } from '../testkit/pages';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADER_LINKS = [
  ['Inicio', '/inicio'],
  ['Tienda', '/app'],
  ['Quiénes somos', '/quienes-somos'],
  ['Contacto', '/contacto'],
] as const;

const FOOTER_LINKS = [
  ['Términos y condiciones', '/terminos'],
  ['Política de privacidad', '/privacidad'],
  ['Contacto', '/contacto'],
] as const;

/** On a phone the header menu may be collapsed behind a button; open it when the link is hidden. */
async function headerLink(page: Page, name: string): Promise<Locator> {
  const link = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const menu = page.getByRole('banner').getByRole('button', { name: /men[uú]/i });
    if ((await menu.count()) > 0) await menu.first().click();
  }
  return link;
}

async function followFromLanding(place: 'header' | 'footer', name: string, target: string) {
  const { context, page } = await newPhonePage(browser);
  try {
    const { problems } = watchPageProblems(page);
    await open(page, '/inicio');
    const link =
      place === 'header'
        ? await headerLink(page, name)
        : page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    await link.click();
    await page.waitForURL((url) => url.pathname === target, { timeout: stepMs(10_000) });
    await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe(target);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('navigation from /inicio', () => {
  it.each(HEADER_LINKS)('reaches the page of header link %s (%s)', (name, target) =>
    followFromLanding('header', name, target),
  );

  it.each(FOOTER_LINKS)('reaches the page of footer link %s (%s)', (name, target) =>
    followFromLanding('footer', name, target),
  );
});
