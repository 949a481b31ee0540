import { cpus } from 'node:os';
import { runBackupBench } from './backup';
import { emit, startReport } from './report';

/** `node --import tsx bench/backup-run.ts`: only the backup and restore figures (issue 14). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runBackupBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
