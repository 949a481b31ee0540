import {
  AlertTriangle,
  Bike,
  ClipboardList,
  DoorOpen,
  Gift,
  MessageCircle,
  Phone,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { countdownLabel } from '../../../domain/admin-alerts';
import { moneyFact, ROUNDING_PREFIX } from '../../../domain/delivery-facts';
import { GIFT_MESSAGES } from '../../../domain/gifts';
import { handoffText } from '../../../domain/live-orders';
import { APPROVAL_MESSAGES, isAwaitingApproval } from '../../../domain/order-approval';
import type { AdminOrderView } from '../../../domain/order-views';
import { ageLabel } from '../../../domain/dates';
import { adminPaymentLabel } from '../../../domain/payment-state';
import { useShopSettings } from '../../app/shop-settings';
import { Button, buttonClasses } from '../../ui/button';
import { boardStateLabel, isLate, isOnline, whatsappTo } from './order-facts';
import { finalQuantity } from '../order-data/missing-items';
import { MissingNote, WaitingForResident } from './missing-state';
import { PackageContentsList } from './package-contents';
import { packingUrl } from './packing-list';
import { TestPaymentBadge } from './test-payment-badge';
import { ApprovalActions, AwaitingApprovalBadge } from './approval-actions';
import { Money } from '../../ui/money';
import { ScheduledMark } from '../order-data/scheduled-mark';

const STATE_CLASSES = {
  pendiente: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  en_camino: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  entregado: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  cancelado: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
} as const;

/** One order on the delivery board (payments-and-admin §2): everything needed at the door. */
export function OrderCard({
  order,
  now,
  onDetail,
  onDeliver,
  onCancel,
  onOnTheWay,
  onApprovalChanged = () => {},
}: {
  order: AdminOrderView;
  now: Date;
  onDetail(): void;
  onDeliver(): void;
  /** Absent for a role that may not cancel (issue 39): no button the server would refuse. */
  onCancel?(): void;
  onOnTheWay(): void;
  /** The owner approved or rejected a held order (issue 46): read the board again. */
  onApprovalChanged?(): void;
}) {
  const { entrega } = useShopSettings();
  const late = isLate(order, now, entrega);
  const online = isOnline(order);
  const pending = order.estado === 'pendiente';
  const state = boardStateLabel(order);
  const held = isAwaitingApproval(order);
  const money = moneyFact(order);
  const gifts = order.obsequios ?? [];
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm dark:bg-gray-900 ${
        late
          ? 'border-red-600 ring-2 ring-red-600/40 dark:border-red-400'
          : 'border-gray-200 dark:border-gray-700'
      }`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`order-${order.id}`} className="flex items-center gap-2 text-lg font-bold">
          {order.codigo}
          {order.prioritario && pending && (
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-sm font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
              <Zap aria-hidden="true" className="size-4" />
              Prioritario
            </span>
          )}
          {order.prueba && <TestPaymentBadge />}
          {held && <AwaitingApprovalBadge />}
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATE_CLASSES[state.key]}`}
        >
          {state.label}
        </span>
      </header>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <time dateTime={order.fecha}>{ageLabel(new Date(order.fecha), now)}</time>
        {pending && (
          <span
            className={`inline-flex items-center gap-1 font-semibold ${late ? 'text-red-800 dark:text-red-300' : 'text-gray-900 dark:text-gray-100'}`}
          >
            {late && <AlertTriangle aria-hidden="true" className="size-4" />}
            {countdownLabel(order.fecha, now, entrega, order.entrega_programada?.fin ?? null)}
          </span>
        )}
        {order.reembolso_pendiente && (
          <span className="rounded bg-red-100 px-1.5 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
            Reembolso pendiente
          </span>
        )}
      </p>
      {/* Issue 45: a scheduled order in the pending lane is due in its slot. */}
      <ScheduledMark order={order} now={now} />
      {held && (
        <p className="mt-2 text-sm font-semibold text-amber-950 dark:text-amber-100">
          {APPROVAL_MESSAGES.boardHint}
        </p>
      )}
      <p className="mt-2 font-semibold">{order.usuario.nombre}</p>
      <p className="text-gray-800 dark:text-gray-200">
        Torre {order.torre_entrega} · Piso {order.piso_entrega} · Apto {order.apartamento_entrega}
      </p>
      {order.entrega_modo === 'porteria' && (
        <p className="mt-1 inline-flex items-center gap-1 rounded bg-sky-100 px-1.5 text-sm font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <DoorOpen aria-hidden="true" className="size-4" />
          {handoffText(order)}
        </p>
      )}
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <a
          className="inline-flex min-h-9 items-center gap-1 font-medium text-emerald-800 underline dark:text-emerald-300"
          href={`tel:${order.telefono_contacto}`}
        >
          <Phone aria-hidden="true" className="size-4" />
          {order.telefono_contacto}
        </a>
        <a
          className="inline-flex min-h-9 items-center gap-1 font-medium text-emerald-800 underline dark:text-emerald-300"
          href={whatsappTo(order.telefono_contacto)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp<span className="sr-only"> de {order.usuario.nombre}</span>
        </a>
      </p>
      {order.instrucciones_entrega && (
        <p className="mt-1 text-sm text-gray-800 italic dark:text-gray-200">
          “{order.instrucciones_entrega}”
        </p>
      )}
      <ul className="mt-2 space-y-0.5 text-sm">
        {order.productos.map((line) => (
          <li key={line.linea_id ?? `${line.codigo}-${line.nombre}`}>
            <span className={finalQuantity(line) <= 0 ? 'line-through' : ''}>
              <span className="font-semibold">
                {finalQuantity(line) > 0 ? finalQuantity(line) : line.cantidad} ×
              </span>{' '}
              {line.nombre}
            </span>
            <MissingNote line={line} order={order} />
            <PackageContentsList line={line} />
          </li>
        ))}
      </ul>
      <WaitingForResident order={order} />
      {gifts.length > 0 && (
        <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-violet-100 px-2 py-1 text-sm font-semibold text-violet-950 dark:bg-violet-950 dark:text-violet-50">
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {pending ? GIFT_MESSAGES.onOrder : GIFT_MESSAGES.given}:{' '}
            {gifts.map((g) => g.nombre).join(', ')}
          </span>
        </p>
      )}
      <div className="mt-3 rounded-xl bg-gray-50 p-3 text-sm dark:bg-gray-800">
        {order.descuento_monto > 0 && (
          <p>
            Descuentos: <Money value={-order.descuento_monto} />
          </p>
        )}
        {online ? (
          <p className="font-semibold">
            {adminPaymentLabel(order)} · <Money value={order.total} />
          </p>
        ) : (
          <>
            <p className="text-base font-bold">
              {money.etiqueta}
              {money.monto !== null && (
                <>
                  : <Money value={money.monto} />
                </>
              )}
            </p>
            {/* The rounding in words (issue 41): "Ajuste al peso" told the courier nothing. */}
            {money.desde !== null && (
              <p>
                {ROUNDING_PREFIX} <Money value={money.desde} />
              </p>
            )}
          </>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="ghost" size="small" onClick={onDetail}>
          Ver detalle<span className="sr-only"> de {order.codigo}</span>
        </Button>
        {/* Only what is still to go out is packed (issue 41: a cancelled order offered it). */}
        {pending && (
          <Link className={buttonClasses('ghost', 'small')} to={packingUrl(order.id)}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Alistar<span className="sr-only"> {order.codigo}</span>
          </Link>
        )}
        {/* Approving needs the permission that cancels ('cancelar'), as rejecting cancels. */}
        {held && onCancel && <ApprovalActions order={order} onChanged={onApprovalChanged} />}
        {pending && !held && (
          <>
            {order.etapa === 'recibido' && (
              <Button variant="secondary" size="small" onClick={onOnTheWay}>
                <Bike aria-hidden="true" className="size-4" />
                En camino<span className="sr-only"> {order.codigo}</span>
              </Button>
            )}
            <Button size="small" onClick={onDeliver}>
              Marcar entregado<span className="sr-only"> {order.codigo}</span>
            </Button>
            {onCancel && (
              <Button variant="danger" size="small" onClick={onCancel}>
                Cancelar<span className="sr-only"> {order.codigo}</span>
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
