import { Smartphone } from 'lucide-react';
import type { PaymentMethod } from '../../../domain/payments';
import { Button } from '../../ui/button';
import { PaymentAlert } from './payment-field';
import { METHOD_LABELS } from './method-selector';
import { SandboxHint } from './sandbox-hint';
import { Money } from '../../ui/money';

export interface NequiWaitingProps {
  metodo: Exclude<PaymentMethod, 'CARD'>;
  amount: number;
  telefono: string;
  transactionId: string;
  /** The outcome of the last "Actualizar" while still pending. */
  notice: string | null;
  /** The slow-payment alert once the polling ran out. */
  slowMessage: string | null;
  checking: boolean;
  onRefresh(): void;
  /** Leaves this screen (the payment goes on and may still be approved). */
  onCancel(): void;
  /** Its words: 'Volver' in the payment sheet, 'Cerrar' in the recovered payment's dialog. */
  leaveLabel?: string;
  /** "Cancelar este pago" (issue 40): ends the attempt on the server, as the redirect methods do. */
  onCancelPayment(): void;
  cancelling: boolean;
  /** Why the last "Cancelar este pago" failed. */
  cancelError: string | null;
  /** The offline sandbox gateway: say so, with the Nequi test numbers. */
  sandbox?: boolean;
}

/** The wallet waiting screen (payments spec §2.4): approve in the app, then we confirm. */
export function NequiWaiting(props: NequiWaitingProps) {
  const app = METHOD_LABELS[props.metodo];
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
        <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h3 className="font-bold">Abre tu app {app} y confirma el pago</h3>
          <p className="text-sm">
            Te enviamos una notificación al celular. Acéptala en la app y aquí verás la
            confirmación.
          </p>
        </div>
      </div>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt>Monto</dt>
          <dd className="font-bold whitespace-nowrap tabular-nums">
            <Money value={props.amount} />
          </dd>
        </div>
        {props.telefono && (
          <div className="flex justify-between gap-3">
            <dt>Teléfono</dt>
            <dd className="tabular-nums">{props.telefono}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>Transacción</dt>
          <dd className="break-all text-right font-mono text-xs">{props.transactionId}</dd>
        </div>
      </dl>
      {props.sandbox && props.metodo === 'NEQUI' && <SandboxHint metodo="NEQUI" />}
      <PaymentAlert message={props.slowMessage ?? props.cancelError} />
      <p role="status" className="text-center text-sm text-gray-800 dark:text-gray-200">
        {props.cancelling
          ? 'Cancelando el pago…'
          : props.checking
            ? 'Consultando el estado del pago…'
            : props.notice}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="ghost" onClick={props.onCancel}>
          {props.leaveLabel ?? 'Volver'}
        </Button>
        <Button disabled={props.checking} onClick={props.onRefresh}>
          Actualizar
        </Button>
      </div>
      <div className="space-y-1 border-t border-gray-200 pt-3 dark:border-gray-700">
        <Button
          variant="danger"
          className="w-full"
          disabled={props.cancelling}
          aria-busy={props.cancelling}
          aria-describedby="cancelar-pago-billetera-aviso"
          onClick={props.onCancelPayment}
        >
          Cancelar este pago
        </Button>
        <p id="cancelar-pago-billetera-aviso" className="text-xs text-gray-700 dark:text-gray-300">
          Si ya aprobaste el pago en {app}, no lo canceles: espera su resultado.
        </p>
      </div>
    </div>
  );
}
