import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUserRow } from '../../../domain/admin-views';
import { formatDateBogota } from '../../../domain/dates';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { errorText, getPage, queryString } from '../admin/admin-api';
import { AccessReset } from './access-reset';
import { ResidentDialog } from './resident-dialog';
import { RoleChange, roleLabel } from './role-change';

/** /admin/usuarios: search, list and role changes (issue 39: four roles; the last administrator stays). */
export function UsersSection() {
  useDocumentTitle('Usuarios · Administración');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  // The open ficha lives in the URL (?usuario=12): a reload or the back button keep it right.
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('usuario')) || null;
  const openFicha = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('usuario', String(id));
    else next.delete('usuario');
    setParams(next, { replace: id === null });
  };
  const users = useInfiniteQuery({
    queryKey: ['admin', 'usuarios', q],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getPage<AdminUserRow>(`/admin/users${queryString({ q, cursor: pageParam })}`, signal),
    getNextPageParam: (last) => last.next,
  });
  const rows = users.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Usuarios
      </h2>
      <label className="mt-3 block max-w-md">
        <span className="text-sm font-semibold">Buscar por nombre, correo o cédula</span>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 dark:border-gray-500 dark:bg-gray-900"
        />
      </label>
      {users.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(users.error, 'No pudimos cargar los usuarios.')}
        </p>
      )}
      {users.isPending ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">Cargando usuarios…</p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">No hay usuarios con esa búsqueda.</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
          {rows.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {u.nombre}{' '}
                  <span className="text-sm font-normal text-gray-700 dark:text-gray-300">
                    #{u.id}
                  </span>
                </p>
                <p className="text-sm break-all text-gray-800 dark:text-gray-200">{u.email}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {roleLabel(u.rol)} · desde{' '}
                  {formatDateBogota(new Date(u.fecha_registro))} · {u.pedidos}{' '}
                  {u.pedidos === 1 ? 'pedido' : 'pedidos'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="small" onClick={() => openFicha(u.id)}>
                  Ver ficha<span className="sr-only"> de {u.nombre}</span>
                </Button>
                <RoleChange user={u} />
                <AccessReset user={u} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          >
            Ver más usuarios
          </Button>
        </div>
      )}
      {openId !== null && <ResidentDialog userId={openId} onClose={() => openFicha(null)} />}
    </section>
  );
}
