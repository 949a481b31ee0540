import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { hasDarkClass, mainHeading, open } from '../testkit/pages';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('dark mode', () => {
  it('keeps the chosen theme across a reload and back', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await open(page, '/inicio');
      await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
      expect(await hasDarkClass(page)).toBe(false);

      const toDark = page.getByRole('button', { name: 'Activar modo oscuro' });
      expect(await toDark.getAttribute('aria-pressed')).toBe('false');
      await toDark.click();
      await expect.poll(() => hasDarkClass(page)).toBe(true);
      const toLight = page.getByRole('button', { name: 'Activar modo claro' });
      expect(await toLight.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('darkMode'))).not.toBeNull();

      await page.reload({ waitUntil: 'networkidle' });
      await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
      expect(await hasDarkClass(page)).toBe(true);
      expect(await toLight.getAttribute('aria-pressed')).toBe('true');

      await toLight.click();
      await expect.poll(() => hasDarkClass(page)).toBe(false);
      await page.reload({ waitUntil: 'networkidle' });
      await mainHeading(page).waitFor({ state: 'visible', timeout: stepMs(15_000) });
      expect(await hasDarkClass(page)).toBe(false);
      expect(await toDark.getAttribute('aria-pressed')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
