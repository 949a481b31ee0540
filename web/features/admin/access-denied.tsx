import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '../../../domain/permissions';
import { roleOf, useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * What a signed-in customer sees at /admin, and a staff member at a section their role may not
 * open (issue 39: `inSection`).
 */
export function AccessDenied({ inSection = false }: { inSection?: boolean } = {}) {
  useDocumentTitle('Acceso denegado');
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const role = roleOf(user);
  if (inSection)
    return (
      <DeniedPage
        actions={<Button onClick={() => navigate('/admin')}>Ir al panel</Button>}
      >
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          Tu rol{role ? ` (${ROLE_LABELS[role]})` : ''} no puede abrir esta sección del panel.
          Si la necesitas, pídesela al administrador de la tienda.
        </p>
      </DeniedPage>
    );
  return (
    <DeniedPage
      actions={
        <>
          <Button onClick={() => navigate('/app')}>Ir a la tienda</Button>
          <Button
            variant="secondary"
            onClick={() => {
              logout();
              navigate('/');
            }}
          >
            Cambiar de usuario
          </Button>
        </>
      }
    >
      <p className="mt-3 text-gray-700 dark:text-gray-300">
        El panel de administración es solo para administradores de la tienda.
        {user ? ` Tu cuenta ${user.email} no tiene ese permiso.` : ''}
      </p>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Puedes seguir comprando o entrar con otra cuenta.
      </p>
    </DeniedPage>
  );
}

/** The page both refusals share: the logo, the shield, the title, their words and ways out. */
function DeniedPage({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 px-4 py-2 dark:border-gray-800">
        <Logo size="small" />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center px-4 py-12 text-center">
        <ShieldX aria-hidden="true" className="size-14 text-red-700 dark:text-red-300" />
        <h1 className="mt-4 text-3xl font-bold">Acceso denegado</h1>
        {children}
        <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </main>
    </div>
  );
}
