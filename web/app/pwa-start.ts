// Kept apart from pwa-update.ts (the state the UI reads), which pwa-register.ts imports: the
// chain runs start -> register -> update, with no loop back.

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * paint. Browsers without service workers (and the dev server, which builds none) skip it.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./pwa-register').then(
      (m) => m.registerServiceWorker(),
      () => undefined,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
