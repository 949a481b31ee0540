import { LogOut, Store } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { can } from '../../../domain/permissions';
import { roleOf, useSession } from '../../app/session';
import { useShopSettings } from '../../app/shop-settings';
import { Button } from '../../ui/button';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo, LogoMark } from '../../ui/logo';
import { FirstStepsCard } from '../first-start/first-steps-card';
import { SandboxNotice } from '../first-start/sandbox-notice';
import { AdminBottomBar, AdminSideMenu } from './admin-nav';
import { ADMIN_SECTIONS, defaultSectionFor } from './admin-sections';

// Route objects with useRoutes (not <Routes>/<Route>, which would pull createRoutesFromChildren
// into the store's entry chunk, where react-router lives). The guard already refused a section
// the role may not open; /admin and unknown paths go to the role's default section.
function sectionRoutes(home: string): RouteObject[] {
  return [
    { index: true, element: <Navigate replace to={home} /> },
    ...ADMIN_SECTIONS.map(({ path, component: Section }) => ({ path, element: <Section /> })),
    { path: '*', element: <Navigate replace to={home} /> },
  ];
}

function AdminSectionRoutes({ home }: { home: string }) {
  const routes = useMemo(() => sectionRoutes(home), [home]);
  return useRoutes(routes);
}

/** /admin/*: the panel's header, menu and the section of the URL (each lazy-loaded). */
export function AdminScreen() {
  const { user, logout } = useSession();
  const role = roleOf(user);
  const shopName = useShopSettings().tienda.nombre;
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      {/* One opaque row (issue 24): two rows and a see-through bar took a quarter of a 360×740
          screen with the bottom bar, and the section scrolled visibly under it. */}
      <header className="sticky top-0 z-30 border-b print:hidden border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1">
          {/* The mark alone on a phone: the row's width goes to the greeting and the buttons. */}
          <span role="img" aria-label={shopName} className="shrink-0 sm:hidden">
            <LogoMark className="size-8" />
          </span>
          <div className="hidden shrink-0 sm:block">
            <Logo size="small" />
          </div>
          <p className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-800 dark:text-gray-100">
            Hola, {user?.nombre}
          </p>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <DarkModeToggle />
            <Button
              variant="ghost"
              size="small"
              className="min-w-11"
              title="Ver tienda"
              onClick={() => navigate('/')}
            >
              <Store aria-hidden="true" className="size-5 sm:size-4" />
              <span className="sr-only sm:not-sr-only">Ver tienda</span>
            </Button>
            <Button
              variant="ghost"
              size="small"
              className="min-w-11"
              title="Salir"
              onClick={() => {
                logout();
                navigate('/');
              }}
            >
              <LogOut aria-hidden="true" className="size-5 sm:size-4" />
              <span className="sr-only sm:not-sr-only">Salir</span>
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-4">
        <AdminSideMenu />
        <main className="min-w-0 flex-1">
          <h1 className="sr-only">Panel de administración</h1>
          {can(role, 'ajustes') && <SandboxNotice />}
          {can(role, 'ajustes') && <FirstStepsCard />}
          <Suspense fallback={<p className="py-6 text-gray-700 dark:text-gray-300">Cargando…</p>}>
            <AdminSectionRoutes home={defaultSectionFor(role)} />
          </Suspense>
        </main>
      </div>
      <AdminBottomBar />
    </div>
  );
}
