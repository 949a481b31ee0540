import type { Page } from 'playwright-core';
import { baseUrl } from './base-url';

/** Answered by the test itself, never by the server: only its origin matters. */
const BLANK_PATH = '/__e2e-origin';
const BLANK_PAGE =
  '<!doctype html><html lang="es"><title>e2e</title><link rel="icon" href="data:,"></html>';

/**
 * Puts the page on the shop's origin the cheapest way there is, so its local storage can be
 * written before the first real navigation: a blank page the test answers itself (no app, no
 * request the next navigation could abort, not even a favicon a page watcher would report),
 * instead of a whole page left to go network-idle.
 */
export async function openOrigin(page: Page, origin: string = baseUrl()): Promise<void> {
  const url = new URL(BLANK_PATH, origin).toString();
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: BLANK_PAGE }),
  );
  try {
    await page.goto(url, { waitUntil: 'load' });
  } finally {
    await page.unroute(url);
  }
}
