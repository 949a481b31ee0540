/**
 * The `sandbox` adapter: an in-process gateway with Wompi's sandbox semantics (wompi-notes §2.10),
 * so the shop runs and is tested offline. Transactions start PENDING and settle after a delay
 * (cards, Nequi, PSE test banks) or on our own bank page (DaviPlata, other PSE banks); each
 * settlement is posted to our webhook as a signed `transaction.updated` event, like the real one.
 */
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import {
  GatewayError,
  type AcceptanceDocument,
  type GatewayStatus,
  type PaymentProvider,
} from '../provider';
import { verifyEventBody } from '../signatures';
import {
  bankByCode,
  inspectCard,
  planTransaction,
  SANDBOX_BANKS,
  type SandboxOutcome,
} from './sandbox-data';
import {
  createEventDelivery,
  createTimers,
  DEFAULT_RETRY_DELAYS_MS,
  silentLog,
  transactionEvent,
  type SandboxLog,
} from './sandbox-events';
import {
  createSandboxStore,
  newAcceptanceToken,
  newCardToken,
  newTransactionId,
  secureRandom,
  transactionView,
  type SandboxStore,
  type SandboxTransaction,
} from './sandbox-store';

export type { SandboxLog };

export interface SandboxProviderOptions {
  eventsSecret: string;
  /** The shop's public origin: the bank page and the legal documents live there. */
  publicUrl: string;
  /** How long a card, Nequi or PSE test-bank transaction stays PENDING (0: the next tick). */
  settleDelayMs?: number;
  /** Posts an event to our webhook; a rejection means "not delivered" and is retried. */
  deliverEvent: (body: unknown) => Promise<void>;
  random?: () => number;
  clock?: () => Date;
  log?: SandboxLog;
  /** Waits before each redelivery (Wompi waits 30 min, 3 h, 24 h; the sandbox much less). */
  retryDelaysMs?: readonly number[];
  /** Tests pass their own to inspect what the sandbox keeps. */
  store?: SandboxStore;
}

/** A PSE or DaviPlata transaction as our bank page shows it. */
export interface SandboxBankView {
  id: string;
  reference: string;
  amount_in_cents: number;
  payment_method_type: 'PSE' | 'DAVIPLATA';
  bank_name: string | null;
  status: GatewayStatus;
  /**
   * The refusing test bank (PSE "2") answers by itself: 'DECLINED' while that verdict is on its
   * way, and its page offers no decision that could not apply (issue 40). The approving bank "1"
   * keeps its buttons: approving there is what it does anyway.
   */
  automatic: 'DECLINED' | null;
}

export type BankDecision =
  | { ok: true; status: 'APPROVED' | 'DECLINED' }
  | { ok: false; reason: 'NOT_FOUND' | 'ALREADY_SETTLED' };

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  readonly environment: 'test';
  /** The transaction behind a bank page; null for unknown ids and methods without a page. */
  bankView(id: string): SandboxBankView | null;
  /** The bank page's Aprobar/Rechazar: settles a pending page transaction and delivers its event. */
  decide(id: string, approve: boolean): Promise<BankDecision>;
  /** Test hook: settles a pending transaction now; false when unknown or already final. */
  settleNow(id: string, status: SandboxOutcome): Promise<boolean>;
  /**
   * Test hook: settles now with the verdict its own timer would give (the phone number, the card);
   * false when it has none (a bank page decides), is unknown or already final.
   */
  settleScheduled(id: string): Promise<boolean>;
  /** Stops every timer (settlements, expiries, redeliveries): tests and shutdown. */
  close(): void;
}

/** True for this adapter (the bank page needs it); a test double merely named 'sandbox' is not. */
export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  const candidate = provider as Partial<SandboxProvider>;
  return (
    provider.name === 'sandbox' &&
    typeof candidate.bankView === 'function' &&
    typeof candidate.decide === 'function'
  );
}

