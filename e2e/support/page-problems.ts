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
    // A live event stream is cut when the page it served is left: that is its normal end.
    if (/\/eventos$/.test(new URL(request.url()).pathname) && request.failure()?.errorText === 'net::ERR_ABORTED')
      return;
    problems.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`,
    );
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
