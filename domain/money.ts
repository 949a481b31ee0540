/** Whole Colombian pesos: every amount in the shop is an integer (DESIGN §4). */

/** Rounds half away from zero (2.5 → 3, −2.5 → −3), the spec's "rounded" for money. */
export function roundHalfAwayFromZero(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n));
  return r === 0 ? 0 : r;
}

/** True for a finite whole number of pesos (negative allowed). */
export function isIntegerPesos(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n);
}

/** True for a whole, non-negative number of pesos. */
export function isNonNegativePesos(n: unknown): n is number {
  return isIntegerPesos(n) && n >= 0;
}

/** The amount as a whole number of pesos; throws on NaN/Infinity, which is a programming error. */
export function toPesos(n: number): number {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite amount: ${n}`);
  return roundHalfAwayFromZero(n);
}

/** Groups digits with '.' the es-CO way: 1234567 → '1.234.567'. */
export function groupThousands(n: number): string {
  return String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The space between '$' and the digits: no-break, so an amount never wraps inside (issue 22). */
export const MONEY_SPACE = '\u00a0';

/**
 * COP for people: '$ 12.500', '-$ 2.000', '$ 0', with a no-break space after '$' so that no
 * line ever ends in '$'. Built by hand rather than with Intl because Intl's es-CO output varies
 * between ICU builds. The one money formatter: every amount a person reads comes from here.
 */
export function formatCOP(n: number): string {
  const pesos = toPesos(n);
  return `${pesos < 0 ? '-' : ''}$${MONEY_SPACE}${groupThousands(pesos)}`;
}

/** Reads a COP amount typed by a person ('$ 12.500', '12500') back into pesos, or null. */
export function parseCOP(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\s*\$?\s*[\d.]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return trimmed.startsWith('-') && value !== 0 ? -value : value;
}

/** The gateway's amount: pesos × 100 (Wompi wants cents, ending in 00). */
export function amountInCents(totalPesos: number): number {
  if (!isNonNegativePesos(totalPesos)) throw new RangeError(`Not whole pesos: ${totalPesos}`);
  return totalPesos * 100;
}

/** The smallest Colombian coin: a cash total must be a multiple of it (DESIGN §5, Cash rounding). */
export const CASH_UNIT = 50;

export interface CashRounding {
  /** What the customer pays in cash: the exact total rounded DOWN to a multiple of $50. */
  total: number;
  /** What was taken off ("Ajuste al peso"), 0..49. */
  ajuste: number;
}

/**
 * Cash rounding (DESIGN §5): the total is rounded DOWN to a multiple of $50, so the customer never
 * pays more than the exact total; the difference is the "Ajuste al peso". Digital totals stay exact.
 */
export function cashRoundingFor(total: number): CashRounding {
  if (!isNonNegativePesos(total)) throw new RangeError(`Not whole pesos: ${total}`);
  const ajuste = total % CASH_UNIT;
  return { total: total - ajuste, ajuste };
}
