/**
 * Which products may stand in for a missing one (issue 44): same category, in stock, on sale,
 * closest in size (read from the name: "1 L", "500 g", "x 5") and then in price; up to three.
 */
export interface ReplacementCandidate {
  id: number;
  nombre: string;
  categoria: string;
  /** The unit price the store charges today (after the product's own offer). */
  precio: number;
  stock: number;
  activo?: boolean;
}

export const MAX_PROPOSALS = 3;

type Dimension = 'masa' | 'volumen' | 'unidades';

/** A size read from a product name, in grams, millilitres or units; null when it names none. */
export function sizeOf(nombre: string): { dimension: Dimension; amount: number } | null {
  const text = nombre.toLowerCase().replace(/(\d),(\d)/g, '$1.$2');
  const units = /(?:^|\s)x\s*(\d+)\b/.exec(text);
  const measure = /(\d+(?:\.\d+)?)\s*(kg|g|gr|ml|cc|l|lt|litros?)\b/.exec(text);
  if (measure) {
    const n = Number(measure[1]);
    const unit = measure[2] ?? '';
    const pack = units ? Number(units[1]) : 1;
    if (unit === 'kg') return { dimension: 'masa', amount: n * 1000 * pack };
    if (unit === 'g' || unit === 'gr') return { dimension: 'masa', amount: n * pack };
    if (unit === 'ml' || unit === 'cc') return { dimension: 'volumen', amount: n * pack };
    return { dimension: 'volumen', amount: n * 1000 * pack };
  }
  if (units) return { dimension: 'unidades', amount: Number(units[1]) };
  return null;
}

/** How far two sizes are: 0 for the same, the log ratio otherwise; unknown or unlike sizes far. */
function sizeDistance(a: string, b: string): number {
  const x = sizeOf(a);
  const y = sizeOf(b);
  if (!x && !y) return 1;
  if (!x || !y || x.dimension !== y.dimension || x.amount <= 0 || y.amount <= 0) return 3;
  return Math.abs(Math.log(x.amount / y.amount));
}

/**
 * Up to three products that can replace `missing`: same category, another product, on sale and
 * with stock; sorted by size distance, then price distance, then name (a stable order).
 */
export function proposeReplacements<T extends ReplacementCandidate>(
  missing: Pick<ReplacementCandidate, 'id' | 'nombre' | 'categoria' | 'precio'>,
  catalogue: readonly T[],
  limit = MAX_PROPOSALS,
): T[] {
  return catalogue
    .filter(
      (p) =>
        p.id !== missing.id &&
        p.categoria === missing.categoria &&
        p.stock > 0 &&
        p.activo !== false,
    )
    .map((p) => ({
      p,
      size: sizeDistance(missing.nombre, p.nombre),
      price: Math.abs(p.precio - missing.precio) / Math.max(1, missing.precio),
    }))
    .sort(
      (a, b) =>
        a.size - b.size || a.price - b.price || a.p.nombre.localeCompare(b.p.nombre, 'es'),
    )
    .slice(0, limit)
    .map(({ p }) => p);
}

/**
 * What one unit of a replacement is charged (issue 44): never more than the missing item's unit
 * price unless the resident accepted the difference; a paid online order is never charged again,
 * so there the missing item's price caps it whatever was accepted. A cheaper one costs its own.
 */
export function replacementUnitPrice(input: {
  missingUnitPrice: number;
  replacementUnitPrice: number;
  acceptsDifference: boolean;
  paidOnline: boolean;
}): number {
  const { missingUnitPrice, replacementUnitPrice: price } = input;
  if (price <= missingUnitPrice) return price;
  return input.acceptsDifference && !input.paidOnline ? price : missingUnitPrice;
}

/** What a replacement adds per unit over the missing item (0 when cheaper or equal). */
export function unitDifference(missingUnitPrice: number, replacementUnitPrice: number): number {
  return Math.max(0, replacementUnitPrice - missingUnitPrice);
}
