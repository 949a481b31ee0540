import { err, ok, type Result } from './result';
import { PUSH_ERRORS } from './push-errors';

/**
 * Which addresses the server may POST a Web Push to (issue 46). The browser hands us the
 * endpoint, so without a list anyone signed in could make the server open connections to any
 * host and port (a blind SSRF). Browsers only ever give their vendor's push service:
 * Chrome/Edge/Samsung FCM, Firefox Mozilla autopush, legacy Edge WNS, Safari Apple.
 */
const EXACT_HOSTS = new Set([
  'fcm.googleapis.com',
  // Chrome's subscriptions made before FCM (GCM) still come from here.
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const HOST_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export type PushEndpointRefusal = 'ENDPOINT_INVALID' | 'ENDPOINT_INSECURE' | 'ENDPOINT_HOST';

/** True for a host written as an IPv4 or IPv6 literal (as the URL parser normalises them). */
export function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** True when `hostname` (lower case, no port) is one of the browsers' push services. */
export function isPushServiceHost(hostname: string): boolean {
  if (isIpLiteral(hostname)) return false;
  return EXACT_HOSTS.has(hostname) || HOST_SUFFIXES.some((suffix) => hostname.endsWith(suffix));
}

/**
 * An endpoint the server may send to: HTTPS on the default port, no user:password, a known push
 * service's host name (never an IP literal). Returns the host, which the sender resolves again.
 */
export function checkPushEndpoint(endpoint: string): Result<string, PushEndpointRefusal> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return err('ENDPOINT_INVALID', PUSH_ERRORS.endpointInvalid);
  }
  if (url.protocol !== 'https:') return err('ENDPOINT_INSECURE', PUSH_ERRORS.endpointInsecure);
  // The parser empties the port when it is the scheme's default (443).
  const plain = url.port === '' && url.username === '' && url.password === '';
  if (!plain || !isPushServiceHost(url.hostname))
    return err('ENDPOINT_HOST', PUSH_ERRORS.endpointHost);
  return ok(url.hostname);
}
