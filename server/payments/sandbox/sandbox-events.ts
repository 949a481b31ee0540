/**
 * The sandbox's clockwork and mail: timers it can cancel all at once (tests, shutdown) and the
 * delivery of signed `transaction.updated` events to our webhook with the gateway's retries
 * (wompi-notes §2.9), shortened because nobody waits 24 h for a sandbox.
 */
import { DEFAULT_EVENT_PROPERTIES, signEvent, type GatewayEventEnvelope } from '../signatures';
import type { SandboxTransaction } from './sandbox-store';

export interface SandboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLog: SandboxLog = { info() {}, warn() {}, error() {} };

type Timer = ReturnType<typeof setTimeout>;

export interface SandboxTimers {
  /** Runs `run` after `ms`; `owner` groups timers to cancel together (a transaction's). */
  schedule(run: () => void, ms: number, owner?: string): void;
  cancel(owner: string): void;
  /** Cancels everything and refuses new timers. */
  close(): void;
  readonly closed: boolean;
}

export function createTimers(log: SandboxLog): SandboxTimers {
  const all = new Set<Timer>();
  const byOwner = new Map<string, Set<Timer>>();
  let closed = false;
  return {
    schedule(run, ms, owner) {
      if (closed) return;
      const timer = setTimeout(() => {
        all.delete(timer);
        if (owner) byOwner.get(owner)?.delete(timer);
        try {
          run();
        } catch (error) {
          log.error({ err: error, owner }, 'sandbox timer failed');
        }
      }, ms);
      // A pending sandbox settlement must not keep a finished process alive.
      timer.unref?.();
      all.add(timer);
      if (owner) byOwner.set(owner, (byOwner.get(owner) ?? new Set()).add(timer));
    },
    cancel(owner) {
      for (const timer of byOwner.get(owner) ?? []) {
        clearTimeout(timer);
        all.delete(timer);
      }
      byOwner.delete(owner);
    },
    close() {
      closed = true;
      for (const timer of all) clearTimeout(timer);
      all.clear();
      byOwner.clear();
    },
    get closed() {
      return closed;
    },
  };
}

/** The event the gateway posts when a transaction changes, with the fields Wompi sends. */
export function transactionEvent(
  tx: SandboxTransaction,
  secret: string,
  now: Date,
): GatewayEventEnvelope {
  return signEvent(
    {
      id: tx.id,
      amount_in_cents: tx.amount_in_cents,
      reference: tx.reference,
      customer_email: tx.customer_email,
      currency: tx.currency,
      payment_method_type: tx.payment_method_type,
      redirect_url: tx.redirect_url,
      status: tx.status,
      shipping_address: null,
      payment_link_id: null,
      payment_source_id: null,
    },
    secret,
    Math.floor(now.getTime() / 1000),
    DEFAULT_EVENT_PROPERTIES,
    'test',
  );
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000];

/**
 * Delivers an event; the promise settles after the first attempt and never rejects. A failed
 * attempt is logged and retried after each of `retryDelaysMs` in turn, then given up (logged).
 */
export function createEventDelivery(deps: {
  deliverEvent: (body: unknown) => Promise<void>;
  retryDelaysMs: readonly number[];
  timers: SandboxTimers;
  log: SandboxLog;
}): (event: GatewayEventEnvelope) => Promise<void> {
  async function attempt(event: GatewayEventEnvelope, n: number): Promise<void> {
    if (deps.timers.closed) return;
    const transactionId = event.data.transaction.id;
    try {
      await deps.deliverEvent(event);
    } catch (error) {
      const wait = deps.retryDelaysMs[n];
      if (wait === undefined || deps.timers.closed) {
        deps.log.error(
          { err: error, transactionId, attempts: n + 1 },
          'sandbox event not delivered',
        );
        return;
      }
      deps.log.warn(
        { err: error, transactionId, attempt: n + 1, retryInMs: wait },
        'sandbox event delivery failed',
      );
      deps.timers.schedule(() => void attempt(event, n + 1), wait);
    }
  }
  return (event) => attempt(event, 0);
}
