import { useSyncExternalStore } from 'react';
import { LazyBoundary } from '../app/lazy-boundary';
import { lazyWithRetry } from '../app/lazy-with-retry';
import { isToasterRequested, subscribeToaster } from './toaster-signal';

const LazyToaster = lazyWithRetry(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once the first toast is raised; sonner replays toasts raised before it. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    // A toaster that cannot load must not take the page down: the page works without toasts.
    <LazyBoundary fallback={() => null}>
      <LazyToaster />
    </LazyBoundary>
  );
}
