/**
 * What the payments bench sends, built like the store builds it: the sandbox's approving card,
 * a PSE bank that waits for its page, digital carts priced from the catalogue, and the calls a
 * checkout makes before paying (acceptance tokens, card token).
 */
import { minimumOrderFor, shippingFor } from '../domain/shipping';
import { drawCart } from './orders-load';
import { call, type BenchCustomer, type BenchProduct } from './orders-setup';

export const REQUEST_TIMEOUT_MS = 10_000;

// The sandbox's approving card (wompi-notes §2.10) and a PSE bank that waits for the bank page.
export const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: '30',
  cvc: '123',
  card_holder: 'CLIENTE PRUEBA',
};
export const PSE = { banco: '1007', telefono: '3001234567', cedula: '1000000002' };

export interface Acceptance {
  acceptance_token: string;
  accept_personal_auth: string;
}

export type Cart = ReturnType<typeof drawCart>;

/** A cart of 1–3 lines the digital minimum accepts (the cash draw, drawn again while under it). */
export function drawDigitalCart(random: () => number, products: readonly BenchProduct[]): Cart {
  const minimum = minimumOrderFor('digital');
  for (;;) {
    const cart = drawCart(random, products);
    if (cart.subtotal >= minimum) return cart;
  }
}

/** The POST /api/crear-pago body the store sends for that cart with `method`'s own fields. */
export function paymentBody(
  cart: Cart,
  acceptance: Acceptance,
  method: { metodoPago: 'CARD'; payment_source_id: string } | ({ metodoPago: 'PSE' } & typeof PSE),
) {
  return {
    ...method,
    ...(method.metodoPago === 'CARD' ? { installments: 1 } : {}),
    productos: cart.lines.map((l) => ({
      id: l.product.id,
      nombre: l.product.nombre,
      precio: l.product.precio,
      cantidad: l.cantidad,
    })),
    paquetes: [],
    monto: cart.subtotal + shippingFor(cart.subtotal, 'digital'),
    ...acceptance,
  };
}

/** The gateway's two acceptance tokens, as GET /api/pagos/configuracion hands them to a checkout. */
export async function acceptanceFor(baseUrl: string, who: BenchCustomer): Promise<Acceptance> {
  const { body } = await call(baseUrl, 'GET', '/api/pagos/configuracion', {
    authorization: who.authorization,
  });
  const { aceptacion } = body as {
    aceptacion: Record<'terminos' | 'datos_personales', { acceptance_token: string }>;
  };
  return {
    acceptance_token: aceptacion.terminos.acceptance_token,
    accept_personal_auth: aceptacion.datos_personales.acceptance_token,
  };
}

/** A fresh token for CARD, from the sandbox tokenizer. */
export async function tokenize(baseUrl: string, who: BenchCustomer): Promise<string> {
  const { body } = await call(baseUrl, 'POST', '/api/tokenizar-tarjeta', {
    authorization: who.authorization,
    body: CARD,
  });
  return (body as { data: { id: string } }).data.id;
}

/** A POST as `who` with its own Idempotency-Key; any status is returned, not thrown. */
export async function postJson(
  baseUrl: string,
  path: string,
  who: BenchCustomer,
  key: string,
  body: object,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: who.authorization,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
}
