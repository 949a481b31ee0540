import { caseNews, myCasesQuery } from '../support-cases/support-api';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import type { OrderHistoryPage } from '../../../domain/order-history';
import type { OrderView } from '../../../domain/order-views';
import type { OrderStateFilter } from '../../../domain/orders';
import { APP_MESSAGES } from '../../../domain/app-messages';
import { ApiError } from '../../app/api-client';
import { OfflineNotice } from '../../app/offline-notice';
import { useHistoryAccess } from '../../app/session-history';
import { useOnline } from '../../app/use-online';
import { Button, buttonClasses } from '../../ui/button';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OrderList } from './order-card';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFilters } from './order-filters';
import { OrderStatsCards } from './order-stats';
import {
  countByFilter,
  FILTER_LABELS,
  filterOrders,
  orderStats,
  resultCountLabel,
} from './order-summary';
import {
  historyErrorMessage,
  isConnectionError,
  orderQuery,
  ordersQuery,
  showMoreOrders,
} from '../order-data/orders-api';
import { savedOrders } from '../order-data/saved-orders';
import { useReorder } from './use-reorder';
import {
  hasPending,
  useOrderPush,
  usePointsAfterCancellation,
  usePollWhileDown,
} from '../live-orders/use-live-orders';

/** /historial (customer spec §2): the signed-in customer's orders; signed out, back to /. */
export function OrderHistoryScreen() {
  useDocumentTitle('Mis pedidos');
  const signedIn = useHistoryAccess();
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
        className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-10 focus:outline-none"
      >
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <ReceiptText
            aria-hidden="true"
            className="size-6 text-emerald-800 dark:text-emerald-300"
          />
          Mis pedidos
        </h1>
        {signedIn && <OrderHistory />}
      </main>
    </div>
  );
}

function OrderHistory() {
  const orders = useQuery(ordersQuery);
  // Live (issue 13) while an order is pending, listed or older: pushed changes patch the list;
  // without the stream it is read every 15 s.
  // A support case still open keeps it live too (issue 40): the shop's answer arrives here.
  const cases = useQuery({ ...myCasesQuery, enabled: !!orders.data });
  const live =
    hasPending(orders.data?.pedidos) ||
    (orders.data?.anteriores.pendientes ?? 0) > 0 ||
    caseNews(cases.data).open;
  const stream = useOrderPush(live);
  usePollWhileDown(live && stream === 'down');
  usePointsAfterCancellation(orders.data?.pedidos);
  const online = useOnline();
  useReadAgainWhenOnline(online);
  // Offline with nothing read in this visit, the last history loaded on this device (issue 22).
  const connectionLost = orders.isError && isConnectionError(orders.error);
  const saved = useMemo(() => (connectionLost ? savedOrders() : null), [connectionLost]);
  const shown = orders.data ?? saved;
  // A failed background refresh keeps showing the orders already read.
  if (shown)
    return (
      <>
        {(!online || connectionLost) && (
          <div className="mt-4 overflow-hidden rounded-2xl">
            <OfflineNotice>
              <p>{APP_MESSAGES.offlineHistory}</p>
            </OfflineNotice>
          </div>
        )}
        <HistoryBody history={shown} />
      </>
    );
  if (orders.isError)
    return (
      <div
        role="alert"
        className="mt-6 space-y-3 rounded-2xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        <p className="font-semibold">{historyErrorMessage(orders.error)}</p>
        <Button
          variant="secondary"
          onClick={() => void orders.refetch()}
          disabled={orders.isFetching}
        >
          Reintentar
        </Button>
      </div>
    );
  return <HistorySkeleton />;
}

/** When the connection comes back, the history is read again by itself (no "Reintentar" tap). */
function useReadAgainWhenOnline(online: boolean): void {
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current)
      void queryClient.invalidateQueries(
        { queryKey: ordersQuery.queryKey },
        { cancelRefetch: false },
      );
    wasOnline.current = online;
  }, [online, queryClient]);
}

