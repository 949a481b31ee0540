import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../domain/pricing';
import { CartTotals } from '../cart/cart-totals';
import { OrderPayment } from './order-detail-sections';
import { orderView } from '../order-data/order-test-data';
import { CashConfirmModal } from '../checkout/cash-confirm-modal';

// Issue 15: a cash total is rounded DOWN to a multiple of $50 and the difference is shown as
// "Ajuste al peso" in the cart, the cash confirmation and the history's order detail.

const odd = [{ id: 1, precio: 130_822, cantidad: 1 }];
const cash = priceCart({ products: odd, method: 'efectivo' });
const digital = priceCart({ products: odd, method: 'digital' });

function totalsList(name: string): HTMLElement {
  const list = document.querySelector<HTMLElement>(`dl[aria-label="${name}"]`);
  if (!list) throw new Error(`no totals list ${name}`);
  return list;
}

/** The value shown beside a label in a <dl>. */
function valueOf(list: HTMLElement, label: string) {
  const term = within(list).getByText(label);
  return term.closest('div')?.querySelector('dd')?.textContent;
}

describe('Ajuste al peso', () => {
  it('the cart shows the cash adjustment and the rounded cash total; online stays exact', () => {
    render(<CartTotals digital={digital} cash={cash} promoCode={null} />);
    const list = totalsList('Totales');
    expect(valueOf(list, 'Ajuste al peso')).toBe('-$\u00a022');
    expect(valueOf(list, 'Total pagando en efectivo')).toBe('$\u00a0130.800');
    expect(valueOf(list, 'Total pagando en línea')).toBe('$\u00a0130.822');
  });

  it('the cart shows no adjustment when the cash total is already a multiple of $50', () => {
    const round = priceCart({
      products: [{ id: 1, precio: 20_050, cantidad: 1 }],
      method: 'efectivo',
    });
    render(<CartTotals digital={round} cash={round} promoCode={null} />);
    expect(screen.queryByText('Ajuste al peso')).toBeNull();
  });

  it('the cash confirmation shows the adjustment and the rounded total to pay', () => {
    render(
      <CashConfirmModal
        open
        items={[
          {
            id: 1,
            nombre: 'Canasta',
            precio: 130_822,
            precio_original: 130_822,
            descuento_activo: false,
            descuento_porcentaje: 0,
            cantidad: 1,
          },
        ]}
        breakdown={cash}
        delivery={{ torre_entrega: 1, piso_entrega: 5, apartamento_entrega: '502' }}
        promoCode={null}
        submitting={false}
        closedMessage={null}
        onConfirm={() => {}}
        onBack={() => {}}
        onClose={() => {}}
      />,
    );
    const list = totalsList('Totales del pedido');
    expect(valueOf(list, 'Ajuste al peso')).toBe('-$\u00a022');
    expect(valueOf(totalsList('Total del pedido'), 'TOTAL A PAGAR EN EFECTIVO')).toBe(
      '$\u00a0130.800',
    );
    expect(screen.getByText(/nunca pagas de más/)).toBeInTheDocument();
  });

  it('the order detail shows the stored adjustment and total', () => {
    render(
      <OrderPayment
        order={orderView(7, { subtotal: 130_822, ajuste_redondeo: 22, total: 130_800 })}
      />,
    );
    expect(screen.getByText('Ajuste al peso').nextSibling?.textContent ?? '').toBe('-$\u00a022');
    expect(screen.getByText('$ 130.800')).toBeInTheDocument();
  });

  it('the order detail of a digital order shows no adjustment', () => {
    render(<OrderPayment order={orderView(8, { metodo_pago: 'CARD', payment_method: 'CARD' })} />);
    expect(screen.queryByText('Ajuste al peso')).toBeNull();
  });
});
