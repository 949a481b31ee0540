import type { Page } from 'playwright-core';
import { urlOf } from './base-url';
import { stepMs } from './budgets';

/**
 * How long the shared e2e server's sandbox would take to settle a payment by itself: far longer
 * than any test. A test looks at a payment's waiting screens for as long as it needs, then has
 * the sandbox give its verdict at once (`TEST_PAYMENT_ROUTES`), through the same signed event as
 * a verdict on its timer: no fixed delay to sit out, none to race against on a loaded machine.
 */
export const SANDBOX_HOLD_MS = 10 * 60_000;

/** Settles a pending sandbox payment now, with the verdict its phone number or card gives. */
export async function settlePayment(transactionId: string): Promise<void> {
  const response = await fetch(urlOf(`/api/test/pagos/${transactionId}/liquidar`), {
    method: 'POST',
  });
  if (!response.ok)
    throw new Error(`settle ${transactionId} → ${response.status} ${await response.text()}`);
}

/**
 * Call BEFORE the click that pays: catches the page's POST /api/crear-pago, and returns what
 * settles that payment once the test has looked at its waiting screen.
 */
export function nextPayment(page: Page): {
  /** The payment's gateway id, once the page has it; await before navigating away. */
  id(): Promise<string>;
  settle(): Promise<void>;
} {
  // The body is read at once: a page that navigates away (a reload) takes it along.
  const created = page
    .waitForResponse(
      (r) => r.url().includes('/api/crear-pago') && r.request().method() === 'POST',
      { timeout: stepMs(30_000) },
    )
    .then((r) => r.json() as Promise<{ transactionId: string }>);
  // A test that fails before it settles must not leave an unhandled rejection behind.
  created.catch(() => undefined);
  return {
    id: async () => (await created).transactionId,
    async settle() {
      await settlePayment((await created).transactionId);
    },
  };
}
