import { ExternalLink, Landmark } from 'lucide-react';
import type { PaymentMethod } from '../../../domain/payments';
import { RESIDENT_MONEY_MESSAGES as M } from '../../../domain/resident-money-messages';
import { Button, buttonClasses } from '../../ui/button';
import { PaymentAlert } from './payment-field';
import { Money } from '../../ui/money';

type RedirectMethod = Extract<PaymentMethod, 'DAVIPLATA' | 'PSE'>;

/** Each redirect method's own words (issue 40): no push notification is ever sent for these. */
const WORDING: Record<RedirectMethod, { page: string; back: string; title: string }> = {
  DAVIPLATA: {
    title: 'Aprueba el pago en la página de DaviPlata',
    page: 'Ingresa allí el código que DaviPlata te envía por SMS. Al terminar volverás aquí y verás la confirmación.',
    back: 'Volver a DaviPlata',
  },
  PSE: {
    title: 'Aprueba el pago en la página de tu banco',
    page: 'Entra a tu banco por PSE y autoriza el pago. Al terminar volverás aquí y verás la confirmación.',
    back: 'Volver al banco',
  },
};

export function isRedirectMethod(metodo: PaymentMethod): metodo is RedirectMethod {
  return metodo === 'DAVIPLATA' || metodo === 'PSE';
}

export interface RedirectWaitingProps {
  metodo: RedirectMethod;
  amount: number;
  transactionId: string;
  /** The gateway's page for this attempt, while it is open. */
  redirectUrl: string | null;
  notice: string | null;
  slowMessage: string | null;
  /** Why the last "Cancelar este pago" failed. */
  cancelError: string | null;
  checking: boolean;
  cancelling: boolean;
  onRefresh(): void;
  onCancelPayment(): void;
  onClose(): void;
}

/**
 * The waiting screen of a DaviPlata or PSE attempt (issue 40): where to approve it, the way back
 * to that page, and a real "Cancelar este pago" that ends it so the cart can pay another way.
 */
export function RedirectWaiting(props: RedirectWaitingProps) {
  const words = WORDING[props.metodo];
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
        <Landmark aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h3 className="font-bold">{words.title}</h3>
          <p className="text-sm">{words.page}</p>
        </div>
      </div>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt>Monto</dt>
          <dd className="font-bold whitespace-nowrap tabular-nums">
            <Money value={props.amount} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Transacción</dt>
          <dd className="break-all text-right font-mono text-xs">{props.transactionId}</dd>
        </div>
      </dl>
      {props.redirectUrl && (
        <a href={props.redirectUrl} className={`${buttonClasses('primary')} w-full`}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {words.back}
        </a>
      )}
      <PaymentAlert message={props.slowMessage ?? props.cancelError} />
      <p role="status" className="text-center text-sm text-gray-800 dark:text-gray-200">
        {props.cancelling
          ? 'Cancelando el pago…'
          : props.checking
            ? 'Consultando el estado del pago…'
            : props.notice}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={props.checking} onClick={props.onRefresh}>
          Actualizar
        </Button>
        <Button variant="ghost" onClick={props.onClose}>
          Cerrar
        </Button>
      </div>
      <div className="space-y-1 border-t border-gray-200 pt-3 dark:border-gray-700">
        <Button
          variant="danger"
          className="w-full"
          disabled={props.cancelling}
          aria-busy={props.cancelling}
          aria-describedby="cancelar-pago-aviso"
          onClick={props.onCancelPayment}
        >
          Cancelar este pago
        </Button>
        <p id="cancelar-pago-aviso" className="text-xs text-gray-700 dark:text-gray-300">
          {M.cancel.confirm}
        </p>
      </div>
    </div>
  );
}
