import { bogotaDayStart, formatDateBogota, parseDayKey } from './dates';
import { MESSAGES } from './messages';
import { err, ok, type Result } from './result';

/**
 * 'SC' + year + type letter (7) + the random tail. Codes printed before issue 46 have 5 random
 * characters (12 in all, the spec's maximum); the longer ones 10 (17), so input takes both.
 */
export const PROMO_CODE_MAX_LENGTH = 17;

export const PROMO_TYPES = ['bienvenida', 'general', 'usuario_unico'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/** The type letter in position 7 of a code (DESIGN §5). */
export const PROMO_TYPE_LETTER: Record<PromoType, string> = {
  bienvenida: 'A',
  general: 'G',
  usuario_unico: 'U',
};

/** No 0/O, 1/I/L: a scratched card must read unambiguously. */
export const PROMO_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The short tail of every code printed before issue 46: still valid, no longer generated. */
export const PROMO_RANDOM_LENGTH_SHORT = 5;
/** The long tail (issue 46, decision 0017): guessing one live code takes centuries at the limit. */
export const PROMO_RANDOM_LENGTH_LONG = 10;
/** What the generator writes (migration 0025 widened the database's check to 17 characters). */
export const PROMO_RANDOM_LENGTH = PROMO_RANDOM_LENGTH_LONG;

const PROMO_CODE_PATTERN = new RegExp(
  `^SC\\d{4}[AGU](?:[${PROMO_ALPHABET}]{${PROMO_RANDOM_LENGTH_SHORT}}|[${PROMO_ALPHABET}]{${PROMO_RANDOM_LENGTH_LONG}})$`,
);

/** Whether a canonical code has the shape of a generated one, short or long. */
export function isPromoCodeFormat(code: string): boolean {
  return PROMO_CODE_PATTERN.test(code);
}

export interface PromoGuessingInput {
  alphabetSize: number;
  randomLength: number;
  /** Unused codes of one year and type (the prefix a guesser knows). */
  liveCodes: number;
  /** Guesses the rate limit lets one client make in a day. */
  guessesPerDay: number;
}

/** The arithmetic behind the code length: alphabet^n tails, guesses per hit, days per hit. */
export function promoGuessingOdds(input: PromoGuessingInput) {
  const possibilities = input.alphabetSize ** input.randomLength;
  const guessesPerHit = possibilities / Math.max(1, input.liveCodes);
  return {
    possibilities,
    bits: Math.log2(possibilities),
    guessesPerHit,
    expectedDays: guessesPerHit / input.guessesPerDay,
  };
}

/** Admin generation limits (payments spec §5, §9). */
/** Each code type as the owner reads it (the list, the confirmation and the CSV). */
export const PROMO_TYPE_LABELS: Record<PromoType, string> = {
  bienvenida: 'Bienvenida',
  general: 'General',
  usuario_unico: 'Usuario único',
};

export const PROMO_GENERATION = {
  // Issue 41: a batch is a sheet of cards to print and hand out, not the spec's 2000 by default
  // (decision 0022): 100 by default, at most 1000 at a time.
  quantity: { min: 1, max: 1_000, default: 100 },
  discount: { min: 1, max: 90, default: 10 },
  defaultType: 'bienvenida' as PromoType,
} as const;

/** A source of uniform numbers in [0, 1), e.g. Math.random or a crypto-backed one. */
export type RandomSource = () => number;

/**
 * Canonical form of a typed or pasted code: spaces (anywhere) and dashes dropped, upper-cased.
 * Always normalise BEFORE limiting the length: " sc2026geh8jc " is a valid 12-character code.
 */
export function normalizePromoCode(input: string): string {
  return input.replace(/[\s\-\u2010-\u2015]+/g, '').toUpperCase();
}

/** Checks a typed code before it goes to the server and returns its canonical form. */
export function validatePromoCodeInput(
  input: string | null | undefined,
): Result<string, 'VALIDATION'> {
  const code = normalizePromoCode(input ?? '');
  if (code === '') return err('VALIDATION', MESSAGES.promo.empty);
  if (code.length > PROMO_CODE_MAX_LENGTH || !/^[A-Z0-9]+$/.test(code)) {
    return err('VALIDATION', MESSAGES.promo.invalid);
  }
  return ok(code);
}

function pick(random: RandomSource): string {
  const i = Math.min(PROMO_ALPHABET.length - 1, Math.floor(random() * PROMO_ALPHABET.length));
  return PROMO_ALPHABET[i] ?? 'A';
}

/** 'SC' + year + type letter + `length` unambiguous random characters, e.g. 'SC2026AK7QMX'. */
export function generatePromoCode(
  year: number,
  type: PromoType,
  random: RandomSource,
  length: number = PROMO_RANDOM_LENGTH,
): string {
  let tail = '';
  for (let i = 0; i < length; i++) tail += pick(random);
  return `SC${String(year).padStart(4, '0')}${PROMO_TYPE_LETTER[type]}${tail}`;
}

/** `count` distinct codes; codes in `taken` (already in the database) are skipped. */
export function generatePromoCodes(
  count: number,
  year: number,
  type: PromoType,
  random: RandomSource,
  taken: ReadonlySet<string> = new Set(),
): string[] {
  const out = new Set<string>();
  // 31^5 ≈ 28.6 M combinations per year and type: collisions are rare, the cap only stops a broken source.
  for (let attempts = 0; out.size < count && attempts < count * 20; attempts++) {
    const code = generatePromoCode(year, type, random);
    if (!taken.has(code)) out.add(code);
  }
  return [...out];
}

/** The type encoded in a generated code, or null for a legacy/unknown code. */
export function promoTypeOfCode(code: string): PromoType | null {
  const letter = /^SC\d{4}([AGU])/.exec(code)?.[1];
  return (
    (Object.keys(PROMO_TYPE_LETTER) as PromoType[]).find((t) => PROMO_TYPE_LETTER[t] === letter) ??
    null
  );
}

export type PromoRefusal =
  | 'PROMO_USED'
  | 'PROMO_INACTIVE'
  | 'PROMO_EXPIRED'
  | 'PROMO_WELCOME_ONLY'
  | 'PROMO_SINGLE_USER_ONLY';

/** Every refusal about the code itself, as the server finds it. */
export type PromoCheckRefusal = PromoRefusal | 'PROMO_NOT_FOUND';

/**
 * What a client hears about a refused code (issue 46, decision 0017): one code and one message,
 * so "no such code" cannot be told from "exists but used, expired or not for you" — each of
 * those would confirm a live code to someone guessing.
 */
export function clientPromoRefusal(_refusal: PromoCheckRefusal): {
  code: 'PROMO_INVALID';
  message: string;
} {
  return { code: 'PROMO_INVALID', message: MESSAGES.promo.unusable };
}

export interface PromoEligibilityInput {
  type: PromoType;
  used: boolean;
  active?: boolean;
  /** Last Bogotá day ('YYYY-MM-DD') the code works; null or absent: it never expires. */
  expiresOn?: string | null;
  /** Today in Bogotá ('YYYY-MM-DD'); needed to judge `expiresOn`. */
  today?: string;
  /** The customer has an earlier order that is not cancelled. */
  customerHasPriorOrder: boolean;
  /** The customer already used some promo code on an order that is not cancelled. */
  customerUsedAnyCode: boolean;
}

/** Whether this customer may use this code now (DESIGN §5); the server checks it at order time too. */
export function promoEligibility(input: PromoEligibilityInput): Result<null, PromoRefusal> {
  if (input.used) return err('PROMO_USED', MESSAGES.promo.used);
  if (input.active === false) return err('PROMO_INACTIVE', MESSAGES.promo.inactive);
  if (isExpired(input.expiresOn, input.today)) {
    return err('PROMO_EXPIRED', MESSAGES.promo.expired(formatExpiry(input.expiresOn ?? '')));
  }
  if (input.type === 'bienvenida' && input.customerHasPriorOrder) {
    return err('PROMO_WELCOME_ONLY', MESSAGES.promo.welcomeOnly);
  }
  if (input.type === 'usuario_unico' && input.customerUsedAnyCode) {
    return err('PROMO_SINGLE_USER_ONLY', MESSAGES.promo.singleUserOnly);
  }
  return ok(null);
}

/** The cart must hold something the code can discount (offers and packages cannot). */
export function checkPromoApplicable(
  eligibleSubtotal: number,
): Result<null, 'PROMO_NO_ELIGIBLE_ITEMS'> {
  return eligibleSubtotal > 0
    ? ok(null)
    : err('PROMO_NO_ELIGIBLE_ITEMS', MESSAGES.promo.noEligibleItems);
}

/** Only one code per cart: a second must wait until the first is removed. */
export function checkNoCodeApplied(
  current: string | null | undefined,
): Result<null, 'PROMO_ALREADY_APPLIED'> {
  return current ? err('PROMO_ALREADY_APPLIED', MESSAGES.promo.alreadyApplied) : ok(null);
}

/** A code with an expiry works through the whole of that Bogotá day, and not after it. */
function isExpired(expiresOn: string | null | undefined, today: string | undefined): boolean {
  return !!expiresOn && !!today && today > expiresOn;
}

/** '2026-11-30' → '30 de noviembre de 2026'. */
export function formatExpiry(dayKey: string): string {
  const d = parseDayKey(dayKey);
  return d ? formatDateBogota(bogotaDayStart(d.year, d.month, d.day)) : dayKey;
}

/**
 * Whether an expiry date chosen in the generator is acceptable: a real day, today or later in
 * Bogotá (a code born expired would only confuse whoever scratches it).
 */
export function checkPromoExpiry(dayKey: string, today: string): Result<string, 'VALIDATION'> {
  if (parseDayKey(dayKey) === null) return err('VALIDATION', MESSAGES.promo.expiryInvalid);
  if (dayKey < today) return err('VALIDATION', MESSAGES.promo.expiryPast);
  return ok(dayKey);
}
