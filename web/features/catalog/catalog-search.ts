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

/** The fixed categories first, then any other the catalogue holds. */
export function categoriesOf(items: readonly { categoria: string }[]): string[] {
  const known: string[] = [...STORE_CATEGORIES];
  for (const item of items) if (!known.includes(item.categoria)) known.push(item.categoria);
  return known;
}
