import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminPackageView } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { packageCategoryLabel } from '../../../domain/packages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useMarginProducts } from '../admin-money/margin-products';
import { CARD, ERROR_TEXT, MUTED } from '../admin-money/fields';
import { PACKAGES_KEY, PackageDialog } from './package-dialog';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

const K = ADMIN_MESSAGES.admin.package;
const M = ADMIN_MESSAGES.adminMoney;

/** /admin/paquetes: package cards with edit and delete, and the create/edit dialog. */
export function PackagesSection() {
  useDocumentTitle('Gestión de paquetes · Administración');
  const client = useQueryClient();
  const packages = useQuery({
    queryKey: PACKAGES_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ paquetes: AdminPackageView[] }>('GET', '/api/admin/paquetes', undefined, {
        signal,
      }),
    select: (d) => d.paquetes,
  });
  const catalogue = useMarginProducts();
  const [editing, setEditing] = useState<AdminPackageView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPackageView | null>(null);
  const [busy, setBusy] = useState(false);

  function remove() {
    if (!deleting) return;
    setBusy(true);
    apiRequest<{ message: string; retirado: boolean }>(
      'DELETE',
      `/api/admin/paquetes/${deleting.id}`,
    )
      .then((answer) => {
        toast.success(answer.message || (answer.retirado ? K.retired : K.deleted));
        void client.invalidateQueries({ queryKey: PACKAGES_KEY });
      })
      .catch((e: unknown) => toast.error(errorText(e, K.deleteError)))
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  }

  const rows = packages.data ?? [];
  return (
    <section aria-labelledby="admin-section-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-section-title" className="text-2xl font-bold">
          Gestión de paquetes
        </h2>
        <Button onClick={() => setEditing('new')} disabled={!catalogue.data}>
          <Plus aria-hidden="true" className="size-4" />
          Nuevo paquete
        </Button>
      </div>
      {(packages.isError || catalogue.isError) && (
        <p role="alert" className={ERROR_TEXT}>
          {errorText(packages.error ?? catalogue.error, M.loadError)}
        </p>
      )}
      {packages.isPending && <p className={MUTED}>Cargando paquetes…</p>}
      {packages.data && rows.length === 0 && <p className={MUTED}>{M.packagesEmpty}</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((p) => (
          <li key={p.id} className={`${CARD} flex flex-col gap-2`}>
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-bold">{p.nombre}</h3>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${p.activo ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100'}`}
              >
                {p.activo ? 'Activo' : 'Inactivo'}
              </span>
            </div>
            <p>
              <strong className="text-lg tabular-nums">
                <Money value={p.precio_paquete} />
              </strong>{' '}
              <s className={MUTED}>
                <Money value={p.precio_individual_total} />
              </s>
            </p>
            <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
              Ahorras <Money value={p.ahorro_monto} /> ({formatPercent(p.ahorro_porcentaje, 0)})
            </p>
            <p className={MUTED}>
              {M.buildable(p.stock_paquetes_disponibles)} · {packageCategoryLabel(p.categoria)}
            </p>
            <p className={MUTED}>
              {p.productos_incluidos.map((i) => `${i.cantidad}× ${i.nombre}`).join(', ')}
            </p>
            <div className="mt-auto flex gap-2">
              <Button
                variant="secondary"
                size="small"
                aria-label={`Editar ${p.nombre}`}
                onClick={() => setEditing(p)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Editar
              </Button>
              <Button
                variant="ghost"
                size="small"
                aria-label={`Eliminar ${p.nombre}`}
                onClick={() => setDeleting(p)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Eliminar
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && catalogue.data && (
        <PackageDialog
          pkg={editing === 'new' ? null : editing}
          catalogue={catalogue.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar paquete?"
        confirmLabel="Sí, eliminar"
        danger
        busy={busy}
        onConfirm={remove}
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <p>{deleting && M.packageDeleteConfirm(deleting.nombre)}</p>
      </ConfirmDialog>
    </section>
  );
}
