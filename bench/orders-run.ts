import { cpus } from 'node:os';
import { runOrdersBench } from './orders';
import { emit, startReport } from './report';

/**
 * `node --import tsx bench/orders-run.ts`: only the cash-orders scenario (no build needed beyond
 * an existing dist/web). Prints JSON lines and rewrites bench/results/latest.jsonl like run.ts.
 */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runOrdersBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
