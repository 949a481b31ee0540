import { and, eq, inArray } from 'drizzle-orm';
import { MISSING_MESSAGES as M } from '../../../domain/missing-items/messages';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CartRequest } from '../orders/order-cart';

interface LineChoiceColumns {
  reemplazo_producto_id?: number | null;
  no_reemplazar?: boolean;
}

/**
 * The resident's own replacement choice of each product line at checkout (issue 44), checked:
 * a named replacement must be another product on sale (refused 422 otherwise, before anything is
 * written). Answers the columns each stored line takes. `lenient`: an approved payment becoming
 * its order, where a replacement retired meanwhile is dropped rather than refuse money taken.
 */
export async function lineChoices(
  tx: Tx,
  cart: CartRequest,
  options: { lenient?: boolean } = {},
): Promise<{ of: (line: { tipo: string; product_id: number | null }) => LineChoiceColumns }> {
  const byProduct = new Map<number, LineChoiceColumns>();
  for (const line of cart.productos) {
    if (!line.reemplazo) continue;
    if ('no_reemplazar' in line.reemplazo) byProduct.set(line.id, { no_reemplazar: true });
    else {
      if (line.reemplazo.producto_id === line.id) {
        if (options.lenient) continue;
        throw new AppError('REPLACEMENT_INVALID', 422, M.errors.replacementInvalid);
      }
      byProduct.set(line.id, { reemplazo_producto_id: line.reemplazo.producto_id });
    }
  }
  const named = [...byProduct.values()].flatMap((c) => (c.reemplazo_producto_id ? [c.reemplazo_producto_id] : []));
  if (named.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, named), eq(products.activo, true)));
    const sellable = new Set(found.map((f) => f.id));
    if (!options.lenient && sellable.size !== new Set(named).size)
      throw new AppError('REPLACEMENT_INVALID', 422, M.errors.replacementInvalid);
    for (const [id, choice] of byProduct)
      if (choice.reemplazo_producto_id && !sellable.has(choice.reemplazo_producto_id)) byProduct.delete(id);
  }
  return {
    of: (line) => (line.tipo === 'producto' && line.product_id !== null ? byProduct.get(line.product_id) ?? {} : {}),
  };
}
