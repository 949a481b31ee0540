import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartModal, type CartModalProps } from './cart-modal';
import { productItem, saveCart } from './cart-test-data';

function renderCart(props: Partial<CartModalProps> = {}) {
  const onCheckout = vi.fn();
  render(
    <CartModal
      open
      onOpenChange={() => {}}
      stockOf={() => 3}
      promo={null}
      onPromoApplied={() => {}}
      onPromoRemoved={() => {}}
      pointsValue={0}
      level="PLATA"
      onCheckout={onCheckout}
      {...props}
    />,
  );
  return { onCheckout };
}

/** The amount shown beside a totals label. */
function amount(label: string): string {
  const row = screen.getByText(label).closest('div');
  return row?.querySelector('dd')?.textContent ?? '';
}

describe('cart totals', () => {
  it('keeps a product on offer out of the promo code', () => {
    saveCart([productItem(1, 10_000, 1, 20), productItem(2, 5_000, 2)]);
    renderCart({ promo: { codigo: 'SC2026GABCDE', porcentaje: 10, mensaje: 'ok' } });
    expect(amount('Subtotal')).toBe('$\u00a018.000');
    // 10 % of the 10.000 not on offer, not of 18.000.
    expect(amount('Código SC2026GABCDE (10 %)')).toBe('-$\u00a01.000');
    expect(amount('Envío pagando en efectivo')).toBe('Gratis');
    expect(amount('Total pagando en línea')).toBe('$\u00a017.000');
    expect(amount('Total pagando en efectivo')).toBe('$\u00a017.000');
    const applied = screen.getByRole('button', {
      name: 'Quitar el código SC2026GABCDE',
    }).parentElement;
    expect(applied).toHaveTextContent('SC2026GABCDE · 10 % de descuento: -$ 1.000');
    // Which part of the cart the code discounts, in the box and in the totals (issue 15).
    const scope = 'Se aplica sobre $ 10.000 de productos sin oferta: descuento de $ 1.000.';
    expect(applied).toHaveTextContent(scope);
    expect(screen.getByLabelText('Totales')).toHaveTextContent(scope);
  });

  it('never lets discounts take the total below 0 before shipping', () => {
    saveCart([productItem(1, 2_500, 2)]);
    renderCart({ pointsValue: 6_000 });
    expect(amount('Canje de puntos')).toBe('-$\u00a05.000');
    expect(amount('Total pagando en línea')).toBe('$\u00a00');
    expect(amount('Total pagando en efectivo')).toBe('$\u00a02.000');
  });

  it('charges 2.000 shipping in cash under 15.000 and explains the digital minimum', async () => {
    const user = userEvent.setup();
    saveCart([productItem(1, 6_000, 1)]);
    const { onCheckout } = renderCart();
    expect(amount('Envío pagando en efectivo')).toBe('$\u00a02.000');
    expect(amount('Envío pagando en línea')).toBe('Gratis');
    expect(amount('Total pagando en efectivo')).toBe('$\u00a08.000');
    const digital = screen.getByRole('button', { name: 'Pagar en línea' });
    expect(digital).toBeDisabled();
    expect(digital).toHaveAccessibleDescription(
      'El pedido mínimo para pago digital es de $\u00a020.000',
    );
    await user.click(screen.getByRole('button', { name: 'Pagar en efectivo' }));
    expect(onCheckout).toHaveBeenCalledWith('efectivo');
  });

  it('previews the order ceilings of Ajustes on both buttons (issue 46)', () => {
    saveCart([{ ...productItem(1, 2_000, 21), nombre: 'Arroz' }]);
    renderCart({ stockOf: () => 50 });
    for (const name of ['Pagar en línea', 'Pagar en efectivo']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Puedes pedir hasta 20 unidades de Arroz en un pedido.');
    }
  });

  it('explains the cash minimum under 5.000', () => {
    saveCart([productItem(1, 4_000, 1)]);
    renderCart();
    expect(screen.getByRole('button', { name: 'Pagar en efectivo' })).toHaveAccessibleDescription(
      'El pedido mínimo para pago en efectivo es de $\u00a05.000',
    );
  });

  it('announces the points to earn, and none with a redemption or under 15.000', () => {
    saveCart([productItem(1, 10_000, 6)]);
    renderCart();
    // 60 × 1.2 = 72, +25 PLATA from 50.000.
    expect(screen.getByText(/ganarás/)).toHaveTextContent('Con este pedido ganarás 97 puntos');
  });

  it('shows no points to earn when a redemption is applied', () => {
    saveCart([productItem(1, 10_000, 6)]);
    renderCart({ pointsValue: 1_000 });
    expect(screen.queryByText(/ganarás/)).not.toBeInTheDocument();
  });

  it('bounds + by the stock and removes a line at 0', async () => {
    const user = userEvent.setup();
    saveCart([productItem(1, 6_000, 3), productItem(2, 1_000, 1)]);
    renderCart();
    const list = screen.getByRole('list', { name: 'Productos en el carrito' });
    expect(
      within(list).getByRole('button', { name: 'Agregar una unidad de Producto 1' }),
    ).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Quitar Producto 2' }));
    expect(within(list).queryByText('Producto 2')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Eliminar Producto 1 del carrito' }));
    expect(screen.getByText('Tu carrito está vacío')).toBeInTheDocument();
  });
});

describe('the action bar (issue 40)', () => {
  it('shows each way of paying with its total beside its button', () => {
    saveCart([productItem(1, 6_000, 1)]);
    renderCart();
    // The totals' own figures: in cash 6.000 + 2.000 shipping, online the same 6.000.
    const cash = screen.getByRole('button', { name: 'Pagar en efectivo' }).parentElement!;
    expect(cash).toHaveTextContent('Total $ 8.000');
    const online = screen.getByRole('button', { name: 'Pagar en línea' }).parentElement!;
    expect(online).toHaveTextContent('Total $ 6.000');
  });

  it('says the order goes as priority when the resident holds the reward', () => {
    saveCart([productItem(1, 6_000, 1)]);
    renderCart({ priority: true });
    expect(
      screen.getByText('Tu pedido irá como prioritario: canjeaste Domicilio prioritario'),
    ).toBeInTheDocument();
  });

  it('lifts the toasts above the pay buttons while the sheet is docked at the bottom', () => {
    saveCart([productItem(1, 6_000, 1)]);
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 700, bottom: 844, height: 144 } as DOMRect);
    vi.stubGlobal('innerHeight', 844);
    renderCart();
    expect(document.documentElement.style.getPropertyValue('--toast-clearance')).toBe('144px');
    rect.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('cart while a payment waits (issue 22)', () => {
  it('says the payment waits, offers "Ver" and no second payment', async () => {
    saveCart([productItem(1, 12_000, 2)]);
    const onShowPending = vi.fn();
    const { onCheckout } = renderCart({ pendingPayment: { monto: 24_000 }, onShowPending });
    const notice = screen.getByText(/Tienes un pago de/).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('Tienes un pago de $ 24.000 esperando confirmación — Ver');
    expect(screen.queryByRole('button', { name: 'Pagar en línea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar en efectivo' })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Ver' }));
    expect(onShowPending).toHaveBeenCalledTimes(1);
    expect(onCheckout).not.toHaveBeenCalled();
  });
});
