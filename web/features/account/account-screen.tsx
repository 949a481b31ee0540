import { ArrowLeft, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { BUSINESS } from '../../../domain/business';
import { PUSH_UI } from '../../../domain/push';
import { isStaff } from '../../../domain/permissions';
import { loginPathFor } from '../../../domain/routes';
import { PushSwitch } from '../../app/push-switch';
import { roleOf, useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FactorsPanel } from '../account-security/factors-panel';
import { passkeySlot } from '../account-security/passkey-button';
import { PasskeysPanel } from '../account-security/passkeys-panel';
import { SessionsPanel } from '../account-security/sessions-panel';
import { downloadFile } from './account-api';
import { ConsentsPanel } from './consents-panel';
import { DataRequestsPanel } from './data-requests-panel';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

/** /mi-cuenta: profile, consents, data download, data requests and account deletion (Ley 1581). */
export function AccountScreen() {
  useDocumentTitle('Mi cuenta');
  const { status, user } = useSession();
  if (status !== 'signed-in') return <Navigate replace to={loginPathFor('/mi-cuenta')} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-1">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            Volver a la tienda
          </Link>
          <DarkModeToggle />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 pt-4 pb-10 focus:outline-none"
      >
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <UserRound aria-hidden="true" className="size-6 text-emerald-800 dark:text-emerald-300" />
          Mi cuenta
        </h1>
        <Section id="perfil" title="Tus datos">
          <ProfileForm />
        </Section>
        <Section id="sesiones" title="Sesiones abiertas">
          <SessionsPanel />
        </Section>
        {isStaff(roleOf(user)) ? (
          <Section id="segundo-factor" title="Segundo factor">
            <FactorsPanel passkey={passkeySlot} />
          </Section>
        ) : (
          <Section id="llave-de-acceso" title="Entrar con huella o Face ID">
            <PasskeysPanel />
          </Section>
        )}
        <Section id="avisos" title="Avisos">
          <PushSwitch door="resident" label={PUSH_UI.residentLabel} help={PUSH_UI.residentHelp} />
        </Section>
        <Section id="autorizaciones" title="Autorizaciones">
          <ConsentsPanel />
        </Section>
        <Section id="descargar" title="Descargar mis datos">
          <Downloads />
        </Section>
        <Section id="solicitudes" title="Solicitudes de datos">
          <p className="mb-3 text-sm text-gray-800 dark:text-gray-200">
            Consulta, corrige o pide suprimir tus datos, reclama o revoca tu autorización.
            Respondemos en máximo {BUSINESS.privacyDesk.responseBusinessDays} días hábiles (las
            consultas en 10). Atención: {BUSINESS.privacyDesk.days.toLowerCase()},{' '}
            {BUSINESS.privacyDesk.open} a {BUSINESS.privacyDesk.close}.
          </p>
          <DataRequestsPanel />
        </Section>
        <Section id="eliminar" title="Eliminar mi cuenta">
          <DeleteAccount />
        </Section>
      </main>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id={`${id}-title`} className="mb-3 text-[min(var(--text-xl),7.5vw)] font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Downloads() {
  const [busy, setBusy] = useState(false);
  const get = (path: string, name: string) => {
    setBusy(true);
    downloadFile(path, name)
      .then((file) => toast.success(`Descargado ${file}`))
      .catch((e: unknown) =>
        toast.error(e instanceof Error ? e.message : 'No se pudo descargar el archivo.'),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="space-y-2">
      <p>
        Un archivo con todo lo que guardamos sobre ti: perfil, autorizaciones, pedidos con sus
        productos, puntos, canjes, pagos, solicitudes e historial de ingresos.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => get('/api/mi-cuenta/datos', 'mis-datos.json')}>
          Descargar mis datos (JSON)
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => get('/api/mi-cuenta/pedidos.csv', 'mis-pedidos.csv')}
        >
          Mis pedidos (CSV)
        </Button>
      </div>
    </div>
  );
}
