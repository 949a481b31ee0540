import { effectiveUnitPrice } from '../pricing';
import { formatCOP } from '../money';
import { normalize } from './normalize';
import type { ChatPackage, ChatProduct } from './types';

/** Moments of the day residents ask for, with the package categories and product words that fit. */
const MOMENTS: Array<{ key: RegExp; label: string; packageCategories: string[]; words: string[] }> =
  [
    {
      key: /desayun/,
      label: 'el desayuno',
      packageCategories: ['desayuno'],
      words: ['huevos', 'pan', 'leche', 'cafe', 'arepas', 'queso', 'chocolate', 'avena'],
    },
    {
      key: /\bonces\b|\bmedia tarde\b/,
      label: 'las onces',
      packageCategories: ['onces'],
      words: ['almojabanas', 'pan de bono', 'chocolate', 'kumis', 'croissant'],
    },
    {
      key: /almuerzo|cena|comida|cocinar/,
      label: 'cocinar',
      packageCategories: ['basicos'],
      words: ['arroz', 'pollo', 'carne', 'frijol', 'platano', 'papa'],
    },
    {
      key: /asado|parrill|carne asada/,
      label: 'un asado',
      packageCategories: ['parrilla'],
      words: ['chorizo', 'costilla', 'chatas', 'arepas'],
    },
    {
      key: /pelicula|noche|mecato|snack|fiesta|antojo/,
      label: 'picar algo',
      packageCategories: ['snacks'],
      words: ['papas margarita', 'detodito', 'chocorramo', 'mani'],
    },
    {
      key: /calor|sed|refresc|bebida/,
      label: 'refrescarte',
      packageCategories: ['bebidas'],
      words: ['gaseosa', 'jugo', 'agua'],
    },
    {
      // Bogotá's word for a hangover (issue 43): what the shop sells for one.
      key: /guayab|resaca|hangover|hungover/,
      label: 'el guayabo',
      packageCategories: [],
      words: ['agua', 'jugo', 'gaseosa', 'limon'],
    },
    {
      key: /aseo|limpi|lavar/,
      label: 'el aseo',
      packageCategories: ['limpieza'],
      words: ['detergente', 'lavaloza', 'blanqueador', 'fabuloso'],
    },
  ];

export interface Suggestion {
  label: string;
  packs: ChatPackage[];
  products: ChatProduct[];
}

/** Packages and in-stock products that fit the moment the message names, or null. */
export function suggestFor(
  normalised: string,
  products: readonly ChatProduct[],
  packages: readonly ChatPackage[],
): Suggestion | null {
  const moment = MOMENTS.find((m) => m.key.test(normalised));
  if (!moment) return null;
  const packs = packages.filter(
    (k) =>
      k.stock_paquetes_disponibles > 0 &&
      (moment.packageCategories.includes(k.categoria) || moment.key.test(normalize(k.nombre))),
  );
  const picked: ChatProduct[] = [];
  for (const w of moment.words) {
    const hit = products.find(
      (p) => p.stock > 0 && normalize(p.nombre).startsWith(w) && !picked.includes(p),
    );
    if (hit) picked.push(hit);
    if (picked.length >= 4) break;
  }
  return { label: moment.label, packs: packs.slice(0, 2), products: picked };
}

export function productLabel(p: ChatProduct): string {
  return `${p.nombre} (${formatCOP(effectiveUnitPrice(p))})`;
}

export function packageLabel(k: ChatPackage): string {
  return `${k.nombre} (${formatCOP(k.precio_paquete)})`;
}
