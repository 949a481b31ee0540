import type { ChatCaller } from '../../domain/assistant/types';
import { findOrderCodes } from '../../domain/orders';
import type { Database } from '../db/client';
import { ORDER_EVENTS_CHANNEL } from '../modules/orders/order-events';

/** The channel migration 0007 publishes a user's id on when their points, name or erasure change. */
export const CALLER_CHANGES_CHANNEL = 'clientes';

export interface CallerSnapshotOptions {
  /** Reads the caller (their latest orders plus those a message names); null for an erased account. */
  load: (userId: number, mensaje: string) => Promise<ChatCaller | null>;
  /**
   * A snapshot older than this is read again even without a change heard: a safety net for a
   * notification lost while the listening connection reconnects, not the way changes arrive.
   */
  maxAgeMs: number;
  /** Residents kept at most; the least recently read goes first. */
  limit: number;
  now?: () => number;
}

export interface CallerSnapshots {
  /** The caller as of their last change, read from the database only when that changed. */
  get(userId: number, mensaje: string): Promise<ChatCaller | null>;
  /** Forget a resident (their points, name, erasure or an order of theirs changed). */
  forget(userId: number): void;
  /** Forget everyone (a notification may have been missed). */
  clear(): void;
}

interface Entry {
  at: number;
  value: Promise<ChatCaller | null>;
}

/**
 * What the assistant knows of each resident it talks to, kept between questions (issue 12).
 * On the embedded database every query blocks the only thread for about a millisecond, so reading
 * the caller's row and orders for every "¿cuántos puntos tengo?" made the chat's slowest answers
 * wait behind each other. A snapshot is dropped when the database says it changed: the `pedidos`
 * NOTIFY of any order of theirs and the `clientes` NOTIFY of their row (migration 0007), both sent
 * at COMMIT to every instance. A read stores its promise at once, so a change heard while it is
 * in flight drops it too and the next question reads again; nothing older than a change survives.
 */
export function callerSnapshots(options: CallerSnapshotOptions): CallerSnapshots {
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry>();

  const read = (userId: number, mensaje: string): Promise<ChatCaller | null> => {
    const value = options.load(userId, mensaje);
    const entry = { at: now(), value };
    if (entries.size >= options.limit) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(userId, entry);
    // A failed read is not kept: the next question tries again.
    value.catch(() => {
      if (entries.get(userId) === entry) entries.delete(userId);
    });
    return value;
  };

  return {
    async get(userId, mensaje) {
      const entry = entries.get(userId);
      if (!entry || now() - entry.at > options.maxAgeMs) return read(userId, mensaje);
      // Most recently read last, so the limit drops the residents who stopped asking.
      entries.delete(userId);
      entries.set(userId, entry);
      const caller = await entry.value;
      // An order the message names that is not among the latest kept: read it with the rest.
      const named = findOrderCodes(mensaje);
      if (caller && named.some((id) => !caller.orders.some((o) => o.id === id)))
        return options.load(userId, mensaje);
      return caller;
    },
    forget(userId) {
      entries.delete(userId);
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Drops a resident's snapshot whenever the database publishes a change of theirs. Returns the
 * function that stops listening.
 */
export async function forgetOnChanges(
  database: Pick<Database, 'listen'>,
  snapshots: CallerSnapshots,
): Promise<() => Promise<void>> {
  const onCaller = await database.listen(CALLER_CHANGES_CHANNEL, (payload) => {
    const userId = Number(payload);
    if (Number.isInteger(userId)) snapshots.forget(userId);
    else snapshots.clear();
  });
  const onOrder = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    const userId = userIdOfOrderEvent(payload);
    if (userId === null) snapshots.clear();
    else snapshots.forget(userId);
  });
  return async () => {
    await onCaller();
    await onOrder();
  };
}

function userIdOfOrderEvent(payload: string): number | null {
  try {
    const userId = (JSON.parse(payload) as { user_id?: unknown }).user_id;
    return typeof userId === 'number' ? userId : null;
  } catch {
    return null;
  }
}
