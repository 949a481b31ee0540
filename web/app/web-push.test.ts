import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_UI } from '../../domain/push';
import {
  dropPushOnLogout,
  pushFailureOf,
  pushState,
  turnPushOff,
  turnPushOn,
  WORKER_WAIT_MS,
} from './web-push';
import { setPushNotices, setToken } from './storage';

/** Issue 24: this browser's Web Push state, and the subscription leaving with the session. */
describe('web push in the browser', () => {
  const unsubscribe = vi.fn(async () => true);
  const subscription = { endpoint: 'https://push.example/abc', unsubscribe, options: {} };
  let permission: NotificationPermission = 'granted';
  beforeEach(() => {
    localStorage.clear();
    permission = 'granted';
    // A secure page (https), whatever another file of this worker left in the shared jsdom (the
    // passkey tests set it to false; issue 42's loaded run lost two cases here to 'insecure').
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
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
    delete (window as { isSecureContext?: boolean }).isSecureContext;
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

  /** Issue 41: switching on names its real cause; only a request that never arrived blames the connection. */
  describe('why switching on failed', () => {
    const pushManager = {
      getSubscription: async () => null,
      subscribe: vi.fn(async () => ({ ...subscription, toJSON: () => ({ endpoint: subscription.endpoint, keys: {} }) })),
    };
    const browser = (opts: { permission?: NotificationPermission; ready?: Promise<unknown> } = {}) => {
      vi.stubGlobal('Notification', {
        permission: 'default',
        requestPermission: async () => opts.permission ?? 'granted',
      });
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { ready: opts.ready ?? Promise.resolve({ pushManager }), getRegistration: async () => undefined },
      });
    };
    const server = (clave: () => Response) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url === '/api/avisos-push/clave' ? clave() : new Response('{"success":true}', { status: 201 }),
        ),
      );
    const keyOk = () => new Response(JSON.stringify({ clave_publica: 'AQID' }), { status: 200 });
    const failure = async () => {
      const error = await turnPushOn('admin').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeDefined();
      return pushFailureOf(error);
    };
    beforeEach(() => {
      setToken('tok');
      pushManager.subscribe.mockClear();
    });
    afterEach(() => {
      vi.useRealTimers();
      delete (window as { isSecureContext?: boolean }).isSecureContext;
    });

    it('the browser blocked the notifications', async () => {
      browser({ permission: 'denied' });
      expect(await failure()).toEqual({
        cause: 'denied',
        text: 'Tu navegador bloqueó las notificaciones: permítelas en la configuración del sitio.',
      });
    });

    it('the permission request was dismissed', async () => {
      browser({ permission: 'default' });
      expect(await failure()).toEqual({ cause: 'dismissed', text: PUSH_UI.failures.dismissed });
    });

    it('the browser has no Push API', async () => {
      browser();
      vi.stubGlobal('PushManager', undefined);
      delete (window as { PushManager?: unknown }).PushManager;
      expect(await failure()).toEqual({ cause: 'unsupported', text: PUSH_UI.failures.unsupported });
    });

    it('the page is not in a secure context', async () => {
      browser();
      Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
      expect(await failure()).toEqual({ cause: 'insecure', text: PUSH_UI.failures.insecure });
    });

    it('the page’s service worker never became ready', async () => {
      vi.useFakeTimers();
      browser({ ready: new Promise(() => {}) });
      const pending = failure();
      await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS);
      expect(await pending).toEqual({ cause: 'noWorker', text: PUSH_UI.failures.noWorker });
    });

    it('the server has no push keys (its notConfigured refusal, or no key at all)', async () => {
      browser();
      server(
        () =>
          new Response(
            JSON.stringify({
              error: 'Los avisos con el teléfono bloqueado no están disponibles en este servidor.',
              code: 'PUSH_NOT_CONFIGURED',
            }),
            { status: 503 },
          ),
      );
      expect(await failure()).toEqual({
        cause: 'notConfigured',
        text: 'Los avisos con el teléfono bloqueado no están disponibles en este servidor.',
      });
      server(() => new Response(JSON.stringify({ clave_publica: '' }), { status: 200 }));
      expect((await failure()).cause).toBe('notConfigured');
      expect(pushManager.subscribe).not.toHaveBeenCalled();
    });

    it('the browser’s push service refused the subscription', async () => {
      browser();
      server(keyOk);
      pushManager.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
      expect(await failure()).toEqual({ cause: 'pushService', text: PUSH_UI.failures.pushService });
    });

    it('only a request that never reached the shop is a connection problem', async () => {
      browser();
      vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
      const network = await failure();
      expect(network).toEqual({ cause: 'network', text: PUSH_UI.failures.network });
      expect(network.text).toMatch(/conexión/);
      for (const other of Object.keys(PUSH_UI.failures).filter((c) => c !== 'network'))
        expect(PUSH_UI.failures[other as keyof typeof PUSH_UI.failures]).not.toMatch(/conexión/);
    });

    it('any other refusal of the server keeps its own reason', async () => {
      browser();
      server(() => new Response(JSON.stringify({ error: 'Tu sesión terminó', code: 'X' }), { status: 409 }));
      expect(await failure()).toEqual({ cause: 'server', text: 'Tu sesión terminó' });
    });
  });
});
