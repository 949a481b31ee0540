import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { PAYMENT_TIMINGS } from '../../../domain/payments';
import {
  checkPaymentStatus,
  waitForConfirmation,
  type ConfirmationAnswer,
  type StatusAnswer,
} from './payments-api';

/** Cards are checked briefly; wallets (Nequi, DaviPlata, PSE) wait for the customer's bank app. */
export type ConfirmationKind = 'card' | 'wallet';

export type ConfirmationOutcome =
  | { status: 'APPROVED'; pedidoId: number }
  | { status: 'DECLINED'; message: string }
  | { status: 'ERROR'; message: string }
  /** Polling ran out with the payment still pending: the slow-payment alert. */
  | { status: 'SLOW'; message: string };

export interface ConfirmationApi {
  wait(transactionId: string, signal: AbortSignal): Promise<ConfirmationAnswer>;
  check(transactionId: string, signal: AbortSignal): Promise<StatusAnswer>;
}

export const defaultConfirmationApi: ConfirmationApi = {
  wait: waitForConfirmation,
  check: checkPaymentStatus,
};

const P = PAYMENT_MESSAGES;

/** A settled answer of either call, or null while the payment is still pending. */
export function outcomeOf(
  answer: Pick<StatusAnswer, 'pedidoId'> & { status: string },
): ConfirmationOutcome | null {
  switch (answer.status) {
    case 'APPROVED':
      // The order is created with the approval; without its id the settlement is still landing.
      return typeof answer.pedidoId === 'number'
        ? { status: 'APPROVED', pedidoId: answer.pedidoId }
        : null;
    case 'DECLINED':
      return { status: 'DECLINED', message: P.rejectedTryOther };
    case 'ERROR':
    case 'VOIDED':
      return { status: 'ERROR', message: P.failedTryAgain };
    default:
      return null;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Up to `tries` status checks `intervalMs` apart (the first at once), until one settles.
 * A failed check counts as a try. Null when there is no verdict yet (or `signal` aborted).
 */
export async function pollPaymentStatus(
  transactionId: string,
  schedule: { tries: number; intervalMs: number },
  check: ConfirmationApi['check'],
  signal: AbortSignal,
): Promise<ConfirmationOutcome | null> {
  for (let attempt = 0; attempt < schedule.tries; attempt++) {
    if (attempt > 0) await sleep(schedule.intervalMs, signal);
    if (signal.aborted) return null;
    try {
      const outcome = outcomeOf(await check(transactionId, signal));
      if (outcome) return outcome;
    } catch {
      if (signal.aborted) return null;
    }
  }
  return null;
}

/**
 * The confirmation strategy of payments spec §4: a long wait the client gives up after 45 s; on
 * TIMEOUT, that abort or a network error, status checks (card 10 × 3 s, wallets 30 × 10 s);
 * still pending after them, the slow-payment alert. Null when `signal` aborted (cancelled).
 */
export async function confirmPayment(
  transactionId: string,
  kind: ConfirmationKind,
  api: ConfirmationApi,
  signal: AbortSignal,
): Promise<ConfirmationOutcome | null> {
  const longWait = new AbortController();
  const stop = () => longWait.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, PAYMENT_TIMINGS.longWaitTimeoutMs);
  try {
    const outcome = outcomeOf(await api.wait(transactionId, longWait.signal));
    if (outcome && !signal.aborted) return outcome;
  } catch {
    // Aborted after 45 s or a network error: the status checks below take over.
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
  if (signal.aborted) return null;

  const schedule = kind === 'card' ? PAYMENT_TIMINGS.cardChecks : PAYMENT_TIMINGS.walletPolling;
  const outcome = await pollPaymentStatus(transactionId, schedule, api.check, signal);
  if (signal.aborted) return null;
  return outcome ?? { status: 'SLOW', message: kind === 'card' ? P.slowCard : P.slowWallet };
}

export interface PaymentConfirmationHandlers {
  /** Every verdict, at once (APPROVED included, to show the completed screen). */
  onOutcome(outcome: ConfirmationOutcome): void;
  /** 1.5 s after an approval (payments spec §9), so the customer sees it first. */
  onApproved(pedidoId: number): void;
}

export interface PaymentConfirmation {
  start(transactionId: string, kind: ConfirmationKind): void;
  /** The "Actualizar" button: one status check now; PENDING when there is no verdict yet. */
  checkNow(): Promise<ConfirmationOutcome['status'] | 'PENDING'>;
  cancel(): void;
  /** A manual check is under way. */
  checking: boolean;
}

/**
 * Runs `confirmPayment` for the modal; stopped by `cancel`, by a verdict of `checkNow` or by
 * unmount. After the slow-payment alert the transaction stays checkable with `checkNow`.
 */
export function usePaymentConfirmation(
  handlers: PaymentConfirmationHandlers,
  api: ConfirmationApi = defaultConfirmationApi,
): PaymentConfirmation {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const run = useRef<{ id: string; controller: AbortController } | null>(null);
  const approval = useRef<{ timer: ReturnType<typeof setTimeout>; pedidoId: number } | null>(null);
  const [checking, setChecking] = useState(false);

  const settle = useCallback((outcome: ConfirmationOutcome) => {
    // A slow payment stays the current one, so "Actualizar" can still find its verdict.
    if (outcome.status !== 'SLOW') {
      run.current?.controller.abort();
      run.current = null;
    }
    latest.current.onOutcome(outcome);
    if (outcome.status !== 'APPROVED') return;
    const { pedidoId } = outcome;
    approval.current = {
      pedidoId,
      timer: setTimeout(() => {
        approval.current = null;
        latest.current.onApproved(pedidoId);
      }, PAYMENT_TIMINGS.successCallbackDelayMs),
    };
  }, []);

  const cancel = useCallback(() => {
    run.current?.controller.abort();
    run.current = null;
  }, []);

  const start = useCallback(
    (transactionId: string, kind: ConfirmationKind) => {
      cancel();
      const current = { id: transactionId, controller: new AbortController() };
      run.current = current;
      void confirmPayment(transactionId, kind, api, current.controller.signal).then((outcome) => {
        if (outcome && run.current === current) settle(outcome);
      });
    },
    [api, cancel, settle],
  );

  const checkNow = useCallback(async () => {
    const current = run.current;
    if (!current) return 'PENDING' as const;
    setChecking(true);
    try {
      const outcome = outcomeOf(await api.check(current.id, current.controller.signal));
      if (outcome && run.current === current) {
        settle(outcome);
        return outcome.status;
      }
      return 'PENDING' as const;
    } catch {
      return 'PENDING' as const;
    } finally {
      setChecking(false);
    }
  }, [api, settle]);

  useEffect(
    () => () => {
      run.current?.controller.abort();
      // An approval must still reach the store (empty the cart) if the modal goes away meanwhile.
      if (approval.current) {
        clearTimeout(approval.current.timer);
        latest.current.onApproved(approval.current.pedidoId);
      }
    },
    [],
  );

  return { start, checkNow, cancel, checking };
}
