import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '../../domain/routes';
import { LazyBoundary, PageLoadFailure } from './lazy-boundary';
import { lazyWithRetry } from './lazy-with-retry';
import { queryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { SessionLoading } from './session-loading';
import { SessionProvider, useSession } from './session';
import { getToken } from './storage';

// The session (and the API helper with its toasts) is mounted only around the shop routes, so
// the public pages' first paint loads none of it.

const loadStoreScreen = () => import('../features/store/store-screen');
const StoreScreen = lazyWithRetry(() =>
  loadStoreScreen().then((m) => ({ default: m.StoreScreen })),
);
const AuthScreen = lazyWithRetry(() =>
  import('../features/auth/auth-screen').then((m) => ({ default: m.AuthScreen })),
);

/** The store's paths (legacy names such as /tienda redirect to /app before this layout). */
const SHOP_PATHS = new Set(['/', '/app']);

/** Layout route of /, /app, /historial and /admin: server state and the session. */
export function SessionLayout() {
  const { pathname } = useLocation();
  // A resident with a saved session sees the store once the server confirms it: its code is
  // fetched meanwhile, in parallel with that check rather than after it.
  useEffect(() => {
    if (!SHOP_PATHS.has(pathname) || !getToken()) return;
    // A task of its own: the import's preload links are not added in the session check's task.
    // With the code come the catalogue's reads, still during the check.
    const timer = setTimeout(
      () =>
        void loadStoreScreen()
          .then((m) => m.prefetchStoreData(queryClient))
          .catch(() => undefined),
      0,
    );
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <QueryProvider>
      <SessionProvider>
        <LazyBoundary loading={<SessionLoading />} fallback={PageLoadFailure} resetKey={pathname}>
          <Outlet />
        </LazyBoundary>
      </SessionProvider>
    </QueryProvider>
  );
}

/**
 * / and /app: the store when signed in, else login or registration (no route change). Once
 * signed in, a safe `?volver=` (the page a visitor asked for, e.g. /historial) is honoured.
 */
export function ShopPage() {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status !== 'signed-in') return <AuthScreen />;
  const back = safeReturnPath(params.get(RETURN_PARAM));
  return back ? <Navigate replace to={back} /> : <StoreScreen />;
}
