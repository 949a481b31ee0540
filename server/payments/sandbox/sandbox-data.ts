/**
 * What the gateway's sandbox decides from the data it is given (wompi-notes §2.10) and the checks
 * its tokenizer runs (§2.3), kept apart from the simulator's state so each rule reads in one place.
 */
import { bogotaParts } from '../../../domain/dates';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import {
  detectCardBrand,
  luhnValid,
  PSE_BANK_NAMES,
  SANDBOX_TEST_DATA,
} from '../../../domain/payments';
import {
  GatewayError,
  type CardToTokenize,
  type CreateTransactionInput,
  type GatewayStatus,
  type PseBank,
} from '../provider';

export type SandboxOutcome = Extract<GatewayStatus, 'APPROVED' | 'DECLINED' | 'ERROR'>;

/** The two banks the gateway's sandbox adds to PSE: one approves, one declines, at once. */
export const TEST_BANKS: readonly PseBank[] = [
  {
    financial_institution_code: SANDBOX_TEST_DATA.pseBankApproved,
    financial_institution_name: 'Banco que aprueba',
  },
  {
    financial_institution_code: SANDBOX_TEST_DATA.pseBankDeclined,
    financial_institution_name: 'Banco que rechaza',
  },
];

/** The banks' ACH Colombia codes, so a code chosen in the sandbox looks like a real one. */
const BANK_CODES: Record<(typeof PSE_BANK_NAMES)[number], string> = {
  Agrario: '1040',
  'AV Villas': '1052',
  Popular: '1002',
  Bogotá: '1001',
  Bancolombia: '1007',
  Itaú: '1006',
  'GNB Sudameris': '1012',
  'Scotiabank Colpatria': '1019',
  Coopcentral: '1066',
  Davivienda: '1051',
  BBVA: '1013',
  Citibank: '1009',
  Bancamía: '1059',
  Occidente: '1023',
  Falabella: '1062',
  Pichincha: '1060',
  Santander: '1065',
};

export const SANDBOX_BANKS: readonly PseBank[] = [
  ...TEST_BANKS,
  ...PSE_BANK_NAMES.map((name) => ({
    financial_institution_code: BANK_CODES[name],
    financial_institution_name: name,
  })),
];

export function bankByCode(code: string): PseBank | undefined {
  return SANDBOX_BANKS.find((b) => b.financial_institution_code === code);
}

/** A PSE bank's automatic verdict; undefined when the customer decides on the bank page. */
export function pseOutcome(code: string): SandboxOutcome | undefined {
  if (code === SANDBOX_TEST_DATA.pseBankApproved) return 'APPROVED';
  if (code === SANDBOX_TEST_DATA.pseBankDeclined) return 'DECLINED';
  return undefined;
}

export function nequiOutcome(phone: string): SandboxOutcome {
  if (phone === SANDBOX_TEST_DATA.nequiApproved) return 'APPROVED';
  if (phone === SANDBOX_TEST_DATA.nequiDeclined) return 'DECLINED';
  return 'ERROR';
}

/** What a card token is remembered as: never the number or the CVC. */
export interface TokenizedCard {
  brand: string;
  last_four: string;
  outcome: SandboxOutcome;
}

const BRAND_CODES = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  discover: 'DISCOVER',
} as const;

/**
 * The tokenizer's checks (Luhn, a month not yet over in Bogotá, 3–4 digit CVC, holder of at least
 * 5 characters) and what the card will do when charged; throws GatewayError 422 like the gateway.
 */
export function inspectCard(
  card: CardToTokenize,
  now: Date,
): TokenizedCard & { exp_month: string; exp_year: string; card_holder: string } {
  const m = PAYMENT_MESSAGES;
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
    throw new GatewayError(m.card.numberInvalid, 422);

  const monthText = card.exp_month.trim();
  const month = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12)
    throw new GatewayError(m.card.monthInvalid, 422);
  const yearText = card.exp_year.trim();
  if (!/^(\d{2}|20\d{2})$/.test(yearText)) throw new GatewayError(m.card.expired, 422);
  const year = 2000 + Number(yearText.slice(-2));
  const today = bogotaParts(now);
  if (year < today.year || (year === today.year && month < today.month))
    throw new GatewayError(m.card.expired, 422);

  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new GatewayError(m.sandbox.cvcInvalid, 422);
  const holder = card.card_holder.trim().replace(/\s+/g, ' ');
  if (holder.length < 5) throw new GatewayError(m.sandbox.holderTooShort, 422);

  const brand = detectCardBrand(digits);
  return {
    brand: brand ? BRAND_CODES[brand] : 'UNKNOWN',
    last_four: digits.slice(-4),
    outcome:
      digits === SANDBOX_TEST_DATA.cardApproved
        ? 'APPROVED'
        : digits === SANDBOX_TEST_DATA.cardDeclined
          ? 'DECLINED'
          : 'ERROR',
    exp_month: String(month).padStart(2, '0'),
    exp_year: yearText.slice(-2),
    card_holder: holder,
  };
}

/** How a new transaction ends: a verdict after the delay, or on the bank page when `page`. */
export interface TransactionPlan {
  outcome: SandboxOutcome | undefined;
  page: boolean;
  bankCode: string | null;
  card: { brand: string; last_four: string } | null;
}

/**
 * The gateway's checks of a transaction request (amount in cents ending in 00, COP, a known card
 * token, a 10-digit Nequi phone, a document, a short description, a known bank) and its plan.
 * Acceptance tokens and reference reuse need the store: the provider checks those.
 */
export function planTransaction(
  input: CreateTransactionInput,
  cardToken: (token: string) => TokenizedCard | undefined,
): TransactionPlan {
  const m = PAYMENT_MESSAGES;
  const amount = input.amount_in_cents;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0)
    throw new GatewayError(m.sandbox.amountInvalid, 422);
  if (input.currency !== 'COP') throw new GatewayError(m.sandbox.currencyInvalid, 422);

  const method = input.payment_method;
  switch (method.type) {
    case 'CARD': {
      const card = cardToken(method.token);
      if (!card) throw new GatewayError(m.sandbox.cardTokenUnknown, 422);
      const n = method.installments;
      if (!Number.isInteger(n) || n < 1 || n > 36)
        throw new GatewayError(m.sandbox.installmentsInvalid, 422);
      const { brand, last_four } = card;
      return { outcome: card.outcome, page: false, bankCode: null, card: { brand, last_four } };
    }
    case 'NEQUI':
      if (!/^\d{10}$/.test(method.phone_number)) throw new GatewayError(m.wallet.phoneInvalid, 422);
      return {
        outcome: nequiOutcome(method.phone_number),
        page: false,
        bankCode: null,
        card: null,
      };
    case 'PSE':
    case 'DAVIPLATA': {
      if (!method.user_legal_id.trim()) throw new GatewayError(m.wallet.cedulaInvalid, 422);
      const description = method.payment_description.trim();
      if (description.length < 1 || description.length > 30)
        throw new GatewayError(m.sandbox.descriptionInvalid, 422);
      if (method.type === 'DAVIPLATA')
        return { outcome: undefined, page: true, bankCode: null, card: null };
      const code = method.financial_institution_code;
      if (!bankByCode(code)) throw new GatewayError(m.sandbox.bankUnknown, 422);
      return { outcome: pseOutcome(code), page: true, bankCode: code, card: null };
    }
  }
}
