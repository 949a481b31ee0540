/**
 * Outcome of a rule a customer can trip (not enough points, code used, out of stock): returned as a
 * value with a stable code and a Spanish message, never thrown (STYLE: errors).
 */
export type Result<T, C extends string = string> =
  { ok: true; value: T } | { ok: false; code: C; message: string };

/** A successful result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A refused result with its machine code and the message for a person. */
export function err<C extends string>(
  code: C,
  message: string,
): { ok: false; code: C; message: string } {
  return { ok: false, code, message };
}
