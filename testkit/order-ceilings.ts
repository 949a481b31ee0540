import { SETTINGS_LIMITS as L } from '../domain/settings-messages';
import type { OrderLimits, ShopSettings } from '../domain/settings';

/**
 * The order ceilings of "Ajustes" (issue 46) at their widest. A bench resident orders in a loop
 * without waiting for delivery, which the default ceilings (3 open cash orders) refuse after the
 * third; the benches measure throughput, not the ceilings, so they lift them through the API.
 */
export const LIFTED_ORDER_LIMITS: OrderLimits = {
  unidades_por_producto: L.unitsPerProduct.max,
  valor_maximo_pedido: L.maxCeilingAmount,
  pedidos_efectivo_abiertos: L.openCashOrders.max,
  valor_efectivo_abierto: L.maxCeilingAmount,
  // Nothing held for the owner's approval: a bench order must be deliverable at once.
  revision_desde_valor: L.maxCeilingAmount,
  revision_desde_unidades: L.unitsPerProduct.max,
};

type Send = (method: 'GET' | 'PUT', path: string, body?: object) => Promise<unknown>;

/** Reads the settings as an administrator and saves them back with the ceilings lifted. */
export async function liftOrderCeilings(send: Send): Promise<void> {
  const view = (await send('GET', '/api/admin/ajustes')) as { ajustes: ShopSettings };
  await send('PUT', '/api/admin/ajustes', { ...view.ajustes, limites: LIFTED_ORDER_LIMITS });
}
