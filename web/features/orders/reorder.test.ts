import { describe, expect, it } from 'vitest';
import type { PackageForCart, ProductForCart } from '../cart/cart-lines';
import { productItem } from '../cart/cart-test-data';
import { packageLineView, productLineView } from '../order-data/order-test-data';
import { reorderIntoCart, reorderMessage } from './reorder';

function product(id: number, precio: number, stock: number, percent = 0): ProductForCart {
  return {
    id,
    nombre: `Producto ${id}`,
    precio,
    stock,
    imagen: null,
    descuento_activo: percent > 0,
    descuento_porcentaje: percent,
  };
}

function pkg(id: number, precio: number, available: number): PackageForCart {
  return {
    id,
    nombre: `Paquete ${id}`,
    descripcion: 'Para la semana',
    precio_paquete: precio,
    ahorro_monto: 1_000,
    ahorro_porcentaje: 10,
    stock_paquetes_disponibles: available,
    categoria: 'basicos',
    imagen: null,
    productos_incluidos: [{ producto_id: 1, nombre: 'Producto 1', imagen: null, cantidad: 2 }],
  };
}

describe('reorderIntoCart', () => {
  it('adds the available lines at today’s prices, bounded by today’s stock', () => {
    const outcome = reorderIntoCart(
      [],
      [
        productLineView(1, 'Leche', 4, 4_000),
        productLineView(2, 'Pan tajado', 1, 6_000),
        productLineView(3, 'Café', 2, 15_000),
        packageLineView(7, 'Mercado básico', 1, 40_000),
      ],
      [product(1, 5_000, 2, 20), product(3, 15_000, 0)],
      [pkg(7, 45_000, 5)],
    );
    expect(outcome.items).toMatchObject([
      { id: 1, cantidad: 2, precio: 4_000, precio_original: 5_000, descuento_activo: true },
      { id: 'paquete_7', tipo: 'paquete', paquete_id: 7, cantidad: 1, precio: 45_000 },
    ]);
    expect(outcome.added).toBe(3);
    expect(outcome.limited).toEqual(['Leche']);
    expect(outcome.unavailable).toEqual(['Pan tajado', 'Café']);
  });

  it('counts what the cart already holds against the stock and keeps other lines', () => {
    const cart = [productItem(1, 5_000, 1), productItem(9, 2_000, 3)];
    const outcome = reorderIntoCart(
      cart,
      [productLineView(1, 'Leche', 3, 5_000)],
      [product(1, 5_000, 2)],
      [],
    );
    expect(outcome.items).toMatchObject([
      { id: 1, cantidad: 2 },
      { id: 9, cantidad: 3 },
    ]);
    expect(outcome.added).toBe(1);
    expect(outcome.limited).toEqual(['Leche']);
  });

  it('stops a line at the cart’s 99-unit limit', () => {
    const outcome = reorderIntoCart(
      [productItem(1, 1_000, 98)],
      [productLineView(1, 'Agua', 5, 1_000)],
      [product(1, 1_000, 500)],
      [],
    );
    expect(outcome.items[0]?.cantidad).toBe(99);
    expect(outcome.added).toBe(1);
  });

  it('refuses a package with no stock today', () => {
    const outcome = reorderIntoCart(
      [],
      [packageLineView(7, 'Mercado básico', 2, 40_000)],
      [],
      [pkg(7, 40_000, 0)],
    );
    expect(outcome.items).toEqual([]);
    expect(outcome.unavailable).toEqual(['Mercado básico']);
  });
});

describe('reorderMessage', () => {
  it('says how many were added', () => {
    expect(reorderMessage({ items: [], added: 1, unavailable: [], limited: [] })).toEqual({
      variant: 'success',
      text: 'Agregamos 1 producto al carrito.',
    });
  });

  it('names the lines cut by stock and the unavailable ones', () => {
    expect(
      reorderMessage({ items: [], added: 3, unavailable: ['Pan', 'Café'], limited: ['Leche'] }),
    ).toEqual({
      variant: 'info',
      text: 'Agregamos 3 productos al carrito. Con menos unidades por el stock de hoy: Leche. No disponibles: Pan, Café.',
    });
  });

  it('is an error when nothing could be added', () => {
    expect(reorderMessage({ items: [], added: 0, unavailable: ['Pan'], limited: [] })).toEqual({
      variant: 'error',
      text: 'Ningún producto de este pedido está disponible hoy',
    });
  });
});
