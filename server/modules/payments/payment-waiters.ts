import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** The PostgreSQL channel a payment's final state is published on (any instance may wait for it). */
export const PAYMENT_EVENTS_CHANNEL = 'pagos';

export interface PaymentEvent {
  reference: string;
  status: string;
  pedido_id: number | null;
}

/**
 * Long waits parked until their payment changes. One LISTEN per instance fans out to the waiting
 * requests by reference, so an approval seen by instance A wakes a customer waiting on B.
 */
export interface PaymentWaiters {
  start(): Promise<void>;
  /** Resolves when the payment is published, after `ms`, or when `signal` aborts. */
  wait(reference: string, ms: number, signal?: AbortSignal): Promise<void>;
  publish(event: PaymentEvent): Promise<void>;
  stop(): Promise<void>;
}

export function createPaymentWaiters(database: Database, log?: FastifyBaseLogger): PaymentWaiters {
  const waiting = new Map<string, Set<() => void>>();
  let unlisten: (() => Promise<void>) | undefined;

  const wake = (reference: string) => {
    const set = waiting.get(reference);
    if (!set) return;
    waiting.delete(reference);
    for (const resolve of set) resolve();
  };

  return {
    async start() {
      unlisten = await database.listen(PAYMENT_EVENTS_CHANNEL, (payload) => {
        try {
          wake((JSON.parse(payload) as PaymentEvent).reference);
        } catch {
          log?.warn({ payload }, 'unreadable payment event');
        }
      });
    },
    wait(reference, ms, signal) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          waiting.get(reference)?.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
        const set = waiting.get(reference) ?? new Set();
        set.add(done);
        waiting.set(reference, set);
      });
    },
    async publish(event) {
      try {
        await database.notify(PAYMENT_EVENTS_CHANNEL, JSON.stringify(event));
      } catch (error) {
        log?.warn({ err: error, reference: event.reference }, 'payment event not published');
        wake(event.reference); // at least this instance's waiters learn it
      }
    },
    async stop() {
      for (const reference of [...waiting.keys()]) wake(reference);
      await unlisten?.();
    },
  };
}
