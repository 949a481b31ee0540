import type { Page } from 'puppeteer-core';

/**
 * Lighthouse 12 dropped its PWA category (and `installable-manifest`), so the bench checks what
 * Chromium asks of an installable app itself: a linked manifest with a name, a start URL, a
 * standalone display, 192 px and 512 px PNG icons (and a maskable one), and a service worker that
 * controls the page.
 */
export async function checkInstallable(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  const manifestHref = await page.evaluate(
    () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
  );
  const problems: string[] = [];
  if (!manifestHref) problems.push('no <link rel="manifest">');
  else {
    const manifest = (await (await fetch(manifestHref)).json()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      display?: string;
      icons?: { sizes?: string; type?: string; purpose?: string }[];
    };
    if (!manifest.name && !manifest.short_name) problems.push('manifest without a name');
    if (!manifest.start_url) problems.push('manifest without start_url');
    if (!['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display ?? ''))
      problems.push(`display ${manifest.display}`);
    const png = (manifest.icons ?? []).filter((i) => i.type === 'image/png');
    for (const size of ['192x192', '512x512'])
      if (!png.some((i) => i.sizes === size)) problems.push(`no ${size} PNG icon`);
    if (!png.some((i) => i.purpose?.includes('maskable'))) problems.push('no maskable icon');
  }
  const controlled = await page
    .evaluate(async () => {
      await navigator.serviceWorker.ready;
      // clientsClaim: the activated worker takes the open page over without a reload.
      for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return navigator.serviceWorker.controller !== null;
    })
    .catch(() => false);
  if (!controlled) problems.push('no service worker controls the page');
  return {
    installable: problems.length === 0,
    installable_problems: problems.join('; ') || 'none',
  };
}

/**
 * JavaScript a page needs before a reader sees its text: 0 when the HTML response already holds
 * its heading and paragraphs inside #root (prerendered), else every script it links.
 */
export async function jsBeforeReadable(baseUrl: string, path: string) {
  const html = await (
    await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })
  ).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  const readable = /<h1[^>]*>[^<]{3,}/.test(root) && /<p[^>]*>[^<]{20,}/.test(root);
  return {
    html_readable_without_js: readable,
    js_before_readable_bytes: readable ? 0 : Number.NaN,
  };
}
