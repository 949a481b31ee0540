/* Loaded by the generated service worker (vite.config.ts importScripts, issue 24): Web Push
   messages become notifications (the phone locked or the app closed; decision 0012), and a tap on
   an order notification focuses an open window of the app on the order, or opens one. */

// The server's payload: { title, body, url, tag } (domain/push.ts, pushPayloadOf).
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'SuperConjunto', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = new URL(data.url || '/admin/entregas', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        return open
          .focus()
          .then((client) =>
            (client || open).navigate ? (client || open).navigate(target.href) : undefined,
          );
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
