/**
 * Building blocks for the request schemas: tolerant coercion of what forms and JSON send (numeric
 * strings, blanks), Spanish messages, and the error helpers the server's 400 handler and forms use.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { SETTINGS_LIMITS } from '../settings-messages';

// Any check without its own message speaks Spanish too; per-schema messages still take precedence.
z.config({ customError: () => MESSAGES.server.validation });

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** '12' → 12; anything else passes through for the number schema to judge. */
export function numericString(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

/** '', whitespace and null mean "not sent". */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** 'true'/'false'/'on'/1/0 from forms and query strings → boolean. */
export function booleanish(value: unknown): unknown {
  if (value === 'true' || value === 'on' || value === '1' || value === 1) return true;
  if (value === 'false' || value === 'off' || value === '0' || value === 0) return false;
  return value;
}

/** An optional field: blank or null reads as absent; present values must pass `inner`. */
export function optionalField<T extends z.ZodType>(inner: T) {
  return z.preprocess(blankToUndefined, inner.optional()).optional();
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * An integer in [min, max]; `required` when absent, `tooHigh` above max, `invalid` otherwise.
 * Numeric strings accepted.
 */
export function intInRange(
  min: number,
  max: number,
  invalid: string,
  required: string = invalid,
  tooHigh: string = invalid,
) {
  const error = (issue: { input?: unknown }) => (isMissing(issue.input) ? required : invalid);
  return z.preprocess(
    numericString,
    z
      .number({ error })
      .int({ error: invalid })
      .min(min, { error: invalid })
      .max(max, { error: tooHigh }),
  );
}

/** A trimmed, non-empty string up to `max` characters. */
export function requiredText(required: string, max = 200) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: MESSAGES.auth.textTooLong(max) });
}

/** A trimmed string up to `max`, absent when blank. */
export function optionalText(max = 500) {
  return optionalField(
    z
      .string()
      .trim()
      .max(max, { error: MESSAGES.auth.textTooLong(max) }),
  );
}

/**
 * A tower within the widest complex Ajustes allows (1–50, the database's CHECK bound) with the
 * caller's messages. The shop's own number of towers (settings, issue 26) is checked in the
 * service (domain/address.ts).
 */
export function towerField(invalid: string, required: string = invalid) {
  return intInRange(SETTINGS_LIMITS.towers.min, SETTINGS_LIMITS.towers.max, invalid, required);
}

/** A floor within the widest complex (1–80, the database's bound; the settings' one in the service). */
export function floorField(invalid: string, required: string = invalid) {
  return intInRange(SETTINGS_LIMITS.floors.min, SETTINGS_LIMITS.floors.max, invalid, required);
}

/** A database id: positive integer, numeric strings accepted. */
export function idField(message: string = MESSAGES.fields.idInvalid) {
  return intInRange(1, Number.MAX_SAFE_INTEGER, message);
}

/** Whole pesos ≥ min (and at most `max`, refused with `tooHigh`). */
export function pesosField(
  invalid: string,
  required: string = invalid,
  min = 0,
  max = 1_000_000_000,
  tooHigh: string = invalid,
) {
  return intInRange(min, max, invalid, required, tooHigh);
}

/** A figure the browser computed: kept only to detect a mismatch, never trusted. */
export const clientAmount = optionalField(z.preprocess(numericString, z.number().finite()));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail trimmed and lower-cased, with a format check. */
export function emailField(required: string, invalid: string = MESSAGES.auth.emailInvalid) {
  return requiredText(required, 254).toLowerCase().regex(EMAIL, { error: invalid });
}

/** Colombian phone: digits only, a leading +57 dropped, exactly 10 digits. */
export function normalizePhone(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const digits = String(value).replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('57') ? digits.slice(2) : digits;
}

export function phoneField(
  required: string,
  invalid: string = MESSAGES.auth.phoneInvalid,
  shape: RegExp = /^\d{10}$/,
) {
  return z.preprocess(
    normalizePhone,
    z
      .string({ error: required })
      .min(1, { error: required })
      .regex(shape, { error: invalid }),
  );
}

