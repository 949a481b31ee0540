import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChrome } from '../e2e/support/browser';
import { emit, round } from './report';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 180_000;

interface Scores {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
}

/** One Lighthouse run (default config = mobile preset) in a Chromium of its own; null if a score is missing. */
async function audit(url: string): Promise<Scores | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChrome(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
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
      }),
      timeout,
    ]);
    const categories = result?.lhr.categories;
    const score = (id: (typeof CATEGORIES)[number]) => categories?.[id]?.score;
    const values = CATEGORIES.map(score);
    if (values.some((v) => typeof v !== 'number')) return null;
    const [performance, accessibility, bestPractices, seo] = values as number[];
    return {
      performance: round((performance as number) * 100),
      accessibility: round((accessibility as number) * 100),
      best_practices: round((bestPractices as number) * 100),
      seo: round((seo as number) * 100),
      lcp_ms: round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** Lighthouse on /inicio; an empty score happens here now and then, so one retry (DESIGN §7). */
export async function runLighthouse(baseUrl: string): Promise<void> {
  const page = '/inicio';
  let lastError = 'empty score';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const scores = await audit(`${baseUrl}${page}`);
      if (scores) {
        emit({ bench: 'lighthouse', page, ...scores, attempt });
        return;
      }
      lastError = 'empty score';
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  emit({ bench: 'lighthouse', page, error: lastError });
}
