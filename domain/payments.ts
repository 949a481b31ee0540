import { bogotaParts } from './dates';
import { MESSAGES } from './messages';
import { PAYMENT_MESSAGES } from './payment-messages';
import { PAYMENT_METHODS, type PaymentMethod } from './orders';

export { PAYMENT_METHODS, type PaymentMethod };
export { amountInCents } from './money';
export const PAYMENT_STATUSES = [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'ERROR',
  'VOIDED',
  'TIMEOUT',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'APPROVED',
  'DECLINED',
  'ERROR',
  'VOIDED',
];
export const INSTALLMENTS = 1;

/** Client timings of the confirmation flow (payments spec §4, §9), in milliseconds. */
export const PAYMENT_TIMINGS = {
  longWaitTimeoutMs: 45_000,
  cardChecks: { tries: 10, intervalMs: 3_000 },
  walletPolling: { tries: 30, intervalMs: 10_000 },
  redirectDelayMs: 2_000,
  successCallbackDelayMs: 1_500,
  successRedirectMs: 5_000,
  /** A reserved payment with no final status is abandoned after this (DESIGN §5). */
  abandonAfterMs: 15 * 60_000,
} as const;

/** The 17 banks the spec names; the provider adds codes (and the sandbox its test banks). */
export const PSE_BANK_NAMES = [
  'Agrario',
  'AV Villas',
  'Popular',
  'Bogotá',
  'Bancolombia',
  'Itaú',
  'GNB Sudameris',
  'Scotiabank Colpatria',
  'Coopcentral',
  'Davivienda',
  'BBVA',
  'Citibank',
  'Bancamía',
  'Occidente',
  'Falabella',
  'Pichincha',
  'Santander',
] as const;

/** The gateway's sandbox data (wompi-notes §2.10): how one pays in test mode. */
export const SANDBOX_TEST_DATA = {
  cardApproved: '4242424242424242',
  cardDeclined: '4111111111111111',
  nequiApproved: '3991111111',
  nequiDeclined: '3992222222',
  pseBankApproved: '1',
  pseBankDeclined: '2',
} as const;

/**
 * Issue 40: in the test gateway a Nequi number other than its two test numbers ends in an error
 * without reaching anyone; the failure says so (with the number typed), else nothing is added.
 */
export function sandboxNequiNote(telefono: string): string | null {
  const digits = telefono.replace(/\D/g, '');
  if (digits === SANDBOX_TEST_DATA.nequiApproved || digits === SANDBOX_TEST_DATA.nequiDeclined)
    return null;
  return `En modo de prueba solo responden los números Nequi ${SANDBOX_TEST_DATA.nequiApproved} (aprueba) y ${SANDBOX_TEST_DATA.nequiDeclined} (rechaza); no se usó ninguno de ellos (escribiste ${digits || 'otro número'}), así que no se envió nada a Nequi ni se cobró.`;
}

/** Numbers refused in production (DESIGN §5): the six well-known test cards plus the sandbox's. */
export const KNOWN_TEST_CARDS: readonly string[] = [
  '4242424242424242',
  '4000000000000002',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '4000000000009995',
  SANDBOX_TEST_DATA.cardDeclined,
];

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** Digits only. */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Brand from the leading digits: 4 Visa; 51–55, 22–27 Mastercard; 34, 37 Amex; 6011, 644, 65 Discover. */
export function detectCardBrand(input: string): CardBrand | null {
  const d = cardDigits(input);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|644|65)/.test(d)) return 'discover';
  return null;
}

