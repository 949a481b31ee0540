import type { MissingChoice } from '../checkout/missing-choice';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import {
  limitPhoneInput,
  sandboxNequiNote,
  validateWalletForm,
  type CardForm as CardValues,
  type PaymentMethod,
} from '../../../domain/payments';
import type { DeliveryData } from '../../../domain/schemas/orders';
import { ApiError, reasonOf } from '../../app/api-client';
import { newIdempotencyKey } from '../../app/idempotency-key';
import { useSession } from '../../app/session';
import { toast } from '../../ui/toast';
import type { CartItem } from '../cart/cart-lines';
import { SLOT_REFUSALS } from '../checkout/slots-api';
import { isFullyAccepted, NOTHING_ACCEPTED, type Acceptance } from './acceptance-checkboxes';
import { EMPTY_CARD } from './card-form';
import { buildPaymentBody, type PaymentChoice, type PaymentTotals } from './payment-body';
import {
  createPayment,
  redirectUrlOf,
  tokenizeCard,
  TOKENIZE_FAILED,
  type CardTokenInput,
  type CreatePaymentAnswer,
  type PaymentConfig,
} from './payments-api';
import { usePaymentConfirmation, type ConfirmationOutcome } from './use-payment-confirmation';
import type { WalletErrors, WalletValues } from './wallet-form';
import { rememberWalletPhone, type PaymentInProgress } from './payment-recovery';
import { rememberRedirectedPayment } from './redirected-payment';

export type WalletMethod = Exclude<PaymentMethod, 'CARD'>;

/** The payment screen states of payments spec §4 (plus the card form). */
export type PaymentScreen =
  | { name: 'seleccion' }
  | { name: 'tarjeta' }
  | { name: 'procesando'; slow: string | null; notice: string | null }
  | {
      name: 'esperando';
      metodo: WalletMethod;
      transactionId: string;
      /** The payment's reference: "Cancelar este pago" ends it by this (issue 40). */
      referencia: string;
      telefono: string;
      slow: string | null;
      notice: string | null;
    }
  | { name: 'redirigiendo'; metodo: 'DAVIPLATA' | 'PSE'; url: string }
  | { name: 'completado'; pedidoId: number };

export interface PaymentFlowInput {
  cart: readonly CartItem[];
  totals: PaymentTotals;
  promoCode: string | null;
  canjeCode: string | null;
  delivery: DeliveryData;
  /** Null while GET /api/pagos/configuracion is loading: nothing can be paid yet. */
  config: PaymentConfig | null;
  onApproved(pedidoId: number): void;
  onClose(): void;
  onPricesChanged?(): void;
  /** Issue 22: a payment now waits for its verdict (the store follows it once the sheet closes). */
  onPaymentStarted?(payment: PaymentInProgress): void;
  /** The sheet no longer waits for that payment (Cancelar, slow), though it may still settle. */
  onStopWatching?(): void;
  /** That payment was declined or failed: nothing waits any more. */
  onPaymentFailed?(): void;
  /** Issue 45: the chosen slot's start, or null for "lo antes posible". */
  slotStart?: string | null;
  /** Issue 44: what to do if something is missing. */
  missing?: MissingChoice | null;
  /** Issue 45: the server refused the slot (full, or no longer offered); nothing was charged. */
  onSlotRefused?(message: string): void;
}

/** The started payment as the store follows it (the same shape the recovery reads). */
function startedPayment(
  answer: CreatePaymentAnswer,
  metodo: PaymentMethod,
  total: number,
): PaymentInProgress {
  return {
    transactionId: answer.transactionId,
    referencia: answer.referencia ?? '',
    metodo,
    status: 'PENDING',
    monto: answer.monto ?? total,
    pedidoId: null,
    codigo: null,
    fecha: new Date().toISOString(),
  };
}

const P = PAYMENT_MESSAGES;

