import type { CartItem } from './cart-lines';

/** A product line as the store saves it. */
export function productItem(id: number, precio: number, cantidad: number, percent = 0): CartItem {
  const discounted = percent > 0;
  return {
    id,
    nombre: `Producto ${id}`,
    precio: discounted ? Math.round((precio * (100 - percent)) / 100) : precio,
    precio_original: precio,
    descuento_activo: discounted,
    descuento_porcentaje: percent,
    cantidad,
    imagen: null,
  };
}

export function saveCart(items: CartItem[]): void {
  localStorage.setItem('carrito', JSON.stringify(items));
}
