import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWeight, weighPage, WEB_BUDGETS } from '../testkit/web-weight';
import { baseUrl } from '../testkit/base-url';
import { launchBrowser } from '../testkit/browser';
import { ADMIN, CUSTOMER, login } from './store-helpers';

// Issue 42: the JavaScript a phone downloads before each first screen has a budget, and the build
// fails over it, naming the biggest chunks and what grew (testkit/web-weight.ts).

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('web weight budgets', () => {
  for (const budget of WEB_BUDGETS) {
    it(`${budget.page} stays within ${budget.limit / 1024} KB of gzipped JS`, async () => {
      const session =
        budget.who === 'resident'
          ? await login(CUSTOMER)
          : budget.who === 'admin'
            ? await login(ADMIN)
            : undefined;
      const weight = await weighPage(browser, baseUrl(), budget, session);
      const report = describeWeight(weight);
      console.info(`[web-budget] ${report}`);
      expect(weight.bytes, report).toBeLessThanOrEqual(budget.limit);
    });
  }
});
