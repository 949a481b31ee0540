import { orderCode } from '../../../domain/orders';
import type { CartBreakdown } from '../../../domain/pricing';
import { useSession } from '../../app/session';
import { CashConfirmModal } from './cash-confirm-modal';
import { DeliveryDataModal } from './delivery-data-modal';
import type { CheckoutItem } from './order-body';
import { OrderPlacedModal } from './order-placed-modal';
import { PriceChangeDialog } from './price-change-dialog';
import type { Checkout } from './use-checkout';

/** The dialog of the checkout's current step (customer spec §2: delivery data, then payment). */
export function CheckoutDialogs({
  checkout,
  items,
  breakdown,
  promoCode,
  closedMessage,
}: {
  checkout: Checkout;
  items: readonly CheckoutItem[];
  breakdown: CartBreakdown;
  promoCode: string | null;
  closedMessage: string | null;
}) {
  const { user } = useSession();
  const { step, delivery } = checkout;
  if (!user) return null;
  return (
    <>
      <DeliveryDataModal
        open={step.name === 'delivery'}
        method={step.name === 'delivery' ? step.method : 'efectivo'}
        user={user}
        previous={delivery}
        onDeliveryConfirmed={checkout.onDeliveryConfirmed}
        onBackToCart={checkout.backToCart}
        onClose={checkout.close}
        schedule={{
          when: checkout.when,
          onWhen: checkout.setWhen,
          closedMessage,
          error: checkout.slotError,
        }}
        missing={{ value: checkout.missing, items, onChange: checkout.setMissing }}
      />
      {delivery && (
        <CashConfirmModal
          open={step.name === 'confirm'}
          items={items}
          breakdown={breakdown}
          delivery={delivery}
          promoCode={promoCode}
          submitting={checkout.submitting}
          closedMessage={closedMessage}
          slot={checkout.when.kind === 'slot' ? checkout.when.slot : null}
          networkError={checkout.networkError}
          onConfirm={() => void checkout.confirm()}
          onBack={checkout.backToDelivery}
          onClose={checkout.close}
        />
      )}
      {step.name === 'prices' && (
        <PriceChangeDialog
          open
          change={step.change}
          onAccept={checkout.acceptPrices}
          onBackToCart={checkout.backToCart}
          onClose={checkout.close}
        />
      )}
      {step.name === 'placed' && (
        <OrderPlacedModal
          open
          codigo={step.answer.codigo}
          total={step.answer.pedido.total}
          paidOnline={false}
          onClose={checkout.close}
        />
      )}
      {step.name === 'paid' && (
        <OrderPlacedModal
          open
          codigo={orderCode(step.pedidoId)}
          total={step.total}
          paidOnline
          onClose={checkout.close}
        />
      )}
    </>
  );
}
