import { useQuery } from '@tanstack/react-query';
import { LogOut, Store } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { AdminUserRow } from '../../../domain/admin-views';
import { apiRequest } from '../../app/api-client';
import { useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /admin: the administration panel (its sections come with the admin issues). */
export function AdminScreen() {
  useDocumentTitle('Panel de administración');
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const residents = useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) =>
      apiRequest<AdminUserRow[]>('GET', '/admin/users', undefined, { signal }),
  });
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
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
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-2 text-sm font-semibold text-gray-800 dark:text-gray-100">
          Bienvenido, {user?.nombre}
        </p>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="text-3xl font-bold">Panel de administración</h1>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          Gestión de entregas, inventario, paquetes, usuarios, promociones y rentabilidad de la
          tienda.
        </p>
        <p className="mt-6 text-lg" aria-live="polite">
          {residents.data
            ? `Usuarios registrados: ${residents.data.length}`
            : residents.isError
              ? 'No pudimos cargar los usuarios registrados.'
              : 'Cargando usuarios registrados…'}
        </p>
      </main>
    </div>
  );
}
