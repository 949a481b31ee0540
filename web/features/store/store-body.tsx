import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import { parsePackageLineId } from '../../../domain/packages';
import type { PaymentKind } from '../../../domain/shipping';
import { LazyBoundary, type LoadFailureView } from '../../app/lazy-boundary';
import { LoadFailureDialog } from '../../app/load-failure-dialog';
import { useSession } from '../../app/session';
import { packagesQuery, productsQuery, type Package, type Product } from '../catalog/catalog-api';
import { CatalogSection } from '../catalog/catalog-section';
import type { CatalogTab } from '../catalog/catalog-tabs';
import { useSeeOffers } from '../catalog/use-see-offers';
import { CartButton } from '../cart/cart-button';
import { isPackageItem, refreshLines, type CartItem } from '../cart/cart-lines';
import { priceCartItems } from '../cart/cart-pricing';
import { readCart, useCart, writeCart } from '../cart/cart-store';
import { useCartPromo } from '../cart/use-cart-promo';
import { ClosedBanner, useServiceHours } from '../checkout/service-hours';
import { useCheckout } from '../checkout/use-checkout';
import { openChat } from '../chat/chat-events';
import { ordersQuery } from '../order-data/orders-api';
import { caseNews, myCasesQuery } from '../support-cases/support-api';
import { holdsPriorityReward, redemptionsQuery } from '../points/points-api';
import { PointsBadge } from '../points/points-badge';
import { useRedemption } from '../points/use-redemption';
import { DailyPopup } from '../popup/daily-popup';
import { OfflineBanner } from './offline-banner';
import { followOrders, forgetUsedCanje } from './store-cache';
import { StoreHeader } from './store-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { useFirstSlot } from './use-first-slot';
import { useStorePayments } from './use-store-payments';
import {
  CartModal,
  CheckoutDialogs,
  FirstSlotOffer,
  LiveTracker,
  loadCartModal,
  PaymentModal,
  PointsRedeemBox,
  RecoveredPaymentDialog,
} from './store-lazy';

export const PRODUCTS_SECTION_ID = 'productos';

/** The signed-in store (customer spec §2): header actions, catalogue, cart, points and popup. */
/** The empty search's way to the assistant (issue 43): it opens asking about what was typed. */
const askAssistant = (query: string) =>
  openChat({ mensaje: MESSAGES.storeCatalogue.askAssistantMessage(query) });

