/* Loaded by the generated service worker (vite.config.ts importScripts, issue 24): a tap on an
   order notification focuses an open window of the app on the order, or opens one. */
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
