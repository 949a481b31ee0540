import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartModal } from './cart-modal';
import { packageLine, type CartItem } from './cart-lines';
import { saveCart } from './cart-test-data';

// Issue 40: the eggs inside packages count against the eggs' stock, and the cart says so on the
// right line before checkout (the order was refused only at the end, for a cart of "exactly 2").

const huevos: CartItem = {
  id: 1,
  nombre: 'Huevos AA x 12',
  precio: 8_000,
  precio_original: 8_000,
  descuento_activo: false,
  descuento_porcentaje: 0,
  cantidad: 2,
  imagen: null,
};
const desayuno = packageLine(
  {
    id: 9,
    nombre: 'Desayuno',
    descripcion: 'Huevos y pan',
    precio_paquete: 11_000,
    ahorro_monto: 1_000,
    ahorro_porcentaje: 8,
    stock_paquetes_disponibles: 2,
    categoria: 'desayuno',
    imagen: null,
    productos_incluidos: [
      { producto_id: 1, nombre: 'Huevos AA x 12', imagen: null, cantidad: 1 },
      { producto_id: 2, nombre: 'Pan tajado', imagen: null, cantidad: 1 },
    ],
  },
  1,
);
const STOCK: Record<number, number> = { 1: 2, 2: 20 };

function renderCart() {
  const onCheckout = vi.fn();
  render(
    <CartModal
      open
      onOpenChange={() => {}}
      stockOf={(item) => (item.tipo === 'paquete' ? 2 : STOCK[Number(item.id)])}
      productStock={(id) => STOCK[id]}
      promo={null}
      onPromoApplied={() => {}}
      onPromoRemoved={() => {}}
      pointsValue={0}
      level="BRONCE"
      onCheckout={onCheckout}
    />,
  );
  return { onCheckout };
}

describe('cart stock shared with packages', () => {
  it('warns on the eggs line, counting the eggs inside the package', () => {
    saveCart([huevos, desayuno]);
    renderCart();
    const lines = within(screen.getByRole('list', { name: 'Productos en el carrito' }));
    const [eggsLine, packageRow] = lines.getAllByRole('listitem');
    expect(eggsLine).toHaveTextContent(
      'Solo quedan 2 unidades de Huevos AA x 12 y tu pedido necesita 3 (1 dentro de tus paquetes)',
    );
    expect(packageRow).not.toHaveTextContent('Solo quedan');
    expect(
      within(eggsLine!).getByRole('button', { name: 'Agregar una unidad de Huevos AA x 12' }),
    ).toBeDisabled();
  });

  it('holds both payment buttons until the cart fits the stock', () => {
    saveCart([huevos, desayuno]);
    renderCart();
    expect(screen.getByRole('button', { name: /Pagar en línea/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Pagar en efectivo/ })).toBeDisabled();
    expect(
      screen.getAllByText('Ajusta las cantidades marcadas: no alcanza el inventario').length,
    ).toBeGreaterThan(0);
  });

  it('lets a cart that fits pay', () => {
    saveCart([{ ...huevos, cantidad: 1 }, desayuno]);
    renderCart();
    expect(screen.queryByText(/Solo quedan/)).toBeNull();
    expect(screen.getByRole('button', { name: /Pagar en efectivo/ })).toBeEnabled();
  });
});
