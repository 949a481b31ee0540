import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { boardOrder, lateCountLabel, newOrdersLabel } from '../../../domain/admin-alerts';
import type { AdminOrderView } from '../../../domain/order-views';
import type { OrderStateFilter } from '../../../domain/orders';
import { DELIVERY_UNDO_TOAST_MS } from '../../../domain/delivery-revert';
import { useShopSettings } from '../../app/shop-settings';
import { useOnline } from '../../app/use-online';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { isArrival, useAdminAlerts } from '../admin-alerts/admin-alerts';
import { apiRequest, errorText } from '../admin/admin-api';
import { CancelDialog, type CancelReasonBody, type StateChangeAnswer } from './cancel-dialog';
import { GiftsOwed } from './gifts-owed';
import { OrderAdminDetail } from './order-admin-detail';
import { AdminOrderCases } from '../support-cases/admin-order-cases';
import { OrderCard } from './order-card';
import { BoardControls } from './board-controls';
import { PackingListScreen } from './packing-list';
import { ScheduledLane, waitsForSlot } from './scheduled-lane';
import { requestRevert, revertedText } from './revert-delivery';
import { backToReceivedText, requestStage } from './stage-undo';
import { useLinkedOrder } from './use-linked-order';
import { useOrderBoard } from './use-order-board';
import { useCan } from '../admin/use-can';

export const OFFLINE_NOTE =
  'Sin conexión: los cambios que hagas no se envían. Vuelve a intentarlo cuando regrese la conexión.';
const OFFLINE_REFUSED =
  'Sin conexión: el cambio no se envió. Inténtalo cuando regrese la conexión.';

/**
 * /admin/entregas: the live delivery board (payments-and-admin §2, issues 10 and 24), or with
 * `?alistar=12` that order's packing list (a page of its own, so it prints alone and a reload
 * stays on it).
 */
export function DeliveriesSection() {
  const [params] = useSearchParams();
  const packing = params.get('alistar');
  if (packing && /^\d{1,9}$/.test(packing)) return <PackingListScreen orderId={Number(packing)} />;
  return <DeliveryBoard />;
}

