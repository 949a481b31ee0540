import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../testkit/axe';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import {
  CONTENT_PAGES,
  hasDarkClass,
  mainHeading,
  open,
  screenshot,
  slugOf,
} from '../testkit/pages';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (mode) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPhonePage(browser));
    if (mode === 'dark') {
      await open(page, '/inicio');
      await page.getByRole('button', { name: 'Activar modo oscuro' }).click();
      await page.waitForFunction(
        () => document.documentElement.classList.contains('dark'),
        undefined,
        {
          timeout: stepMs(5_000),
        },
      );
    }
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(CONTENT_PAGES)('finds no axe violations on %s', async (path) => {
    await open(page, path);
    await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
    await page.evaluate(() => document.fonts.ready);
    expect(await hasDarkClass(page)).toBe(mode === 'dark');
    if (mode === 'dark') await screenshot(page, `${slugOf(path)}-oscuro`);
    expect(await axeViolations(page)).toEqual([]);
  });
});
