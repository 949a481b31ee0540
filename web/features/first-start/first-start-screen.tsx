import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import type { ShopSettings } from '../../../domain/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import { ApiError, apiRequest } from '../../app/api-client';
import { readFactorChallenge, useSession, type FactorChallenge } from '../../app/session';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { passkeySlot } from '../account-security/passkey-button';
import { SignInEnrolment } from '../account-security/sign-in-enrolment';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import { FirstStartForm } from './first-start-form';

interface SetupView {
  ajustes: ShopSettings;
  /** Whether the server asks this browser for its setup code (issue 39). */
  codigo_requerido?: boolean;
  /** Payments run on the sandbox: the new owner is told so (issue 46). */
  pagos_prueba?: boolean;
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
  const [enrolment, setEnrolment] = useState<FactorChallenge | null>(null);
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
  if (closed && !enrolment) return <Navigate replace to="/" />;

  const signedIn = (answer: unknown) => {
    session.adopt(answer);
    toast.success(SETTINGS_MESSAGES.setup.created);
    void navigate('/admin', { replace: true });
  };
  // Issue 39: the shop exists now; its administrator enrols a second factor before the panel.
  const created = (answer: unknown) => {
    const step = readFactorChallenge(answer);
    if (step) setEnrolment(step);
    else signedIn(answer);
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
          {!enrolment && (
            <p className="mt-1 text-gray-700 dark:text-gray-300">
              Es la primera vez que abres la tienda. Crea la cuenta de administrador y cuéntanos
              cómo es tu conjunto; lo demás lo ajustas después.
            </p>
          )}
          {!enrolment && setup.data?.pagos_prueba && (
            <p className="mt-3 rounded-xl border border-orange-700 bg-orange-50 p-3 text-sm text-orange-950 dark:border-orange-300 dark:bg-orange-950 dark:text-orange-50">
              <strong>{PAYMENT_MODE_MESSAGES.sandboxNotice}.</strong>{' '}
              {PAYMENT_MODE_MESSAGES.sandboxHowToConnect}
            </p>
          )}
          <div className="mt-5">
            {enrolment ? (
              <SignInEnrolment
                desafio={enrolment.desafio}
                metodos={enrolment.metodos}
                message={ACCOUNT_MESSAGES.factor.enrolmentRequired}
                onSignedIn={signedIn}
                passkey={passkeySlot}
              />
            ) : setup.data ? (
              <FirstStartForm
                defaults={setup.data.ajustes}
                codeRequired={setup.data.codigo_requerido === true}
                onDone={created}
                onClosed={taken}
              />
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
