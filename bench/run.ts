import { cpus } from 'node:os';
import type { Browser } from 'playwright-core';
import { findChrome, launchBrowser } from '../testkit/browser';
import { startServer, type RunningServer } from '../testkit/server';
import { runAdminBench } from './admin';
import { runAuditBench } from './audit';
import { CHAT_BENCH_ENV, runChatBench } from './chat';
import { runCsvBench } from './csv';
import { runBackupBench } from './backup';
import { runHttpBench } from './http';
import { runLighthouse } from './lighthouse';
import { runLivePushBench } from './live-push';
import { runPushBench } from './push';
import { runOrdersBench } from './orders';
import { runPaymentsBench } from './payments';
import { runProfitabilityBench } from './profitability';
import { emit, startReport } from './report';
import { runWebBudget } from './web-budget';

/**
 * `npm run bench` (after the build): one server on a fresh embedded database, then HTTP load,
 * the cash-orders and digital-payments scenarios (on their own servers), the web budget and
 * Lighthouse. Figures are printed as JSON lines, never asserted.
 */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({
      label: 'superconjunto-bench',
      env: {
        BENCH_ROUTES: '1',
        LOG_LEVEL: 'warn',
        // Load tests raise the abuse limits instead of switching them off (DESIGN §5).
        LOGIN_FAILURES_PER_IP_15MIN: '1000000',
        ...CHAT_BENCH_ENV,
      },
    });
    await runHttpBench(server.baseUrl);
    await runChatBench(server.baseUrl);
    // Start and stop their own servers: fresh databases, the payments one with its own sandbox delay.
    await runOrdersBench();
    await runPaymentsBench();
    await runProfitabilityBench();
    await runAdminBench();
    await runAuditBench();
    await runCsvBench();
    await runBackupBench();
    await runLivePushBench();
    await runPushBench();
    if (findChrome()) {
      browser = await launchBrowser();
      await runWebBudget(browser, server.baseUrl);
      await browser.close();
      browser = undefined;
      await runLighthouse(server.baseUrl);
    } else {
      emit({
        bench: 'web',
        error:
          'no Chromium (set CHROME_PATH or install chromium): web budget and Lighthouse skipped',
      });
    }
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
