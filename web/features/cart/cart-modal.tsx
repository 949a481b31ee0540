import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingCart, X } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { countNoun } from '../../../domain/plural';
import type { Level } from '../../../domain/points';
import type { PaymentKind } from '../../../domain/shipping';
import type { SlotTimes } from '../../../domain/scheduling/slot-words';
import { Button } from '../../ui/button';
import { useToastClearance } from '../../ui/toast-clearance';
import { useReturnFocus } from '../../ui/use-return-focus';
import { CartItemRow } from './cart-item-row';
import { isPackageItem, type CartItem } from './cart-lines';
import { priceCartItems } from './cart-pricing';
import { useCart } from './cart-store';
import { cartStockWarnings, unitsInPackages } from './cart-stock-warnings';
import { CartTotals } from './cart-totals';
import { PaymentButtons } from './payment-buttons';
import { PendingPaymentNotice } from './pending-payment-notice';
import { PointsEarnBanner } from './points-earn-banner';
import { PriorityNotice } from './priority-notice';
import type { AppliedPromo } from './promo-api';
import { PromoCodeBox } from './promo-code-box';

export interface CartModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Current stock of a line's product or package, when the catalogue is loaded. */
  stockOf(item: CartItem): number | undefined;
  /** Issue 40: a product's stock by id (packages' products included), when loaded. */
  productStock?(productId: number): number | undefined;
  promo: AppliedPromo | null;
  onPromoApplied(promo: AppliedPromo): void;
  onPromoRemoved(): void;
  /** Issue 40: the kept code no longer applies, with the server's reason. */
  promoLapsed?: string | null;
  /** Peso value of the applied points redemption (0 when none). */
  pointsValue: number;
  /** The points-redeem box, supplied by the page (points feature). */
  pointsSlot?: ReactNode;
  level: Level | null;
  onCheckout(method: PaymentKind): void;
  /** Set while the store is closed (service hours): payment waits, with this message. */
  closedMessage?: string | null;
  /** Issue 45: closed, but the order is taken for this first slot: said above the buttons. */
  scheduleSlot?: SlotTimes | null;
  /** Issue 22: a payment waiting for its verdict replaces the payment buttons. */
  pendingPayment?: { monto: number } | null;
  /** "Ver": the pending payment's waiting sheet. */
  onShowPending?(): void;
  /** Issue 40: the resident holds an unused "Domicilio prioritario" this order will take. */
  priority?: boolean;
}

const STOCK_PROBLEM = 'Ajusta las cantidades marcadas: no alcanza el inventario';

/** The cart (customer spec §2): lines, promo code, points, points to earn, totals, payment. */
export function CartModal(props: CartModalProps) {
  const { open, onOpenChange, stockOf, promo, pointsValue, level } = props;
  const cart = useCart();
  const adjustments = { promoPercent: promo?.porcentaje ?? null, pointsValue };
  const digital = priceCartItems(cart.items, 'digital', adjustments);
  const cash = priceCartItems(cart.items, 'efectivo', adjustments);
  const empty = cart.items.length === 0;
  const stockWarnings = cartStockWarnings(cart.items, props.productStock ?? (() => undefined));
  const returnFocus = useReturnFocus();
  const actions = useToastClearance(open && !empty);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <div>
              <Dialog.Title className="flex items-center gap-2 text-lg font-bold">
                <ShoppingCart
                  aria-hidden="true"
                  className="size-5 text-emerald-800 dark:text-emerald-300"
                />
                Tu carrito
              </Dialog.Title>
              <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
                {empty ? MESSAGES.minimums.emptyCart : countNoun(cart.count, 'producto')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar carrito"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {empty ? (
            <div className="space-y-4 px-4 py-8 text-center">
              <p className="text-gray-800 dark:text-gray-200">
                Agrega productos o paquetes para hacer tu pedido.
              </p>
              <Dialog.Close asChild>
                <Button>Ver productos</Button>
              </Dialog.Close>
            </div>
          ) : (
            <>
              <div className="space-y-4 overflow-y-auto px-4 pb-4">
                <ul
                  aria-label="Productos en el carrito"
                  className="divide-y divide-gray-200 dark:divide-gray-700"
                >
                  {cart.items.map((item) => {
                    const stock = stockOf(item);
                    // A product's units inside the cart's packages come out of the same stock.
                    const available =
                      stock === undefined || isPackageItem(item)
                        ? stock
                        : Math.max(0, stock - unitsInPackages(cart.items, Number(item.id)));
                    return (
                      <CartItemRow
                        key={item.id}
                        item={item}
                        available={available}
                        warning={stockWarnings.get(item.id) ?? null}
                        onQuantity={(n) => cart.setQuantity(item.id, n, available)}
                        onRemove={() => cart.remove(item.id)}
                      />
                    );
                  })}
                </ul>
                <PromoCodeBox
                  applied={promo}
                  eligibleSubtotal={digital.eligibleSubtotal}
                  discount={digital.promoDiscount}
                  onApplied={props.onPromoApplied}
                  onRemove={props.onPromoRemoved}
                  lapsed={props.promoLapsed ?? null}
                />
                {props.pointsSlot}
                <PointsEarnBanner
                  subtotal={digital.subtotal}
                  level={level}
                  usedRedemption={pointsValue > 0}
                />
                <CartTotals digital={digital} cash={cash} promoCode={promo?.codigo ?? null} />
              </div>
              <div
                ref={actions}
                className="space-y-2 border-t border-gray-200 px-4 py-3 dark:border-gray-700"
              >
                {props.priority && <PriorityNotice />}
                {props.pendingPayment ? (
                  <PendingPaymentNotice
                    monto={props.pendingPayment.monto}
                    onShow={() => props.onShowPending?.()}
                  />
                ) : (
                  <PaymentButtons
                    digital={digital}
                    cash={cash}
                    items={cart.items}
                    onCheckout={props.onCheckout}
                    closedMessage={props.closedMessage ?? null}
                    scheduleSlot={props.scheduleSlot ?? null}
                    stockProblem={stockWarnings.size > 0 ? STOCK_PROBLEM : null}
                  />
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
