import type { FastifyInstance } from 'fastify';

/**
 * Security headers computed once at startup and copied onto every response (HTML and API).
 * @fastify/helmet recomputes them per request and halves a trivial route's throughput (DESIGN §7).
 * Scripts only from our origin (no inline script anywhere in the app); styles allow inline because
 * the toast and dialog libraries inject <style> tags. Extra origins (the payment gateway) are
 * passed in by the features that need them.
 */
export function securityHeaders(options: { https: boolean; connectSrc?: string[]; scriptSrc?: string[] }) {
  const csp = [
    "default-src 'self'",
    `script-src 'self'${list(options.scriptSrc)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${list(options.connectSrc)}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (options.https) csp.push('upgrade-insecure-requests');
  const headers: Record<string, string> = {
    'content-security-policy': csp.join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'x-dns-prefetch-control': 'off',
    'origin-agent-cluster': '?1',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

function list(values: string[] | undefined): string {
  return values && values.length > 0 ? ` ${values.join(' ')}` : '';
}
