import { err, ok, type Result } from './result';

/**
 * The Colombian NIT (número de identificación tributaria) the legal pages print beside the
 * operator's razón social (issue 41). Its last digit, the "dígito de verificación", is computed
 * by the DIAN's modulo-11 rule over the base number, so a mistyped NIT is caught before it is
 * published on the terms.
 */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

export const NIT_MESSAGES = {
  format: 'Escribe el NIT con su dígito de verificación, por ejemplo 900.123.456-8',
  checkDigit: 'El dígito de verificación no corresponde a ese NIT: revísalo en el RUT',
} as const;

/** The verification digit of a NIT's base number (digits only, weights from the right). */
export function nitCheckDigit(base: string): number {
  let sum = 0;
  const digits = [...base].reverse();
  digits.forEach((d, i) => (sum += Number(d) * (WEIGHTS[i] ?? 0)));
  const rest = sum % 11;
  return rest < 2 ? rest : 11 - rest;
}

/** '901555123' → '901.555.123'. */
const withDots = (base: string) => base.replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * A NIT as typed ('901555123-8', '901.555.123 - 8') checked and written the one way the pages
 * show it ('901.555.123-8'). The base is 6 to 10 digits (companies have 9); the digit after the
 * dash must be the verification digit.
 */
export function parseNit(text: string): Result<string, 'NIT_FORMAT' | 'NIT_CHECK_DIGIT'> {
  const m = /^([\d.\s]{6,14})\s*-\s*(\d)$/.exec(text.trim());
  const base = m?.[1]?.replace(/[.\s]/g, '') ?? '';
  if (!m || !/^\d{6,10}$/.test(base) || !/^(\d{1,3})(\.?\d{3})*$/.test(m[1]!.replace(/\s/g, '')))
    return err('NIT_FORMAT', NIT_MESSAGES.format);
  if (nitCheckDigit(base) !== Number(m[2])) return err('NIT_CHECK_DIGIT', NIT_MESSAGES.checkDigit);
  return ok(`${withDots(base)}-${m[2]}`);
}
