import type { ReactNode } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { Button } from '../../ui/button';
import { AcceptanceCheckboxes, isFullyAccepted } from './acceptance-checkboxes';
import { MethodSelector } from './method-selector';
import { PaymentAlert } from './payment-field';
import type { PaymentConfig } from './payments-api';
import type { PaymentFlow } from './use-payment-flow';
import { WalletForm } from './wallet-form';
import { Money } from '../../ui/money';

/** Screen 1 with screen 6 inside it: the method, its fields, the documents, Cancelar and Pagar. */
export function SelectionScreen({
  flow,
  total,
  aceptacion,
  sandbox = false,
  onCancel,
  summary,
}: {
  flow: PaymentFlow;
  total: number;
  aceptacion: PaymentConfig['aceptacion'];
  /** The offline sandbox gateway: the wallet form says so. */
  sandbox?: boolean;
  onCancel(): void;
  /** What is being paid (issue 40: the sheet showed only a total). */
  summary?: ReactNode;
}) {
  const { metodo } = flow;
  const accepted = isFullyAccepted(flow.acceptance);
  return (
    <form
      noValidate
      aria-label="Método de pago"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        flow.pay();
      }}
    >
      <PaymentAlert message={flow.alert} />
      {summary}
      <MethodSelector
        value={metodo}
        onChange={flow.chooseMethod}
        error={flow.walletErrors.metodo}
      />
      {metodo !== null && metodo !== 'CARD' && (
        <WalletForm
          metodo={metodo}
          values={flow.wallet}
          errors={flow.walletErrors}
          onValuesChange={flow.setWallet}
          sandbox={sandbox}
        />
      )}
      <AcceptanceCheckboxes
        aceptacion={aceptacion}
        value={flow.acceptance}
        onChange={flow.setAcceptance}
      />
      <p className="flex justify-between gap-3 border-t border-gray-200 pt-3 text-base font-bold dark:border-gray-700">
        <span>Total a pagar</span>
        <span className="whitespace-nowrap tabular-nums">
          <Money value={total} />
        </span>
      </p>
      <div className="grid gap-2">
        {!accepted && (
          <p id="pagar-requisito" className="text-center text-sm text-gray-700 dark:text-gray-300">
            {PAYMENT_MESSAGES.wallet.acceptanceRequired}
          </p>
        )}
        <Button
          type="submit"
          size="large"
          className="w-full"
          disabled={!accepted}
          aria-describedby={accepted ? undefined : 'pagar-requisito'}
        >
          Pagar
        </Button>
        <Button variant="ghost" className="w-full" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
