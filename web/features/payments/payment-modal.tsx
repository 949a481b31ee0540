import type { MissingChoice } from '../checkout/missing-choice';
import { useEffect, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck, LoaderCircle, ShieldCheck, X } from 'lucide-react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { orderCode } from '../../../domain/orders';
import type { CartBreakdown } from '../../../domain/pricing';
import type { DeliveryData } from '../../../domain/schemas/orders';
import { reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { useReturnFocus } from '../../ui/use-return-focus';
import type { CartItem } from '../cart/cart-lines';
import { OrderSummary } from '../checkout/order-summary';
import { CardForm } from './card-form';
import { NequiWaiting } from './nequi-waiting';
import { useCancelPayment } from './use-cancel-payment';
import type { PaymentTotals } from './payment-body';
import { fetchPaymentConfig, type PaymentConfig } from './payments-api';
import { ProcessingScreen } from './processing-screen';
import { RedirectingScreen } from './redirecting-screen';
import { SelectionScreen } from './selection-screen';
import {
  usePaymentFlow,
  type PaymentFlow,
  type PaymentFlowInput,
  type PaymentScreen,
} from './use-payment-flow';
import { OrderCode } from '../../ui/order-code';
import { Money } from '../../ui/money';

export interface PaymentModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  cart: CartItem[];
  /** The cart's digital breakdown, for the summary (the same one `totals` comes from). */
  breakdown: CartBreakdown;
  totals: PaymentTotals;
  promoCode: string | null;
  canjeCode: string | null;
  delivery: DeliveryData;
  /** 1.5 s after the approval, with the order it created. */
  onApproved(pedidoId: number): void;
  /** The server refused the cart's prices (409): the modal closed; refresh what the cart shows. */
  onPricesChanged?(): void;
  /** Issue 22: the payment it started, for the store to follow once the sheet closes. */
  onPaymentStarted?: PaymentFlowInput['onPaymentStarted'];
  onStopWatching?(): void;
  onPaymentFailed?(): void;
  /** Issue 45: the chosen slot's start, or null for "lo antes posible". */
  slotStart?: string | null;
  /** Issue 44: what to do if something is missing. */
  missing?: MissingChoice | null;
  /** Issue 45: the server refused the slot; the checkout goes back to choose another. */
  onSlotRefused?(message: string): void;
}

type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PaymentConfig }
  | { status: 'error'; message: string };

/**
 * The secure payment modal (payments spec §2 screens 1–6, §4). Its content mounts on each open,
 * so every checkout starts at the selector with the gateway's fresh acceptance documents.
 */
