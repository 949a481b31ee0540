import { cpus } from 'node:os';
import { runPaymentsBench } from './payments';
import { emit, startReport } from './report';

/**
 * `node --import tsx bench/payments-run.ts`: only the digital-payments scenario (no build needed
 * beyond an existing dist/web). Prints JSON lines and rewrites bench/results/latest.jsonl like run.ts.
 */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runPaymentsBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
