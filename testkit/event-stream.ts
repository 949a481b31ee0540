import type { Page, Response } from 'playwright-core';
import { stepMs } from './budgets';

const opened = new WeakMap<Page, Promise<Response>>();

const isEventStream = (response: Response) =>
  new URL(response.url()).pathname.endsWith('/eventos') &&
  response.request().method() === 'GET' &&
  response.ok();

/**
 * Starts noting when `page` opens a live event stream (GET …/eventos answered 200: the server
 * has subscribed it). Call it before the page navigates; then `eventStreamOpen` waits for that
 * moment instead of a fixed time.
 */
export function watchEventStream(page: Page): void {
  const seen = page.waitForResponse(isEventStream, { timeout: 0 });
  // Nobody may ever ask; a page closed first must not leave an unhandled rejection behind.
  seen.catch(() => undefined);
  opened.set(page, seen);
}

/**
 * Resolves once the page watched by `watchEventStream` has an open event stream, within `boundMs`
 * stretched by the machine's load (stepMs).
 */
export async function eventStreamOpen(page: Page, boundMs = 15_000): Promise<void> {
  const timeoutMs = stepMs(boundMs);
  const seen = opened.get(page);
  if (!seen) throw new Error('eventStreamOpen: call watchEventStream(page) before it navigates');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no event stream opened within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([seen, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