/** Acceptance tokens are honoured this long after merchantAcceptance() handed them out. */
const ACCEPTANCE_TTL_MS = 60 * 60_000;
/** A transaction nobody decides ends in ERROR after this, as an abandoned bank session would. */
const DECISION_WINDOW_MS = 15 * 60_000;
const PAGE_METHODS: ReadonlySet<string> = new Set(['PSE', 'DAVIPLATA']);

const STATUS_MESSAGES: Record<SandboxOutcome, string | null> = {
  APPROVED: null,
  DECLINED: PAYMENT_MESSAGES.sandbox.declined,
  ERROR: PAYMENT_MESSAGES.sandbox.error,
};

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const store = options.store ?? createSandboxStore();
  const random = options.random ?? secureRandom;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? silentLog;
  const settleDelayMs = options.settleDelayMs ?? 1_500;
  const timers = createTimers(log);
  // The verdict each pending transaction's timer will give, for settleScheduled.
  const scheduled = new Map<string, SandboxOutcome>();
  const deliver = createEventDelivery({
    deliverEvent: options.deliverEvent,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timers,
    log,
  });

  /** Moves a transaction to its final state and delivers the event (first attempt awaited). */
  function finalize(
    tx: SandboxTransaction,
    status: Exclude<GatewayStatus, 'PENDING'>,
    message: string | null,
  ): Promise<void> {
    tx.status = status;
    tx.status_message = message;
    tx.finalized_at = clock();
    timers.cancel(tx.id);
    scheduled.delete(tx.id);
    log.info(
      { transactionId: tx.id, reference: tx.reference, status },
      'sandbox transaction settled',
    );
    return deliver(transactionEvent(tx, options.eventsSecret, clock()));
  }

  async function settle(
    id: string,
    status: SandboxOutcome,
    message = STATUS_MESSAGES[status],
  ): Promise<boolean> {
    const tx = store.transactions.get(id);
    if (!tx || tx.status !== 'PENDING') return false;
    await finalize(tx, status, message);
    return true;
  }

  /** The sandbox bank is this server: the customer reaches it on the origin they return to. */
  function bankOrigin(redirectUrl: string): string {
    try {
      return new URL(redirectUrl).origin;
    } catch {
      return options.publicUrl;
    }
  }

  function automaticVerdict(id: string): 'DECLINED' | null {
    return scheduled.get(id) === 'DECLINED' ? 'DECLINED' : null;
  }

  function issueAcceptance(
    type: AcceptanceDocument['type'],
    page: string,
    origin: string,
  ): AcceptanceDocument {
    const token = newAcceptanceToken(store, random);
    store.acceptanceTokens.set(token, { type, expiresAt: clock().getTime() + ACCEPTANCE_TTL_MS });
    return { acceptance_token: token, permalink: `${origin}${page}`, type };
  }

  function checkAcceptance(token: string, type: AcceptanceDocument['type']): void {
    const issued = store.acceptanceTokens.get(token);
    if (!issued || issued.type !== type || issued.expiresAt <= clock().getTime())
      throw new GatewayError(PAYMENT_MESSAGES.sandbox.acceptanceInvalid, 422);
  }

  const provider: SandboxProvider = {
    name: 'sandbox',
    environment: 'test',

    async merchantAcceptance(origin = options.publicUrl) {
      const now = clock().getTime();
      for (const [token, issued] of store.acceptanceTokens)
        if (issued.expiresAt <= now) store.acceptanceTokens.delete(token);
      return {
        terms: issueAcceptance('END_USER_POLICY', '/terminos', origin),
        personalData: issueAcceptance('PERSONAL_DATA_AUTH', '/privacidad', origin),
      };
    },

    async tokenizeCard(card) {
      const inspected = inspectCard(card, clock());
      const id = newCardToken(store, random);
      store.cardTokens.set(id, {
        brand: inspected.brand,
        last_four: inspected.last_four,
        outcome: inspected.outcome,
      });
      log.info(
        { brand: inspected.brand, last_four: inspected.last_four },
        'sandbox card tokenized',
      );
      return {
        id,
        brand: inspected.brand,
        last_four: inspected.last_four,
        exp_month: inspected.exp_month,
        exp_year: inspected.exp_year,
        card_holder: inspected.card_holder,
      };
    },

    async createTransaction(input) {
      const m = PAYMENT_MESSAGES.sandbox;
      const plan = planTransaction(input, (token) => store.cardTokens.get(token));
      checkAcceptance(input.acceptance_token, 'END_USER_POLICY');
      checkAcceptance(input.accept_personal_auth, 'PERSONAL_DATA_AUTH');
      if (!input.reference.trim() || store.references.has(input.reference))
        throw new GatewayError(m.referenceUsed, 422);

      const now = clock();
      const id = newTransactionId(store, random, now);
      const tx: SandboxTransaction = {
        id,
        reference: input.reference,
        amount_in_cents: input.amount_in_cents,
        currency: 'COP',
        status: 'PENDING',
        status_message: null,
        payment_method_type: input.payment_method.type,
        redirect_url_for_customer: plan.page
          ? `${bankOrigin(input.redirect_url)}/sandbox/banco/${id}`
          : null,
        redirect_url: input.redirect_url,
        customer_email: input.customer_email,
        financial_institution_code: plan.bankCode,
        card: plan.card,
        created_at: now,
        finalized_at: null,
      };
      store.transactions.set(id, tx);
      store.references.add(input.reference);
      log.info(
        { transactionId: id, reference: tx.reference, method: tx.payment_method_type },
        'sandbox transaction created',
      );

      const outcome = plan.outcome;
      if (outcome) {
        scheduled.set(id, outcome);
        timers.schedule(() => void settle(id, outcome), settleDelayMs, id);
      }
      timers.schedule(() => void settle(id, 'ERROR', m.expired), DECISION_WINDOW_MS, id);
      return transactionView(tx);
    },

    async getTransaction(id) {
      const tx = store.transactions.get(id);
      return tx ? transactionView(tx) : null;
    },

    async voidTransaction(id) {
      const tx = store.transactions.get(id);
      if (!tx || tx.payment_method_type !== 'CARD' || tx.status !== 'APPROVED') return false;
      await finalize(tx, 'VOIDED', PAYMENT_MESSAGES.sandbox.voided);
      return true;
    },

    async pseBanks() {
      return SANDBOX_BANKS.map((bank) => ({ ...bank }));
    },

    verifyEvent(body, checksumHeader) {
      return verifyEventBody(body, options.eventsSecret, { now: clock(), checksumHeader });
    },

    browserTokenization: () => null,

    bankView(id) {
      const tx = store.transactions.get(id);
      if (!tx || !PAGE_METHODS.has(tx.payment_method_type)) return null;
      const bank = tx.financial_institution_code
        ? bankByCode(tx.financial_institution_code)
        : undefined;
      return {
        id: tx.id,
        reference: tx.reference,
        amount_in_cents: tx.amount_in_cents,
        payment_method_type: tx.payment_method_type as SandboxBankView['payment_method_type'],
        bank_name: bank?.financial_institution_name ?? null,
        status: tx.status,
        automatic: automaticVerdict(id),
      };
    },

    async decide(id, approve) {
      const tx = store.transactions.get(id);
      if (!tx || !PAGE_METHODS.has(tx.payment_method_type))
        return { ok: false, reason: 'NOT_FOUND' };
      const status = approve ? 'APPROVED' : 'DECLINED';
      // A bank that answers by itself takes no decision from its page.
      if (automaticVerdict(id) !== null) return { ok: false, reason: 'ALREADY_SETTLED' };
      if (!(await settle(id, status))) return { ok: false, reason: 'ALREADY_SETTLED' };
      return { ok: true, status };
    },

    settleNow: (id, status) => settle(id, status),

    async settleScheduled(id) {
      const outcome = scheduled.get(id);
      return outcome ? settle(id, outcome) : false;
    },

    close: () => timers.close(),
  };
  return provider;
}
