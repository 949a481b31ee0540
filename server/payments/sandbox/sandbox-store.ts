/**
 * The sandbox gateway's memory: transactions, card tokens and acceptance tokens, all in process
 * (a restart forgets them, as switching Wompi environments would). Card tokens keep the last
 * four digits, brand and test outcome only: the number and CVC are never stored.
 */
import { randomBytes } from 'node:crypto';
import type {
  AcceptanceDocument,
  GatewayStatus,
  GatewayTransaction,
  PaymentMethodInput,
} from '../provider';
import type { TokenizedCard } from './sandbox-data';

export interface SandboxTransaction {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: 'COP';
  status: GatewayStatus;
  status_message: string | null;
  payment_method_type: PaymentMethodInput['type'];
  /** The bank page, for PSE and DaviPlata. */
  redirect_url_for_customer: string | null;
  /** The merchant's return address, carried in the event like the gateway's. */
  redirect_url: string;
  customer_email: string;
  /** PSE only: the bank the customer chose. */
  financial_institution_code: string | null;
  card: { brand: string; last_four: string } | null;
  created_at: Date;
  finalized_at: Date | null;
}

export interface SandboxStore {
  transactions: Map<string, SandboxTransaction>;
  /** Every reference ever charged: the gateway refuses a second transaction with one. */
  references: Set<string>;
  cardTokens: Map<string, TokenizedCard>;
  acceptanceTokens: Map<string, { type: AcceptanceDocument['type']; expiresAt: number }>;
}

export function createSandboxStore(): SandboxStore {
  return {
    transactions: new Map(),
    references: new Set(),
    cardTokens: new Map(),
    acceptanceTokens: new Map(),
  };
}

/** What callers of the port see: a copy, so nobody edits the simulator's state by accident. */
export function transactionView(tx: SandboxTransaction): GatewayTransaction {
  return {
    id: tx.id,
    reference: tx.reference,
    amount_in_cents: tx.amount_in_cents,
    currency: tx.currency,
    status: tx.status,
    status_message: tx.status_message,
    payment_method_type: tx.payment_method_type,
    redirect_url_for_customer: tx.redirect_url_for_customer,
    card: tx.card ? { ...tx.card } : null,
  };
}

/** A uniform [0, 1) from the operating system's generator (tokens must not be guessable). */
export function secureRandom(): number {
  return randomBytes(4).readUInt32BE(0) / 2 ** 32;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function randomText(random: () => number, length: number, alphabet = ALPHANUMERIC): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    text += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))];
  }
  return text;
}

function randomDigits(random: () => number, length: number): string {
  return (
    String(1 + Math.min(8, Math.floor(random() * 9))) + randomText(random, length - 1, '0123456789')
  );
}

/**
 * A fresh value from `make` that `taken` does not know. An injected generator may repeat itself
 * (tests pass a constant), so after a few collisions a counter makes the value unique.
 */
function unique(make: () => string, taken: (value: string) => boolean): string {
  for (let attempt = 0; attempt < 8; attempt++) {
    const value = make();
    if (!taken(value)) return value;
  }
  const base = make();
  for (let n = 2; ; n++) if (!taken(`${base}${n}`)) return `${base}${n}`;
}

/** An id shaped like the gateway's ('12345-1700000000-54321'), unused in this store. */
export function newTransactionId(store: SandboxStore, random: () => number, now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000);
  return unique(
    () => `${randomDigits(random, 5)}-${seconds}-${randomDigits(random, 5)}`,
    (id) => store.transactions.has(id),
  );
}

export function newCardToken(store: SandboxStore, random: () => number): string {
  return unique(
    () => `tok_test_${randomDigits(random, 5)}_${randomText(random, 32)}`,
    (token) => store.cardTokens.has(token),
  );
}

export function newAcceptanceToken(store: SandboxStore, random: () => number): string {
  return unique(
    () => `acc_test_${randomText(random, 40)}`,
    (token) => store.acceptanceTokens.has(token),
  );
}
