import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FactorsPanel } from '../account-security/factors-panel';
import { passkeySlot } from '../account-security/passkey-button';
import { SessionsPanel } from '../account-security/sessions-panel';

/**
 * /admin/cuenta, "Mi cuenta y seguridad" (issue 39): every staff member's own open sessions and
 * second factors, inside the panel (a repartidor's phone never leaves it for the store's pages).
 */
export function SecuritySection() {
  useDocumentTitle('Mi cuenta y seguridad · Administración');
  return (
    <section aria-labelledby="admin-section-title" className="max-w-2xl space-y-6">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Mi cuenta y seguridad
      </h2>
      <Panel id="segundo-factor" title="Segundo factor">
        <FactorsPanel passkey={passkeySlot} />
      </Panel>
      <Panel id="sesiones" title="Sesiones abiertas">
        <SessionsPanel />
      </Panel>
    </section>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h3 id={`${id}-title`} className="mb-3 text-xl font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}
