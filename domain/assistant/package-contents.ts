import { sizeWords, type CatalogItem } from './catalog-match';
import { normalize } from './normalize';
import { searchProducts } from './product-search';
import type { ChatContext } from './types';

/**
 * "¿qué trae el desayuno completo?" and "¿en qué paquete viene el chocorramo?" (issue 43): a
 * package's contents as the store lists them, and the packages holding a product.
 */
const WHAT_IT_HOLDS =
  /\b(que (trae|traen|incluye|incluyen|tiene|tienen|contiene|lleva|productos trae)|que viene en|que vienen en|contenido del?)\b/;
const WHICH_PACKAGE = /\b(que|cual|cuales|en que) (paquete|paquetes|combo|combos)\b/;

export function packageContentsAnswer(
  segment: string,
  ctx: ChatContext,
  index: readonly CatalogItem[],
): string | null {
  const holds = WHAT_IT_HOLDS.test(segment);
  const which = WHICH_PACKAGE.test(segment);
  if (!holds && !which) return null;
  const search = searchProducts(index, segment, sizeWords(segment));
  if (search.kind !== 'found') return null;
  const pack = search.matches.find((i) => i.kind === 'paquete');
  if (holds && !which && pack?.kind === 'paquete') {
    const lines = (pack.pack.productos_incluidos ?? []).map((p) => `${p.cantidad} × ${p.nombre}`);
    return lines.length > 0 ? `El paquete ${pack.nombre} trae: ${lines.join(', ')}.` : null;
  }
  const product = search.matches.find((i) => i.kind === 'producto');
  if (!which || !product) return null;
  const wanted = normalize(product.nombre);
  const packs = ctx.packages.filter((k) =>
    (k.productos_incluidos ?? []).some((p) => normalize(p.nombre) === wanted),
  );
  return packs.length > 0
    ? `${product.nombre} viene en: ${packs.map((k) => `el paquete ${k.nombre}`).join(', ')}.`
    : `${product.nombre} no viene en ningún paquete de hoy.`;
}
