import { useEffect, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { formatCOP } from '../../../domain/money';
import { RESIDENT_MONEY_MESSAGES } from '../../../domain/resident-money-messages';
import { PAYMENT_TIMINGS } from '../../../domain/payments';
import { ApiError } from '../../app/api-client';
import { getToken } from '../../app/storage';
import { SimplePage } from '../../ui/simple-page';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { writeCart } from '../cart/cart-store';
import { METHOD_LABELS } from './method-selector';
import { markOrderShown } from './payment-recovery';
import { forgetRedirectedPayment } from './redirected-payment';
import { NextSteps, TransactionCard } from './payment-receipt';
import { checkPaymentStatus, type StatusAnswer } from './payments-api';
import { pollPaymentStatus } from './use-payment-confirmation';

type PageState =
  | { kind: 'checking' }
  | { kind: 'approved'; pedidoId: number; date: Date }
  | { kind: 'failed'; message: string; refund?: boolean }
  | { kind: 'slow' }
  | { kind: 'not-found' };

const P = PAYMENT_MESSAGES;
const TO_STORE = { to: '/app', label: 'Volver a la tienda' };
const TO_HISTORY = { to: '/historial', label: 'Ver mis pedidos' };
/** The "success with payment" toast lasts 6 s (payments spec §9). */
const PAID_TOAST_MS = 6_000;

/**
 * /payment-success (payments spec §2.7), where the gateway sends the browser back. The URL proves
 * nothing: the page asks our server about the transaction, polling while it is pending.
 */
export function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const env = params.get('env') === 'prod' ? 'prod' : 'test';
  const signedIn = getToken() !== null;
  const state = usePaymentOutcome(signedIn ? id : null);
  const navigate = useNavigate();
  useDocumentTitle(state.kind === 'approved' ? 'Pago exitoso' : 'Confirmación de pago');

  useEffect(() => {
    if (state.kind !== 'approved') return;
    const timer = setTimeout(() => void navigate('/app'), PAYMENT_TIMINGS.successRedirectMs);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (!id) {
    return (
      <SimplePage title="Confirmación de pago">
        <p role="alert">{P.transactionNotFound}.</p>
      </SimplePage>
    );
  }
  if (!signedIn) {
    return (
      <SimplePage title="Confirmación de pago" actions={[{ to: '/app', label: 'Iniciar sesión' }]}>
        <p>Inicia sesión para ver el estado de tu pago. Tu pedido aparecerá en tu historial.</p>
      </SimplePage>
    );
  }
  switch (state.kind) {
    case 'checking':
      return (
        <SimplePage title="Confirmación de pago" actions={[TO_STORE, TO_HISTORY]}>
          <p role="status" className="flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Estamos confirmando tu pago…
          </p>
        </SimplePage>
      );
    case 'approved':
      return (
        <SimplePage title="¡Pago exitoso!" actions={[TO_STORE, TO_HISTORY]}>
          <p>{P.approved}</p>
          <TransactionCard
            transactionId={id}
            env={env}
            date={state.date}
            pedidoId={state.pedidoId}
          />
          <NextSteps />
          <p role="status" className="text-sm">
            Te llevaremos a la tienda en {PAYMENT_TIMINGS.successRedirectMs / 1000} segundos.
          </p>
        </SimplePage>
      );
    case 'failed':
      return (
        <SimplePage title={state.refund ? 'Te devolveremos este pago' : 'El pago no se completó'}>
          <p role="alert">{state.message}</p>
        </SimplePage>
      );
    case 'slow':
      return (
        <SimplePage title="Confirmación de pago" actions={[TO_STORE, TO_HISTORY]}>
          <p role="alert">{P.slowWallet}</p>
        </SimplePage>
      );
    case 'not-found':
      return (
        <SimplePage title="Confirmación de pago">
          <p role="alert">{P.transactionNotFound}.</p>
        </SimplePage>
      );
  }
}

function refundMessage(answer: StatusAnswer): string {
  const metodo = answer.metodo as keyof typeof METHOD_LABELS | undefined;
  const label = metodo && metodo in METHOD_LABELS ? METHOD_LABELS[metodo] : 'en línea';
  return RESIDENT_MONEY_MESSAGES.refundOwed(label, formatCOP(answer.monto ?? 0));
}

/** Polls GET /api/consultar-pago (10 s × 30); an approval empties the cart and says so. */
function usePaymentOutcome(transactionId: string | null): PageState {
  const [state, setState] = useState<PageState>({ kind: 'checking' });
  useEffect(() => {
    if (!transactionId) return;
    const controller = new AbortController();
    let last: StatusAnswer | null = null;
    let refused = false;
    const check = async (txId: string, signal: AbortSignal) => {
      try {
        last = await checkPaymentStatus(txId, signal);
        return last;
      } catch (error) {
        // Not found, not ours, or the session ended: asking again will not change the answer.
        if (
          error instanceof ApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429
        ) {
          refused = true;
          controller.abort();
        }
        throw error;
      }
    };
    void pollPaymentStatus(
      transactionId,
      PAYMENT_TIMINGS.walletPolling,
      check,
      controller.signal,
    ).then((outcome) => {
      if (refused) return setState({ kind: 'not-found' });
      if (controller.signal.aborted) return;
      if (!outcome) return setState({ kind: 'slow' });
      const answer = last as StatusAnswer | null;
      if (answer?.reembolso)
        return setState({ kind: 'failed', message: refundMessage(answer), refund: true });
      if (outcome.status !== 'APPROVED')
        return setState({ kind: 'failed', message: outcome.message });
      const fecha = (last as StatusAnswer | null)?.fecha;
      const date = fecha && !Number.isNaN(Date.parse(fecha)) ? new Date(fecha) : new Date();
      writeCart([]);
      forgetRedirectedPayment();
      markOrderShown(outcome.pedidoId);
      toast.show(P.approved, { variant: 'success', durationMs: PAID_TOAST_MS });
      setState({ kind: 'approved', pedidoId: outcome.pedidoId, date });
    });
    return () => controller.abort();
  }, [transactionId]);
  return state;
}
