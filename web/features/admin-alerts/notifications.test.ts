import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationState,
  showOrderNotification,
  turnNotificationsOff,
  turnNotificationsOn,
} from './notifications';

const showNotification = vi.fn(() => Promise.resolve());
const NotificationCtor = vi.fn();

function browserWith(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  Object.assign(NotificationCtor, {
    permission,
    requestPermission: vi.fn(() => {
      (NotificationCtor as unknown as { permission: string }).permission = answer;
      return Promise.resolve(answer);
    }),
  });
  vi.stubGlobal('Notification', NotificationCtor);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ showNotification }) },
  });
}

let visibility: DocumentVisibilityState = 'hidden';
beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  visibility = 'hidden';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order notifications through the service worker (issue 24)', () => {
  it('shows them with registration.showNotification, never new Notification()', async () => {
    browserWith('default', 'granted');
    expect(notificationState()).toBe('off');
    expect(await turnNotificationsOn()).toBe('on');
    await showOrderNotification(
      'Nuevo pedido SUP-007',
      'Torre 2',
      'pedido-7',
      '/admin/entregas?pedido=7',
    );
    expect(showNotification).toHaveBeenCalledWith('Nuevo pedido SUP-007', {
      body: 'Torre 2',
      tag: 'pedido-7',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      data: { url: '/admin/entregas?pedido=7' },
    });
    expect(NotificationCtor).not.toHaveBeenCalled();
  });

  it('remembers the switch: off stays off, and nothing shows while the app is in view', async () => {
    browserWith('granted');
    expect(notificationState()).toBe('off');
    await turnNotificationsOn();
    expect(notificationState()).toBe('on');
    visibility = 'visible';
    await showOrderNotification('t', 'b', 'x', '/admin/entregas');
    expect(showNotification).not.toHaveBeenCalled();
    expect(turnNotificationsOff()).toBe('off');
    visibility = 'hidden';
    await showOrderNotification('t', 'b', 'x', '/admin/entregas');
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('reports a browser that blocked them', () => {
    browserWith('denied');
    expect(notificationState()).toBe('denied');
  });
});

describe('the worker opens the order on a tap (web/public/sw-avisos.js)', () => {
  function worker(
    windows: {
      url: string;
      focus: () => Promise<unknown>;
      navigate: (u: string) => Promise<unknown>;
    }[],
  ) {
    const handlers: Record<string, (event: unknown) => void> = {};
    const openWindow = vi.fn(() => Promise.resolve(null));
    const self = {
      location: { origin: 'https://tienda.test' },
      addEventListener: (type: string, handler: (event: unknown) => void) =>
        (handlers[type] = handler),
      clients: { matchAll: () => Promise.resolve(windows), openWindow },
    };
    const code = readFileSync(resolve(import.meta.dirname, '../../public/sw-avisos.js'), 'utf8');
    new Function('self', code)(self);
    const tap = async (url: string) => {
      let done: Promise<unknown> = Promise.resolve();
      const close = vi.fn();
      handlers.notificationclick?.({
        notification: { close, data: { url } },
        waitUntil: (p: Promise<unknown>) => (done = p),
      });
      await done;
      return close;
    };
    return { tap, openWindow };
  }

  it('opens a window on the order when none is open', async () => {
    const { tap, openWindow } = worker([]);
    const close = await tap('/admin/entregas?pedido=7');
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith('https://tienda.test/admin/entregas?pedido=7');
  });

  it('focuses the open app and takes it to the order', async () => {
    const open = {
      url: 'https://tienda.test/admin/inventario',
      focus: vi.fn(() => Promise.resolve(open)),
      navigate: vi.fn(() => Promise.resolve(null)),
    };
    const { tap, openWindow } = worker([open]);
    await tap('/admin/entregas?pedido=9');
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://tienda.test/admin/entregas?pedido=9');
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('the worker shows a Web Push (web/public/sw-avisos.js, issue 24)', () => {
  function pushWorker() {
    const handlers: Record<string, (event: unknown) => void> = {};
    const showNotification = vi.fn(() => Promise.resolve());
    const self = {
      location: { origin: 'https://tienda.test' },
      addEventListener: (type: string, handler: (event: unknown) => void) =>
        (handlers[type] = handler),
      registration: { showNotification },
      clients: { matchAll: () => Promise.resolve([]), openWindow: vi.fn() },
    };
    const code = readFileSync(resolve(import.meta.dirname, '../../public/sw-avisos.js'), 'utf8');
    new Function('self', code)(self);
    const push = async (data: { json: () => unknown; text: () => string } | null) => {
      let done: Promise<unknown> = Promise.resolve();
      handlers.push?.({ data, waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    };
    return { push, showNotification };
  }

  it('shows the payload with its tag, and keeps the order to open on a tap', async () => {
    const { push, showNotification } = pushWorker();
    const payload = {
      title: 'Tu pedido va en camino',
      body: 'SUP-012 salió hacia tu apartamento.',
      url: '/historial?pedido=12',
      tag: 'pedido-12-en-camino',
    };
    await push({ json: () => payload, text: () => JSON.stringify(payload) });
    expect(showNotification).toHaveBeenCalledWith(
      'Tu pedido va en camino',
      expect.objectContaining({
        body: payload.body,
        tag: payload.tag,
        data: { url: '/historial?pedido=12' },
      }),
    );
  });

  it('still shows something for a push that is not JSON', async () => {
    const { push, showNotification } = pushWorker();
    await push({
      json: () => {
        throw new SyntaxError('not json');
      },
      text: () => 'hola',
    });
    expect(showNotification).toHaveBeenCalledWith(
      'SuperConjunto',
      expect.objectContaining({ body: 'hola', data: { url: '/' } }),
    );
  });
});
