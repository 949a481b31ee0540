import { createHash } from 'node:crypto';

/**
 * CSP sources ('sha256-…') for the inline scripts of the built HTML: the dark-mode snippet is
 * inlined by the build so the first paint waits for no extra request, and the policy still allows
 * no inline script but that exact one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
