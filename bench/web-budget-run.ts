import { cpus } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../testkit/browser';
import { startServer } from '../testkit/server';
import { emit, startReport } from './report';
import { runWebBudget } from './web-budget';
import {
  describeWeight,
  recordWeights,
  weighPage,
  WEB_BUDGETS,
  type PageWeight,
} from '../testkit/web-weight';
import { signInWithTotp } from '../testkit/staff-login';
import { DEMO_ADMIN_TOTP_SECRET } from '../server/db/seed/accounts-data';

/**
 * `node --import tsx bench/web-budget-run.ts` (after `npm run build`): only the first-paint JS/CSS
 * figures, the store's and the administrator's, on one server it starts and stops by its pid.
 */
/**
 * The budgets of e2e/web-budget.e2e.ts, weighed the same way; `--record` keeps them as the record
 * a failing budget compares with (testkit/web-weight-record.json).
 */
async function weighBudgets(browser: Browser, baseUrl: string): Promise<void> {
  const resident = await post(`${baseUrl}/auth/login`, {
    email: 'cliente@superconjunto.co',
    cedula: '1000000002',
    telefono: '3000000002',
  });
  const admin = await signInWithTotp(
    baseUrl,
    { email: 'admin@superconjunto.co', cedula: '1000000001', telefono: '3000000001' },
    DEMO_ADMIN_TOTP_SECRET,
  );
  const weights: PageWeight[] = [];
  for (const budget of WEB_BUDGETS) {
    const session =
      budget.who === 'resident' ? resident : budget.who === 'admin' ? admin : undefined;
    const weight = await weighPage(browser, baseUrl, budget, session);
    weights.push(weight);
    emit({
      bench: 'web-budget',
      page: budget.page,
      js_gzip_bytes: weight.bytes,
      budget_bytes: budget.limit,
      within_budget: weight.bytes <= budget.limit,
    });
    if (weight.bytes > budget.limit) process.stderr.write(`${describeWeight(weight)}\n`);
  }
  if (process.argv.includes('--record')) recordWeights(weights);
}

async function post(url: string, body: unknown): Promise<{ token: string; user: { id: number } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} → ${response.status}`);
  return (await response.json()) as { token: string; user: { id: number } };
}

async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  const server = await startServer({
    label: 'superconjunto-web-budget',
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const browser = await launchBrowser();
    try {
      await runWebBudget(browser, server.baseUrl);
      await weighBudgets(browser, server.baseUrl);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
