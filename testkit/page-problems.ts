import type { Page } from 'playwright-core';

/**
 * Records what would make a page look broken to a resident: console errors, uncaught exceptions,
 * requests that never completed and responses with an error status. Attach before navigating.
 */
export function watchPageProblems(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '?';
    // ERR_ABORTED is the page itself cancelling a request it no longer needs (a query superseded
    // by a newer one, a navigation), not a request that failed to complete for the resident.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return { problems };
}

/** Path and query of the page's current URL, for readable assertions. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
