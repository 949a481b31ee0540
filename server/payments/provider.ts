/**
 * The payment gateway port (DESIGN §2, wompi-notes.md). The payments module speaks only to this;
 * two adapters implement it: `sandbox` (an in-process simulator with Wompi's sandbox semantics,
 * the default) and `wompi` (HTTPS client of the real API). Shapes follow Wompi's so the adapters
 * stay thin. Amounts here are in cents, as the gateway counts them (COP × 100).
 */

export type GatewayStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

export interface AcceptanceDocument {
  acceptance_token: string;
  permalink: string;
  type: 'END_USER_POLICY' | 'PERSONAL_DATA_AUTH';
}

/** The two documents a customer must accept before paying (Habeas Data), fetched per checkout. */
export interface MerchantAcceptance {
  terms: AcceptanceDocument;
  personalData: AcceptanceDocument;
}

export interface CardToTokenize {
  number: string;
  cvc: string;
  exp_month: string;
  exp_year: string;
  card_holder: string;
}

export interface CardToken {
  id: string;
  brand: string;
  last_four: string;
  exp_month: string;
  exp_year: string;
  card_holder: string;
}

export type PaymentMethodInput =
  | { type: 'CARD'; token: string; installments: number }
  | { type: 'NEQUI'; phone_number: string }
  | {
      type: 'DAVIPLATA';
      user_legal_id: string;
      user_legal_id_type: 'CC';
      payment_description: string;
    }
  | {
      type: 'PSE';
      user_type: 0 | 1;
      user_legal_id_type: 'CC' | 'NIT';
      user_legal_id: string;
      financial_institution_code: string;
      payment_description: string;
    };

export interface CreateTransactionInput {
  reference: string;
  amount_in_cents: number;
  currency: 'COP';
  customer_email: string;
  payment_method: PaymentMethodInput;
  acceptance_token: string;
  accept_personal_auth: string;
  /** Where the gateway sends the browser back after a redirect method (DaviPlata, PSE). */
  redirect_url: string;
  customer_data?: { phone_number?: string; full_name?: string };
}

export interface GatewayTransaction {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  status: GatewayStatus;
  status_message: string | null;
  payment_method_type: string;
  /** For DaviPlata and PSE once known: where to send the customer to authorise. */
  redirect_url_for_customer: string | null;
  /** A card payment's brand and last four digits (what the shop keeps, DESIGN §5); else null. */
  card: { brand: string; last_four: string } | null;
}

export interface PseBank {
  financial_institution_code: string;
  financial_institution_name: string;
}

/** A gateway event after its signature was verified. */
export interface VerifiedEvent {
  /** A stable key for replay protection (the checksum). */
  key: string;
  event: string;
  transaction: { id: string; reference: string; status: GatewayStatus; amount_in_cents: number };
  timestamp: number;
}

export type EventVerification =
  | { ok: true; event: VerifiedEvent }
  | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'STALE' };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'wompi';
  /** 'test' or 'prod': production refuses the known test cards. */
  readonly environment: 'test' | 'prod';
  /**
   * The documents to accept. `origin` is the shop's address as the resident opened it (decision
   * 0002): the sandbox's documents are the shop's own pages; the real gateway's are its own.
   */
  merchantAcceptance(origin?: string): Promise<MerchantAcceptance>;
  /** Sandbox only: with the real gateway the browser tokenizes with the public key. */
  tokenizeCard(card: CardToTokenize): Promise<CardToken>;
  createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction>;
  getTransaction(id: string): Promise<GatewayTransaction | null>;
  /** Cards only; false when the gateway cannot void this transaction. */
  voidTransaction(id: string): Promise<boolean>;
  pseBanks(): Promise<PseBank[]>;
  /** Checks an events-webhook body (checksum over signature.properties + timestamp + secret). */
  verifyEvent(body: unknown, checksumHeader?: string): EventVerification;
  /** What the browser needs to tokenize a card itself (wompi) — null for the sandbox. */
  browserTokenization(): { publicKey: string; baseUrl: string } | null;
}

/** A gateway that could not be reached or answered something unusable. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
