import { formatCOP } from '../money';
import { effectiveUnitPrice } from '../pricing';
import type { CatalogItem } from './catalog-match';
import { words } from './normalize';
import { buyItem, stockOf } from './product-answers';
import type { ChatAnswer } from './types';

/**
 * "una docena de huevos", "media docena", "3 docenas", "dame 12 huevos" (issue 43): units asked
 * of items sold in packs of a count ("Huevos AA x 12", "x 30") become the packs that hold them,
 * the fewest units over what was asked, then the lowest price.
 */
const NUMBER: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };
/** A bare number this big, of items packed by six or more, counts units, not packs. */
const UNITS_FROM = 6;

export function askedUnits(normalised: string): { units: number; dozens: boolean } | null {
  const list = words(normalised);
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (w !== 'docena' && w !== 'docenas') continue;
    const before = list[i - 1] ?? '';
    const n =
      before === 'media' ? 0.5 : /^\d+$/.test(before) ? Number(before) : (NUMBER[before] ?? 1);
    return { units: Math.round(n * 12), dozens: true };
  }
  const bare = list.find(
    (w, i) => /^\d{1,3}$/.test(w) && list[i - 1] !== 'x' && list[i - 1] !== 'de',
  );
  return bare ? { units: Number(bare), dozens: false } : null;
}

const packCount = (item: CatalogItem): number | null => {
  const m = item.nombre.match(/\bx\s*(\d+)\b/i);
  return m ? Number(m[1]) : null;
};

export function countAnswer(
  segment: string,
  matches: readonly CatalogItem[],
  buying: boolean,
): ChatAnswer | null {
  const asked = askedUnits(segment);
  const packs = matches.filter((i) => packCount(i) !== null);
  if (!asked || packs.length === 0 || packs.length !== matches.length) return null;
  const smallest = Math.min(...packs.map((p) => packCount(p)!));
  if (!asked.dozens && (asked.units < UNITS_FROM || smallest < UNITS_FROM)) return null;
  const combo = bestCombination(
    asked.units,
    packs.filter((p) => stockOf(p) > 0),
  );
  if (!combo) return null;
  const noun = packs[0]!.nameWords[0] ?? '';
  const units = combo.reduce((s, c) => s + c.n * packCount(c.item)!, 0);
  const total = combo.reduce((s, c) => s + c.n * price(c.item), 0);
  const plan = `Para ${asked.units} ${noun}: ${combo.map((c) => `${c.n} × ${c.item.nombre}`).join(' + ')} (${units} ${noun}, ${formatCOP(total)}).`;
  if (buying && combo.length === 1) {
    const buy = buyItem(combo[0]!.item, combo[0]!.n);
    return { ...buy, respuesta: `${plan} ${buy.respuesta}` };
  }
  return { respuesta: plan, sugerencias: combo.map((c) => `Quiero ${c.item.nombre}`) };
}

function price(item: CatalogItem): number {
  return item.kind === 'paquete' ? item.pack.precio_paquete : effectiveUnitPrice(item.product);
}

/** Up to three of each pack (within stock): the fewest units reaching the asked, then the cheapest. */
function bestCombination(
  wanted: number,
  packs: readonly CatalogItem[],
): Array<{ item: CatalogItem; n: number }> | null {
  let best: { combo: Array<{ item: CatalogItem; n: number }>; units: number; cost: number } | null =
    null;
  const walk = (at: number, combo: Array<{ item: CatalogItem; n: number }>) => {
    if (at === packs.length) {
      const units = combo.reduce((s, c) => s + c.n * packCount(c.item)!, 0);
      const cost = combo.reduce((s, c) => s + c.n * price(c.item), 0);
      if (units < wanted || combo.length === 0) return;
      if (!best || units < best.units || (units === best.units && cost < best.cost))
        best = { combo: [...combo], units, cost };
      return;
    }
    const item = packs[at]!;
    for (let n = 0; n <= Math.min(3, stockOf(item)); n++)
      walk(at + 1, n === 0 ? combo : [...combo, { item, n }]);
  };
  walk(0, []);
  return best ? (best as { combo: Array<{ item: CatalogItem; n: number }> }).combo : null;
}
