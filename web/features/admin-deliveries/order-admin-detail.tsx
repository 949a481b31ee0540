import * as Dialog from '@radix-ui/react-dialog';
import { handoffText, ORDER_STAGE_LABELS } from '../../../domain/live-orders';
import { ClipboardList, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrderView } from '../../../domain/order-views';
import { formatDateTimeBogota } from '../../../domain/dates';
import { formatCOP } from '../../../domain/money';
import { ORDER_STATE_LABELS, paymentMethodName } from '../../../domain/orders';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import { adminPaymentLabel } from '../../../domain/payment-state';
import { dayLabel, refundDestination } from '../../../domain/refunds';
import { buttonClasses } from '../../ui/button';
import { finalQuantity, type MissingLine } from '../order-data/missing-items';
import { MissingItemSheet } from './missing-item-sheet';
import { MissingNote, WaitingForResident } from './missing-state';
import { PackageContentsList } from './package-contents';
import { MissingButton } from './packing-missing';
import { packingUrl } from './packing-list';
import { RefundDoneForm } from './refund-done-form';
import { RevertDelivery } from './revert-delivery';
import { StageUndo } from './stage-undo';
import { TestPaymentBadge } from './test-payment-badge';
import { Money } from '../../ui/money';

/** The refund's row for the administrator (DESIGN §9). */
function refundText(order: AdminOrderView): string | null {
  const r = order.reembolso;
  if (!r) return null;
  const to = refundDestination(order.metodo_pago) ?? 'su medio de pago';
  if (r.estado === 'anulado') return 'Cobro anulado en la pasarela: no hay nada que devolver';
  if (r.estado === 'pendiente')
    return `Pendiente: devolver ${formatCOP(r.monto)} a ${to.replace(/^tu /, 'su ')} (3 a 5 días hábiles)`;
  return `Realizado el ${r.fecha ? dayLabel(r.fecha) : '—'} · referencia ${r.referencia ?? '—'}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="shrink-0 text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** Everything about one order (the board's detail modal). */
export function OrderAdminDetail({
  order,
  onOpenChange,
  onChanged,
  cases,
  mayCancel = true,
  mayHandleMoney = true,
}: {
  /** Undoing a delivery and recording a refund are offered only to roles that may (issue 39). */
  mayCancel?: boolean;
  mayHandleMoney?: boolean;
  order: AdminOrderView | null;
  /** The order's support cases (issue 25), given by the board, which holds the server state. */
  cases?: ReactNode;
  onOpenChange(open: boolean): void;
  /** The order as the server answered after a change made here (refund marked, delivery reverted). */
  onChanged?(pedido: AdminOrderView): void;
}) {
  const [missing, setMissing] = useState<MissingLine | null>(null);
  return (
    <Dialog.Root open={order !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-4 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          {order && (
            <>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <Dialog.Title className="text-lg font-bold">Pedido {order.codigo}</Dialog.Title>
                  <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
                    {ORDER_STATE_LABELS[order.estado]} ·{' '}
                    {formatDateTimeBogota(new Date(order.fecha))}
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  aria-label="Cerrar detalle del pedido"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <dl className="mt-3 divide-y divide-gray-200 text-sm dark:divide-gray-700">
                {order.prioritario && <Row label="Prioridad">Domicilio prioritario</Row>}
                <Row label="Cliente">{order.usuario.nombre}</Row>
                <Row label="Correo">{order.usuario.email}</Row>
                <Row label="Entrega">
                  Torre {order.torre_entrega}, piso {order.piso_entrega}, apto{' '}
                  {order.apartamento_entrega}
                </Row>
                <Row label="Se entrega">{handoffText(order)}</Row>
                {order.estado === 'pendiente' && (
                  <Row label="Etapa">{ORDER_STAGE_LABELS[order.etapa]}</Row>
                )}
                <Row label="Teléfono">{order.telefono_contacto}</Row>
                {order.instrucciones_entrega && (
                  <Row label="Instrucciones">{order.instrucciones_entrega}</Row>
                )}
                {order.fecha_entrega && (
                  <Row label="Entregado">{formatDateTimeBogota(new Date(order.fecha_entrega))}</Row>
                )}
                {order.puntos_compensacion > 0 && (
                  <Row label="Compensación">
                    {order.puntos_compensacion} puntos por entrega tardía
                  </Row>
                )}
                <Row label="Método de pago">{paymentMethodName(order.payment_method)}</Row>
                <Row label="Pago">
                  {adminPaymentLabel(order)}
                  {order.prueba && (
                    <span className="mt-1 flex flex-wrap items-center justify-end gap-2">
                      <TestPaymentBadge />
                      {PAYMENT_MODE_MESSAGES.testBadgeTitle}
                    </span>
                  )}
                </Row>
                {order.payment_reference && <Row label="Referencia">{order.payment_reference}</Row>}
              </dl>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">Productos</h3>
                <Link className={buttonClasses('secondary', 'small')} to={packingUrl(order.id)}>
                  <ClipboardList aria-hidden="true" className="size-4" />
                  Lista de alistamiento
                </Link>
              </div>
              <WaitingForResident order={order} />
              <ul className="mt-1 divide-y divide-gray-200 text-sm dark:divide-gray-700">
                {order.productos.map((line) => {
                  const left = finalQuantity(line);
                  return (
                    <li key={line.linea_id ?? `${line.codigo}-${line.nombre}`} className="py-1">
                      <div className="flex items-center justify-between gap-2">
                        <span
                          className={
                            left <= 0 ? 'text-gray-600 line-through dark:text-gray-400' : ''
                          }
                        >
                          {left < line.cantidad && left > 0
                            ? `${left} de ${line.cantidad}`
                            : line.cantidad}{' '}
                          × {line.nombre}{' '}
                          <span className="text-gray-700 dark:text-gray-300">({line.codigo})</span>
                        </span>
                        <span className="flex items-center gap-1">
                          <MissingButton order={order} line={line} onClick={setMissing} />
                          <Money value={line.precio * Math.max(0, left)} />
                        </span>
                      </div>
                      <MissingNote line={line} order={order} />
                      <PackageContentsList line={line} />
                    </li>
                  );
                })}
              </ul>
              <dl className="mt-3 border-t border-gray-200 pt-2 text-sm dark:border-gray-700">
                <Row label="Subtotal">
                  <Money value={order.subtotal} />
                </Row>
                {order.descuento_cupon > 0 && (
                  <Row label={`Código ${order.codigo_promocional ?? ''}`}>
                    <Money value={-order.descuento_cupon} />
                  </Row>
                )}
                {order.descuento_canje > 0 && (
                  <Row label="Puntos">
                    <Money value={-order.descuento_canje} />
                  </Row>
                )}
                <Row label="Envío">
                  {order.costo_envio > 0 ? <Money value={order.costo_envio} /> : 'Gratis'}
                </Row>
                {order.ajuste_redondeo > 0 && (
                  <Row label="Redondeo a favor del residente">
                    <Money value={-order.ajuste_redondeo} />
                  </Row>
                )}
                <Row label="Total">
                  <Money value={order.total} />
                </Row>
                {order.reembolso && <Row label="Reembolso">{refundText(order)}</Row>}
              </dl>
              {order.historial?.length ? (
                <section className="mt-3 text-sm">
                  <h3 className="font-semibold">Cambios del pedido</h3>
                  <ul className="mt-1 space-y-0.5">
                    {order.historial.map((entry) => (
                      <li key={`${entry.fecha}-${entry.texto}`}>
                        <time className="text-gray-700 dark:text-gray-300" dateTime={entry.fecha}>
                          {formatDateTimeBogota(new Date(entry.fecha))}
                        </time>{' '}
                        · {entry.texto}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <MissingItemSheet
                order={order}
                line={missing}
                onOpenChange={(open) => !open && setMissing(null)}
                onDone={(next) => {
                  setMissing(null);
                  onChanged?.(next);
                }}
              />
              {cases}
              <StageUndo order={order} onDone={(pedido) => onChanged?.(pedido)} />
              {mayCancel && (
                <RevertDelivery order={order} onDone={(pedido) => onChanged?.(pedido)} />
              )}
              {mayHandleMoney && order.reembolso?.estado === 'pendiente' && (
                <RefundDoneForm order={order} onDone={(pedido) => onChanged?.(pedido)} />
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
