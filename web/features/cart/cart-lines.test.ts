import { describe, expect, it } from 'vitest';
import {
  addPackage,
  addProduct,
  packageLine,
  setLineQuantity,
  type PackageForCart,
  type ProductForCart,
} from './cart-lines';
import { priceCartItems } from './cart-pricing';

const leche: ProductForCart = {
  id: 1,
  nombre: 'Leche',
  precio: 5_000,
  stock: 2,
  imagen: null,
  descuento_activo: true,
  descuento_porcentaje: 10,
};

const combo: PackageForCart = {
  id: 7,
  nombre: 'Combo',
  descripcion: 'Varios',
  precio_paquete: 20_000,
  ahorro_monto: 3_000,
  ahorro_porcentaje: 13,
  stock_paquetes_disponibles: 1,
  categoria: 'general',
  imagen: null,
  productos_incluidos: [],
};

describe('cart lines', () => {
  it('stores a product with its discounted and original price', () => {
    const result = addProduct([], leche);
    expect(result.ok && result.value).toEqual([
      expect.objectContaining({
        id: 1,
        precio: 4_500,
        precio_original: 5_000,
        descuento_activo: true,
        cantidad: 1,
      }),
    ]);
  });

  it('refuses a product beyond its stock', () => {
    const two = addProduct([{ ...packageLine(combo, 1) }], leche);
    if (!two.ok) throw new Error('first add refused');
    const again = addProduct(two.value, leche);
    if (!again.ok) throw new Error('second add refused');
    expect(addProduct(again.value, leche)).toMatchObject({
      ok: false,
      message: 'Solo quedan 2 unidades de Leche',
    });
    expect(addProduct([], { ...leche, stock: 0 })).toMatchObject({
      ok: false,
      message: 'Leche se agotó',
    });
  });

  it('stores a package as paquete_<id> and refuses one beyond its stock', () => {
    const first = addPackage([], combo);
    expect(first.ok && first.value[0]).toMatchObject({
      id: 'paquete_7',
      tipo: 'paquete',
      paquete_id: 7,
      precio: 20_000,
    });
    if (!first.ok) return;
    expect(addPackage(first.value, combo)).toMatchObject({
      ok: false,
      message: 'Solo hay 1 paquete disponible',
    });
    expect(addPackage([], { ...combo, stock_paquetes_disponibles: 0 })).toMatchObject({
      ok: false,
      message: 'Este paquete no está disponible: se agotó uno de sus productos',
    });
    expect(setLineQuantity(first.value, 'paquete_7', 2, 1)).toMatchObject({ ok: false });
  });

  it('prices packages without the promo code', () => {
    const first = addPackage([], combo);
    if (!first.ok) throw new Error('refused');
    const breakdown = priceCartItems(first.value, 'digital', { promoPercent: 10 });
    expect(breakdown).toMatchObject({
      subtotal: 20_000,
      eligibleSubtotal: 0,
      promoDiscount: 0,
      total: 20_000,
    });
  });
});

describe('addProduct with the product inside packages (issue 40)', () => {
  it('counts the units the cart packages take of it', () => {
    const eggs = {
      id: 1,
      nombre: 'Huevos AA x 12',
      precio: 8_000,
      stock: 2,
      imagen: null,
      descuento_activo: false,
      descuento_porcentaje: 0,
    };
    const pkg = packageLine(
      {
        id: 9,
        nombre: 'Desayuno',
        descripcion: '',
        precio_paquete: 11_000,
        ahorro_monto: 0,
        ahorro_porcentaje: 0,
        stock_paquetes_disponibles: 2,
        categoria: 'desayuno',
        imagen: null,
        productos_incluidos: [
          { producto_id: 1, nombre: 'Huevos AA x 12', imagen: null, cantidad: 1 },
        ],
      },
      1,
    );
    const one = addProduct([pkg], eggs);
    expect(one.ok).toBe(true);
    const two = addProduct(one.ok ? one.value : [], eggs);
    expect(two).toMatchObject({
      ok: false,
      message:
        'Solo quedan 2 unidades de Huevos AA x 12 y tu pedido necesita 3 (1 dentro de tus paquetes)',
    });
  });
});
