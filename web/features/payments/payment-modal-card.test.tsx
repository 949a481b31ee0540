import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { created, payCard, setup } from './payment-modal-harness';
import { json, paymentConfig } from './payment-test-utils';

const P = PAYMENT_MESSAGES;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentModal by card', () => {
  it('returns a declined card to the selector with the decline message', async () => {
    const { user, api } = setup({
      'POST /api/tokenizar-tarjeta': () =>
        json(200, { data: { id: 'tok_test_1', brand: 'VISA', last_four: '1111' } }),
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': () =>
        json(200, { success: false, status: 'DECLINED', message: P.rejected }),
    });
    await payCard(user, '4111111111111111');
    expect(await screen.findByText(P.rejectedTryOther)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Método de pago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/tokenizar-tarjeta')[0]?.body).toEqual({
      number: '4111111111111111',
      cvc: '123',
      exp_month: '12',
      exp_year: '39',
      card_holder: 'CAMILA ROJAS',
    });
    const payment = api.callsTo('POST /api/crear-pago')[0]?.body as Record<string, unknown>;
    expect(payment).toMatchObject({
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_1',
      installments: 1,
    });
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');
  });

  it('tokenizes at the gateway with the public key, never through our server', async () => {
    const config = paymentConfig({
      proveedor: 'wompi',
      ambiente: 'prod',
      tokenizacion: { publicKey: 'pub_prod_abc', baseUrl: 'https://production.wompi.co/v1' },
    });
    const { user, api } = setup(
      {
        'POST https://production.wompi.co/v1/tokens/cards': () =>
          json(201, { status: 'CREATED', data: { id: 'tok_prod_9' } }),
        'POST /api/crear-pago': () => created(),
        'GET /api/esperar-confirmacion/': () =>
          json(200, { success: true, status: 'APPROVED', pedidoId: 2 }),
      },
      { config },
    );
    await payCard(user, '4012888888881881');
    expect(await screen.findByRole('heading', { name: '¡Pago aprobado!' })).toBeInTheDocument();
    const [gateway] = api.callsTo('POST https://production.wompi.co/v1/tokens/cards');
    expect(gateway?.headers.Authorization).toBe('Bearer pub_prod_abc');
    expect(gateway?.body).toMatchObject({
      number: '4012888888881881',
      card_holder: 'CAMILA ROJAS',
    });
    const ours = api.calls.filter((c) => c.url.startsWith('/'));
    expect(ours.map((c) => c.url)).not.toContain('/api/tokenizar-tarjeta');
    expect(ours.some((c) => JSON.stringify(c.body ?? '').includes('4012888888881881'))).toBe(false);
    expect(api.callsTo('POST /api/crear-pago')[0]?.body).toMatchObject({
      payment_source_id: 'tok_prod_9',
    });
  });

  it('refuses a test card in production before anything is sent', async () => {
    const config = paymentConfig({
      ambiente: 'prod',
      tokenizacion: { publicKey: 'pub_prod_abc', baseUrl: 'https://production.wompi.co/v1' },
    });
    const { user, api } = setup({}, { config });
    await payCard(user, '4242424242424242');
    expect(await screen.findByText(P.card.testCard)).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual(['/auth/profile', '/api/pagos/configuracion']);
  });

  it('comes back to the card form, still filled, when tokenization fails', async () => {
    const { user, api } = setup({
      'POST /api/tokenizar-tarjeta': () =>
        json(422, { error: 'Tarjeta no soportada', code: 'PAYMENT_ERROR' }),
    });
    await payCard(user, '4000000000000002');
    // The server's own Spanish reason, not the generic tokenize message (issue 15).
    expect(await screen.findByText('Tarjeta no soportada')).toBeInTheDocument();
    expect(screen.queryByText(P.tokenizeError)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue(
      '4000 0000 0000 0002',
    );
    expect(api.callsTo('POST /api/crear-pago')).toHaveLength(0);
  });

  it('says the generic tokenize message only when the server gave no reason', async () => {
    const { user } = setup({
      'POST /api/tokenizar-tarjeta': () => new Response('<html>502</html>', { status: 502 }),
    });
    await payCard(user, '4000000000000002');
    expect(await screen.findByText(P.tokenizeError)).toBeInTheDocument();
  });

  it("shows the server's reason when the payment is refused, even without a code", async () => {
    const { user } = setup({
      'POST /api/tokenizar-tarjeta': () =>
        json(200, { data: { id: 'tok_test_1', brand: 'VISA', last_four: '1111' } }),
      'POST /api/crear-pago': () =>
        json(422, { error: 'El banco no autorizó esta tarjeta para compras en línea' }),
    });
    await payCard(user, '4111111111111111');
    expect(
      await screen.findByText('El banco no autorizó esta tarjeta para compras en línea'),
    ).toBeInTheDocument();
    expect(screen.queryByText(P.processError)).not.toBeInTheDocument();
  });

  it('returns from the card form to the selector on Cancelar', async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    await user.click(
      await screen.findByRole('checkbox', { name: 'Acepto los términos y condiciones de Wompi' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos personales' }),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('radio', { name: /Tarjeta de crédito o débito/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });
});
