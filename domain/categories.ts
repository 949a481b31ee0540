import { CATALOG_MESSAGES } from './catalog-messages';
import { err, ok, type Result } from './result';

const M = CATALOG_MESSAGES.category;

export const CATEGORY_NAME_MAX = 40;
const LETTERS_AND_SPACES = /^[\p{Script=Latin} ]+$/u;

/** A category as the list holds it. */
export interface Category {
  id: number;
  nombre: string;
}

/** The key two names share when they differ only in case, accents or spacing. */
export function categoryKey(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A new category name as it will be shown: spaces tidied and the first letter upper case
 * ("básicos" → "Básicos"); letters (accents and ñ included) and spaces only, up to 40 characters.
 */
export function normalizeCategoryName(input: string): Result<string, 'CATEGORY_NAME_INVALID'> {
  const nombre = input.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!nombre) return err('CATEGORY_NAME_INVALID', M.nameRequired);
  if (nombre.length > CATEGORY_NAME_MAX) return err('CATEGORY_NAME_INVALID', M.nameTooLong);
  if (!LETTERS_AND_SPACES.test(nombre)) return err('CATEGORY_NAME_INVALID', M.nameLetters);
  return ok(nombre.charAt(0).toLocaleUpperCase('es') + nombre.slice(1));
}

/** The listed category a typed name means (ignoring case, accents and spacing), if any. */
export function findCategory<T extends { nombre: string }>(
  list: readonly T[],
  typed: string,
): T | undefined {
  const key = categoryKey(typed);
  return key ? list.find((c) => categoryKey(c.nombre) === key) : undefined;
}

/** Categories in Spanish alphabetical order ("Aseo", "Carnes", "Ñame"). */
export function sortCategories<T extends { nombre: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}