export function PaymentModal(props: PaymentModalProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <PaymentContent {...props} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaymentContent(props: PaymentModalProps) {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  const [load, setLoad] = useState(0);
  const close = () => props.onOpenChange(false);
  const flow = usePaymentFlow({
    ...props,
    config: state.status === 'ready' ? state.config : null,
    onClose: close,
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchPaymentConfig(controller.signal).then(
      (config) => setState({ status: 'ready', config }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = reasonOf(error, PAYMENT_MESSAGES.gatewayUnavailable);
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [load]);

  return (
    <Frame busy={flow.busy} total={props.totals.total} onClose={close}>
      <p aria-live="polite" className="sr-only">
        {announcement(flow.screen)}
      </p>
      {state.status === 'ready' ? (
        <Screen
          flow={flow}
          config={state.config}
          total={props.totals.total}
          onClose={close}
          summary={
            <OrderSummary
              items={props.cart}
              breakdown={props.breakdown}
              promoCode={props.promoCode}
              delivery={props.delivery}
            />
          }
        />
      ) : state.status === 'loading' ? (
        <p role="status" className="flex items-center justify-center gap-2 py-8">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Preparando el pago seguro…
        </p>
      ) : (
        <div className="space-y-3">
          <p role="alert" className="font-medium text-red-800 dark:text-red-200">
            {state.message}
          </p>
          <Button
            className="w-full"
            onClick={() => {
              setState({ status: 'loading' });
              setLoad((n) => n + 1);
            }}
          >
            Reintentar
          </Button>
          <Button variant="ghost" className="w-full" onClick={close}>
            Cerrar
          </Button>
        </div>
      )}
    </Frame>
  );
}

function Screen({
  flow,
  config,
  total,
  onClose,
  summary,
}: {
  flow: PaymentFlow;
  config: PaymentConfig;
  total: number;
  onClose(): void;
  /** The order's lines, discounts, shipping and address, as the cash path shows them. */
  summary: ReactNode;
}) {
  const { screen } = flow;
  const sandbox = config.proveedor === 'sandbox';
  switch (screen.name) {
    case 'seleccion':
      return (
        <SelectionScreen
          flow={flow}
          total={total}
          aceptacion={config.aceptacion}
          sandbox={sandbox}
          onCancel={onClose}
          summary={summary}
        />
      );
    case 'tarjeta':
      return (
        <CardForm
          values={flow.card}
          onValuesChange={flow.setCard}
          total={total}
          ambiente={config.ambiente}
          sandbox={sandbox}
          alert={flow.alert}
          onSubmit={flow.payByCard}
          onCancel={flow.backToSelection}
        />
      );
    case 'procesando':
      return (
        <ProcessingScreen
          slowMessage={screen.slow}
          notice={screen.notice}
          checking={flow.checking}
          onCheck={flow.refresh}
          onClose={onClose}
        />
      );
    case 'esperando':
      return <WalletWaiting flow={flow} screen={screen} total={total} sandbox={sandbox} />;
    case 'redirigiendo':
      return <RedirectingScreen metodo={screen.metodo} url={screen.url} />;
    case 'completado':
      return (
        <div className="space-y-3 py-6 text-center">
          <CircleCheck
            aria-hidden="true"
            className="mx-auto size-14 text-emerald-700 dark:text-emerald-300"
          />
          <h3 className="text-xl font-bold">¡Pago aprobado!</h3>
          <p>{PAYMENT_MESSAGES.approved}</p>
          <p className="font-semibold">
            Pedido <OrderCode code={orderCode(screen.pedidoId)} />
          </p>
        </div>
      );
  }
}

/** The wallet's waiting screen with its real "Cancelar este pago" (issue 40). */
function WalletWaiting({
  flow,
  screen,
  total,
  sandbox,
}: {
  flow: PaymentFlow;
  screen: Extract<PaymentScreen, { name: 'esperando' }>;
  total: number;
  sandbox: boolean;
}) {
  const ending = useCancelPayment(screen, flow.confirmation, {
    onCancelled: flow.endedByResident,
    onApproved: flow.approvedBeforeCancel,
  });
  return (
    <NequiWaiting
      metodo={screen.metodo}
      amount={total}
      telefono={screen.telefono}
      transactionId={screen.transactionId}
      notice={screen.notice}
      slowMessage={screen.slow}
      checking={flow.checking}
      onRefresh={flow.refresh}
      onCancel={flow.backToSelection}
      onCancelPayment={() => void ending.cancel()}
      cancelling={ending.busy}
      cancelError={ending.error}
      sandbox={sandbox}
    />
  );
}

function announcement(screen: PaymentScreen): string {
  switch (screen.name) {
    case 'seleccion':
      return '';
    case 'tarjeta':
      return 'Ingresa los datos de tu tarjeta';
    case 'procesando':
      return screen.slow ? '' : 'Procesando pago';
    case 'esperando':
      return 'Esperando la confirmación del pago';
    case 'redirigiendo':
      return 'Redirigiendo para aprobar el pago';
    case 'completado':
      return 'Pago aprobado';
  }
}

/** A bottom sheet on a phone, a centred dialog from `sm` up; it cannot close while `busy`. */
function Frame({
  busy,
  total,
  onClose,
  children,
}: {
  busy: boolean;
  total: number;
  onClose(): void;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  const keepOpen = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Content
      {...returnFocus}
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
        <div>
          <Dialog.Title className="flex items-center gap-2 text-lg font-bold">
            <ShieldCheck
              aria-hidden="true"
              className="size-5 text-emerald-700 dark:text-emerald-300"
            />
            Pago seguro
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            Total a pagar:{' '}
            <strong className="whitespace-nowrap tabular-nums">
              <Money value={total} />
            </strong>
          </Dialog.Description>
        </div>
        <button
          type="button"
          aria-label="Cerrar"
          disabled={busy}
          onClick={onClose}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 disabled:opacity-60 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="space-y-4 overflow-y-auto px-4 py-4">{children}</div>
    </Dialog.Content>
  );
}
