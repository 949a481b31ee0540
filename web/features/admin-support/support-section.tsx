import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatDateTimeBogota } from '../../../domain/dates';
import type { CaseFilter } from '../../../domain/schemas/support';
import type { AdminCasePage, AdminCaseRow, AdminCaseView } from '../../../domain/support/views';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText, queryString } from '../admin/admin-api';
import { AdminCaseActions } from '../support-cases/admin-case-actions';
import { CaseStateBadge, CaseThread } from '../support-cases/case-thread';
import { SUPPORT_KEYS } from '../support-cases/support-api';

const FILTERS: CaseFilter[] = ['activos', 'abierto', 'respondido', 'cerrado', 'todos'];
const FILTER_LABELS: Record<CaseFilter, string> = {
  activos: 'Sin cerrar',
  abierto: 'Abiertos',
  respondido: 'Respondidos',
  cerrado: 'Cerrados',
  todos: 'Todos',
};

/** /admin/soporte (issue 25): residents' cases by state, newest first; open one to answer it. */
export function SupportSection() {
  useDocumentTitle('Soporte · Administración');
  const [estado, setEstado] = useState<CaseFilter>('activos');
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const page = useQuery({
    queryKey: [...SUPPORT_KEYS.admin, 'lista', estado, cursor ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<AdminCasePage>('GET', `/api/admin/soporte${queryString({ estado, cursor, limite: 20 })}`, undefined, { signal }),
  });
  const choose = (next: CaseFilter) => {
    setEstado(next);
    setCursors([]);
  };
  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Soporte
      </h2>
      {page.data && (
        <p className="mt-1 text-gray-800 dark:text-gray-200">
          {page.data.abiertos === 1 ? '1 caso abierto' : `${page.data.abiertos} casos abiertos`}
        </p>
      )}
      <div role="group" aria-label="Filtrar por estado" className="mt-3 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="small"
            variant={estado === f ? 'primary' : 'secondary'}
            aria-pressed={estado === f}
            onClick={() => choose(f)}
          >
            {FILTER_LABELS[f]}
          </Button>
        ))}
      </div>
      {page.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(page.error, ADMIN_MESSAGES.adminMoney.loadError)}
        </p>
      )}
      {page.isPending ? (
        <p className="mt-4">Cargando casos…</p>
      ) : page.data?.casos.length === 0 ? (
        <p className="mt-4">No hay casos en «{FILTER_LABELS[estado]}».</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {page.data?.casos.map((c) => <CaseCard key={c.id} row={c} />)}
        </ul>
      )}
      <div className="mt-4 flex gap-2">
        {cursors.length > 0 && (
          <Button variant="secondary" size="small" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Anterior
          </Button>
        )}
        {page.data?.siguiente && (
          <Button variant="secondary" size="small" onClick={() => setCursors((c) => [...c, page.data.siguiente!])}>
            Siguiente
          </Button>
        )}
      </div>
    </section>
  );
}

function CaseCard({ row }: { row: AdminCaseRow }) {
  const [open, setOpen] = useState(false);
  const detail = useQuery({
    queryKey: [...SUPPORT_KEYS.admin, 'caso', row.id],
    queryFn: ({ signal }) => apiRequest<AdminCaseView>('GET', `/api/admin/soporte/${row.id}`, undefined, { signal }),
    enabled: open,
  });
  const where = row.residente.torre ? ` · Torre ${row.residente.torre}, apto ${row.residente.apartamento ?? '—'}` : '';
  return (
    <li className="rounded-2xl border-2 border-gray-200 p-3 break-words dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">
          {row.codigo} · {row.motivo_texto}
        </h3>
        <CaseStateBadge estado={row.estado} />
      </div>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Pedido {row.pedido.codigo} · {row.residente.nombre}
        {where} · {formatDateTimeBogota(new Date(row.fecha))}
      </p>
      {!open && <p className="mt-1 line-clamp-2 text-sm">{row.descripcion}</p>}
      <div className="mt-1 flex flex-wrap gap-2">
        <Button variant="ghost" size="small" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? 'Ocultar' : 'Ver y responder'}
          <span className="sr-only"> el caso {row.codigo}</span>
        </Button>
        <Link to={`/admin/entregas?pedido=${row.pedido.id}`} className={buttonClasses('ghost', 'small')}>
          Ver pedido<span className="sr-only"> {row.pedido.codigo}</span>
        </Link>
      </div>
      {open && detail.data && (
        <div className="mt-2">
          <CaseThread caso={detail.data} viewer="tienda" header={false} />
          <AdminCaseActions caso={detail.data} />
        </div>
      )}
      {open && detail.isPending && <p className="mt-2">Cargando…</p>}
    </li>
  );
}
