import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from './admin-helpers';
import { launchBrowser } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { axeViolations } from './store-helpers';
import { stepMs } from '../testkit/budgets';

// Issue 23: the Rentabilidad charts readable on a 360 px phone and on a desktop.
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

interface Box {
  figure: string;
  tick: boolean;
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every label box of every chart: axis tick texts, legend items, the donut's legend. */
function labelBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('figure')].flatMap((figure) => {
      const title = figure.querySelector('figcaption')?.firstChild?.textContent ?? '';
      const labels = figure.querySelectorAll(
        '.recharts-cartesian-axis-tick-label text, .recharts-legend-item, .recharts-pie-label-text, [data-chart-legend] li',
      );
      return [...labels].map((el) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').replace(
          el.querySelector('title')?.textContent ?? '\u0000',
          '',
        );
        return {
          figure: title,
          tick: el.tagName.toLowerCase() === 'text',
          text,
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
        };
      });
    }),
  );
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

async function openCharts(page: Page, periodo: string) {
  await open(page, '/admin/margenes');
  await page.getByRole('tab', { name: 'Rentabilidad' }).click();
  await page.getByRole('combobox', { name: /^Periodo/ }).selectOption(periodo);
  await page
    .locator('figure .recharts-bar-rectangle')
    .first()
    .waitFor({ timeout: stepMs(15_000) });
  // The charts measure their box after layout: wait until every figure has drawn its axes.
  await page.waitForFunction(
    () => document.querySelectorAll('figure .recharts-cartesian-axis-tick').length > 10,
  );
}

describe('profitability charts', () => {
  for (const width of [360, 1366]) {
    it(`keeps every chart label apart and on screen, with round ticks and Spanish dates, at ${width} px`, async () => {
      const opened = await adminPage(browser, { width, height: width < 800 ? 740 : 900 });
      contexts.push(opened.context);
      const { page } = opened;
      const { problems } = watchPageProblems(page);
      for (const periodo of ['mes', 'año']) {
        await openCharts(page, periodo);
        await page.getByText('Ventas y utilidad bruta').scrollIntoViewIfNeeded();
        await page.mouse.move(0, 0);
        await screenshot(
          page,
          `profitability-charts-${periodo === 'año' ? 'ano' : periodo}-${width}`,
        );
        await page
          .locator('figure')
          .first()
          .locator('..')
          .screenshot({
            path: `e2e/screenshots/profitability-charts-grid-${periodo === 'año' ? 'ano' : periodo}-${width}.png`,
          });
        const boxes = await labelBoxes(page);
        expect(boxes.length).toBeGreaterThan(10);
        const viewport = await page.evaluate(() => document.documentElement.clientWidth);
        const outside = boxes.filter(
          (b) => b.left < 0 || b.right > viewport || b.right - b.left < 1,
        );
        expect(outside, `${periodo}: labels outside the screen`).toEqual([]);
        // One line each: a wrapped tick ("260 / mil") is as tall as two.
        const wrapped = boxes.filter((b) => b.tick && b.bottom - b.top > 20);
        expect(wrapped, `${periodo}: ticks on more than one line`).toEqual([]);
        const clashes: string[] = [];
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            if (a.figure === b.figure && overlap(a, b))
              clashes.push(`${a.figure}: "${a.text}" × "${b.text}"`);
          }),
        );
        expect(clashes, `${periodo}: overlapping labels`).toEqual([]);
        const texts = boxes.map((b) => b.text);
        expect(
          texts.filter((t) => /\d{4}-\d{2}/.test(t)),
          'ISO dates on an axis',
        ).toEqual([]);
        expect(
          texts.some((t) => /^Efectivo: \$\u00a0[\d.]+ \(\d+(?:,\d)?[\u00a0 ]%\)$/.test(t)),
          'donut legend with amounts',
        ).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.getByText(/Costo de lo vendido: /).count()).resolves.toBe(1);
      await expect(page.getByText(/costo costos/).count()).resolves.toBe(0);

      // A tooltip stays inside the screen, even on the longest bar.
      const bars = page
        .locator('figure', { hasText: 'Productos con más utilidad' })
        .locator('.recharts-bar-rectangle');
      await bars.first().hover();
      const tooltip = page
        .locator('figure', { hasText: 'Productos con más utilidad' })
        .locator('.recharts-tooltip-wrapper');
      await page.waitForFunction(() => {
        const el = [...document.querySelectorAll('figure')]
          .find((f) => f.textContent?.includes('Productos con más utilidad'))
          ?.querySelector('.recharts-tooltip-wrapper');
        return (
          el instanceof HTMLElement && el.style.visibility === 'visible' && el.textContent !== ''
        );
      });
      // The chart places its tooltip once it has measured it: wait for that placement to settle.
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      let box = await tooltip.boundingBox();
      for (let i = 0; i < 20 && !(box && box.x >= 0 && box.x + box.width <= viewport); i++) {
        await page.waitForTimeout(100);
        box = await tooltip.boundingBox();
      }
      expect(
        box && box.x >= 0 && box.x + box.width <= viewport,
        `tooltip ${JSON.stringify(box)} inside ${viewport}`,
      ).toBe(true);
      await screenshot(page, `profitability-charts-tooltip-${width}`);
      expect(problems).toEqual([]);
    });
  }
});
