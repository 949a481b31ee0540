import type { BrowserContext, Page } from 'playwright-core';

/**
 * 200 % text as a phone's text-size setting gives it: the root font size doubled (every rem of
 * the app grows; the viewport, and so the media queries, do not). Set before the app's own code
 * runs and kept on every page the context opens.
 */
export async function largeText(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const apply = () => document.documentElement.style.setProperty('font-size', '200%');
    if (document.documentElement) apply();
    document.addEventListener('DOMContentLoaded', apply);
  });
}

/** WCAG 1.4.10: the page never scrolls sideways. */
export function sidewaysScroll(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/**
 * Every word (two letters or digits and more) under `root` whose letters do not all sit on one
 * line: "Canj/ear", "V/er" (issue 40). Screen-reader-only and hidden text is left out; a word
 * inside a box that scrolls sideways by design (the category chips) is not broken either.
 */
export function brokenWords(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken = new Set<string>();
    for (const container of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('.sr-only') || !parent.checkVisibility()) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.add(match[0]);
        }
      }
    }
    return [...broken];
  }, root);
}

/**
 * Pairs of the header's visible controls and texts (links, buttons, the logo's parts, lines of
 * text) whose boxes overlap, by their names.
 */
export function headerCollisions(page: Page, selector = 'header'): Promise<string[]> {
  return page.evaluate((headerSelector) => {
    const header = document.querySelector(headerSelector);
    if (!header) return ['no header'];
    const parts = [
      ...header.querySelectorAll<HTMLElement>('a, button, [role="img"] svg, [role="img"] span, p'),
    ].filter((element) => {
      if (!element.checkVisibility() || element.closest('.sr-only')) return false;
      const r = element.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    });
    const name = (e: HTMLElement) =>
      e.getAttribute('aria-label') ?? e.getAttribute('title') ?? e.textContent?.trim() ?? e.tagName;
    const found: string[] = [];
    for (const [i, a] of parts.entries()) {
      for (const b of parts.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const slack = 0.5;
        const apart =
          p.right <= q.left + slack ||
          q.right <= p.left + slack ||
          p.bottom <= q.top + slack ||
          q.bottom <= p.top + slack;
        if (!apart) found.push(`${name(a)} × ${name(b)}`);
      }
    }
    return found;
  }, selector);
}
