import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../testkit/browser';
import { REPO_ROOT } from '../testkit/server';

/**
 * `node --import tsx scripts/generate-icons.ts`: draws the app icons (PNG, committed under
 * web/public/icons) from the brand mark of web/public/favicon.svg with the Chromium the tests use,
 * so no image library is needed. Run it again only when the mark changes.
 */

const BRAND = '#047857';
/** The cart of favicon.svg, on a 64×64 grid. */
const CART =
  '<path d="M14 22h6l5 22h20l5-16H23" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<circle cx="28" cy="51" r="3.5" fill="#fbbf24"/><circle cx="43" cy="51" r="3.5" fill="#fbbf24"/>';

/** Rounded tile as in the favicon ("any" purpose). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${CART}</svg>`;
/**
 * Full-bleed square for maskable icons and iOS (which round the corners themselves): the cart
 * shrunk into the central 80 % safe zone that every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 34) scale(0.72) translate(-32 -36)">${CART}</g></svg>`;

export const ICONS = [
  ...[48, 72, 96, 144, 192, 512].map((size) => ({ file: `icon-${size}.png`, size, svg: rounded })),
  ...[192, 512].map((size) => ({ file: `maskable-${size}.png`, size, svg: fullBleed })),
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

async function main() {
  const browser = await launchBrowser();
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const html = `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`;
      await page.setContent(html);
      const png = await page.screenshot({ omitBackground: true, type: 'png' });
      writeFileSync(join(REPO_ROOT, 'web', 'public', 'icons', icon.file), png);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
