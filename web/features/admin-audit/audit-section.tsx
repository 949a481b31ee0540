import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { AUDIT_KIND_KEYS, AUDIT_KINDS, type AuditPersonView } from '../../../domain/audit';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText, getPage, queryString } from '../admin/admin-api';
import { AuditEntry, type AuditRow } from './audit-entry';

const A = ADMIN_MESSAGES.audit;
const FIELD =
  'mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 dark:border-gray-500 dark:bg-gray-900';
const FILTERS = ['persona', 'tipo', 'desde', 'hasta'] as const;

/**
 * /admin/registro: who changed what and when (issue 24), filtered by person, kind and days. The
 * filters live in the URL, so a reload or a shared link shows the same list.
 */
export function AuditSection() {
  useDocumentTitle('Registro de cambios · Administración');
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const people = useQuery({
    queryKey: ['admin', 'auditoria', 'personas'],
    queryFn: () =>
      apiRequest<{ personas: AuditPersonView[] }>('GET', '/api/admin/auditoria/personas'),
  });
  const entries = useInfiniteQuery({
    queryKey: ['admin', 'auditoria', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getPage<AuditRow>(
        `/api/admin/auditoria${queryString({ ...filters, cursor: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
  });
  const rows = entries.data?.pages.flatMap((p) => p.rows) ?? [];

  function setFilter(key: (typeof FILTERS)[number], value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Registro de cambios
      </h2>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        Cada cambio de precios, stock, productos, paquetes, códigos, roles, pedidos, reembolsos y
        gastos, con quién lo hizo y cuándo.
      </p>
      <form
        aria-label="Filtrar el registro"
        className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="col-span-2 block lg:col-span-1">
          <span className="text-sm font-semibold">Persona</span>
          <select
            className={FIELD}
            value={filters.persona}
            onChange={(e) => setFilter('persona', e.target.value)}
          >
            <option value="">Todas</option>
            {people.data?.personas.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre || `Cuenta #${p.id}`}
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-2 block lg:col-span-1">
          <span className="text-sm font-semibold">Tipo de cambio</span>
          <select
            className={FIELD}
            value={filters.tipo}
            onChange={(e) => setFilter('tipo', e.target.value)}
          >
            <option value="">Todos</option>
            {AUDIT_KIND_KEYS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KINDS[k].label}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="text-sm font-semibold">Desde</span>
          <input
            type="date"
            className={FIELD}
            value={filters.desde}
            onChange={(e) => setFilter('desde', e.target.value)}
          />
        </label>
        <label className="block">
          <span className="text-sm font-semibold">Hasta</span>
          <input
            type="date"
            className={FIELD}
            value={filters.hasta}
            onChange={(e) => setFilter('hasta', e.target.value)}
          />
        </label>
      </form>
      {entries.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(entries.error, A.loadError)}
        </p>
      )}
      {entries.isPending ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">Cargando el registro…</p>
      ) : rows.length === 0 && !entries.isError ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">{A.empty}</p>
      ) : (
        <ul
          aria-label="Cambios registrados"
          className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
        >
          {rows.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {entries.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={entries.isFetchingNextPage}
            onClick={() => void entries.fetchNextPage()}
          >
            Ver cambios anteriores
          </Button>
        </div>
      )}
    </section>
  );
}
