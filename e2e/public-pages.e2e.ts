import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { PUBLIC_PAGES, mainHeading, open, screenshot, slugOf } from '../testkit/pages';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages', () => {
  it.each(PUBLIC_PAGES)(
    'renders %s with a heading, the WhatsApp link and no errors',
    async (path) => {
      const { context, page } = await newPhonePage(browser);
      try {
        const { problems } = watchPageProblems(page);
        await open(page, path);
        await mainHeading(page)
          .first()
          .waitFor({ state: 'visible', timeout: stepMs(15_000) });
        expect(await mainHeading(page).count(), 'exactly one h1').toBe(1);

        const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
        await whatsapp.waitFor({ state: 'visible', timeout: stepMs(5_000) });
        expect(await whatsapp.getAttribute('href')).toMatch(
          /^https:\/\/(wa\.me|api\.whatsapp\.com)\//,
        );

        expect(await page.title(), 'document title').not.toBe('');
        expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^es/);
        await screenshot(page, slugOf(path));
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['/terminos', 12],
    ['/privacidad', 13],
  ] as const)('shows %s with %i numbered sections', async (path, sections) => {
    const { context, page } = await newPhonePage(browser);
    try {
      await open(page, path);
      await mainHeading(page).waitFor({ state: 'visible' });
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(
        sections,
      );
    } finally {
      await context.close();
    }
  });
});
