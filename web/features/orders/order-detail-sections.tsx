import type { ReactNode } from 'react';
import { handoffText } from '../../../domain/live-orders';
import { MESSAGES } from '../../../domain/messages';
import type { OrderLineView, OrderView } from '../../../domain/order-views';
import { paymentMethodName } from '../../../domain/orders';
import { residentPaymentLabel } from '../../../domain/payment-state';
import { Money } from '../../ui/money';
import {
  finalQuantity,
  lineNote,
  replacedLineName,
  type MissingLine,
} from '../order-data/missing-items';
import { deliveryLine, formatOrderDate } from './order-summary';
import { formatPercent } from '../../../domain/percent';

const HEADING = 'text-base font-bold text-gray-900 dark:text-gray-50';

/**
 * The order's lines: name × quantity, unit price and line total; packages marked. `onReport`
 * adds "Reportar un problema" under each line (issue 25).
 */
export function OrderLines({
  order,
  onReport,
}: {
  order: OrderView;
  onReport?(line: OrderLineView): void;
}) {
  return (
    <section aria-labelledby="detalle-productos">
      <h3 id="detalle-productos" className={HEADING}>
        Productos
      </h3>
      <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
        {order.productos.map((line, index) => (
          <li key={`${line.tipo}-${line.codigo}-${index}`} className="flex gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p
                className={`font-medium break-words ${finalQuantity(line) <= 0 ? 'text-gray-600 line-through dark:text-gray-400' : 'text-gray-900 dark:text-gray-100'}`}
              >
                {line.nombre} × {finalQuantity(line) > 0 ? finalQuantity(line) : line.cantidad}
              </p>
              <MissingLineNote line={line} order={order} />
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {line.tipo === 'paquete' && (
                  <span className="mr-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                    Paquete
                  </span>
                )}
                <Money value={line.precio} /> c/u
              </p>
              {onReport && line.linea_id !== undefined && (
                <button
                  type="button"
                  onClick={() => onReport(line)}
                  className="mt-1 min-h-9 text-sm font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
                >
                  Reportar un problema<span className="sr-only"> con {line.nombre}</span>
                </button>
              )}
            </div>
            <p className="shrink-0 font-semibold text-gray-900 dark:text-gray-100">
              <span className="sr-only">Total de la línea: </span>
              <Money value={line.precio * Math.max(0, finalQuantity(line))} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where and to whom it was (or will be) delivered. */
export function OrderDelivery({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="detalle-entrega">
      <h3 id="detalle-entrega" className={HEADING}>
        Entrega
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        <Row label="Dirección">{deliveryLine(order)}</Row>
        <Row label="Se entrega">{handoffText(order)}</Row>
        {order.instrucciones_entrega && (
          <Row label="Instrucciones">{order.instrucciones_entrega}</Row>
        )}
        <Row label="Teléfono">{order.telefono_contacto}</Row>
      </dl>
    </section>
  );
}

/** Subtotal, the code and points discounts, shipping, total, payment method and dates. */
export function OrderPayment({ order }: { order: OrderView }) {
  const placed = formatOrderDate(order.fecha);
  const delivered = formatOrderDate(order.fecha_entrega);
  const promoLabel = order.codigo_promocional
    ? `Código ${order.codigo_promocional}${order.descuento_porcentaje > 0 ? ` (${formatPercent(order.descuento_porcentaje, 0)})` : ''}`
    : 'Descuento por código';
  const canjeLabel = order.codigo_canje
    ? `Canje de puntos ${order.codigo_canje}`
    : 'Canje de puntos';
  return (
    <section aria-labelledby="detalle-pago">
      <h3 id="detalle-pago" className={HEADING}>
        Pago
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        <Row label="Subtotal">
          <Money value={order.subtotal} />
        </Row>
        {(order.codigo_promocional || order.descuento_cupon > 0) && (
          <Row label={promoLabel}>
            <Money value={-order.descuento_cupon} />
          </Row>
        )}
        {(order.codigo_canje || order.descuento_canje > 0) && (
          <Row label={canjeLabel}>
            <Money value={-order.descuento_canje} />
          </Row>
        )}
        <Row label="Envío">
          {order.costo_envio === 0 ? 'Gratis' : <Money value={order.costo_envio} />}
        </Row>
        {order.ajuste_redondeo > 0 && (
          <Row label={MESSAGES.cashRounding.label}>
            <Money value={-order.ajuste_redondeo} />
          </Row>
        )}
        <Row label="Total" strong>
          <Money value={order.total} />
        </Row>
        <Row label="Método de pago">{paymentMethodName(order.payment_method)}</Row>
        <Row label="Estado del pago">{residentPaymentLabel(order)}</Row>
        {placed && <Row label="Fecha del pedido">{placed}</Row>}
        {delivered && <Row label="Entregado el">{delivered}</Row>}
      </dl>
    </section>
  );
}

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold dark:border-gray-800' : ''}`}
    >
      <dt className={strong ? '' : 'text-gray-700 dark:text-gray-300'}>{label}</dt>
      <dd className="text-right break-words text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/** What a missing product did to a line (issue 44): replaced, removed, or what it replaces. */
function MissingLineNote({ line, order }: { line: MissingLine; order: OrderView }) {
  const replaces = replacedLineName(line, order);
  const note = replaces ? `Reemplazo de ${replaces}` : lineNote(line, order);
  if (!note) return null;
  return <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">{note}</p>;
}