/** The modal's state machine: selection → card form / processing → waiting or redirect → done. */
export function usePaymentFlow(input: PaymentFlowInput) {
  const { user } = useSession();
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const [screen, setScreen] = useState<PaymentScreen>({ name: 'seleccion' });
  const [alert, setAlert] = useState<string | null>(null);
  const [metodo, setMetodo] = useState<PaymentMethod | null>(null);
  const [wallet, setWallet] = useState<WalletValues>(() => ({
    telefono: limitPhoneInput(input.delivery.telefono_contacto ?? user?.telefono ?? ''),
    cedula: user?.cedula ?? '',
    banco: '',
  }));
  const [walletErrors, setWalletErrors] = useState<WalletErrors>({});
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [acceptance, setAcceptance] = useState<Acceptance>(NOTHING_ACCEPTED);
  const [handedOver, setHandedOver] = useState(false);
  // Refs, not state: a second click arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  // One Idempotency-Key per attempt: kept while the same attempt is retried after a lost answer.
  const attempt = useRef<{ fingerprint: string; key: string; token?: string } | null>(null);

  const confirmation = usePaymentConfirmation({
    onOutcome: (outcome: ConfirmationOutcome) => {
      if (outcome.status === 'APPROVED') {
        setScreen({ name: 'completado', pedidoId: outcome.pedidoId });
      } else if (outcome.status === 'SLOW') {
        latest.current.onStopWatching?.();
        setScreen((s) =>
          s.name === 'esperando'
            ? { ...s, slow: outcome.message, notice: null }
            : { name: 'procesando', slow: outcome.message, notice: null },
        );
      } else {
        latest.current.onPaymentFailed?.();
        setCard(EMPTY_CARD);
        // Only an ERROR: the sandbox declines nothing but its declining test number.
        setAlert(outcome.status === 'ERROR' ? withSandboxNote(outcome.message) : outcome.message);
        setScreen({ name: 'seleccion' });
      }
    },
    onApproved: (pedidoId) => {
      latest.current.onApproved(pedidoId);
      setHandedOver(true);
    },
  });

  /** A failed Nequi attempt in the test gateway says when its test numbers were not used. */
  const withSandboxNote = (message: string) => {
    const { config } = latest.current;
    const note =
      config?.proveedor === 'sandbox' && lastMethod.current === 'NEQUI'
        ? sandboxNequiNote(lastPhone.current)
        : null;
    return note ? `${message} ${note}` : message;
  };
  const lastMethod = useRef<PaymentMethod | null>(null);
  const lastPhone = useRef('');

  const keyFor = (fingerprint: string, token?: string) => {
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey(), token };
    }
    return attempt.current.key;
  };

  /** A failed attempt: back to where it started, with the reason. */
  const fail = (error: unknown, back: 'seleccion' | 'tarjeta', fallback: string) => {
    const status = error instanceof ApiError ? error.status : 0;
    // Only a lost answer keeps the attempt: the server may have made it, and a retry must match.
    if (status !== 0) attempt.current = null;
    if (error instanceof ApiError && error.code && SLOT_REFUSALS.has(error.code)) {
      latest.current.onSlotRefused?.(error.message);
      return;
    }
    if (error instanceof ApiError && error.code === 'PRICES_CHANGED') {
      toast.error(error.message);
      latest.current.onPricesChanged?.();
      latest.current.onClose();
      return;
    }
    if (
      (status === 401 || status === 403) &&
      error instanceof ApiError &&
      error.code !== 'FORBIDDEN'
    ) {
      // The API helper already ended the session and goes home.
      latest.current.onClose();
      return;
    }
    // The server's Spanish reason when it gave one (or the connection message); generic otherwise.
    const message =
      error instanceof ApiError && error.code === TOKENIZE_FAILED
        ? error.message
        : reasonOf(error, fallback);
    setAlert(message);
    setScreen(back === 'tarjeta' ? { name: 'tarjeta' } : { name: 'seleccion' });
  };

  const bodyFor = (config: PaymentConfig, choice: PaymentChoice) =>
    buildPaymentBody({ ...latest.current, config, choice });

  const payByCard = async (cardInput: CardTokenInput) => {
    const { config } = latest.current;
    if (inFlight.current || !config) return;
    inFlight.current = true;
    setAlert(null);
    setScreen({ name: 'procesando', slow: null, notice: null });
    lastMethod.current = 'CARD';
    const fingerprint = JSON.stringify({ cardInput, body: bodyFor(config, { metodo: 'CARD' }) });
    try {
      let token = attempt.current?.fingerprint === fingerprint ? attempt.current.token : undefined;
      if (!token) {
        token = await tokenizeCard(config, cardInput);
        attempt.current = null;
      }
      const key = keyFor(fingerprint, token);
      const body = bodyFor(config, { metodo: 'CARD', paymentSourceId: token });
      const answer = await createPayment(body, key);
      attempt.current = null;
      if (!answer?.transactionId) throw new Error('payment answer without a transaction id');
      latest.current.onPaymentStarted?.(
        startedPayment(answer, 'CARD', latest.current.totals.total),
      );
      confirmation.start(answer.transactionId, 'card');
    } catch (error) {
      fail(error, 'tarjeta', P.processError);
    } finally {
      inFlight.current = false;
    }
  };

  const payByWallet = async (method: WalletMethod) => {
    const { config } = latest.current;
    if (inFlight.current || !config) return;
    inFlight.current = true;
    setAlert(null);
    setScreen({ name: 'procesando', slow: null, notice: null });
    lastMethod.current = method;
    lastPhone.current = wallet.telefono;
    const body = bodyFor(config, { metodo: method, ...wallet });
    try {
      const answer = await createPayment(body, keyFor(JSON.stringify(body)));
      attempt.current = null;
      if (!answer?.transactionId) throw new Error('payment answer without a transaction id');
      const url = redirectUrlOf(answer);
      if ((method === 'DAVIPLATA' || method === 'PSE') && url) {
        rememberRedirectedPayment(answer.transactionId);
        setScreen({ name: 'redirigiendo', metodo: method, url });
        return;
      }
      rememberWalletPhone(answer.transactionId, wallet.telefono);
      latest.current.onPaymentStarted?.(
        startedPayment(answer, method, latest.current.totals.total),
      );
      setScreen({
        name: 'esperando',
        metodo: method,
        transactionId: answer.transactionId,
        referencia: answer.referencia ?? '',
        telefono: wallet.telefono,
        slow: null,
        notice: null,
      });
      confirmation.start(answer.transactionId, 'wallet');
    } catch (error) {
      fail(error, 'seleccion', P.createError);
    } finally {
      inFlight.current = false;
    }
  };

  /** "Pagar" on the selector: the card form for CARD, else the wallet/PSE payment. */
  const pay = () => {
    if (inFlight.current || !latest.current.config || !isFullyAccepted(acceptance)) return;
    const errors = validateWalletForm({ metodo, ...wallet });
    if (metodo === 'CARD') {
      setAlert(null);
      setScreen({ name: 'tarjeta' });
      return;
    }
    setWalletErrors(errors);
    if (Object.keys(errors).length > 0 || metodo === null) {
      setAlert(errors.metodo ?? P.card.formErrors);
      return;
    }
    void payByWallet(metodo);
  };

  const refresh = async () => {
    const result = await confirmation.checkNow();
    if (result !== 'PENDING') return;
    setScreen((s) =>
      s.name === 'esperando' || s.name === 'procesando' ? { ...s, notice: P.pending } : s,
    );
  };

  return {
    screen,
    alert,
    metodo,
    wallet,
    walletErrors,
    card,
    acceptance,
    checking: confirmation.checking,
    /** The dialog must stay open: a request is in flight or the page is about to change. */
    busy:
      (screen.name === 'procesando' && screen.slow === null) ||
      screen.name === 'redirigiendo' ||
      (screen.name === 'completado' && !handedOver),
    chooseMethod: (m: PaymentMethod) => {
      setMetodo(m);
      setWalletErrors({});
      setAlert(null);
    },
    setWallet,
    setCard,
    setAcceptance,
    pay,
    payByCard: (c: CardTokenInput) => void payByCard(c),
    backToSelection: () => {
      if (screen.name === 'esperando' || screen.name === 'procesando') {
        latest.current.onStopWatching?.();
      }
      confirmation.cancel();
      setAlert(null);
      setScreen({ name: 'seleccion' });
    },
    refresh: () => void refresh(),
    /** The wait "Cancelar este pago" stops first and resumes when the server refuses. */
    confirmation: { start: confirmation.start, cancel: confirmation.cancel },
    /** The resident ended the attempt (issue 40): nothing waits; the selector, to pay another way. */
    endedByResident: () => {
      latest.current.onPaymentFailed?.();
      setAlert(null);
      setScreen({ name: 'seleccion' });
    },
    /** The approval beat "Cancelar este pago": the order shows, handed over 1.5 s later. */
    approvedBeforeCancel: (pedidoId: number) => {
      setScreen({ name: 'completado', pedidoId });
      return () => {
        latest.current.onApproved(pedidoId);
        setHandedOver(true);
      };
    },
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
