import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newPhonePage } from '../testkit/browser';
import { REPO_ROOT } from '../testkit/server';
import { emit } from './report';
import { DEMO_ADMIN_TOTP_SECRET } from '../server/db/seed/accounts-data';
import { signInWithTotp } from '../testkit/staff-login';

const DIST = join(REPO_ROOT, 'dist', 'web');
const PAGES = ['/inicio', '/app'] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function readManifest(): Record<string, ManifestChunk> | null {
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** The files of `keys` and of everything they import statically. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Files only the admin panel reaches: its chunks and what they import, minus everything a shop
 * entry (the app's entry or any non-admin lazy page/dialog) reaches. A shared module the bundler
 * split off for the admin's sake shows up here if the store requests it.
 */
export function adminOnlyFiles(): Set<string> {
  const manifest = readManifest();
  if (!manifest) return new Set();
  const isAdmin = (key: string, chunk: ManifestChunk) =>
    isAdminSource(chunk.src ?? key) || /^_admin[-.]/.test(key);
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry || c.isDynamicEntry);
  const admin = staticClosure(
    manifest,
    entries.filter(([k, c]) => isAdmin(k, c)).map(([k]) => k),
  );
  const shop = staticClosure(
    manifest,
    entries.filter(([k, c]) => !isAdmin(k, c)).map(([k]) => k),
  );
  return new Set([...admin].filter((f) => !shop.has(f)));
}

/** Files (relative to dist/web) of the entry chunk, its static imports and their CSS. */
export function entryAssets(): { files: Set<string>; source: 'manifest' | 'index.html' } {
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    return { files, source: 'manifest' };
  }
  return { files: entryAssetsFromHtml(), source: 'index.html' };
}

/** Without a manifest: index.html's tags, then `import … from "./x.js"` inside the chunks. */
function entryAssetsFromHtml(): Set<string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = new Set<string>();
  const tag = /<(?:script|link)\b[^>]*?(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g;
  const queue = [...html.matchAll(tag)].map((m) => m[1] as string);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g))
      queue.push(`assets/${m[1]}`);
  }
  return files;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function sizes(files: Iterable<string>) {
  const list = [...files];
  const js = list.filter((f) => f.endsWith('.js'));
  const css = list.filter((f) => f.endsWith('.css'));
  const sum = (fs: string[]) => fs.reduce((total, f) => total + gzipBytes(f), 0);
  return {
    js_gzip_bytes: sum(js),
    css_gzip_bytes: sum(css),
    js_files: js.length,
    css_files: css.length,
  };
}

/** Admin source folders: the kit web/features/admin and every web/features/admin-<name> (shell, sections). */
export function isAdminSource(src: string): boolean {
  // Vite's root is web/, so manifest sources read 'features/admin-…/x.tsx' (no 'web/').
  return /^(web\/)?features\/admin(-[a-z0-9-]+)?\//.test(src);
}

/** Built files whose source is admin code (manifest `src` under web/features/admin*). */
export function adminFiles(): Set<string> {
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return new Set(
    Object.entries(manifest)
      // Shared admin chunks have no src; Vite names them after their first module (admin-api …).
      .filter(([key, chunk]) => isAdminSource(chunk.src ?? key) || /^_admin[-.]/.test(key))
      .map(([, chunk]) => chunk.file),
  );
}

/** What the login form stores, for the demo administrator (its seeded authenticator, issue 39). */
function adminSession(baseUrl: string) {
  return signInWithTotp(
    baseUrl,
    { email: 'admin@superconjunto.co', cedula: '1000000001', telefono: '3000000001' },
    DEMO_ADMIN_TOTP_SECRET,
  );
}

/** Logs the demo customer in through the API and returns what the login form would store. */
async function customerSession(baseUrl: string): Promise<{ token: string; user: { id: number } }> {
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
  return (await response.json()) as { token: string; user: { id: number } };
}

/** The /assets/ JS and CSS a fresh phone browser fetches before load + network idle. */
async function fetchedAssets(
  browser: Browser,
  url: string,
  session?: { token: string; user: { id: number } },
): Promise<Set<string>> {
  const { context, page } = await newPhonePage(browser);
  if (session) {
    // What the login form stores; the popup is left due, as on a resident's first visit of the day.
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  } finally {
    await context.close();
  }
  return files;
}

/** Gzipped JS/CSS (level 9) for first paint: the entry set, and per page what Chromium fetched. */
export async function runWebBudget(browser: Browser, baseUrl: string): Promise<void> {
  const entry = entryAssets();
  const admin = adminFiles();
  /** Every file a store page (public or signed in) loads: what the admin's own cost is measured against. */
  const storeFetched = new Set<string>(entry.files);
  emit({ bench: 'web', page: 'entry', source: entry.source, ...sizes(entry.files) });
  for (const path of PAGES) {
    const fetched = await fetchedAssets(browser, `${baseUrl}${path}`);
    for (const f of fetched) storeFetched.add(f);
    const needed = new Set([...entry.files, ...fetched].filter((f) => existsSync(join(DIST, f))));
    // The store's pages load no admin code: every admin section is its own lazy chunk.
    const adminLoaded = [...needed].filter((f) => admin.has(f)).join(' ') || 'none';
    emit({ bench: 'web', page: path, ...sizes(needed), admin_files: adminLoaded });
  }
  const session = await customerSession(baseUrl).catch((error: unknown) => {
    emit({ bench: 'web', page: '/app (signed in)', error: String(error) });
    return undefined;
  });
  if (session) {
    const fetched = await fetchedAssets(browser, `${baseUrl}/app`, session);
    for (const f of fetched) storeFetched.add(f);
    const needed = new Set([...entry.files, ...fetched].filter((f) => existsSync(join(DIST, f))));
    const adminOnly = adminOnlyFiles();
    const firstPaint = sizes(needed);
    emit({
      bench: 'web',
      page: '/app (signed in)',
      ...firstPaint,
      target_js_gzip_bytes: 150 * 1024,
      within_budget: firstPaint.js_gzip_bytes <= 150 * 1024,
      admin_files: [...needed].filter((f) => admin.has(f)).join(' ') || 'none',
      // Chunks reachable only from the admin panel (its sources or what they alone import).
      admin_only_chunks_requested: [...fetched].filter((f) => adminOnly.has(f)).join(' ') || 'none',
      admin_only_chunks_built: adminOnly.size,
    });
  }
  const adminSignedIn = await adminSession(baseUrl).catch((error: unknown) => {
    emit({ bench: 'web', page: '/admin/inventario (signed in)', error: String(error) });
    return undefined;
  });
  if (adminSignedIn) {
    // /admin opens the inventory section: the administrator's first paint.
    const fetched = await fetchedAssets(browser, `${baseUrl}/admin/inventario`, adminSignedIn);
    const needed = new Set([...entry.files, ...fetched].filter((f) => existsSync(join(DIST, f))));
    emit({
      bench: 'web',
      page: '/admin/inventario (signed in)',
      ...sizes(needed),
      // What the panel adds on top of what the store pages load.
      admin_only_js_gzip_bytes: sizes([...needed].filter((f) => !storeFetched.has(f)))
        .js_gzip_bytes,
      admin_chunks_js_gzip_bytes: sizes([...needed].filter((f) => admin.has(f))).js_gzip_bytes,
      admin_chunks_built: admin.size,
    });
  }
  const all = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`);
  emit({ bench: 'web', page: 'all_assets', ...sizes(all) });
}
