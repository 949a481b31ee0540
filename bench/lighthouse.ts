import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, findChrome } from '../testkit/browser';
import { checkInstallable, jsBeforeReadable } from './installability';
import { emit, round } from './report';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 180_000;

interface Session {
  token: string;
  user: unknown;
}

/**
 * One Lighthouse run with its default config: the mobile preset, with simulated slow 4G
 * throttling (150 ms RTT, 1.6 Mbps) and a 4× slower CPU. With a session, the page's local storage
 * holds it first (as after logging in) and Lighthouse keeps the storage.
 */
async function audit(url: string, session?: Session) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChrome(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // The installability check: manifest, icons and a service worker controlling the page.
    const installable = await checkInstallable(page, url);
    if (session) {
      await page.evaluate((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
        // The popup is left due, as on a resident's first visit of the day.
      }, session);
    }
    await browser.disconnect();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`lighthouse took over ${RUN_TIMEOUT_MS} ms`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: Boolean(session),
      }),
      timeout,
    ]);
    const lhr = result?.lhr;
    if (process.env.LIGHTHOUSE_JSON)
      writeFileSync(
        process.env.LIGHTHOUSE_JSON + new URL(url).pathname.replace(/\W/g, '_') + '.json',
        JSON.stringify(lhr),
      );
    const values = CATEGORIES.map((id) => lhr?.categories?.[id]?.score);
    if (!lhr || values.some((v) => typeof v !== 'number')) return null;
    const [performance, accessibility, bestPractices, seo] = values as number[];
    return {
      form_factor: lhr.configSettings.formFactor,
      // Signed in, the storage is kept, and with it the worker the installability check installed.
      visit: session ? 'repeat (service worker and caches kept)' : 'first (storage reset)',
      throttling: `${lhr.configSettings.throttlingMethod} rtt ${lhr.configSettings.throttling.rttMs} ms, ${round(lhr.configSettings.throttling.throughputKbps / 1024, 1)} Mbps`,
      performance: round((performance as number) * 100),
      accessibility: round((accessibility as number) * 100),
      best_practices: round((bestPractices as number) * 100),
      seo: round((seo as number) * 100),
      lcp_ms: round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      cls: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, 3),
      fcp_ms: round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
      tbt_ms: round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      speed_index_ms: round(lhr.audits['speed-index']?.numericValue ?? Number.NaN),
      ...installable,
    };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

async function customerSession(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'cliente@superconjunto.co',
      cedula: '1000000002',
      telefono: '3000000002',
    }),
  });
  if (!response.ok) throw new Error(`demo login → ${response.status}`);
  return (await response.json()) as Session;
}

/** An empty score happens here now and then, so one retry (DESIGN §7). */
async function auditWithRetry(baseUrl: string, path: string, session?: Session): Promise<void> {
  let lastError = 'empty score';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const scores = await audit(`${baseUrl}${path}`, session);
      if (scores) {
        emit({
          bench: 'lighthouse',
          page: session ? `${path} (signed in)` : path,
          ...scores,
          attempt,
        });
        return;
      }
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  emit({ bench: 'lighthouse', page: path, error: lastError });
}

/** Lighthouse mobile on /inicio and the signed-in /app, and what /inicio needs before it reads. */
export async function runLighthouse(baseUrl: string): Promise<void> {
  emit({ bench: 'lighthouse', page: '/inicio', ...(await jsBeforeReadable(baseUrl, '/inicio')) });
  await auditWithRetry(baseUrl, '/inicio');
  const session = await customerSession(baseUrl).catch(() => undefined);
  if (session) await auditWithRetry(baseUrl, '/app', session);
  else emit({ bench: 'lighthouse', page: '/app (signed in)', error: 'demo login failed' });
}
