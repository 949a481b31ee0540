import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import type { ShopSettings } from '../../../domain/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import { ApiError, apiRequest } from '../../app/api-client';
import { useSession } from '../../app/session';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FirstStartForm } from './first-start-form';

interface SetupView {
  ajustes: ShopSettings;
}

const CARD =
  'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900';

/**
 * /configuracion-inicial (issue 26): the one-time setup of an empty shop. The server sends `/`
 * here while no administrator exists; once one does, its GET answers 404 and this page sends the
 * person home (the sign-in). The command line (`npm run admin`) keeps working beside it.
 */
export function FirstStartScreen() {
  useDocumentTitle('Configuración inicial');
  const session = useSession();
  const navigate = useNavigate();
  const setup = useQuery({
    queryKey: ['configuracion-inicial'],
    queryFn: ({ signal }) =>
      apiRequest<SetupView>('GET', '/api/configuracion-inicial', undefined, {
        signal,
        handleSessionExpiry: false,
      }),
    retry: false,
    staleTime: Infinity,
  });
  const closed = setup.error instanceof ApiError && setup.error.status === 404;
  if (closed) return <Navigate replace to="/" />;

  const finished = (answer: unknown) => {
    session.adopt(answer);
    toast.success(SETTINGS_MESSAGES.setup.created);
    void navigate('/admin', { replace: true });
  };
  const taken = () => {
    toast.error(SETTINGS_MESSAGES.setup.alreadyDone);
    void navigate('/', { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Logo size="medium" />
        <DarkModeToggle />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-6 pb-24">
        <div className={CARD}>
          <h1 className="text-2xl font-bold">Configura tu tienda</h1>
          <p className="mt-1 text-gray-700 dark:text-gray-300">
            Es la primera vez que abres la tienda. Crea la cuenta de administrador y cuéntanos cómo
            es tu conjunto; lo demás lo ajustas después.
          </p>
          <div className="mt-5">
            {setup.data ? (
              <FirstStartForm defaults={setup.data.ajustes} onDone={finished} onClosed={taken} />
            ) : setup.isError ? (
              <p role="alert" className="text-red-800 dark:text-red-300">
                {setup.error.message}{' '}
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => void setup.refetch()}
                >
                  Reintentar
                </button>
              </p>
            ) : (
              <p className="text-gray-700 dark:text-gray-300">Cargando…</p>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
