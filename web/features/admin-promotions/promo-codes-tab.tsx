import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { PromoCodeStats, PromoCodeView } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { PROMO_TYPES, type PromoType } from '../../../domain/promo';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText, queryString } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { copyText, downloadFile } from '../admin-money/download';
import { CARD, ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { PromoCodeItem } from './promo-code-item';
import { PromoGenerateForm } from './promo-generate-form';
import { PROMO_TYPE_LABEL as TYPE_LABEL } from './promo-type-label';

const M = ADMIN_MESSAGES.adminMoney;
const BASE = '/api/admin/codigos-promocionales';
const SHOWN = 100;
type Estado = 'todos' | 'disponibles' | 'usados';
type DeleteMode = 'todos_no_usados' | PromoType;

/** Códigos raspa y gana: generate, count, list (with who used each), download, copy and delete. */
export function PromoCodesTab() {
  const client = useQueryClient();
  const [estado, setEstado] = useState<Estado>('todos');
  const [deleteMode, setDeleteMode] = useState<DeleteMode>('todos_no_usados');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const stats = useQuery({
    queryKey: ['admin', 'codigos', 'stats'],
    queryFn: ({ signal }) =>
      apiRequest<PromoCodeStats>('GET', `${BASE}/stats`, undefined, { signal }),
  });
  const list = useQuery({
    queryKey: ['admin', 'codigos', 'lista', estado],
    queryFn: ({ signal }) =>
      apiRequest<{ codigos: PromoCodeView[]; total: number }>(
        'GET',
        `${BASE}/lista${queryString({ estado })}`,
        undefined,
        { signal },
      ),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'codigos'] });

  function remove() {
    setBusy(true);
    const body =
      deleteMode === 'todos_no_usados'
        ? { tipo_eliminacion: deleteMode }
        : { tipo_eliminacion: 'por_tipo', tipo: deleteMode };
    apiRequest<{ message: string }>('DELETE', `${BASE}/eliminar`, body)
      .then((answer) => {
        toast.success(answer.message);
        void refresh();
      })
      .catch((e: unknown) => toast.error(errorText(e, M.saveError)))
      .finally(() => {
        setBusy(false);
        setConfirmDelete(false);
      });
  }

  function download(formato: 'csv' | 'txt') {
    downloadFile(`${BASE}/lista${queryString({ estado, formato })}`, `codigos-${estado}.${formato}`)
      .then((name) => toast.success(M.downloaded(name)))
      .catch((e: unknown) => toast.error(errorText(e, M.downloadError)));
  }

  async function copy(codigo: string) {
    if (await copyText(codigo)) toast.success(M.copied(codigo));
    else toast.error(M.copyFailed);
  }

  const codes = list.data?.codigos ?? [];
  return (
    <div className="space-y-5">
      <PromoGenerateForm onGenerated={() => void refresh()} />

      <dl className="grid grid-cols-3 gap-2 text-center" aria-label="Resumen de códigos">
        {(['total', 'usados', 'disponibles'] as const).map((k) => (
          <div key={k} className={CARD}>
            <dt className={`${MUTED} capitalize`}>{k}</dt>
            <dd className="text-xl font-bold tabular-nums">{stats.data ? stats.data[k] : '—'}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="promo-list-title" className="space-y-3">
        <h3 id="promo-list-title" className="text-lg font-bold">
          Códigos
        </h3>
        <div className="flex flex-wrap items-end gap-2">
          <label className={`${LABEL} min-w-40 flex-1`}>
            Mostrar
            <select
              className={INPUT}
              value={estado}
              onChange={(e) => setEstado(e.target.value as Estado)}
            >
              <option value="todos">Todos</option>
              <option value="disponibles">Disponibles</option>
              <option value="usados">Usados</option>
            </select>
          </label>
          <Button variant="secondary" onClick={() => download('csv')}>
            <Download aria-hidden="true" className="size-4" />
            Descargar CSV
          </Button>
          <Button variant="secondary" onClick={() => download('txt')}>
            <Download aria-hidden="true" className="size-4" />
            Descargar TXT
          </Button>
        </div>
        {list.isError && (
          <p role="alert" className={ERROR_TEXT}>
            {errorText(list.error, M.loadError)}
          </p>
        )}
        {list.data && (
          <p className={MUTED}>{M.showing(Math.min(SHOWN, list.data.total), list.data.total)}</p>
        )}
        {list.data && codes.length === 0 ? (
          <p className={MUTED}>{M.noCodes}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {codes.slice(0, SHOWN).map((c) => (
              <PromoCodeItem key={c.codigo} code={c} onCopy={() => void copy(c.codigo)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="promo-delete-title" className={`${CARD} space-y-3`}>
        <h3 id="promo-delete-title" className="text-lg font-bold">
          Eliminar códigos no usados
        </h3>
        <label className={LABEL}>
          Cuáles
          <select
            className={INPUT}
            value={deleteMode}
            onChange={(e) => setDeleteMode(e.target.value as DeleteMode)}
          >
            <option value="todos_no_usados">Todos los no usados</option>
            {PROMO_TYPES.map((t) => (
              <option key={t} value={t}>
                No usados de tipo {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          Eliminar códigos
        </Button>
      </section>

      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar códigos?"
        confirmLabel="Sí, eliminar"
        danger
        busy={busy}
        onConfirm={remove}
        onOpenChange={setConfirmDelete}
      >
        <p>
          {deleteMode === 'todos_no_usados'
            ? M.deleteConfirmAll
            : M.deleteConfirmType(TYPE_LABEL[deleteMode])}
        </p>
      </ConfirmDialog>
    </div>
  );
}
