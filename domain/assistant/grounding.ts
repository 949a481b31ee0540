import { parseCOP } from '../money';
import { computeSaving, effectiveUnitPrice, isDiscounted } from '../pricing';
import { indexCatalog } from './catalog-match';
import { normalize } from './normalize';
import { searchProducts } from './product-search';
import type { ChatPackage, ChatProduct } from './types';

/** A product as a language model may see it through the search tool. */
export interface ToolProduct {
  nombre: string;
  precio: number;
  precio_antes?: number;
  ahorro?: number;
  stock: number;
  tipo: 'producto' | 'paquete';
}

/** Catalogue search for the optional model: the engine's own search index, at most 5 items. */
export function searchCatalogue(
  products: readonly ChatProduct[],
  packages: readonly ChatPackage[],
  query: string,
): ToolProduct[] {
  const index = indexCatalog(products, packages);
  const found = searchProducts(index, normalize(query));
  const items = found.kind === 'found' ? found.matches : [];
  return items.slice(0, 5).map((item): ToolProduct =>
    item.kind === 'paquete'
      ? {
          tipo: 'paquete',
          nombre: item.nombre,
          precio: item.pack.precio_paquete,
          ahorro: item.pack.ahorro_monto,
          stock: item.pack.stock_paquetes_disponibles,
        }
      : {
          tipo: 'producto',
          nombre: item.nombre,
          precio: effectiveUnitPrice(item.product),
          ...(isDiscounted(item.product)
            ? {
                precio_antes: item.product.precio,
                ahorro: computeSaving(item.product.precio, item.product.descuento_porcentaje),
              }
            : {}),
          stock: item.product.stock,
        },
  );
}

/** Every peso amount a reply states: "$ 12.500", "$12500", "12.500 pesos". */
export function amountsIn(text: string): number[] {
  const found = [
    ...text.matchAll(/\$\s?(\d{1,3}(?:[.,]\d{3})+|\d+)/g),
    ...text.matchAll(/\b(\d{1,3}(?:[.,]\d{3})+|\d{4,})\s*(?:pesos|cop)\b/gi),
  ];
  return found
    .map((m) => parseCOP((m[1] ?? '').replace(/,/g, '.')))
    .filter((n): n is number => n !== null);
}

/** A model's reply is kept only when every amount it states is one it was shown. */
export function repliesOnlyKnownAmounts(reply: string, known: ReadonlySet<number>): boolean {
  return amountsIn(reply).every((n) => known.has(n));
}