/** The Luhn checksum every real card number passes. */
export function luhnValid(input: string): boolean {
  const d = cardDigits(input);
  if (d.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

/** Groups typed digits 4-4-4-4 (Amex 4-6-5), capped at 19 characters (Amex 17). */
export function formatCardNumber(input: string): string {
  const d = cardDigits(input);
  if (detectCardBrand(d) === 'amex') {
    const a = d.slice(0, 15);
    return [a.slice(0, 4), a.slice(4, 10), a.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (d.slice(0, 16).match(/.{1,4}/g) ?? []).join(' ');
}

export function cvvLength(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

export function isKnownTestCard(input: string): boolean {
  return KNOWN_TEST_CARDS.includes(cardDigits(input));
}

export interface CardForm {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  holder: string;
}
export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

/** The gateway refuses a card holder shorter than this (wompi-notes §2.3). */
export const CARD_HOLDER_MIN_LENGTH = 5;

/** Field errors of the card form with the spec's messages; `now` decides expiry in Bogotá. */
export function validateCardForm(form: CardForm, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const m = PAYMENT_MESSAGES.card;
  const digits = cardDigits(form.number);
  if (digits === '') errors.number = m.numberRequired;
  else if (digits.length < 13) errors.number = m.numberShort;
  else if (!luhnValid(digits)) errors.number = m.numberInvalid;

  const month = form.expMonth.trim();
  const monthN = Number(month);
  if (month === '') errors.expMonth = m.monthRequired;
  else if (!/^\d{1,2}$/.test(month) || monthN < 1 || monthN > 12) errors.expMonth = m.monthInvalid;

  const year = form.expYear.trim();
  const { year: fullYear, month: currentMonth } = bogotaParts(now);
  const currentYY = fullYear % 100;
  if (year === '') errors.expYear = m.yearRequired;
  else if (!/^\d{2}$/.test(year) || Number(year) < currentYY) errors.expYear = m.expired;
  else if (Number(year) === currentYY && !errors.expMonth && monthN < currentMonth)
    errors.expYear = m.expired;

  const cvv = form.cvv.trim();
  const need = cvvLength(detectCardBrand(digits));
  if (cvv === '') errors.cvv = m.cvvRequired;
  else if (!new RegExp(`^\\d{${need}}$`).test(cvv)) errors.cvv = m.cvvLength(need);

  const holder = normalizeCardHolder(form.holder);
  if (holder === '') errors.holder = m.holderRequired;
  else if (holder.length < CARD_HOLDER_MIN_LENGTH)
    errors.holder = MESSAGES.forms.holderMin(CARD_HOLDER_MIN_LENGTH);
  return errors;
}

/** Holder name as sent: trimmed, single spaces, upper-case. */
export function normalizeCardHolder(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toUpperCase();
}

export interface WalletForm {
  metodo: string | null | undefined;
  telefono?: string | null;
  cedula?: string | null;
  banco?: string | null;
}

/** Field errors of the Nequi / DaviPlata / PSE form with the spec's messages. */
export function validateWalletForm(form: WalletForm): Partial<Record<keyof WalletForm, string>> {
  const m = PAYMENT_MESSAGES.wallet;
  const errors: Partial<Record<keyof WalletForm, string>> = {};
  const method = form.metodo?.toUpperCase();
  if (!method || !(['NEQUI', 'DAVIPLATA', 'PSE'] as string[]).includes(method)) {
    errors.metodo = m.methodRequired;
    return errors;
  }
  if (cardDigits(form.telefono ?? '').length < 10) errors.telefono = m.phoneInvalid;
  if ((form.cedula ?? '').trim().length < 6) errors.cedula = m.cedulaInvalid;
  if (method === 'PSE' && !(form.banco ?? '').trim()) errors.banco = m.bankRequired;
  return errors;
}

/** The phone input keeps at most 10 digits. */
export function limitPhoneInput(input: string): string {
  return cardDigits(input).slice(0, 10);
}

export const PAYMENT_REFERENCE_PREFIX = 'SC-PAY-';

/** 'SC-PAY-<epoch ms>-<8 random base-36 chars>': unique per attempt at the gateway. */
export function paymentReference(now: Date, random: () => number): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += Math.min(35, Math.floor(random() * 36)).toString(36);
  return `${PAYMENT_REFERENCE_PREFIX}${now.getTime()}-${tail.toUpperCase()}`;
}

/** The least a digital payment may charge (the gateway refuses smaller card charges). */
export const MINIMUM_DIGITAL_CHARGE = 1_500;
