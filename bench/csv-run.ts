import { cpus } from 'node:os';
import { runCsvBench } from './csv';
import { emit, startReport } from './report';

/** `node --import tsx bench/csv-run.ts`: only the catalogue CSV import (issue 23). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  await runCsvBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
