import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryProvider } from './query-provider';
import { SessionLoading } from './session-loading';
import { SessionProvider, useSession } from './session';

// The session (and the API helper with its toasts) is mounted only around the shop routes, so
// the public pages' first paint loads none of it.

const StoreScreen = lazy(() =>
  import('../features/store/store-screen').then((m) => ({ default: m.StoreScreen })),
);
const AuthScreen = lazy(() =>
  import('../features/auth/auth-screen').then((m) => ({ default: m.AuthScreen })),
);

/** Layout route of /, /app, /historial and /admin: server state and the session. */
export function SessionLayout() {
  return (
    <QueryProvider>
      <SessionProvider>
        <Suspense fallback={<SessionLoading />}>
          <Outlet />
        </Suspense>
      </SessionProvider>
    </QueryProvider>
  );
}

/** / and /app: the store when signed in, else login or registration (no route change). */
export function ShopPage() {
  const { status } = useSession();
  return status === 'signed-in' ? <StoreScreen /> : <AuthScreen />;
}
