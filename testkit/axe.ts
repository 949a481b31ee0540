import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, default as AxeCore } from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core itself, put into the page once and run there (issue 28). @axe-core/playwright injected
 * the 500 kB source on every call and finished each run in a new blank page: 1–4 s a check on
 * this machine, against 0.1–0.5 s here, with the same rules and the same violations. Our pages
 * have no frames, which is all its frame handling was for. A full page load drops `window.axe`,
 * and the next check puts it back.
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/**
 * Waits (up to 5 s) until no finite CSS transition or animation runs: contrast is measured on the
 * colours a person sees, not halfway through a theme switch or a dialog's fade (a spinner's
 * endless animation is not waited for).
 */
async function motionSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** One line per failing node (WCAG 2.1 A/AA), so the report says what to fix and where. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await motionSettled(page);
  await ensureAxe(page);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const results: AxeResults = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { tags: WCAG_TAGS, include },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? '?'}): ${violation.help} — ${node.target.join(' ')} — ${
          node.failureSummary?.replaceAll('\n', ' ') ?? ''
        }`,
    ),
  );
}
