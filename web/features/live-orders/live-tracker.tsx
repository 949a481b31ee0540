import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Bike, Check, PackageCheck, X } from 'lucide-react';
import { formatTimeBogota } from '../../../domain/dates';
import { expectedArrival, trackerClock } from '../../../domain/live-orders';
import { cancellationSentence } from '../../../domain/cancel-reasons';
import { MESSAGES } from '../../../domain/messages';
import { refundSentence } from '../../../domain/refunds';
import { APPROVAL_MESSAGES, isAwaitingApproval } from '../../../domain/order-approval';
import type { OrderView } from '../../../domain/order-views';
import { useShopSettings } from '../../app/shop-settings';
import { trackedOrders } from './live-orders-cache';
import { hasPending, useLiveOrders } from './use-live-orders';
import { FOLD_FROM, TrackerBar } from './tracker-bar';
import { OrderCode } from '../../ui/order-code';
import { PriorityMark } from '../order-data/priority-mark';
import { ScheduledMark } from '../order-data/scheduled-mark';
import { CancelOwnOrder } from './cancel-own-order';
import { ChangeSlot } from './change-slot';
import { openQuestion } from '../order-data/missing-items';
import { hostQuestionSheet } from './missing-live';
import { TrackerMissing } from './tracker-missing';

// Loaded when a question comes (issue 44): most orders never have a missing product.
const MissingQuestionSheet = lazy(() =>
  import('./missing-question-sheet').then((m) => ({ default: m.MissingQuestionSheet })),
);

const STEPS = ['Recibido', 'En camino', 'Entregado'] as const;

