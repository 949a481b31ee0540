import { addressProblems, type ComplexRules } from './address';
import { MESSAGES } from './messages';
import { RegisterSchema, type Register } from './schemas/auth';
import { fieldErrors } from './schemas/common';

/** The registration's fields in page order: the first one in error gets the focus. */
export const REGISTER_FIELD_ORDER = [
  'nombre',
  'email',
  'cedula',
  'telefono',
  'telefono_alternativo',
  'torre',
  'piso',
  'apartamento',
  'notas_entrega',
  'privacy_accepted',
  'marketing_accepted',
] as const;

export type RegistrationCheck =
  | { ok: true; value: Register }
  | { ok: false; code: 'VALIDATION'; message: string; fields: Record<string, string> };

/** The address fields that passed their own static shape, so the complex's rules can judge them. */
function parsedAddress(body: Record<string, unknown>) {
  const shape = RegisterSchema.shape;
  const take = <T>(parsed: { success: true; data: T } | { success: false }) =>
    parsed.success ? parsed.data : undefined;
  return {
    torre: take(shape.torre.safeParse(body.torre)),
    piso: take(shape.piso.safeParse(body.piso)),
    apartamento: take(shape.apartamento.safeParse(body.apartamento)),
  };
}

/**
 * A registration against the schema AND the complex's towers, floors and apartment format
 * (settings), every field's problem at once (issue 40: the first refusal named the missing name
 * but not floor 45 or apartment 9999). The server answers it as its 400 and the form shows it
 * before sending. `message` is the one line for the form's alert: the consent first, then
 * "missing fields", then the first other problem in page order.
 */
export function checkRegistration(input: unknown, complex: ComplexRules): RegistrationCheck {
  const parsed = RegisterSchema.safeParse(input);
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  const body = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  for (const problem of addressProblems(parsedAddress(body), complex))
    fields[problem.field] ??= problem.message;
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, value: parsed.data };
  const ordered = REGISTER_FIELD_ORDER.map((name) => fields[name]).filter(
    (message): message is string => message !== undefined,
  );
  const message =
    fields.privacy_accepted ??
    (ordered.includes(MESSAGES.auth.registerRequiredFields)
      ? MESSAGES.auth.registerRequiredFields
      : (ordered[0] ?? fields._ ?? MESSAGES.auth.registerGeneric));
  return { ok: false, code: 'VALIDATION', message, fields };
}
