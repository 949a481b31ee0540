import type { FastifyRequest } from 'fastify';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface OriginSettings {
  /** PUBLIC_URL, or the localhost fallback. */
  publicUrl: string;
  /** PUBLIC_URL was given: it wins over any request. */
  publicUrlSet: boolean;
  /** TRUST_PROXY is on: X-Forwarded-Proto/-Host (read by Fastify's trustProxy) are believed. */
  trustProxy: boolean;
}

/**
 * The origin the customer opened the shop under, for URLs the gateway sends them back to (PSE,
 * DaviPlata). The documented PUBLIC_URL wins; without it, the request's own Host header (and the
 * X-Forwarded-* headers only behind a TRUST_PROXY); a malformed host falls back to publicUrl.
 */
export function requestOrigin(request: FastifyRequest, settings: OriginSettings): string {
  if (settings.publicUrlSet) return settings.publicUrl;
  const protocol = settings.trustProxy
    ? request.protocol
    : (request.raw.socket as { encrypted?: boolean } | undefined)?.encrypted
      ? 'https'
      : 'http';
  const host = settings.trustProxy ? request.host : request.headers.host;
  if (typeof host !== 'string' || !HOST.test(host)) return settings.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
