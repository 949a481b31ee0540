import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '../../domain/routes';
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
