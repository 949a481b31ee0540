import { normalizeCategoryName } from '../../../domain/categories';
import { isDiscounted, type DiscountFields } from '../../../domain/pricing';

/** The store's product categories (demo catalogue), shown even before products load. */
export const STORE_CATEGORIES = [
  'Lácteos y bebidas',
  'Panadería',
  'Carnes',
  'Aseo',
  'Despensa',
  'Frutas y verduras',
  'Snacks',
] as const;

export const ALL_CATEGORIES = 'Todas';
/** The filter beside the categories that keeps only products on offer (?ofertas=1). */
export const OFFERS_FILTER = 'Ofertas';
/** The search box's length limit: longer than any product name, short enough to echo back. */
export const SEARCH_MAX_LENGTH = 60;

/** Lower-cased, accents stripped ('Panadería' → 'panaderia'), so 'PANADERIA' finds it. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** True when every word of the query appears in the name, ignoring accents and case. */
export function matchesName(name: string, query: string): boolean {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const target = normalizeSearchText(name);
  return words.every((w) => target.includes(w));
}

/** True when every word of the query appears in at least one of the texts (accent-insensitive). */
export function matchesAny(texts: readonly string[], query: string): boolean {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const target = texts.map(normalizeSearchText).join('\n');
  return words.every((w) => target.includes(w));
}

/** What a product is found by: its name and its category's name. */
export function productSearchTexts(p: { nombre: string; categoria: string }): string[] {
  return [p.nombre, p.categoria];
}

/** What a package is found by: its name, its category and the names of what it contains. */
export function packageSearchTexts(k: {
  nombre: string;
  categoria: string;
  productos_incluidos: readonly { nombre: string }[];
}): string[] {
  return [k.nombre, k.categoria, ...k.productos_incluidos.map((i) => i.nombre)];
}

/**
 * Products for the store's grid: `filter` is 'Todas', 'Ofertas' (active discount) or a category;
 * the query matches the product's name or its category's name.
 */
export function filterProducts<T extends { nombre: string; categoria: string } & DiscountFields>(
  items: readonly T[],
  query: string,
  filter: string = ALL_CATEGORIES,
): T[] {
  return items.filter(
    (item) =>
      (filter === ALL_CATEGORIES ||
        (filter === OFFERS_FILTER ? isDiscounted(item) : item.categoria === filter)) &&
      matchesAny(productSearchTexts(item), query),
  );
}

/** Packages whose name, category or contents match the query. */
export function filterPackages<
  T extends {
    nombre: string;
    categoria: string;
    productos_incluidos: readonly { nombre: string }[];
  },
>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesAny(packageSearchTexts(item), query));
}

/** Items whose name matches the query and, unless 'Todas', whose category is the chosen one. */
export function filterCatalogue<T extends { nombre: string; categoria: string }>(
  items: readonly T[],
  query: string,
  category: string = ALL_CATEGORIES,
): T[] {
  return items.filter(
    (item) =>
      (category === ALL_CATEGORIES || item.categoria === category) &&
      matchesName(item.nombre, query),
  );
}

/**
 * The store's category chips. With the shop's category list (`listed`, issue 23): its categories
 * that hold products, the usual ones first in their usual order. Before the list arrives (or
 * offline): the usual ones, then product categories that are names of letters and spaces, so
 * text that never made the list (markup typed in the old free field) is never a chip.
 */
export function categoriesOf(
  items: readonly { categoria: string }[],
  listed?: readonly string[],
): string[] {
  if (listed) {
    const usual: string[] = STORE_CATEGORIES.filter((c) => listed.includes(c));
    return [...usual, ...listed.filter((c) => !usual.includes(c))];
  }
  const known: string[] = [...STORE_CATEGORIES];
  for (const item of items)
    if (!known.includes(item.categoria) && normalizeCategoryName(item.categoria).ok)
      known.push(item.categoria);
  return known;
}
