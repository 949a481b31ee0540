import type { ComplexRules } from '../../../domain/address';
import type { Register } from '../../../domain/schemas/auth';
import { checkRegistration as checkWithRules, REGISTER_FIELD_ORDER } from '../../../domain/registration';
import { DEFAULT_SETTINGS } from '../../../domain/settings';

export interface RegisterValues {
  nombre: string;
  email: string;
  cedula: string;
  telefono: string;
  telefono_alternativo: string;
  torre: string;
  piso: string;
  apartamento: string;
  notas_entrega: string;
  privacy_accepted: boolean;
  marketing_accepted: boolean;
}

export type RegisterField = keyof RegisterValues;

export const EMPTY_REGISTER: RegisterValues = {
  nombre: '',
  email: '',
  cedula: '',
  telefono: '',
  telefono_alternativo: '',
  torre: '',
  piso: '',
  apartamento: '',
  notas_entrega: '',
  privacy_accepted: false,
  marketing_accepted: false,
};

/** The form's fields in page order: the first one in error gets the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = REGISTER_FIELD_ORDER;

export type RegisterCheck =
  | { ok: true; value: Register }
  | { ok: false; formError: string; fields: Partial<Record<RegisterField, string>> };

/**
 * The server's own check (domain/registration.ts) with the complex's settings: every field's
 * message at once, and the one line for the form's alert (customer spec §5).
 */
export function checkRegistration(
  values: RegisterValues,
  complex: ComplexRules = DEFAULT_SETTINGS.tienda,
): RegisterCheck {
  const check = checkWithRules(values, complex);
  if (check.ok) return check;
  return { ok: false, formError: check.message, fields: pickFields(check.fields) };
}

/** Keeps the messages of known fields (a server 400 `fields` object may carry others). */
export function pickFields(
  source: Record<string, string> | undefined,
): Partial<Record<RegisterField, string>> {
  const fields: Partial<Record<RegisterField, string>> = {};
  for (const name of REGISTER_FIELDS) {
    const message = source?.[name];
    if (message) fields[name] = message;
  }
  return fields;
}
