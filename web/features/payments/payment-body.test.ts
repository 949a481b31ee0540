import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart-lines';
import { productItem } from '../cart/cart-test-data';
import { buildPaymentBody, type PaymentBodyInput } from './payment-body';
import { paymentConfig } from './payment-test-utils';

const PACKAGE: CartItem = {
  id: 'paquete_7',
  nombre: 'Combo parrillero',
  precio: 30_000,
  precio_original: 30_000,
  descuento_activo: false,
  descuento_porcentaje: 0,
  cantidad: 1,
  imagen: null,
  tipo: 'paquete',
  paquete_id: 7,
};

function input(overrides: Partial<PaymentBodyInput> = {}): PaymentBodyInput {
  return {
    cart: [productItem(3, 10_000, 2, 10), PACKAGE],
    totals: {
      subtotal: 48_000,
      total: 43_200,
      descuento_cupon: 4_800,
      descuento_canje: 0,
      costo_envio: 0,
    },
    promoCode: 'SC2026GABCDE',
    canjeCode: null,
    delivery: {
      torre_entrega: 2,
      piso_entrega: 7,
      apartamento_entrega: '702',
      instrucciones_entrega: 'Dejar en portería',
      telefono_contacto: '3001112233',
    },
    config: paymentConfig(),
    choice: { metodo: 'NEQUI', telefono: '300 111 2233', cedula: ' 1000000002 ', banco: '1' },
    ...overrides,
  };
}

describe('buildPaymentBody', () => {
  it('splits products and packages at the prices shown and sends the total shown', () => {
    const body = buildPaymentBody(input());
    expect(body).toEqual({
      metodoPago: 'NEQUI',
      monto: 43_200,
      productos: [{ id: 3, nombre: 'Producto 3', precio: 9_000, cantidad: 2 }],
      paquetes: [{ id: 7, nombre: 'Combo parrillero', precio: 30_000, cantidad: 1 }],
      datosEntrega: {
        torre_entrega: 2,
        piso_entrega: 7,
        apartamento_entrega: '702',
        instrucciones_entrega: 'Dejar en portería',
        telefono_contacto: '3001112233',
      },
      telefono: '3001112233',
      cedula: '1000000002',
      installments: 1,
      codigo_promocional: 'SC2026GABCDE',
      acceptance_token: 'acc-terms-1',
      accept_personal_auth: 'acc-data-1',
    });
  });

  it('sends the bank only for PSE and the token only for cards', () => {
    const pse = buildPaymentBody(
      input({ choice: { metodo: 'PSE', telefono: '3001112233', cedula: '123456', banco: '1' } }),
    );
    expect(pse.banco).toBe('1');
    const card = buildPaymentBody(
      input({
        canjeCode: 'CANJE-1',
        choice: { metodo: 'CARD', paymentSourceId: 'tok_1', telefono: '3001112233' },
      }),
    );
    expect(card).toMatchObject({
      metodoPago: 'CARD',
      payment_source_id: 'tok_1',
      installments: 1,
      codigo_canje: 'CANJE-1',
    });
    expect(card).not.toHaveProperty('telefono');
    expect(card).not.toHaveProperty('banco');
  });

  it('sends what to do if something is missing: the order’s choice and a product’s own (issue 44)', () => {
    const body = buildPaymentBody(
      input({ missing: { preferencia: 'quitar', reemplazos: { 3: { producto_id: 9 } } } }),
    );
    expect(body.faltantes_preferencia).toBe('quitar');
    expect(body.productos).toEqual([
      expect.objectContaining({ id: 3, reemplazo: { producto_id: 9 } }),
    ]);
    expect(body.paquetes[0]).not.toHaveProperty('reemplazo');
    expect(buildPaymentBody(input())).not.toHaveProperty('faltantes_preferencia');
  });
});
