import type { CatalogItem } from './catalog-match';
import { closestProducts } from './catalog-match';
import { sameKind } from './kinds';
import { shortLabel, stockOf } from './product-answers';
import type { ProductSearch } from './product-search';
import type { Scope } from './scope';
import { productLabel } from './suggestions';
import { DEFAULT_SETTINGS, type ShopSettings } from '../settings';
import { shopFactTexts } from './shop-facts';
import { CHAT_TEXTS, DEFAULT_SUGGESTIONS } from './texts';
import type { ChatContext } from './types';

/** An answer part without actions (what the engine's parts of a message carry). */
interface Said {
  text: string;
  sugerencias?: string[];
}

/** Letter-pair similarity above which a product is "lo más parecido" to an unknown word. */
const CLOSE_ENOUGH = 0.6;

/** The short answer to a message outside the shop or a delivery it does not make (its towers). */
export function scopePart(
  scope: NonNullable<Scope>,
  settings: ShopSettings = DEFAULT_SETTINGS,
): Said {
  const facts = shopFactTexts(settings);
  return {
    text: scope === 'delivery' ? facts.deliveryScope : facts.outOfScope,
    sugerencias: DEFAULT_SUGGESTIONS,
  };
}

/** "No tenemos …", and only items the question's other words name, labelled as alternatives. */
export function missingPart(
  search: Extract<ProductSearch, { kind: 'missing' }>,
  ctx: ChatContext,
): Said {
  const alternatives = search.alternatives;
  const lines = [CHAT_TEXTS.missing(search.what)];
  if (search.attribute && alternatives.length > 0)
    lines.push(CHAT_TEXTS.missingAttribute(search.attribute));
  if (alternatives.length > 0)
    lines.push(CHAT_TEXTS.alternatives(alternatives.map(labelWithStock).join(', ')));
  // One unknown word spelled close to a product ("chocolatinas"): the closest, said as such.
  const single = search.what.split(' ').length === 1 && !search.attribute;
  const close =
    alternatives.length === 0 && single
      ? closestProducts(ctx.products, [search.what], 2, CLOSE_ENOUGH).filter((p) => p.stock > 0)
      : [];
  if (close.length > 0) lines.push(CHAT_TEXTS.closest(close.map(productLabel).join(', ')));
  // Nothing named or spelled alike: what the shop has of the same kind ("piña" → its fruits).
  const kin =
    alternatives.length === 0 && close.length === 0 && !search.attribute
      ? sameKind(search.what, ctx.products)
      : [];
  if (kin.length > 0) lines.push(CHAT_TEXTS.alternatives(kin.map(productLabel).join(', ')));
  const offered = [
    ...alternatives.map((i) => i.nombre),
    ...close.map((p) => p.nombre),
    ...kin.map((p) => p.nombre),
  ];
  return {
    text: lines.join(' '),
    sugerencias:
      offered.length > 0
        ? offered.slice(0, 3).map((n) => `¿Cuánto cuesta ${n}?`)
        : DEFAULT_SUGGESTIONS,
  };
}

function labelWithStock(item: CatalogItem): string {
  return stockOf(item) > 0 ? shortLabel(item) : `${item.nombre} (agotado)`;
}
