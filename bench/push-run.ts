import { cpus } from 'node:os';
import { runPushBench } from './push';
import { emit, startReport } from './report';

/** `node --import tsx bench/push-run.ts`: only the Web Push delay (issue 24). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runPushBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
