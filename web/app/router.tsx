import type { ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PAGE_ALIASES } from '../../domain/routes';
import { lazyWithRetry } from './lazy-with-retry';
import { RootLayout } from './root-layout';

// Library mode (BrowserRouter + useRoutes), not the data router: the data router adds ~17 KB
// gzipped, and React 19 plus it already exceed the 100 KB first-paint budget of /inicio. The
// route objects below work unchanged with createBrowserRouter if loaders are ever needed.

function page(load: () => Promise<ComponentType>) {
  return lazyWithRetry(() => load().then((Component) => ({ default: Component })));
}

/** A page that talks to the API: loads TanStack Query's provider alongside the page. */
function apiPage(load: () => Promise<ComponentType>) {
  return lazyWithRetry(async () => {
    const [{ QueryProvider }, Page] = await Promise.all([import('./query-provider'), load()]);
    return {
      default: function ApiPage() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  });
}

// The shop routes share one lazy layout with the session (see session-layout.tsx).
const SessionLayout = page(() => import('./session-layout').then((m) => m.SessionLayout));
const ShopPage = page(() => import('./session-layout').then((m) => m.ShopPage));
const PaymentSuccessScreen = apiPage(() =>
  import('../features/payments/payment-success-screen').then((m) => m.PaymentSuccessScreen),
);
const OrderHistoryScreen = page(() =>
  import('../features/orders/order-history-screen').then((m) => m.OrderHistoryScreen),
);
const AccountScreen = page(() =>
  import('../features/account/account-screen').then((m) => m.AccountScreen),
);
const FirstStartScreen = page(() =>
  import('../features/first-start/first-start-screen').then((m) => m.FirstStartScreen),
);
const AdminPage = page(() => import('../features/admin-shell/admin-page').then((m) => m.AdminPage));
const LandingPage = page(() =>
  import('../features/public/landing-page').then((m) => m.LandingPage),
);
const AboutPage = page(() => import('../features/public/about-page').then((m) => m.AboutPage));
const ContactPage = page(() =>
  import('../features/public/contact-page').then((m) => m.ContactPage),
);
const TermsPage = page(() => import('../features/public/terms-page').then((m) => m.TermsPage));
const PrivacyPage = page(() =>
  import('../features/public/privacy-page').then((m) => m.PrivacyPage),
);
const NotFoundPage = page(() =>
  import('../features/public/not-found-page').then((m) => m.NotFoundPage),
);

/** Replace-redirects to `to`, keeping the query string and hash. */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
}

export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/store': '/app',
  '/tienda': '/app',
  '/supermercado': '/app',
  '/productos': '/app',
  '/orders': '/historial',
  ...PAGE_ALIASES,
};

/** The route table of customer spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SessionLayout />,
        children: [
          { index: true, element: <ShopPage /> },
          { path: 'app', element: <ShopPage /> },
          { path: 'historial', element: <OrderHistoryScreen /> },
          { path: 'mi-cuenta', element: <AccountScreen /> },
          { path: 'admin/*', element: <AdminPage /> },
          { path: 'configuracion-inicial', element: <FirstStartScreen /> },
        ],
      },
      { path: 'inicio', element: <LandingPage /> },
      { path: 'quienes-somos', element: <AboutPage /> },
      { path: 'contacto', element: <ContactPage /> },
      { path: 'terminos', element: <TermsPage /> },
      { path: 'privacidad', element: <PrivacyPage /> },
      { path: 'payment-success', element: <PaymentSuccessScreen /> },
      ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <RedirectTo to={to} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