export function StoreBody({ footer }: { footer?: ReactNode }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const cart = useCart();
  const redemption = useRedemption();
  const { closedMessage } = useServiceHours();
  const firstSlot = useFirstSlot(!!user, closedMessage);
  const products = useQuery(productsQuery);
  const packages = useQuery(packagesQuery);
  const [tab, setTab] = useState<CatalogTab>('productos');
  // The live tracker's code loads only once there is an order to follow; it then stays (to show
  // how that order ended).
  // Read after the points summary answered: an expired session is then already handled once.
  const orders = useQuery({ ...ordersQuery, enabled: !!user && !!redemption.summary });
  const [tracking, setTracking] = useState(false);
  if (!tracking && orders.data?.pedidos.some((o) => o.estado === 'pendiente')) setTracking(true);
  // The resident's support cases (issue 40): unread answers badge "Mis pedidos", and a case
  // still open keeps the live stream on so the shop's answer arrives while the store is open.
  const cases = useQuery({ ...myCasesQuery, enabled: !!orders.data });
  const news = caseNews(cases.data);
  const [cartOpen, setCartOpenState] = useState(false);
  const [cartOpened, setCartOpened] = useState(false);
  // Issue 40: an unused "Domicilio prioritario" is named in the cart; read once the cart opens.
  const canjes = useQuery({ ...redemptionsQuery, enabled: !!user && cartOpen });
  const priority = holdsPriorityReward(canjes.data ?? [], new Date());
  const setCartOpen = useCallback((open: boolean) => {
    if (open) setCartOpened(true);
    setCartOpenState(open);
  }, []);
  // Issue 40: the code is kept with the cart and checked again once a load, when the cart opens.
  const cartPromo = useCartPromo();
  const { promo } = cartPromo;
  // Adding is confirmed by the badge and, for screen readers, this polite message (a toast on
  // every add would cover the sticky header on a phone).
  const [announcement, setAnnouncement] = useState('');
  // Stable across cart changes, so a memoised catalogue card redraws only when its own line does.
  const { addProduct: addProductToCart, addPackage: addPackageToCart, setQuantity } = cart;
  const addProduct = useCallback(
    (p: Product) => addProductToCart(p) && setAnnouncement(`${p.nombre} agregado al carrito`),
    [addProductToCart],
  );
  const addPackage = useCallback(
    (k: Package) => addPackageToCart(k) && setAnnouncement(`${k.nombre} agregado al carrito`),
    [addPackageToCart],
  );

  // The cart's code is fetched once the cart holds something, so it still opens if the
  // connection drops before the resident looks at it (the service worker covers later visits).
  const hasItems = cart.count > 0;
  useEffect(() => {
    if (hasItems) void loadCartModal().catch(() => undefined);
  }, [hasItems]);

  // Stored lines follow today's prices and offers, so the preview matches what the server charges.
  useEffect(() => {
    if (!products.data || !packages.data) return;
    const current = readCart();
    const fresh = refreshLines(current, products.data, packages.data);
    if (JSON.stringify(fresh) !== JSON.stringify(current)) writeCart(fresh);
  }, [products.data, packages.data]);

  const stockOf = useCallback(
    (item: CartItem): number | undefined => {
      if (isPackageItem(item)) {
        const id = item.paquete_id ?? parsePackageLineId(String(item.id));
        return packages.data?.find((k) => k.id === id)?.stock_paquetes_disponibles;
      }
      return products.data?.find((p) => p.id === item.id)?.stock;
    },
    [products.data, packages.data],
  );

  const productStock = useCallback(
    (id: number) => products.data?.find((p) => p.id === id)?.stock,
    [products.data],
  );

  // What each catalogue card shows as already in the cart (− n +).
  const inCart = useMemo(
    () => new Map(cart.items.map((item) => [item.id, item.cantidad] as const)),
    [cart.items],
  );
  const setLineQuantity = useCallback(
    (lineId: number | string, quantity: number, available: number) =>
      void setQuantity(lineId, quantity, available),
    [setQuantity],
  );

  // 'Ver Ofertas' opens the store filtered to products on offer (?ofertas=1), then goes there.
  const showProducts = useCallback(() => setTab('productos'), []);
  const seeOffers = useSeeOffers(PRODUCTS_SECTION_ID, showProducts);

  const canje = redemption.canje;
  const cashBreakdown = priceCartItems(cart.items, 'efectivo', {
    promoPercent: promo?.porcentaje ?? null,
    pointsValue: canje?.valor_descuento ?? 0,
  });
  const digitalBreakdown = priceCartItems(cart.items, 'digital', {
    promoPercent: promo?.porcentaje ?? null,
    pointsValue: canje?.valor_descuento ?? 0,
  });
  const refreshCatalogue = () => {
    void queryClient.invalidateQueries({ queryKey: productsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: packagesQuery.queryKey });
  };
  // An order was made: the tracker follows it, and the cart, the code and the canje it used go.
  const orderMade = (usedCanje: string | undefined) => {
    followOrders(queryClient);
    cart.clear();
    cartPromo.remove();
    forgetUsedCanje(queryClient, usedCanje);
  };
  const checkout = useCheckout({
    items: cart.items,
    breakdown: cashBreakdown,
    promoCode: promo?.codigo ?? null,
    canjeCode: canje?.codigo ?? null,
    // Only now, with the order taken, do the cart, the code and the canje go.
    onPlaced: (_answer, sent) => orderMade(sent.codigo_canje),
    onPricesAccepted: writeCart,
    onPricesChanged: refreshCatalogue,
    onBackToCart: () => setCartOpen(true),
  });
  // Digital payments (issues 15 and 22): followed until they settle, wherever the sheet is.
  const payments = useStorePayments({
    orders: orders.data?.pedidos,
    checkout,
    onOrderMade: () => {
      orderMade(canje?.codigo);
      refreshCatalogue();
    },
  });
  const { pending } = payments;
  const { check: checkPromo } = cartPromo;
  useEffect(() => {
    if (cartOpen && !pending) checkPromo();
  }, [cartOpen, pending, checkPromo]);
  // Offline, the checkout's code may not load: a dialog says so and offers "Reintentar".
  const checkoutFailed: LoadFailureView = ({ failure, retry }) => (
    <LoadFailureDialog failure={failure} retry={retry} onClose={checkout.close} />
  );
  const startCheckout = (method: PaymentKind) => {
    setCartOpen(false);
    // A payment still waits for its verdict: the cart offers to see it, never a second one.
    if (pending) return;
    const slot = firstSlot.slot;
    checkout.start(method, slot ? { kind: 'slot', slot } : undefined);
  };

  if (!user) return null;
  return (
    // A query container: the header measures the page in rem (so at 200 % text) to stop being
    // sticky when it would take a third of a phone's screen (store-header.tsx).
    <div className="@container flex min-h-dvh flex-col">
      <SkipLink />
      <StoreHeader
        ordersNews={news.unseen}
        actions={
          <>
            <PointsBadge redemption={redemption} />
            <CartButton count={cart.count} onClick={() => setCartOpen(true)} />
          </>
        }
      />
      <OfflineBanner />
      <ClosedBanner
        message={closedMessage}
        offer={
          firstSlot.offer && (
            <LazyBoundary fallback={() => null}>
              <FirstSlotOffer text={firstSlot.offer} onSchedule={() => setCartOpen(true)} />
            </LazyBoundary>
          )
        }
      />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-10 focus:outline-none"
      >
        <h1 className="text-2xl font-bold">Hola, {firstName(user.nombre)}. ¿Qué necesitas hoy?</h1>
        {(tracking || pending || news.open) && (
          // Offline its code may not load: then there is simply no tracker.
          <LazyBoundary fallback={() => null}>
            <LiveTracker followNew={pending !== null || news.open} />
          </LazyBoundary>
        )}
        <section
          id={PRODUCTS_SECTION_ID}
          tabIndex={-1}
          aria-label="Catálogo"
          className="mt-4 scroll-mt-36 outline-none"
        >
          <CatalogSection
            tab={tab}
            onTabChange={setTab}
            onAddProduct={addProduct}
            onAddPackage={addPackage}
            inCart={inCart}
            onSetQuantity={setLineQuantity}
            onAskAssistant={askAssistant}
          />
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </section>
        {footer}
      </main>
      {cartOpened && (
        <LazyBoundary
          fallback={({ failure, retry }) =>
            cartOpen && (
              <LoadFailureDialog
                failure={failure}
                retry={retry}
                onClose={() => setCartOpen(false)}
              />
            )
          }
        >
          <CartModal
            open={cartOpen}
            onOpenChange={setCartOpen}
            stockOf={stockOf}
            productStock={productStock}
            promo={promo}
            onPromoApplied={cartPromo.apply}
            onPromoRemoved={cartPromo.remove}
            promoLapsed={cartPromo.lapsed}
            pointsValue={canje?.valor_descuento ?? 0}
            pointsSlot={
              // Offline with its code missing, the cart still works, without the points box.
              <LazyBoundary fallback={() => null}>
                <PointsRedeemBox redemption={redemption} />
              </LazyBoundary>
            }
            level={redemption.summary?.nivel ?? null}
            onCheckout={startCheckout}
            closedMessage={firstSlot.orderingClosed}
            scheduleSlot={firstSlot.slot}
            pendingPayment={pending}
            priority={priority}
            onShowPending={() => {
              setCartOpen(false);
              payments.openSheet();
            }}
          />
        </LazyBoundary>
      )}
      {checkout.step.name === 'digital' && checkout.delivery && (
        <LazyBoundary fallback={checkoutFailed}>
          <PaymentModal
            open
            onOpenChange={(open) => !open && checkout.close()}
            cart={cart.items}
            breakdown={digitalBreakdown}
            totals={{
              subtotal: digitalBreakdown.subtotal,
              total: digitalBreakdown.total,
              descuento_cupon: digitalBreakdown.promoDiscount,
              descuento_canje: digitalBreakdown.pointsDiscount,
              costo_envio: digitalBreakdown.shipping,
            }}
            promoCode={promo?.codigo ?? null}
            canjeCode={canje?.codigo ?? null}
            delivery={checkout.delivery}
            // Only with the payment approved and the order made do the cart, code and canje go.
            onApproved={(pedidoId) => payments.modal.onApproved(pedidoId, digitalBreakdown.total)}
            onPaymentStarted={payments.modal.onPaymentStarted}
            onStopWatching={payments.modal.onStopWatching}
            onPaymentFailed={payments.modal.onPaymentFailed}
            onPricesChanged={refreshCatalogue}
            slotStart={checkout.when.kind === 'slot' ? (checkout.when.slot?.inicio ?? null) : null}
            missing={checkout.missing}
            onSlotRefused={checkout.slotRefused}
          />
        </LazyBoundary>
      )}
      {payments.sheet && (
        <LazyBoundary
          fallback={({ failure, retry }) => (
            <LoadFailureDialog failure={failure} retry={retry} onClose={payments.closeSheet} />
          )}
        >
          <RecoveredPaymentDialog
            payment={payments.sheet}
            onClose={payments.closeSheet}
            onFailed={payments.sheetFailed}
            onApproved={payments.sheetApproved}
          />
        </LazyBoundary>
      )}
      {checkout.step.name !== 'closed' && checkout.step.name !== 'digital' && (
        <LazyBoundary fallback={checkoutFailed}>
          <CheckoutDialogs
            checkout={checkout}
            items={cart.items}
            breakdown={cashBreakdown}
            promoCode={promo?.codigo ?? null}
            closedMessage={closedMessage}
          />
        </LazyBoundary>
      )}
      <DailyPopup
        key={String(user.id ?? user.email)}
        userId={String(user.id ?? user.email)}
        onSeeOffers={seeOffers}
      />
    </div>
  );
}

function firstName(nombre: string): string {
  return nombre.trim().split(/\s+/)[0] ?? nombre;
}
