import { cpus } from 'node:os';
import { runAdminBench } from './admin';
import { emit, startReport } from './report';

/** `node --import tsx bench/admin-run.ts`: only the admin panel scenario (issue 10). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runAdminBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
