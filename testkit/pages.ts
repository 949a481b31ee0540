import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { urlOf } from './base-url';
import { REPO_ROOT } from './server';
import { stepMs } from './budgets';

/** The public content pages (header + footer layout), the ones axe checks in both themes. */
export const CONTENT_PAGES = [
  '/inicio',
  '/quienes-somos',
  '/contacto',
  '/terminos',
  '/privacidad',
] as const;

/** Every route of the table in customer spec §2 that renders a screen of its own. */
export const PUBLIC_PAGES = [
  ...CONTENT_PAGES,
  '/',
  '/app',
  '/historial',
  '/admin',
  '/payment-success',
] as const;

export const SCREENSHOT_DIR = join(REPO_ROOT, 'e2e', 'screenshots');

const QUIET_MS = 500;

/**
 * Notes the page's requests from now on; `quiet()` then resolves once none but the long-lived
 * event streams (…/eventos) has been in flight for 500 ms, as Playwright's networkidle would:
 * the admin panel keeps its event stream open in every section (issue 24), so a real
 * networkidle never comes there.
 */
export function networkQuiet(page: Page): { quiet(timeoutMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  const isStream = (request: Request) => new URL(request.url()).pathname.endsWith('/eventos');
  const started = (request: Request) => void (isStream(request) || inFlight.add(request));
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const stop = () => {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
  return {
    quiet: (boundMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const timeoutMs = stepMs(boundMs);
        const since = Date.now();
        let quietFrom = since;
        const timer = setInterval(() => {
          const now = Date.now();
          if (inFlight.size > 0) quietFrom = now;
          const done = now - quietFrom >= QUIET_MS;
          if (!done && now - since <= timeoutMs) return;
          clearInterval(timer);
          stop();
          if (done) resolve();
          else reject(new Error(`the network did not go quiet within ${timeoutMs} ms`));
        }, 50);
      }),
  };
}

/** Navigates and waits until the page has settled (network quiet), so checks see the final state. */
export async function open(page: Page, path: string): Promise<void> {
  const network = networkQuiet(page);
  await page.goto(urlOf(path), { waitUntil: 'load' });
  await network.quiet();
  // A prerendered page (<html data-app-entry>) is on screen before its buttons work: wait for
  // React to take it over (web/ui/public-layout.tsx), as a tap before that does nothing.
  await page.waitForFunction(
    () => {
      const html = document.documentElement;
      return !html.hasAttribute('data-app-entry') || html.hasAttribute('data-interactive');
    },
    undefined,
    { timeout: stepMs(15_000) },
  );
}

/** The visible level-one heading of the page. */
export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Whether screenshot() writes its picture: E2E_SCREENSHOTS=1 or 0 when set; otherwise yes for a
 * run of chosen files (someone looks at them) and no for the whole suite, where nobody looks
 * at ~150 pictures and taking them costs half a minute on a 2-core machine (issue 28).
 */
export function screenshotsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.E2E_SCREENSHOTS === '1' || env.E2E_SCREENSHOTS === '0')
    return env.E2E_SCREENSHOTS === '1';
  // E2E_FILTERS (e2e/run.ts) is `[]` for the whole suite; unset, vitest was started by hand.
  return env.E2E_FILTERS === undefined || (JSON.parse(env.E2E_FILTERS) as string[]).length > 0;
}

/**
 * Saves the viewport (the whole page with `fullPage`) as e2e/screenshots/<name>.png (git-ignored)
 * for people to look at.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  // Always: what follows a screenshot (a width, axe's contrast) is measured with the real fonts.
  await page.evaluate(() => document.fonts.ready);
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: options.fullPage });
}

/** '/quienes-somos' → 'quienes-somos', '/' → 'raiz'. */
export function slugOf(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '-') || 'raiz';
}

export function hasDarkClass(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

/** Waits until no CSS transition is running (a theme switch's colours have settled). */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
        ),
    undefined,
    { timeout: stepMs(5_000) },
  );
}
