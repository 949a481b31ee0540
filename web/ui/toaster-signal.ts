// The toaster (sonner, ~10 KB) is loaded on the first toast, not on first paint (bench budget).
let requested = false;
const listeners = new Set<() => void>();
const raisers = new Set<() => void>();

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

/**
 * Puts the toasts above everything in the browser's top layer again: called after a toast and
 * after a native modal dialog opens, so a toast is never hidden under the daily popup (issue 22).
 */
export function raiseToaster(): void {
  raisers.forEach((raise) => raise());
}

export function onRaiseToaster(raise: () => void): () => void {
  raisers.add(raise);
  return () => raisers.delete(raise);
}
