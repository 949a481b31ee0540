import { createHmac, timingSafeEqual } from 'node:crypto';

/** No 0/O, 1/I/L: read from a log and typed on a phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The one-time code that claims a fresh shop (issue 39): derived from the server's own secret
 * (JWT_SECRET or the one generated into DATA_DIR), so the server's log and `npm run admin --
 * setup-code` print the same code without storing it, every instance agrees, and nobody who
 * cannot read the server's files or log can know it. 12 symbols of 31: ~59 bits, against a
 * setup route limited to ten tries per address per 15 minutes. It stops mattering once an
 * administrator exists (the setup is then closed for good).
 */
export function setupCodeOf(secret: string): string {
  const digest = createHmac('sha256', secret).update('superconjunto:configuracion-inicial').digest();
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET[digest[i]! % ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

function normalized(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function setupCodeMatches(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(normalized(given));
  const b = Buffer.from(normalized(setupCodeOf(secret)));
  return a.length === b.length && timingSafeEqual(a, b);
}
