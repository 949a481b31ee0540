import { describe, expect, it } from 'vitest';
import { checkPushEndpoint } from './push-endpoints';

describe('checkPushEndpoint (issue 46)', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', 'fcm.googleapis.com'],
    ['https://android.googleapis.com/gcm/send/abc', 'android.googleapis.com'],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', 'updates.push.services.mozilla.com'],
    [
      'https://push.services.mozilla.com.x.push.services.mozilla.com/x',
      'push.services.mozilla.com.x.push.services.mozilla.com',
    ],
    ['https://db5p.notify.windows.com/w/?token=x', 'db5p.notify.windows.com'],
    ['https://web.push.apple.com/QG', 'web.push.apple.com'],
    ['https://api.push.apple.com/3/device/x', 'api.push.apple.com'],
    ['https://FCM.googleapis.com:443/fcm/send/x', 'fcm.googleapis.com'],
  ])('accepts %s', (endpoint, host) => {
    expect(checkPushEndpoint(endpoint)).toEqual({ ok: true, value: host });
  });

  it.each([
    ['no es url', 'ENDPOINT_INVALID'],
    ['http://fcm.googleapis.com/fcm/send/x', 'ENDPOINT_INSECURE'],
    ['https://fcm.googleapis.com:8443/x', 'ENDPOINT_HOST'],
    ['https://a:b@fcm.googleapis.com/x', 'ENDPOINT_HOST'],
    ['https://127.0.0.1/x', 'ENDPOINT_HOST'],
    ['https://2130706433/x', 'ENDPOINT_HOST'],
    ['https://[::ffff:7f00:1]/x', 'ENDPOINT_HOST'],
    ['https://storage.googleapis.com/x', 'ENDPOINT_HOST'],
    ['https://notify.windows.com.evil.example/x', 'ENDPOINT_HOST'],
    ['https://evilnotify.windows.com/x', 'ENDPOINT_HOST'],
    ['https://localhost/x', 'ENDPOINT_HOST'],
  ])('refuses %s (%s)', (endpoint, code) => {
    expect(checkPushEndpoint(endpoint)).toMatchObject({ ok: false, code });
  });
});
