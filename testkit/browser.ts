import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The features playwright-core (1.65) disables itself; checked by browser-flags.test.ts. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The full browser (where the shell is missing or a test needs it) builds its own address-bar
 * popup, a WebUI page of ~400 modules in its own renderer, for every new window, so for every
 * browser context a test opens: a trace of the admin-panel file showed 3,300 chrome:// requests
 * against 900 of the shop's, and those renderers took about a fifth of Chromium's CPU (issue 28).
 * No test types into an address bar.
 */
const WEBUI_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/** Flags that work for Debian Chromium on these machines (DESIGN §7). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium keeps only the last --disable-features it is given, and Playwright passes its own
  // before ours: ours repeats Playwright's list so that none of its choices is undone.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WEBUI_POPUP_FEATURES].join(',')}`,
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The browser to drive: CHROME_PATH, else Debian's /usr/bin/chromium; undefined when neither exists. */
export function findChrome(): string | undefined {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
 * for headless tests): the same Blink and V8 without the browser's windows and views. The whole
 * browser suite took 369 s with Chromium and 299 s with it (3 workers, issue 28). HEADLESS_SHELL
 * names another one; `HEADLESS_SHELL=none` drives the full browser everywhere.
 */
export function findHeadlessShell(): string | undefined {
  const wanted = process.env.HEADLESS_SHELL;
  if (wanted === 'none') return undefined;
  const candidate = wanted || '/usr/bin/chromium-headless-shell';
  return existsSync(candidate) ? candidate : undefined;
}

export interface LaunchOptions {
  /**
   * The full browser instead of the headless shell: the shell answers 'denied' to every
   * notification permission, even one the context granted (the Web Push journeys need it).
   */
  fullBrowser?: boolean;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = (!options.fullBrowser && findHeadlessShell()) || findChrome();
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
