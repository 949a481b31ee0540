import { describe, expect, it } from 'vitest';
import { urlOf } from '../testkit/base-url';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

describe('HTTP responses', () => {
  it('sends the security headers with an HTML page', async () => {
    const response = await fetch(urlOf('/inicio'), { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = directive(csp, 'script-src') ?? directive(csp, 'default-src');
    expect(scriptSrc, `CSP: ${csp}`).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('sends the security headers with an API response', async () => {
    const response = await fetch(urlOf('/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('serves hashed assets as immutable', async () => {
    // The app shell (index.html, served for /app) links its script and stylesheet; a prerendered
    // page inlines the stylesheet and names the script on <html data-app-entry>.
    const pages = await Promise.all(
      ['/app', '/inicio'].map(async (path) => (await fetch(urlOf(path), { headers: HTML })).text()),
    );
    const assets = [
      ...new Set(
        pages.flatMap((html) =>
          [...html.matchAll(/(?:src|href|data-app-entry)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
            (m) => m[1] as string,
          ),
        ),
      ),
    ];
    expect(assets.length, 'index.html references /assets/ files').toBeGreaterThan(0);
    expect(pages[1], 'the prerendered page names the app script').toContain(
      'data-app-entry="/assets/',
    );
    for (const asset of assets) {
      const response = await fetch(urlOf(asset));
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control') ?? '', asset).toContain('immutable');
      expect(response.headers.get('content-type') ?? '', asset).toMatch(/javascript|css/);
    }
  });

  it('serves robots.txt as plain text', async () => {
    const response = await fetch(urlOf('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^User-agent:/im);
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const response = await fetch(urlOf('/api/no-existe'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
