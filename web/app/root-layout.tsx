import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ToasterHost } from '../ui/toaster-host';
import { UpdatePrompt } from '../ui/update-prompt';
import { GlobalWidgets } from './global-widgets';
import { LazyBoundary, PageLoadFailure } from './lazy-boundary';
import { RouteErrorBoundary } from './route-error';

/** The root route: the page, then the global widget (customer §2) and the toaster. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <LazyBoundary fallback={PageLoadFailure} resetKey={pathname}>
          <Outlet />
        </LazyBoundary>
      </RouteErrorBoundary>
      <GlobalWidgets />
      <ToasterHost />
      <UpdatePrompt />
    </>
  );
}

/**
 * A new page starts at its top (or at its #anchor); back/forward keeps the browser's scroll, and
 * so does a change of the query alone (the store's ?categoria= / ?ofertas= filters).
 */
function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const page = pathname + hash;
    if (shown.current === page) return;
    shown.current = page;
    if (type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
