import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPushOnLogout, pushState, turnPushOff, turnPushOn } from './web-push';
import { setPushNotices, setToken } from './storage';

/** Issue 24: this browser's Web Push state, and the subscription leaving with the session. */
describe('web push in the browser', () => {
  const unsubscribe = vi.fn(async () => true);
  const subscription = { endpoint: 'https://push.example/abc', unsubscribe, options: {} };
  let permission: NotificationPermission = 'granted';
  beforeEach(() => {
    localStorage.clear();
    permission = 'granted';
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', {
      get permission() {
        return permission;
      },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => subscription },
        }),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unsubscribe.mockClear();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('is unsupported without the Push API, denied when blocked, on only when switched on here', async () => {
    expect(await pushState()).toBe('off');
    setPushNotices(true);
    expect(await pushState()).toBe('on');
    permission = 'denied';
    expect(await pushState()).toBe('denied');
    vi.stubGlobal('PushManager', undefined);
    delete (window as { PushManager?: unknown }).PushManager;
    expect(await pushState()).toBe('unsupported');
  });

  it('logout deletes the subscription at the server with the token it had, then unsubscribes', async () => {
    setPushNotices(true);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    dropPushOnLogout('abc.def.ghi');
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/avisos-push/suscripcion',
      expect.objectContaining({
        method: 'DELETE',
        body: JSON.stringify({ endpoint: 'https://push.example/abc' }),
        headers: expect.objectContaining({ Authorization: 'Bearer abc.def.ghi' }),
      }),
    );
  });

  it('logout does nothing when notices were never switched on here', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    dropPushOnLogout('abc.def.ghi');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('turning off tells the admin door and leaves the switch off', async () => {
    setToken('tok');
    setPushNotices(true);
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await turnPushOff('admin')).toBe('off');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/avisos-push/suscripcion',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('takes a fresh endpoint when the server says another account holds this one (issue 46)', async () => {
    setToken('tok');
    const fresh = { endpoint: 'https://push.example/fresh', unsubscribe, options: {} };
    const toJSON = (s: { endpoint: string }) => () => ({ endpoint: s.endpoint, keys: {} });
    const subscribe = vi.fn(async () => ({ ...fresh, toJSON: toJSON(fresh) }));
    vi.stubGlobal('Notification', {
      permission: 'granted',
      requestPermission: async () => 'granted',
    });
    const pushManager = {
      getSubscription: async () => null,
      subscribe: vi
        .fn()
        .mockResolvedValueOnce({ ...subscription, toJSON: toJSON(subscription) })
        .mockImplementation(subscribe),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => undefined },
    });
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/avisos-push/clave')
          return new Response(JSON.stringify({ clave_publica: 'AQID' }), { status: 200 });
        posted.push(JSON.parse(String(init?.body)).endpoint);
        return posted.length === 1
          ? new Response(JSON.stringify({ error: 'otra cuenta', code: 'PUSH_ENDPOINT_TAKEN' }), {
              status: 409,
            })
          : new Response('{"success":true}', { status: 201 });
      }),
    );
    expect(await turnPushOn('resident')).toBe('on');
    expect(posted).toEqual(['https://push.example/abc', 'https://push.example/fresh']);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
