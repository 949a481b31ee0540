import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToaster } from './toaster-signal';

const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once the first toast is raised; sonner replays toasts raised before it. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
