import { cpus } from 'node:os';
import { runLivePushBench } from './live-push';
import { emit, startReport } from './report';

/** `node --import tsx bench/live-push-run.ts`: only the live push delay (issue 13). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runLivePushBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
