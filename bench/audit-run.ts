import { cpus } from 'node:os';
import { runAuditBench } from './audit';
import { emit, startReport } from './report';

/** `node --import tsx bench/audit-run.ts`: only the audit trail scenario (issue 24). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runAuditBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
