import { Outlet, useLocation } from 'react-router';
import { LazyBoundary, PageLoadFailure } from './lazy-boundary';
import { lazyWithRetry } from './lazy-with-retry';
import { QueryProvider } from './query-provider';
import { SessionLoading } from './session-loading';
import { SessionProvider, useSession } from './session';

// The session (and the API helper with its toasts) is mounted only around the shop routes, so
// the public pages' first paint loads none of it.

const StoreScreen = lazyWithRetry(() =>
  import('../features/store/store-screen').then((m) => ({ default: m.StoreScreen })),
);
const AuthScreen = lazyWithRetry(() =>
  import('../features/auth/auth-screen').then((m) => ({ default: m.AuthScreen })),
);

/** Layout route of /, /app, /historial and /admin: server state and the session. */
export function SessionLayout() {
  return (
    <QueryProvider>
      <SessionProvider>
        <LazyBoundary
          loading={<SessionLoading />}
          fallback={PageLoadFailure}
          resetKey={useLocation().pathname}
        >
          <Outlet />
        </LazyBoundary>
      </SessionProvider>
    </QueryProvider>
  );
}

/** / and /app: the store when signed in, else login or registration (no route change). */
export function ShopPage() {
  const { status } = useSession();
  return status === 'signed-in' ? <StoreScreen /> : <AuthScreen />;
}
