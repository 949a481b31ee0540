/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { setUpdateWaiting } from './pwa-update';

const HOUR = 60 * 60 * 1000;

/** Registers /sw.js in prompt mode: a new version waits until the resident taps "Actualizar". */
export function registerServiceWorker(): void {
  const update = registerSW({
    // Called after the page's load event already fired, so register at once.
    immediate: true,
    onRegisteredSW(_url, registration) {
      // A resident who keeps the app open for days still hears of a new version.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), HOUR);
    },
    onNeedRefresh() {
      setUpdateWaiting(() => update(true));
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
