import { describe, expect, it } from 'vitest';
import { CreatePaymentSchema } from '../domain/schemas/payments';
import { minimumOrderFor } from '../domain/shipping';
import { seededRandom } from './orders-load';
import type { BenchProduct } from './orders-setup';
import { drawDigitalCart, paymentBody } from './payments-requests';

const ACCEPTANCE = { acceptance_token: 'acc-terms', accept_personal_auth: 'acc-data' };
// Cheap products, so most cash-sized draws fall under the digital minimum and must be redrawn.
const PRODUCTS: BenchProduct[] = [1_000, 2_500, 4_900, 9_100].map((precio, i) => ({
  id: i + 1,
  nombre: `Producto ${i + 1}`,
  precio,
}));

describe('the payments bench requests', () => {
  it('draws only carts the digital minimum accepts, with lines priced from the catalogue', () => {
    const random = seededRandom(7);
    const subtotals = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const cart = drawDigitalCart(random, PRODUCTS);
      expect(cart.subtotal).toBeGreaterThanOrEqual(minimumOrderFor('digital'));
      expect(cart.lines.length).toBeGreaterThanOrEqual(1);
      expect(cart.lines.length).toBeLessThanOrEqual(3);
      expect(cart.subtotal).toBe(cart.lines.reduce((a, l) => a + l.product.precio * l.cantidad, 0));
      subtotals.add(cart.subtotal);
    }
    expect(subtotals.size).toBeGreaterThan(10);
  });

  it('sends card and PSE bodies the server schema accepts, charging the subtotal', () => {
    const cart = drawDigitalCart(seededRandom(11), PRODUCTS);
    const card = CreatePaymentSchema.parse(
      paymentBody(cart, ACCEPTANCE, { metodoPago: 'CARD', payment_source_id: 'tok_test_1' }),
    );
    expect(card).toMatchObject({
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_1',
      monto: cart.subtotal,
      ...ACCEPTANCE,
    });
    expect(card.productos).toHaveLength(cart.lines.length);

    const pse = CreatePaymentSchema.parse(
      paymentBody(cart, ACCEPTANCE, {
        metodoPago: 'PSE',
        banco: '1007',
        telefono: '3001234567',
        cedula: '1000000002',
      }),
    );
    expect(pse).toMatchObject({ metodoPago: 'PSE', banco: '1007', monto: cart.subtotal });
    expect(pse).not.toHaveProperty('payment_source_id');
  });
});