function HistoryBody({ history }: { history: OrderHistoryPage }) {
  const { pedidos: orders, anteriores } = history;
  const [filter, setFilter] = useState<OrderStateFilter>('todos');
  // The open order lives in the URL (`?pedido=ID`): a notification's tap (Web Push, issue 24)
  // opens it, and a reload keeps it open.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('pedido')) || null;
  const setSelectedId = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('pedido');
        else next.set('pedido', String(id));
        return next;
      },
      { replace: true },
    );
  const { busy, reorder } = useReorder();
  const stats = useMemo(() => orderStats(orders, anteriores), [orders, anteriores]);
  const counts = useMemo(() => countByFilter(orders, anteriores), [orders, anteriores]);
  const visible = useMemo(() => filterOrders(orders, filter), [orders, filter]);
  const selected = useSelectedOrder(orders, selectedId, () => setSelectedId(null));

  return (
    <div className="mt-4 space-y-6">
      <section aria-labelledby="resumen-pedidos">
        <h2 id="resumen-pedidos" className="sr-only">
          Resumen
        </h2>
        <OrderStatsCards stats={stats} />
      </section>
      {counts.todos === 0 ? (
        <div className="space-y-4 rounded-2xl bg-gray-50 p-6 text-center dark:bg-gray-900">
          <p className="text-gray-800 dark:text-gray-200">
            Aún no tienes pedidos. Cuando hagas uno, aquí verás su estado y su detalle.
          </p>
          <Link to="/app" className={buttonClasses()}>
            Ir a la tienda
          </Link>
        </div>
      ) : (
        <section aria-labelledby="lista-pedidos" className="space-y-3">
          <h2 id="lista-pedidos" className="text-lg font-bold">
            Tus pedidos
          </h2>
          <OrderFilters value={filter} counts={counts} onChange={setFilter} />
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {resultCountLabel(counts[filter], filter)}
            {visible.length < counts[filter] && ` · mostrando ${visible.length}`}
          </p>
          {counts[filter] === 0 ? (
            <div className="space-y-3 rounded-2xl bg-gray-50 p-6 text-center dark:bg-gray-900">
              <p className="text-gray-800 dark:text-gray-200">
                No tienes pedidos en estado «{FILTER_LABELS[filter].toLowerCase()}».
              </p>
              <Button variant="secondary" onClick={() => setFilter('todos')}>
                Ver todos los pedidos
              </Button>
            </div>
          ) : visible.length === 0 ? (
            <p className="rounded-2xl bg-gray-50 p-6 text-center text-gray-800 dark:bg-gray-900 dark:text-gray-200">
              Están entre tus pedidos anteriores: toca «Ver más pedidos».
            </p>
          ) : (
            <OrderList orders={visible} onOpen={setSelectedId} />
          )}
          {anteriores.pedidos > 0 && <ShowMoreOrders />}
        </section>
      )}
      <OrderDetailDialog
        order={selected}
        onOpenChange={(open) => !open && setSelectedId(null)}
        onReorder={(order) => void reorder(order)}
        reordering={busy}
      />
    </div>
  );
}

/**
 * The order named by `?pedido=ID`: from the loaded page, or read by itself when it is older (a
 * notification about an order beyond the first page). One that is not the resident's, or no
 * longer exists, says so and closes; offline it just stays closed.
 */
function useSelectedOrder(orders: OrderView[], id: number | null, close: () => void) {
  const listed = id === null ? null : (orders.find((o) => o.id === id) ?? null);
  const older = useQuery({ ...orderQuery(id ?? 0), enabled: id !== null && listed === null });
  const missing = older.isError && older.error instanceof ApiError && older.error.status === 404;
  const sayMissing = useEffectEvent((message: string) => {
    toast.error(message || MESSAGES.orders.notFound);
    close();
  });
  useEffect(() => {
    if (missing) sayMissing(older.error.message);
  }, [missing, older.error]);
  if (id === null) return null;
  return listed ?? (older.data?.id === id ? older.data : null);
}

/** Reads one page more of the older orders; the list keeps its place (new cards come below). */
function ShowMoreOrders() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={busy || !online}
      onClick={() => {
        setBusy(true);
        void showMoreOrders(queryClient).finally(() => setBusy(false));
      }}
    >
      {busy ? 'Cargando pedidos…' : 'Ver más pedidos'}
    </Button>
  );
}

function HistorySkeleton() {
  return (
    <div aria-busy="true" className="mt-4 space-y-3">
      <p role="status" className="sr-only">
        Cargando tus pedidos…
      </p>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-20 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" />
      ))}
    </div>
  );
}
