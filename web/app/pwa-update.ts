// The service worker's state for the UI: whether a new version waits, and how to switch to it.
// Registration itself is fetched after the page has loaded (pwa-start.ts, then pwa-register.ts).
let waiting = false;
let activate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Called by the registration when a new worker is installed and waits for the resident's OK. */
export function setUpdateWaiting(apply: () => Promise<void>): void {
  activate = apply;
  waiting = true;
  notify();
}

export function isUpdateWaiting(): boolean {
  return waiting;
}

/** "Ahora no": hides the prompt; the new version starts on the next visit anyway. */
export function dismissUpdate(): void {
  waiting = false;
  notify();
}

/** "Actualizar": the waiting worker takes over and the page reloads on the new version. */
export async function applyUpdate(): Promise<void> {
  waiting = false;
  notify();
  await activate?.();
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
