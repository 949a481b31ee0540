import { cpus } from 'node:os';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { emit, startReport } from './report';
import { runWebBudget } from './web-budget';

/**
 * `node --import tsx bench/web-budget-run.ts` (after `npm run build`): only the first-paint JS/CSS
 * figures, the store's and the administrator's, on one server it starts and stops by its pid.
 */
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
