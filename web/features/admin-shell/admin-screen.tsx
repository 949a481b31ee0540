import { LogOut, Store } from 'lucide-react';
import { Suspense } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';
import { AdminBottomBar, AdminSideMenu } from './admin-nav';
import { ADMIN_SECTIONS, DEFAULT_ADMIN_SECTION } from './admin-sections';

// Route objects with useRoutes (not <Routes>/<Route>, which would pull createRoutesFromChildren
// into the store's entry chunk, where react-router lives).
const SECTION_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate replace to={DEFAULT_ADMIN_SECTION} /> },
  ...ADMIN_SECTIONS.map(({ path, component: Section }) => ({ path, element: <Section /> })),
  { path: '*', element: <Navigate replace to={DEFAULT_ADMIN_SECTION} /> },
];

function AdminSectionRoutes() {
  return useRoutes(SECTION_ROUTES);
}

/** /admin/*: the panel's header, menu and the section of the URL (each lazy-loaded). */
export function AdminScreen() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 px-4 py-2">
          <Logo size="small" />
          <div className="flex items-center gap-1">
            <DarkModeToggle />
            <Button variant="ghost" size="small" onClick={() => navigate('/')}>
              <Store aria-hidden="true" className="size-4" />
              Ver tienda
            </Button>
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                logout();
                navigate('/');
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Salir
            </Button>
          </div>
          <p className="w-full text-sm font-semibold text-gray-800 dark:text-gray-100">
            Hola, {user?.nombre}
          </p>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-4">
        <AdminSideMenu />
        <main className="min-w-0 flex-1">
          <h1 className="sr-only">Panel de administración</h1>
          <Suspense fallback={<p className="py-6 text-gray-700 dark:text-gray-300">Cargando…</p>}>
            <AdminSectionRoutes />
          </Suspense>
        </main>
      </div>
      <AdminBottomBar />
    </div>
  );
}
