import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags that work for Debian Chromium on these machines (DESIGN §7). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The browser to drive: CHROME_PATH, else Debian's /usr/bin/chromium; undefined when neither exists. */
export function findChrome(): string | undefined {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH or install chromium');
  return chromium.launch({ executablePath, args: ['--headless', ...CHROMIUM_FLAGS] });
}

export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /**
   * 'block' by default: a service worker answering from its cache would hide what a test sets up
   * with page.route or measures (the bench); the installable-app journey allows it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A 390×844 phone page in its own context (axe needs a context page, not browser.newPage()). */
export async function newPhonePage(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  return { context, page };
}
