import { CalendarClock, Clock } from 'lucide-react';
import { closeSentence } from '../../../domain/dates';
import { slotPhrase } from '../../../domain/scheduling/slot-words';
import { useShopSettings } from '../../app/shop-settings';
import { formatCOP } from '../../../domain/money';
import type { CartBreakdown } from '../../../domain/pricing';
import type { DeliveryData } from '../../../domain/schemas/orders';
import { Button } from '../../ui/button';
import { CheckoutDialog } from './checkout-dialog';
import type { CheckoutItem } from './order-body';
import { OrderSummary, SummaryRow } from './order-summary';
import type { SlotView } from './slots-api';

export interface CashConfirmModalProps {
  open: boolean;
  items: readonly CheckoutItem[];
  /** The cart's cash breakdown (the same preview the cart shows). */
  breakdown: CartBreakdown;
  delivery: DeliveryData;
  promoCode: string | null;
  submitting: boolean;
  /** Set while the store is closed: the order cannot be confirmed, unless it has a slot. */
  closedMessage: string | null;
  /** Issue 45: the slot chosen instead of "lo antes posible". */
  slot?: SlotView | null;
  /** The last confirmation got no answer: said here, and the button retries the same order. */
  networkError?: string | null;
  onConfirm(): void;
  onBack(): void;
  onClose(): void;
}

/** The cash confirmation (customer spec §2): summary and address, promise, total by the button. */
export function CashConfirmModal(props: CashConfirmModalProps) {
  const { breakdown, delivery, promoCode, submitting, networkError, slot = null } = props;
  // A scheduled order is taken while the store is closed (issue 45).
  const closedMessage = slot ? null : props.closedMessage;
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
          {/* The total stays beside the button however long the order is (issue 40). */}
          <dl aria-label="Total del pedido">
            <SummaryRow
              strong
              label="TOTAL A PAGAR EN EFECTIVO"
              value={formatCOP(breakdown.total)}
            />
          </dl>
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
      <OrderSummary
        items={props.items}
        breakdown={breakdown}
        promoCode={promoCode}
        delivery={delivery}
      />
      {slot ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {closeSentence(`Programado: llega ${slotPhrase(new Date(), slot)}`)}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          Llega en máximo {minutes} minutos después de confirmar.
        </p>
      )}
    </CheckoutDialog>
  );
}
