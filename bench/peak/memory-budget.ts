import { EMBEDDED_RSS_BUDGET_MB } from '../../testkit/memory';

/**
 * The soak's verdict on issue 42's memory budget (testkit/memory.ts): the embedded-database
 * server 3 s after it starts and at the end of the soak. PostgreSQL's server keeps its data
 * outside the process: its figures are printed without a verdict.
 */
export type MemoryMoment = 'idle_3s_after_start' | 'end_of_soak';

export interface MemoryCheck {
  moment: MemoryMoment;
  rss_mb: number | null;
  budget_mb: number | null;
  /** null: no budget for this database, or no reading. */
  pass: boolean | null;
}

export function memoryCheck(
  db: 'pglite' | 'postgres',
  moment: MemoryMoment,
  rssMb: number | null,
): MemoryCheck {
  const budget = db === 'pglite' ? EMBEDDED_RSS_BUDGET_MB : null;
  const pass = budget === null || rssMb === null ? null : rssMb <= budget;
  return { moment, rss_mb: rssMb, budget_mb: budget, pass };
}

const MOMENTS: Record<MemoryMoment, string> = {
  idle_3s_after_start: '3 s after start, idle',
  end_of_soak: 'at the end of the soak',
};

/** The line a person reads: PASS, FAIL, or the figure alone when there is no verdict. */
export function memoryLine(db: string, check: MemoryCheck): string {
  const figure = check.rss_mb === null ? 'no reading' : `${check.rss_mb} MB resident`;
  const where = `${db} server ${MOMENTS[check.moment]}`;
  if (check.pass === null) return `---- memory, ${where}: ${figure}`;
  return `${check.pass ? 'PASS' : 'FAIL'} memory, ${where}: ${figure} (budget ≤ ${check.budget_mb} MB)`;
}