/**
 * Colombian numbering (issue 40): a mobile is 10 digits starting with 3; a fixed line, since
 * 2021, is 60 + the region's digit + 7 digits (601 Bogotá). No other digit sequence is refused:
 * no published rule tells a "fake" mobile from a real one.
 */
export const MOBILE_PHONE = /^3\d{9}$/;
const MOBILE_OR_FIXED = /^(3\d{9}|60[1-8]\d{7})$/;

/** The resident's mobile (their login and the delivery's WhatsApp contact). */
export function mobilePhoneField(required: string) {
  return phoneField(required, MESSAGES.auth.mobileInvalid, MOBILE_PHONE);
}

/** An alternative phone: a mobile or a fixed line. */
export function contactPhoneField(required: string) {
  return phoneField(required, MESSAGES.auth.altPhoneInvalid, MOBILE_OR_FIXED);
}

/** Letters (any accent), spaces, apostrophes and hyphens (María-José D'Luyz); at least two letters. */
const PERSON_NAME = /^(?=(?:.*\p{L}){2})[\p{L}\p{M}][\p{L}\p{M}' -]*$/u;

/** A person's name as typed: trimmed, inner runs of spaces made one, then PERSON_NAME. */
export function personNameField(required: string, max = 100) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ') : v),
    requiredText(required, max).regex(PERSON_NAME, { error: MESSAGES.auth.nameInvalid }),
  );
}

/** '52.123.456', ' 52 123 456 ' → '52123456': separators (dots, spaces, dashes) dropped. */
export function normalizeCedula(value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value;
}

/** A cédula: digits only once its separators are dropped, 6–10 of them (issue 15). */
export function cedulaField(required: string, invalid: string = MESSAGES.forms.cedulaInvalid) {
  return z.preprocess(
    normalizeCedula,
    z
      .string({ error: required })
      .min(1, { error: required })
      .regex(/^\d{6,10}$/, { error: invalid }),
  );
}

/** ' 1204b ' → '1204B': spaces dropped, upper-cased. */
export function normalizeApartment(value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;
}

/**
 * An apartment: up to 10 letters, digits or dashes (502, 1204B, PH-2). Whether it must be a
 * number starting with the floor depends on the settings' `formato_apartamento`, so the service
 * checks that (domain/address.ts), after this static shape.
 */
export function apartmentField(
  required: string,
  invalid: string = MESSAGES.forms.apartmentInvalid,
) {
  return z.preprocess(
    normalizeApartment,
    z
      .string({ error: required })
      .min(1, { error: required })
      .regex(/^[0-9A-ZÑ][0-9A-ZÑ-]{0,9}$/, { error: invalid }),
  );
}

/** A Bogotá calendar day 'YYYY-MM-DD' or an ISO date-time. */
export const dateOrDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, {
    error: MESSAGES.fields.dateInvalid,
  })
  .refine((s) => !Number.isNaN(new Date(s.length === 10 ? `${s}T00:00:00Z` : s).getTime()), {
    error: MESSAGES.fields.dateInvalid,
  });

/** An image reference: http(s) URL or a path served by the shop ('/img/leche.jpg'). */
export function imageField(invalid: string) {
  return optionalField(
    z
      .string()
      .trim()
      .max(1000, { error: invalid })
      .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/i, { error: invalid }),
  );
}

/** `{ field: first Spanish message }`, keyed by dotted path ('productos.0.cantidad'); '_' for the root. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The first Spanish message of a failed parse. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.server.validation;
}

export type Validated<T> =
  | { ok: true; value: T }
  | { ok: false; code: 'VALIDATION'; message: string; fields: Record<string, string> };

/** Parses with a schema and returns a Result-shaped value carrying field errors. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    code: 'VALIDATION',
    message: firstMessage(parsed.error),
    fields: fieldErrors(parsed.error),
  };
}