function DeliveryBoard() {
  const [estado, setEstado] = useState<OrderStateFilter>('pendiente');
  const [torre, setTorre] = useState<number | null>(null);
  const [auto, setAuto] = useState(true);
  // Manual: the list stays as it is; new orders wait behind "N pedidos nuevos · Mostrar".
  const [waiting, setWaiting] = useState(0);
  const [detail, setDetail] = useState<AdminOrderView | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrderView | null>(null);
  const { now, stream, late, markSeen, subscribe } = useAdminAlerts();
  const settings = useShopSettings();
  const online = useOnline();
  const { orders, counts, rows, refresh } = useOrderBoard(estado, torre, auto);
  const forgetLink = useLinkedOrder(setDetail);

  useEffect(
    () =>
      subscribe((event) => {
        if (auto) void refresh();
        else if (isArrival(event)) setWaiting((n) => n + 1);
      }),
    [subscribe, refresh, auto],
  );
  const show = () => {
    setWaiting(0);
    void refresh();
  };

  // Seen: on arrival, on a touch, and a moment after the tab comes back.
  useEffect(() => {
    markSeen();
    const seen = () => document.visibilityState === 'visible' && setTimeout(markSeen, 4000);
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [markSeen]);

  /** Offline, nothing is sent: the action is refused with why. */
  const whenOnline = (action: () => void) => () => {
    if (!navigator.onLine) toast.error(OFFLINE_REFUSED);
    else action();
  };

  async function changeState(
    order: AdminOrderView,
    next: 'entregado' | 'cancelado',
    reason?: CancelReasonBody,
  ) {
    const answer = await apiRequest<StateChangeAnswer>(
      'PUT',
      `/api/admin/pedidos/${order.id}/estado`,
      { estado: next, ...reason },
    );
    void refresh();
    return answer;
  }

  const mayCancel = useCan('cancelar');
  const mayHandleMoney = useCan('dinero');

  // One tap delivers; the toast offers "Deshacer" for a few seconds (issue 23).
  function deliver(order: AdminOrderView) {
    changeState(order, 'entregado')
      .then((answer) =>
        toast.show(
          `Pedido ${order.codigo} entregado${answer.puntos_acreditados > 0 ? ` · ${answer.puntos_acreditados} puntos acreditados` : ''}`,
          {
            variant: 'success',
            durationMs: DELIVERY_UNDO_TOAST_MS,
            // Undoing a delivery moves stock and points back: the roles that may cancel.
            ...(mayCancel
              ? { action: { label: 'Deshacer', onClick: () => undoDelivery(order) } }
              : {}),
          },
        ),
      )
      .catch((e: unknown) => toast.error(`Error: ${errorText(e, 'no se pudo cambiar el estado')}`));
  }

  function undoDelivery(order: AdminOrderView) {
    requestRevert(order.id)
      .then((answer) => {
        void refresh();
        toast.success(revertedText(order, answer));
      })
      .catch((e: unknown) =>
        toast.error(`Error: ${errorText(e, 'no se pudo deshacer la entrega')}`),
      );
  }

  // "En camino" has its undo too (issue 41): the toast's "Deshacer", the detail's button.
  function onTheWay(order: AdminOrderView) {
    requestStage(order.id, 'en_camino')
      .then(() => {
        void refresh();
        toast.show(`Pedido ${order.codigo} en camino`, {
          variant: 'success',
          durationMs: DELIVERY_UNDO_TOAST_MS,
          action: { label: 'Deshacer', onClick: () => backToReceived(order) },
        });
      })
      .catch((e: unknown) => toast.error(`Error: ${errorText(e, 'no se pudo cambiar la etapa')}`));
  }

  function backToReceived(order: AdminOrderView) {
    requestStage(order.id, 'recibido')
      .then(() => {
        void refresh();
        toast.success(backToReceivedText(order));
      })
      .catch((e: unknown) => toast.error(`Error: ${errorText(e, 'no se pudo deshacer')}`));
  }

  const updatedAt = Math.max(orders.dataUpdatedAt, counts.dataUpdatedAt);
  const seconds = updatedAt ? Math.max(0, Math.floor((now.getTime() - updatedAt) / 1000)) : null;
  // Issue 45: scheduled orders not yet due wait in "Programados". The server leaves them out of
  // 'pendiente' already; under "Todos" they come back and are left out here.
  const sorted = boardOrder(
    rows.filter((o) => !waitsForSlot(o)),
    now,
    settings.entrega,
  );

  return (
    <section aria-labelledby="admin-section-title" onPointerDown={markSeen}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-section-title" className="text-2xl font-bold">
          Gestión de entregas
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
          {!online ? (
            <span className="inline-flex items-center gap-1 font-semibold text-red-800 dark:text-red-300">
              <WifiOff aria-hidden="true" className="size-4" />
              Sin conexión
            </span>
          ) : stream === 'live' ? (
            'En vivo'
          ) : stream === 'connecting' ? (
            'Conectando…'
          ) : (
            'Sin conexión en vivo (se actualiza cada 15 s)'
          )}
          {late > 0 && (
            <span className="ml-2 font-semibold text-red-800 dark:text-red-300">
              {lateCountLabel(late)}
            </span>
          )}
        </p>
      </div>
      {!online && (
        <p
          role="alert"
          className="mt-2 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {OFFLINE_NOTE}
        </p>
      )}
      <BoardControls
        auto={auto}
        onMode={(value) => {
          setAuto(value);
          if (value) show();
        }}
        onRefresh={show}
        seconds={seconds}
        estado={estado}
        torre={torre}
        towers={settings.tienda.torres}
        counts={counts.data}
        onEstado={setEstado}
        onTorre={setTorre}
      />
      {!auto && waiting > 0 && (
        <Button className="mt-3" size="small" onClick={show}>
          {newOrdersLabel(waiting)} · Mostrar
        </Button>
      )}
      <GiftsOwed />
      {(estado === 'pendiente' || estado === 'todos') && (
        <ScheduledLane
          now={now}
          torre={torre}
          auto={auto}
          total={counts.data?.estados.programado}
          onDetail={setDetail}
        />
      )}
      {orders.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(orders.error, 'No pudimos cargar los pedidos.')}
        </p>
      )}
      {orders.isPending ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">Cargando pedidos…</p>
      ) : sorted.length === 0 ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          {rows.length > 0 || (estado === 'pendiente' && (counts.data?.estados.programado ?? 0) > 0)
            ? 'No hay más pedidos: los programados esperan su franja.'
            : 'No hay pedidos con estos filtros.'}
        </p>
      ) : (
        <div className="mt-4 grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
          {sorted.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              now={now}
              onDetail={() => setDetail(order)}
              onDeliver={whenOnline(() => deliver(order))}
              onCancel={mayCancel ? whenOnline(() => setCancelling(order)) : undefined}
              onOnTheWay={whenOnline(() => onTheWay(order))}
              onApprovalChanged={() => void refresh()}
            />
          ))}
        </div>
      )}
      {orders.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            {orders.isFetchingNextPage ? 'Cargando…' : 'Ver más pedidos'}
          </Button>
        </div>
      )}
      <OrderAdminDetail
        // The board's fresher read of the open order (a missing product's answer, issue 44).
        order={detail && (rows.find((r) => r.id === detail.id) ?? detail)}
        mayCancel={mayCancel}
        mayHandleMoney={mayHandleMoney}
        cases={detail && <AdminOrderCases orderId={detail.id} />}
        onOpenChange={(open) => {
          if (open) return;
          setDetail(null);
          forgetLink();
        }}
        onChanged={(pedido) => {
          setDetail(pedido);
          void refresh();
        }}
      />
      <CancelDialog
        order={cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        onConfirm={(order, reason) => changeState(order, 'cancelado', reason)}
      />
    </section>
  );
}
