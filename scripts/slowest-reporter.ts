import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

export interface Timed {
  name: string;
  file: string;
  durationMs: number;
  /** Passed only on a retry (the browser suite retries once, see e2e/vitest.config.ts). */
  flaky?: boolean;
  /** Why the first try failed (a flaky test's errors are kept though it passed). */
  firstError?: string;
}

/** The `count` longest tests, longest first (ties keep the run's order). */
export function slowest(tests: Iterable<Timed>, count = 10): Timed[] {
  return [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

/** One table line per test: duration in seconds, file, full name. */
export function formatSlowest(tests: Timed[], label: string): string {
  if (tests.length === 0) return '';
  const lines = tests.map(
    (test) => `  ${(test.durationMs / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.name}`,
  );
  return [`\nSlowest ${tests.length} tests (${label}):`, ...lines, ''].join('\n');
}

/** The tests that passed only on a retry, one line each, so a flaky test is seen, not hidden. */
export function formatFlaky(tests: Iterable<Timed>): string {
  const flaky = [...tests].filter((test) => test.flaky);
  if (flaky.length === 0) return '';
  const lines = flaky.flatMap((test) => [
    `  ${test.file} › ${test.name}`,
    ...(test.firstError ? [`      first try: ${test.firstError}`] : []),
  ]);
  return [`\nPassed only on a second try (${flaky.length}):`, ...lines, ''].join('\n');
}

/** An error's first lines, without colours, short enough for one glance. */
export function errorSummary(message: string | undefined): string | undefined {
  if (!message) return undefined;
  // eslint-disable-next-line no-control-regex -- terminal colour codes are what is removed
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const text = lines.slice(0, 3).join(' · ');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

function timed(testCase: TestCase, root: string): Timed {
  const file = testCase.module.moduleId.startsWith(root)
    ? testCase.module.moduleId.slice(root.length + 1)
    : testCase.module.moduleId;
  const diagnostic = testCase.diagnostic();
  return {
    name: testCase.fullName,
    file,
    durationMs: diagnostic?.duration ?? 0,
    flaky: diagnostic?.flaky ?? false,
    firstError: diagnostic?.flaky
      ? errorSummary(testCase.result().errors?.[0]?.message)
      : undefined,
  };
}

/**
 * Prints the ten slowest tests after the default reporter's summary (issue 28), so the next
 * slow test is seen the day it lands, then any test that passed only on a retry. Added next to
 * 'default' in both Vitest configs.
 */
export default class SlowestReporter implements Reporter {
  private root = process.cwd();

  constructor(private readonly label = 'vitest') {}

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => timed(test, this.root)),
    );
    const text = formatSlowest(slowest(tests), this.label) + formatFlaky(tests);
    if (text) process.stdout.write(text);
  }
}
