import type { ReactNode } from 'react';
import { Clock, MapPin } from 'lucide-react';
import { useShopSettings } from '../../app/shop-settings';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import type { CartBreakdown } from '../../../domain/pricing';
import type { DeliveryData } from '../../../domain/schemas/orders';
import { Button } from '../../ui/button';
import { CheckoutDialog } from './checkout-dialog';
import { summaryLines, type CheckoutItem } from './order-body';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

export interface CashConfirmModalProps {
  open: boolean;
  items: readonly CheckoutItem[];
  /** The cart's cash breakdown (the same preview the cart shows). */
  breakdown: CartBreakdown;
  delivery: DeliveryData;
  promoCode: string | null;
  submitting: boolean;
  /** Set while the store is closed: the order cannot be confirmed. */
  closedMessage: string | null;
  /** The last confirmation got no answer: said here, and the button retries the same order. */
  networkError?: string | null;
  onConfirm(): void;
  onBack(): void;
  onClose(): void;
}

/** 'Torre 1 · Piso 5 · Apto 502'. */
export function deliveryLine(d: DeliveryData): string {
  return `Torre ${d.torre_entrega} · Piso ${d.piso_entrega} · Apto ${d.apartamento_entrega}`;
}

function Row({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold dark:border-gray-700' : 'text-sm'}`}
    >
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** The cash confirmation (customer spec §2): summary, total to pay in cash, address, promise. */
export function CashConfirmModal(props: CashConfirmModalProps) {
  const { breakdown, delivery, promoCode, submitting, closedMessage, networkError } = props;
  const lines = summaryLines(props.items, breakdown);
  const minutes = useShopSettings().entrega.promesa_minutos;
  return (
    <CheckoutDialog
      open={props.open}
      onClose={props.onClose}
      busy={submitting}
      title="Confirma tu pedido"
      description="Pagas en efectivo cuando lo recibas."
      footer={
        <>
          {networkError && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {networkError}
            </p>
          )}
          {closedMessage && (
            <p
              id="confirmar-cerrado"
              className="text-center text-sm text-amber-900 dark:text-amber-100"
            >
              {closedMessage}
            </p>
          )}
          <Button
            className="w-full"
            size="large"
            disabled={submitting || closedMessage !== null}
            aria-describedby={closedMessage ? 'confirmar-cerrado' : undefined}
            onClick={props.onConfirm}
          >
            {submitting ? 'Procesando…' : networkError ? 'Reintentar' : 'Confirmar pedido'}
          </Button>
          <Button variant="ghost" className="w-full" disabled={submitting} onClick={props.onBack}>
            Volver
          </Button>
        </>
      }
    >
      <section aria-labelledby="resumen-pedido">
        <h3 id="resumen-pedido" className="text-sm font-semibold">
          Resumen
        </h3>
        <ul className="mt-1 divide-y divide-gray-200 text-sm dark:divide-gray-700">
          {lines.map((l) => (
            <li key={l.key} className="flex justify-between gap-3 py-1.5">
              <span>
                {l.nombre} × {l.cantidad}
              </span>
              <span className="whitespace-nowrap tabular-nums">
                <Money value={l.lineTotal} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <dl className="space-y-1.5" aria-label="Totales del pedido">
        <Row label="Subtotal" value={formatCOP(breakdown.subtotal)} />
        {promoCode && (
          <Row
            label={`Código ${promoCode} (${formatPercent(breakdown.promoPercent, 0)})`}
            value={`-${formatCOP(breakdown.promoDiscount)}`}
          />
        )}
        {breakdown.pointsDiscount > 0 && (
          <Row label="Canje de puntos" value={`-${formatCOP(breakdown.pointsDiscount)}`} />
        )}
        <Row
          label="Envío"
          value={breakdown.shipping === 0 ? 'Gratis' : formatCOP(breakdown.shipping)}
        />
        {breakdown.cashRounding > 0 && (
          <Row
            label={MESSAGES.cashRounding.label}
            value={`-${formatCOP(breakdown.cashRounding)}`}
          />
        )}
        <Row strong label="TOTAL A PAGAR EN EFECTIVO" value={formatCOP(breakdown.total)} />
      </dl>
      {breakdown.cashRounding > 0 && (
        <p className="text-xs text-gray-600 dark:text-gray-300">{MESSAGES.cashRounding.note}</p>
      )}
      <div className="space-y-2 rounded-xl bg-gray-100 p-3 text-sm dark:bg-gray-800">
        <p className="flex items-start gap-2 font-semibold">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Entrega en </span>
            {deliveryLine(delivery)}
          </span>
        </p>
        {delivery.instrucciones_entrega && <p>Instrucciones: {delivery.instrucciones_entrega}</p>}
        {delivery.telefono_contacto && <p>Teléfono de contacto: {delivery.telefono_contacto}</p>}
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        Llega en máximo {minutes} minutos después de confirmar.
      </p>
    </CheckoutDialog>
  );
}
