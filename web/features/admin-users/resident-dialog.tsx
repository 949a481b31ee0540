import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatDateBogota } from '../../../domain/dates';
import { ORDER_STATE_LABELS, type OrderState } from '../../../domain/orders';
import {
  DATA_REQUEST_LABELS,
  DATA_REQUEST_STATE_LABELS,
} from '../../../domain/privacy/data-requests';
import type { ResidentDetailView } from '../../../domain/resident-views';
import { LedgerMovements } from '../points/ledger-movements';
import { roleLabel } from './role-change';
import { apiRequest, errorText } from '../admin/admin-api';
import { PointsAdjustForm } from './points-adjust-form';
import { Money } from '../../ui/money';

const LEVEL_NAMES = { BRONCE: 'Bronce', PLATA: 'Plata', ORO: 'Oro' } as const;
const CONSENT_NAMES = {
  privacy: 'Tratamiento de datos',
  marketing: 'Ofertas y novedades',
} as const;

/** One person's ficha (issue 24): who they are, orders, points with adjustments, consents, requests. */
export function ResidentDialog({ userId, onClose }: { userId: number; onClose(): void }) {
  const detail = useQuery({
    queryKey: ['admin', 'usuario', userId],
    queryFn: ({ signal }) =>
      apiRequest<ResidentDetailView>('GET', `/api/admin/usuarios/${userId}`, undefined, { signal }),
  });
  const d = detail.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-4 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold">
                {d?.usuario.nombre ?? 'Ficha'}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
                {d
                  ? `${d.usuario.direccion ?? 'Sin dirección'} · ${roleLabel(d.usuario.rol)}`
                  : 'Cargando la ficha…'}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {detail.isError && (
            <p role="alert" className="mt-3 text-red-800 dark:text-red-300">
              {errorText(detail.error, ADMIN_MESSAGES.residents.loadError)}
            </p>
          )}
          {d && (
            <div className="mt-3 space-y-5">
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-gray-700 dark:text-gray-300">Correo</dt>
                  <dd className="font-medium break-all">{d.usuario.email}</dd>
                </div>
                <div>
                  <dt className="text-gray-700 dark:text-gray-300">Teléfono</dt>
                  <dd className="font-medium">{d.usuario.telefono}</dd>
                </div>
                <div>
                  <dt className="text-gray-700 dark:text-gray-300">Puntos disponibles</dt>
                  <dd className="text-xl font-bold">{d.usuario.puntos_disponibles}</dd>
                </div>
                <div>
                  <dt className="text-gray-700 dark:text-gray-300">Nivel</dt>
                  <dd className="font-medium">
                    {LEVEL_NAMES[d.usuario.nivel]} ({d.usuario.puntos_totales} acumulados)
                  </dd>
                </div>
              </dl>
              <Purchases compras={d.compras} />
              <PointsAdjustForm userId={userId} balance={d.usuario.puntos_disponibles} />
              <LedgerMovements movements={d.movimientos} />
              <section aria-label="Pedidos">
                <h3 className="font-semibold">
                  Pedidos ({d.pedidos_total}
                  {d.pedidos_total > d.pedidos.length ? `, los últimos ${d.pedidos.length}` : ''})
                </h3>
                {d.pedidos.length === 0 ? (
                  <p className="text-sm text-gray-700 dark:text-gray-300">Aún no ha pedido.</p>
                ) : (
                  <ul className="mt-1 divide-y divide-gray-200 text-sm dark:divide-gray-700">
                    {d.pedidos.map((o) => (
                      <li key={o.id} className="flex justify-between gap-3 py-1.5">
                        <span>
                          <span className="font-semibold">{o.codigo}</span> ·{' '}
                          {formatDateBogota(new Date(o.fecha))} ·{' '}
                          {ORDER_STATE_LABELS[o.estado as OrderState] ?? o.estado}
                        </span>
                        <span className="shrink-0 tabular-nums">
                          <Money value={o.total} /> · {o.pago}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-label="Consentimientos">
                <h3 className="font-semibold">Consentimientos</h3>
                <ul className="mt-1 text-sm">
                  {d.consentimientos.map((c) => (
                    <li key={c.tipo}>
                      {CONSENT_NAMES[c.tipo]}: {c.aceptado ? 'aceptado' : 'no aceptado'} el{' '}
                      {formatDateBogota(new Date(c.fecha))} (versión {c.version})
                    </li>
                  ))}
                  {d.consentimientos.length === 0 && <li>Sin registro.</li>}
                </ul>
              </section>
              <section aria-label="Solicitudes de datos">
                <h3 className="font-semibold">Solicitudes de datos</h3>
                <ul className="mt-1 text-sm">
                  {d.solicitudes.map((r) => (
                    <li key={r.id}>
                      {DATA_REQUEST_LABELS[r.tipo as keyof typeof DATA_REQUEST_LABELS] ?? r.tipo} ·{' '}
                      {DATA_REQUEST_STATE_LABELS[
                        r.estado as keyof typeof DATA_REQUEST_STATE_LABELS
                      ] ?? r.estado}{' '}
                      · {formatDateBogota(new Date(r.fecha))}
                    </li>
                  ))}
                  {d.solicitudes.length === 0 && <li>Ninguna.</li>}
                </ul>
              </section>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the person bought (issue 41), computed by the server without cancelled or test orders. */
function Purchases({ compras }: { compras: ResidentDetailView['compras'] }) {
  const last = compras.ultimo_pedido;
  return (
    <section aria-label="Compras">
      <h3 className="font-semibold">Compras</h3>
      <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Total gastado</dt>
          <dd className="text-xl font-bold tabular-nums">
            <Money value={compras.total_gastado} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Ticket promedio</dt>
          <dd className="font-medium tabular-nums">
            <Money value={compras.ticket_promedio} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Pedidos que cuentan</dt>
          <dd className="font-medium">{compras.pedidos}</dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Último pedido</dt>
          <dd className="font-medium">
            {last ? `${last.codigo} · ${formatDateBogota(new Date(last.fecha))}` : 'Ninguno'}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
        Sin pedidos cancelados ni de prueba.
      </p>
    </section>
  );
}
