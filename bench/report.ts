import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../testkit/server';

export type Figure = { bench: string } & Record<string, string | number | boolean | null>;

const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const LATEST = join(RESULTS_DIR, 'latest.jsonl');

/** Starts a fresh bench/results/latest.jsonl (git-ignored) for this run. */
export function startReport(): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(LATEST, '');
}

/** Prints one figure as one JSON line and appends it to bench/results/latest.jsonl. */
export function emit(figure: Figure): void {
  const line = JSON.stringify(figure);
  console.log(line);
  appendFileSync(LATEST, `${line}\n`);
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
