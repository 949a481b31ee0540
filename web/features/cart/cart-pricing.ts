import { parsePackageLineId } from '../../../domain/packages';
import { priceCart, type CartBreakdown } from '../../../domain/pricing';
import type { PaymentKind } from '../../../domain/shipping';
import { knownShopSettings } from '../../app/shop-settings';
import { isPackageItem, type CartItem } from './cart-lines';

export interface CartAdjustments {
  promoPercent?: number | null;
  pointsValue?: number | null;
}

/**
 * The domain breakdown of the stored cart: products priced from their list price and offer (so
 * offers stay out of the promo code), packages at their package price.
 */
export function priceCartItems(
  items: readonly CartItem[],
  method: PaymentKind,
  adjustments: CartAdjustments = {},
): CartBreakdown {
  const products = items
    .filter((i) => !isPackageItem(i))
    .map((i) => ({
      id: typeof i.id === 'number' ? i.id : Number(i.id),
      precio: i.precio_original,
      descuento_activo: i.descuento_activo,
      descuento_porcentaje: i.descuento_porcentaje,
      cantidad: i.cantidad,
    }));
  const packages = items.filter(isPackageItem).map((i) => ({
    id: i.paquete_id ?? parsePackageLineId(String(i.id)) ?? 0,
    precio_paquete: i.precio,
    cantidad: i.cantidad,
  }));
  return priceCart({ products, packages, method, ...adjustments, rules: knownShopSettings() });
}
