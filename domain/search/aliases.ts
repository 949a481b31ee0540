import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';

/**
 * A product's "También se busca como" (issue 43): the other words residents use for it
 * ("gaseosa negra" for a cola), written by the owner in the product form or the catalogue CSV and
 * read by the shop's one catalogue search. Kept short: they are search words, not descriptions.
 */
export const ALIAS_LIMITS = { count: 10, length: 40, minLetters: 2 } as const;

const P = ADMIN_MESSAGES.admin.product;

/** Where the form and the CSV separate one alias from the next. */
const SEPARATOR = /[,;\n]+/;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u0302\u0304-\u036f]/g, '')
    .toLowerCase();

/**
 * "gaseosa negra, Coca ,  coca" → ["gaseosa negra", "Coca"]: trimmed, inner spaces collapsed,
 * repeats (case and accents aside) dropped, blanks ignored; a list is read item by item.
 */
export function splitAliases(input: string | readonly string[]): string[] {
  const parts =
    typeof input === 'string' ? input.split(SEPARATOR) : input.flatMap((s) => s.split(SEPARATOR));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const alias = part.trim().replace(/\s+/g, ' ');
    const key = fold(alias);
    if (alias === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(alias);
  }
  return out;
}

/** The text the form and the CSV show for a product's aliases. */
export function joinAliases(aliases: readonly string[]): string {
  return aliases.join(', ');
}

/**
 * The field as the product form, PUT /productos and the CSV send it: a text separated by commas
 * (or a list); blank clears it. Each alias 2–40 characters with at least two letters, at most 10.
 */
export const AliasesField = z.preprocess(
  (v) => (typeof v === 'string' || Array.isArray(v) ? splitAliases(v as string[]) : v),
  z.array(z.string(), { error: P.aliasesTooMany(ALIAS_LIMITS.count) }).check((ctx) => {
    // One message for the field (not per item), as the form shows it under the one input.
    const message = aliasesProblem(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  }),
);

/** What is wrong with a list of aliases, in the form's words, or null. */
export function aliasesProblem(aliases: readonly string[]): string | null {
  if (aliases.length > ALIAS_LIMITS.count) return P.aliasesTooMany(ALIAS_LIMITS.count);
  if (aliases.some((a) => a.length > ALIAS_LIMITS.length))
    return P.aliasTooLong(ALIAS_LIMITS.length);
  if (aliases.some((a) => (a.match(/\p{L}/gu) ?? []).length < ALIAS_LIMITS.minLetters))
    return P.aliasTooShort(ALIAS_LIMITS.minLetters);
  return null;
}
