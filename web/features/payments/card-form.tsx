import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CreditCard } from 'lucide-react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import {
  CARD_BRAND_LABELS,
  cardDigits,
  cvvLength,
  detectCardBrand,
  formatCardNumber,
  isKnownTestCard,
  normalizeCardHolder,
  validateCardForm,
  type CardForm as CardValues,
  type CardFormErrors,
} from '../../../domain/payments';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { SandboxHint } from './sandbox-hint';
import { PaymentAlert, PaymentField } from './payment-field';
import type { CardTokenInput } from './payments-api';

export const EMPTY_CARD: CardValues = {
  number: '',
  expMonth: '',
  expYear: '',
  cvv: '',
  holder: '',
};

export interface CardFormProps {
  /** Kept by the modal, so a failed attempt comes back with the card still typed. */
  values: CardValues;
  onValuesChange(values: CardValues): void;
  total: number;
  /** 'prod' refuses the well-known test cards before anything is sent (DESIGN §5). */
  ambiente: 'test' | 'prod';
  /** The modal's message (a tokenization or payment failure). */
  alert: string | null;
  onSubmit(card: CardTokenInput): void;
  onCancel(): void;
  /** Decides expiry; the real clock unless a test fixes it. */
  now?: () => Date;
  /** The offline sandbox gateway: say so, with the test cards. */
  sandbox?: boolean;
}

const C = PAYMENT_MESSAGES.card;

/** The card form of payments spec §5: brand, grouping, every field's message, test cards. */
export function CardForm(props: CardFormProps) {
  const { values, onValuesChange, ambiente, now = () => new Date() } = props;
  const [submitted, setSubmitted] = useState(false);
  const [ownAlert, setOwnAlert] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const brand = detectCardBrand(values.number);
  const errors: CardFormErrors = submitted ? validateCardForm(values, now()) : {};

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = (field: keyof CardValues, value: string) => {
    setOwnAlert(null);
    onValuesChange({ ...values, [field]: value });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateCardForm(values, now());
    if (Object.keys(found).length > 0) {
      setOwnAlert(C.formErrors);
      setFocusRequest((n) => n + 1);
      return;
    }
    if (ambiente === 'prod' && isKnownTestCard(values.number)) {
      setOwnAlert(C.testCard);
      return;
    }
    setOwnAlert(null);
    props.onSubmit({
      number: cardDigits(values.number),
      cvc: values.cvv.trim(),
      exp_month: values.expMonth.trim().padStart(2, '0'),
      exp_year: values.expYear.trim(),
      card_holder: normalizeCardHolder(values.holder),
    });
  };

  const digitsOnly = (value: string, max: number) => cardDigits(value).slice(0, max);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Datos de la tarjeta"
      className="space-y-4"
    >
      <PaymentAlert message={ownAlert ?? props.alert} />
      {props.sandbox && <SandboxHint metodo="CARD" />}
      <PaymentField
        label="Número de tarjeta"
        hint={
          <span
            aria-live="polite"
            className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-100"
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {brand ? `Franquicia: ${CARD_BRAND_LABELS[brand]}` : 'Franquicia: por detectar'}
          </span>
        }
        error={errors.number}
        control={(p) => (
          <input
            {...p}
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={brand === 'amex' ? 17 : 19}
            value={formatCardNumber(values.number)}
            onChange={(e) => set('number', formatCardNumber(e.target.value))}
          />
        )}
      />
      <div className="grid grid-cols-3 gap-3">
        <PaymentField
          label="Mes"
          error={errors.expMonth}
          control={(p) => (
            <input
              {...p}
              name="exp-month"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              maxLength={2}
              value={values.expMonth}
              onChange={(e) => set('expMonth', digitsOnly(e.target.value, 2))}
            />
          )}
        />
        <PaymentField
          label="Año"
          error={errors.expYear}
          control={(p) => (
            <input
              {...p}
              name="exp-year"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="AA"
              maxLength={2}
              value={values.expYear}
              onChange={(e) => set('expYear', digitsOnly(e.target.value, 2))}
            />
          )}
        />
        <PaymentField
          label="CVV"
          error={errors.cvv}
          control={(p) => (
            <input
              {...p}
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={brand === 'amex' ? '1234' : '123'}
              maxLength={cvvLength(brand)}
              value={values.cvv}
              onChange={(e) => set('cvv', digitsOnly(e.target.value, cvvLength(brand)))}
            />
          )}
        />
      </div>
      <PaymentField
        label="Nombre del titular"
        error={errors.holder}
        hint="Como aparece en la tarjeta"
        control={(p) => (
          <input
            {...p}
            name="ccname"
            autoComplete="cc-name"
            autoCapitalize="characters"
            value={values.holder}
            onChange={(e) => set('holder', e.target.value.toUpperCase())}
          />
        )}
      />
      <p className="flex justify-between gap-3 border-t border-gray-200 pt-3 text-base font-bold dark:border-gray-700">
        <span>Total a pagar</span>
        <span className="whitespace-nowrap tabular-nums">
          <Money value={props.total} />
        </span>
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">Pago en 1 cuota.</p>
      <div className="grid gap-2">
        <Button type="submit" size="large" className="w-full">
          Pagar <Money value={props.total} />
        </Button>
        <Button variant="ghost" className="w-full" onClick={props.onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