function useNow(everyMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function stateLabel(order: OrderView): string {
  if (order.estado === 'entregado') return 'Entregado';
  if (order.estado === 'cancelado') return 'Cancelado';
  if (isAwaitingApproval(order)) return APPROVAL_MESSAGES.waiting;
  return order.etapa === 'en_camino' ? 'En camino' : 'Recibido';
}

function stepIndex(order: OrderView): number {
  if (order.estado === 'entregado') return 2;
  return order.etapa === 'en_camino' ? 1 : 0;
}

/**
 * The store's compact live tracker (issue 13): each of the resident's orders on its way, as it
 * moves, pushed by the server — code, state, minutes since it was placed and the expected arrival
 * counting down. One card per active order (issue 22: a second order never hides the first).
 * Loaded after the store's first paint. `followNew` keeps the stream open with no pending order.
 */
export function LiveTracker({ followNew = false }: { followNew?: boolean }) {
  const [watched, setWatched] = useState<ReadonlySet<number>>(() => new Set());
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  // followNew: a payment waits (issue 22), so the stream stays open for the order it becomes.
  const { orders } = useLiveOrders((list) => followNew || hasPending(list));
  const tracked = trackedOrders(orders, watched, dismissed);
  const unseen = tracked.filter((o) => o.estado === 'pendiente' && !watched.has(o.id));
  // Remember them while rendering (React's "adjust state on change" pattern), so once delivered
  // each stays on screen with its outcome.
  if (unseen.length > 0) {
    const next = new Set(watched);
    for (const o of unseen) next.add(o.id);
    setWatched(next);
  }
  const now = useNow();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // A question about a missing product opens its sheet once (issue 44); "Responder" opens it again.
  const [answering, setAnswering] = useState<number | null>(null);
  useEffect(() => hostQuestionSheet(), []);
  const [asked, setAsked] = useState<ReadonlySet<number>>(() => new Set());
  const fresh = orders
    ?.map((o) => [o, openQuestion(o)] as const)
    .find(([, q]) => q && !asked.has(q.id));
  if (fresh) {
    setAsked(new Set(asked).add(fresh[1]!.id));
    setAnswering(fresh[0].id);
  }
  const sheetOrder = orders?.find((o) => o.id === answering) ?? null;
  const sheet = sheetOrder && (
    <Suspense fallback={null}>
      <MissingQuestionSheet order={sheetOrder} onClose={() => setAnswering(null)} />
    </Suspense>
  );
  if (tracked.length === 0) return sheet;
  // Several orders at once (issue 40): one bar that opens, so the store keeps the first screen.
  const folded = tracked.length >= FOLD_FROM;
  return (
    <div className="mt-4 space-y-3">
      {folded && (
        <TrackerBar
          orders={tracked}
          expanded={expanded}
          onToggle={() => setExpanded((e) => !e)}
          controls={listId}
        />
      )}
      <div id={listId} hidden={folded && !expanded} className="space-y-3">
        {(!folded || expanded) &&
          tracked.map((order) => (
            <TrackerCard
              key={order.id}
              order={order}
              now={now}
              onDismiss={() => setDismissed((d) => new Set(d).add(order.id))}
              onAnswer={() => setAnswering(order.id)}
            />
          ))}
      </div>
      {sheet}
    </div>
  );
}

export function TrackerCard({
  order,
  now,
  onDismiss,
  onAnswer,
}: {
  order: OrderView;
  now: Date;
  onDismiss(): void;
  onAnswer?(): void;
}) {
  // The shop's current promise (Ajustes, issue 26), as the server's lateness rules read it.
  const { entrega } = useShopSettings();
  const created = new Date(order.fecha);
  const clock = trackerClock(created, now, entrega);
  const pending = order.estado === 'pendiente';
  const cancelled = order.estado === 'cancelado';
  const label = stateLabel(order);
  const step = stepIndex(order);
  const Icon = order.estado === 'entregado' ? PackageCheck : Bike;
  const titleId = `tracker-title-${order.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-emerald-700/40 bg-emerald-50 p-4 dark:border-emerald-400/40 dark:bg-emerald-950"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="flex flex-wrap items-center gap-x-2 text-lg font-bold">
          <Icon aria-hidden="true" className="size-5 text-emerald-800 dark:text-emerald-300" />
          <span className="wrap-normal">Tu pedido</span> <OrderCode code={order.codigo} />
        </h2>
        {!pending && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={`Ocultar el seguimiento del pedido ${order.codigo}`}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-emerald-100 dark:hover:bg-emerald-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      {/* Issue 40: the "Domicilio prioritario" the order took, as the history card shows it. */}
      {order.prioritario && pending && (
        <p className="mt-1">
          <PriorityMark />
        </p>
      )}
      <p role="status" className="mt-1 font-semibold text-emerald-900 dark:text-emerald-100">
        <span data-testid="tracker-state">{label}</span>
        {cancelled && order.aprobacion === 'rechazado' && (
          <span className="block font-normal">{APPROVAL_MESSAGES.rejected}</span>
        )}
        {cancelled && order.cancelacion && (
          <span className="block font-normal">{cancellationSentence(order.cancelacion)}</span>
        )}
        {cancelled && refundSentence(order) && (
          <span className="mt-1 block rounded-lg bg-amber-100 px-2 py-1 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {refundSentence(order)}
          </span>
        )}
        {order.puntos_compensacion > 0 && (
          <span className="mt-1 block rounded-lg bg-amber-100 px-2 py-1 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {MESSAGES.liveOrders.lateCompensation(order.puntos_compensacion)}
          </span>
        )}
      </p>
      {!cancelled && (
        <ol
          aria-label="Progreso del pedido"
          // Side by side while the three names fit (5rem grows with the text), stacked at 200 %.
          className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-1 text-xs font-medium"
        >
          {STEPS.map((name, i) => (
            <li
              key={name}
              aria-current={i === step ? 'step' : undefined}
              className={`flex flex-col gap-1 ${i <= step ? 'text-emerald-900 dark:text-emerald-100' : 'text-gray-700 dark:text-gray-300'}`}
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${i <= step ? 'bg-emerald-700 dark:bg-emerald-400' : 'bg-gray-300 dark:bg-gray-700'}`}
              />
              <span className="flex items-center gap-0.5">
                {i < step && <Check aria-hidden="true" className="size-3" />}
                {name}
              </span>
            </li>
          ))}
        </ol>
      )}
      {/* Issue 45: a scheduled order arrives in its slot, which it may change until preparation. */}
      {pending && order.entrega_programada && (
        <div className="mt-2 grid gap-2">
          <ScheduledMark order={order} now={now} />
          <ChangeSlot order={order} now={now} />
          {!order.programado_activo && <CancelOwnOrder order={order} />}
        </div>
      )}
      {pending && !order.entrega_programada && !isAwaitingApproval(order) && (
        <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">
          Lo pediste hace {clock.minutesSince} min ·{' '}
          {clock.overdue ? (
            <strong>Va {MESSAGES.liveOrders.slightlyLate}</strong>
          ) : (
            <>
              Llega en unos <strong>{clock.minutesLeft} min</strong> (
              {formatTimeBogota(expectedArrival(created, entrega))})
            </>
          )}
        </p>
      )}
      <TrackerMissing order={order} onAnswer={onAnswer} />
      <Link
        to="/historial"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
      >
        Ver mis pedidos
      </Link>
    </section>
  );
}
