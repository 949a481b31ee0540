import { setUpdateWaiting } from './pwa-update';

const HOUR = 60 * 60 * 1000;

/** The API reads the worker keeps for offline use (vite.config.ts's PUBLIC_CATALOGUE). */
const PUBLIC_CATALOGUE_PATHS = ['/productos-con-descuentos', '/paquetes'] as const;

/**
 * The first visit's catalogue was read before any worker existed, so the worker's cache is empty
 * until the catalogue passes through it. Read it once through the worker as soon as it controls
 * the page: a resident who loses the connection right after the first visit still finds the
 * catalogue on reload (issue 22). Conditional GETs: the browser's HTTP cache mostly answers 304.
 */
function keepCatalogueOnceControlled(serviceWorker: ServiceWorkerContainer): void {
  const keep = () => {
    for (const path of PUBLIC_CATALOGUE_PATHS)
      void fetch(path, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  };
  if (serviceWorker.controller) return;
  serviceWorker.addEventListener('controllerchange', keep, { once: true });
}

/**
 * Registers /sw.js in prompt mode: a new version waits until the resident taps "Actualizar".
 * The browser's own API rather than workbox-window (2 KB gzipped more on every page's load) for
 * the same steps: offer the waiting worker, tell it SKIP_WAITING (which the generated worker
 * listens for), reload once it controls the page.
 */
export function registerServiceWorker(): void {
  const { serviceWorker } = navigator;
  keepCatalogueOnceControlled(serviceWorker);
  serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Some embedders (a test browser blocking workers) resolve with no registration.
      if (!registration) return;
      const offer = (worker: ServiceWorker) =>
        setUpdateWaiting(async () => {
          serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          worker.postMessage({ type: 'SKIP_WAITING' });
        });
      // Only an update waits: the first worker installs with no controller and takes over alone.
      if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
        });
      });
      // A resident who keeps the app open for days still hears of a new version.
      setInterval(() => void registration.update().catch(() => undefined), HOUR);
    },
    (error: unknown) => console.warn('Service worker registration failed', error),
  );
}
