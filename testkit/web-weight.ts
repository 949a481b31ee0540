import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { newPhonePage } from './browser';
import { REPO_ROOT } from './server';
import { stepMs } from './budgets';

/**
 * The web app's weight as a phone downloads it (issue 42): the gzipped JavaScript (level 9) a
 * fresh 390×844 browser fetches before `load` and network idle, per page. The budgets fail the
 * build (e2e/web-budget.e2e.ts); `npm run bench` prints the same figures.
 */
export interface WebBudget {
  page: string;
  path: string;
  who: 'guest' | 'resident' | 'admin';
  /** Gzipped JS, bytes. */
  limit: number;
  /**
   * What shows that the first screen is up (a CSS selector): the JS requested until it appears
   * is what the budget counts; what loads after (the daily popup, the live tracker, a payment's
   * follow-up) is reported apart. Without it (a prerendered page, whose text comes with the
   * HTML) every JS file requested until the page is quiet counts.
   */
  firstScreen?: string;
}

export const WEB_BUDGETS: readonly WebBudget[] = [
  // The landing page paints from its prerendered HTML; this is what loads after its text.
  { page: '/inicio', path: '/inicio', who: 'guest', limit: 120 * 1024 },
  // The store is up when a product can be added to the cart.
  {
    page: '/app (signed in)',
    path: '/app',
    who: 'resident',
    limit: 150 * 1024,
    firstScreen: 'button[aria-label^="Agregar "][aria-label$=" al carrito"]',
  },
  // /admin opens the inventory: the owner's first admin screen, up when a product row can be edited.
  {
    page: '/admin/inventario (signed in)',
    path: '/admin/inventario',
    who: 'admin',
    limit: 170 * 1024,
    firstScreen: 'button[aria-label^="Editar "]',
  },
];

const DIST = join(REPO_ROOT, 'dist', 'web');
/** The live streams (admin and resident): long-lived requests by design. */
const LIVE_STREAM = /\/eventos(?:\/|$)/;
/** What the last accepted build weighed, chunk by chunk: the failure message says what grew. */
export const WEIGHT_RECORD = join(REPO_ROOT, 'testkit', 'web-weight-record.json');

export interface Chunk {
  /** The file's name without its content hash (`store-screen.js`). */
  name: string;
  file: string;
  bytes: number;
}

export interface PageWeight {
  page: string;
  /** Gzipped JS until the first screen (or until quiet, without a first-screen mark). */
  bytes: number;
  limit: number;
  chunks: Chunk[];
  /** Every JS file fetched until the page went quiet, the first screen's included. */
  quietBytes: number;
}

const gzipped = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

export function chunkName(file: string): string {
  return file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
}

export interface StoredSession {
  token: string;
  user: { id: number };
}

/** The JS files `path` fetches on a fresh phone, signed in with `session` when given. */
export async function weighPage(
  browser: Browser,
  baseUrl: string,
  budget: WebBudget,
  session?: StoredSession,
): Promise<PageWeight> {
  const { context, page } = await newPhonePage(browser);
  if (budget.firstScreen) {
    // The moment the first screen's mark appears, on the page's own clock (resource timings).
    await context.addInitScript((selector) => {
      const w = window as unknown as { __firstScreenAt?: number };
      const seen = () => {
        if (w.__firstScreenAt === undefined && document.querySelector(selector)) {
          w.__firstScreenAt = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(seen);
      document.addEventListener('DOMContentLoaded', () => {
        observer.observe(document.documentElement, {
          childList: true,
          subtree: true,
          attributes: true,
        });
        seen();
      });
    }, budget.firstScreen);
  }
  if (session) {
    // What the login form stores; the daily popup is left due, as on a first visit of the day.
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  const files = new Set<string>();
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) files.add(pathname.slice(1));
    // A live stream stays open for good: it never lets the page be "idle".
    if (!LIVE_STREAM.test(pathname)) inFlight.add(request);
    lastActivity = Date.now();
  });
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  let firstScreenFiles: Set<string> | null = null;
  try {
    await page.goto(`${baseUrl}${budget.path}`, { waitUntil: 'load', timeout: stepMs(60_000) });
    if (budget.firstScreen) {
      await page
        .locator(budget.firstScreen)
        .first()
        .waitFor({ timeout: stepMs(60_000) });
      const requested = await page.evaluate(() => {
        const at = (window as unknown as { __firstScreenAt?: number }).__firstScreenAt ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= at)
          .map((entry) => new URL(entry.name).pathname);
      });
      firstScreenFiles = new Set(
        requested.filter((p) => /^\/assets\/.+\.js$/.test(p)).map((p) => p.slice(1)),
      );
    }
    // Network idle, streams aside: nothing in flight for 500 ms (what the first screen fetches
    // after its data arrives counts too, as on a phone).
    const deadline = Date.now() + 60_000;
    while (!(inFlight.size === 0 && Date.now() - lastActivity >= 500)) {
      if (Date.now() > deadline) throw new Error(`${budget.path}: the page never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await context.close();
  }
  const weigh = (set: Set<string>) =>
    [...set]
      .filter((f) => existsSync(join(DIST, f)))
      .map((file) => ({ name: chunkName(file), file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
  const total = (list: Chunk[]) => list.reduce((sum, c) => sum + c.bytes, 0);
  // Modules preloaded by the HTML are requested before any script runs: in both sets.
  const chunks = weigh(firstScreenFiles ?? files);
  return {
    page: budget.page,
    bytes: total(chunks),
    limit: budget.limit,
    chunks,
    quietBytes: total(weigh(files)),
  };
}

type Record_ = Record<string, Record<string, number>>;

function readRecord(): Record_ {
  if (!existsSync(WEIGHT_RECORD)) return {};
  return JSON.parse(readFileSync(WEIGHT_RECORD, 'utf8')) as Record_;
}

/** Writes today's weights as the record the next failure compares with (`--record`). */
export function recordWeights(weights: PageWeight[]): void {
  const record: Record_ = {};
  for (const w of weights)
    record[w.page] = Object.fromEntries(w.chunks.map((c) => [c.name, c.bytes]));
  writeFileSync(WEIGHT_RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page; over budget, the biggest chunks and what grew since the record. */
export function describeWeight(weight: PageWeight): string {
  const head = `${weight.page}: ${kb(weight.bytes)} of JS before its first screen (budget ${kb(weight.limit)}; ${kb(weight.quietBytes)} once quiet)`;
  if (weight.bytes <= weight.limit) return head;
  const before = readRecord()[weight.page] ?? {};
  const biggest = weight.chunks.slice(0, 8).map((c) => `  ${c.name} ${kb(c.bytes)}`);
  const grew = weight.chunks
    .map((c) => ({ ...c, delta: c.bytes - (before[c.name] ?? 0) }))
    .filter((c) => c.delta > 256)
    .sort((a, b) => b.delta - a.delta)
    .slice(0, 8)
    .map((c) => `  ${c.name} +${kb(c.delta)}${before[c.name] === undefined ? ' (new)' : ''}`);
  return [
    `${head} — OVER BUDGET by ${kb(weight.bytes - weight.limit)}`,
    'biggest chunks:',
    ...biggest,
    'grew since testkit/web-weight-record.json:',
    ...(grew.length > 0 ? grew : ['  (no chunk grew by more than 0.25 KB: many small ones did)']),
  ].join('\n');
}
