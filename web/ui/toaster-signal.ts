// The toaster (sonner, ~10 KB) is loaded on the first toast, not on first paint (bench budget).
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
