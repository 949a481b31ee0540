import { addressProblem, type ComplexRules } from '../../../domain/address';
import { MESSAGES } from '../../../domain/messages';
import { RegisterSchema, type Register } from '../../../domain/schemas/auth';
import { fieldErrors } from '../../../domain/schemas/common';
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
export const REGISTER_FIELDS = Object.keys(EMPTY_REGISTER) as RegisterField[];

export type RegisterCheck =
  | { ok: true; value: Register }
  | { ok: false; formError: string; fields: Partial<Record<RegisterField, string>> };

/**
 * Validates with the server's schema and the complex's address rules (settings, issue 26), so every
 * message is the server's (customer spec §5). The form alert shows one message: the consent first,
 * then "missing fields", then the first other error.
 */
export function checkRegistration(
  values: RegisterValues,
  complex: ComplexRules = DEFAULT_SETTINGS.tienda,
): RegisterCheck {
  const parsed = RegisterSchema.safeParse(values);
  if (parsed.success) {
    const problem = addressProblem(parsed.data, complex);
    if (!problem) return { ok: true, value: parsed.data };
    return { ok: false, formError: problem.message, fields: { [problem.field]: problem.message } };
  }
  const fields = pickFields(fieldErrors(parsed.error));
  const messages = REGISTER_FIELDS.map((name) => fields[name]).filter(
    (message): message is string => message !== undefined,
  );
  const formError =
    fields.privacy_accepted ??
    (messages.includes(MESSAGES.auth.registerRequiredFields)
      ? MESSAGES.auth.registerRequiredFields
      : (messages[0] ?? MESSAGES.auth.registerGeneric));
  return { ok: false, formError, fields };
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
