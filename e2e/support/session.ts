import type { Page } from 'playwright-core';
import { urlOf } from './base-url';

/**
 * Puts the page on the shop's origin the cheapest way there is, so its local storage can be
 * written before the first real navigation: a small static file (no app, no requests of its own
 * that the next navigation could abort), instead of a whole page left to go network-idle.
 */
export async function openOrigin(page: Page, origin?: string): Promise<void> {
  const target = origin ? new URL('/robots.txt', origin).toString() : urlOf('/robots.txt');
  await page.goto(target, { waitUntil: 'load' });
}
