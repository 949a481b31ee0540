import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import {
  GatewayError,
  type CreateTransactionInput,
  type GatewayStatus,
  type PaymentMethodInput,
  type PaymentProvider,
} from '../provider';
import { integritySignature, signEvent } from '../signatures';
import { startFakeWompi, type FakeWompi } from './fake-wompi';
import {
  BrowserTokenizationRequired,
  createWompiProvider,
  type WompiProviderOptions,
} from './wompi-provider';
import { promiseMs } from '../../../testkit/budgets';

const KEYS = {
  publicKey: 'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
  privateKey: 'prv_test_Dmf3HJ8fW3rA2Y5RJG9pk9YbRSpmOHqa',
  integritySecret: 'test_integrity_nAIBuqayW70XpUqJS4qf4STYiISd89Fp',
  eventsSecret: 'test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N',
};

let fake: FakeWompi;
let wompi: PaymentProvider;

function provider(overrides: Partial<WompiProviderOptions> = {}): PaymentProvider {
  return createWompiProvider({
    env: 'test',
    ...KEYS,
    baseUrl: fake.baseUrl,
    redirectPollDelaysMs: [5, 5, 5],
    ...overrides,
  });
}

beforeEach(async () => {
  fake = await startFakeWompi(KEYS);
  wompi = provider();
});
afterEach(async () => {
  await fake.close();
});

/** What the browser does with the real gateway: tokenize with the public key. */
async function browserToken(number: string): Promise<string> {
  const answer = await fetch(`${fake.baseUrl}/tokens/cards`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.publicKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      number,
      cvc: '123',
      exp_month: '08',
      exp_year: '30',
      card_holder: 'ANA PEREZ',
    }),
  });
  const json = (await answer.json()) as { data: { id: string } };
  return json.data.id;
}

let referenceCount = 0;
async function input(
  method: PaymentMethodInput,
  overrides: Partial<CreateTransactionInput> = {},
): Promise<CreateTransactionInput> {
  const acceptance = await wompi.merchantAcceptance();
  referenceCount += 1;
  return {
    reference: `SC-PAY-${referenceCount}-${Date.now()}`,
    amount_in_cents: 2_500_000,
    currency: 'COP',
    customer_email: 'cliente@superconjunto.co',
    payment_method: method,
    acceptance_token: acceptance.terms.acceptance_token,
    accept_personal_auth: acceptance.personalData.acceptance_token,
    redirect_url: 'https://tienda.example/payment-success',
    customer_data: { phone_number: '3000000002', full_name: 'Cliente Demo' },
    ...overrides,
  };
}

const nequi = (phone: string): PaymentMethodInput => ({ type: 'NEQUI', phone_number: phone });
const pse = (bank: string): PaymentMethodInput => ({
  type: 'PSE',
  user_type: 0,
  user_legal_id_type: 'CC',
  user_legal_id: '1000000002',
  financial_institution_code: bank,
  payment_description: 'Pedido SuperConjunto',
});
const daviplata: PaymentMethodInput = {
  type: 'DAVIPLATA',
  user_legal_id: '1000000002',
  user_legal_id_type: 'CC',
  payment_description: 'Pedido SuperConjunto',
};

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GatewayError))
    throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error;
}

const posted = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transactions');

describe('merchantAcceptance', () => {
  it('returns both documents of the merchant with fresh tokens each time', async () => {
    const first = await wompi.merchantAcceptance();
    const second = await wompi.merchantAcceptance();
    expect(first.terms).toMatchObject({
      type: 'END_USER_POLICY',
      permalink: expect.stringMatching(/^https:/),
    });
    expect(first.personalData).toMatchObject({ type: 'PERSONAL_DATA_AUTH' });
    expect(first.terms.acceptance_token).not.toBe(second.terms.acceptance_token);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v1/merchants/${KEYS.publicKey}`,
      authorization: `Bearer ${KEYS.publicKey}`,
    });
  });
});

describe('tokenizeCard', () => {
  it('refuses with a clear code and never sends the card anywhere', async () => {
    const error = await failure(
      wompi.tokenizeCard({
        number: '4242424242424242',
        cvc: '123',
        exp_month: '08',
        exp_year: '30',
        card_holder: 'ANA PEREZ',
      }),
    );
    expect(error).toBeInstanceOf(BrowserTokenizationRequired);
    expect(error).toMatchObject({ code: 'TOKENIZE_IN_BROWSER', status: 409 });
    expect(error.message).toBe(
      'Con la pasarela real la tarjeta se registra directamente en Wompi desde tu navegador',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('hands the browser the public key and the base URL instead', () => {
    expect(wompi.browserTokenization()).toEqual({
      publicKey: KEYS.publicKey,
      baseUrl: fake.baseUrl,
    });
  });
});

describe('createTransaction', () => {
  it('posts the documented body with the integrity signature and the private key', async () => {
    const token = await browserToken('4242424242424242');
    const body = await input({ type: 'CARD', token, installments: 1 });
    const created = await wompi.createTransaction(body);

    expect(created).toMatchObject({
      reference: body.reference,
      amount_in_cents: 2_500_000,
      currency: 'COP',
      status: 'PENDING',
      payment_method_type: 'CARD',
      redirect_url_for_customer: null,
      // Issue 40: the card's brand and last four, as the gateway shows them, for the export.
      card: { brand: 'VISA', last_four: '4242' },
    });
    const [request] = posted();
    expect(request?.authorization).toBe(`Bearer ${KEYS.privateKey}`);
    expect(request?.body).toEqual({
      amount_in_cents: 2_500_000,
      currency: 'COP',
      customer_email: 'cliente@superconjunto.co',
      reference: body.reference,
      payment_method: { type: 'CARD', token, installments: 1 },
      payment_method_type: 'CARD',
      acceptance_token: body.acceptance_token,
      accept_personal_auth: body.accept_personal_auth,
      signature: integritySignature(body.reference, 2_500_000, 'COP', KEYS.integritySecret),
      redirect_url: 'https://tienda.example/payment-success',
      customer_data: { phone_number: '3000000002', full_name: 'Cliente Demo' },
    });
  });

  const card = (number: string) => async (): Promise<PaymentMethodInput> => ({
    type: 'CARD',
    token: await browserToken(number),
    installments: 1,
  });
  it.each<[string, GatewayStatus, () => Promise<PaymentMethodInput>]>([
    ['card 4242…', 'APPROVED', card('4242424242424242')],
    ['card 4111…', 'DECLINED', card('4111111111111111')],
    ['another card', 'ERROR', card('5555555555554444')],
    ['Nequi 3991111111', 'APPROVED', async () => nequi('3991111111')],
    ['Nequi 3992222222', 'DECLINED', async () => nequi('3992222222')],
    ['another Nequi number', 'ERROR', async () => nequi('3001234567')],
    ['PSE bank 1', 'APPROVED', async () => pse('1')],
    ['PSE bank 2', 'DECLINED', async () => pse('2')],
  ])('settles %s as %s, read back with getTransaction', async (_label, final, method) => {
    // Settled by hand, not by the clock: a PSE creation polls for the bank's URL, which on a busy
    // machine outlasted a 100 ms settling time (DECLINED at creation, in a quiet clean clone).
    await fake.close();
    fake = await startFakeWompi({ ...KEYS, settleAfterMs: 60_000 });
    wompi = provider();
    const created = await wompi.createTransaction(await input(await method()));
    expect(created.status).toBe('PENDING');
    fake.settleNow(created.id);
    const read = await wompi.getTransaction(created.id);
    expect(read).toMatchObject({ id: created.id, status: final });
  });

  it('stays PENDING until the gateway settles it', async () => {
    await fake.close();
    fake = await startFakeWompi({ ...KEYS, settleAfterMs: 60_000 });
    wompi = provider();
    const created = await wompi.createTransaction(await input(nequi('3991111111')));
    expect((await wompi.getTransaction(created.id))?.status).toBe('PENDING');
  });

  it('waits for the bank URL of a PSE payment and returns it', async () => {
    await fake.close();
    fake = await startFakeWompi({ ...KEYS, settleAfterMs: 60_000 });
    wompi = provider();
    const created = await wompi.createTransaction(await input(pse('1')));
    expect(created.status).toBe('PENDING');
    expect(created.redirect_url_for_customer).toBe(
      `${fake.baseUrl.replace(/\/v1$/, '')}/fake-pages/${encodeURIComponent(created.id)}`,
    );
    expect(fake.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'POST /v1/transactions',
      `GET /v1/transactions/${created.id}`,
    ]);
  });

  it('returns the OTP screen of a DaviPlata payment, which settles when the customer decides', async () => {
    const created = await wompi.createTransaction(await input(daviplata));
    expect(created.redirect_url_for_customer).toMatch(/\/fake-pages\//);
    expect((await wompi.getTransaction(created.id))?.status).toBe('PENDING');
    fake.decide(created.id, 'APPROVED');
    expect((await wompi.getTransaction(created.id))?.status).toBe('APPROVED');
  });

  it('gives up waiting for a redirect URL after the configured polls', async () => {
    wompi = provider({ redirectPollDelaysMs: [] });
    const created = await wompi.createTransaction(await input(daviplata));
    expect(created.redirect_url_for_customer).toBeNull();
    expect(
      fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/transactions/')),
    ).toHaveLength(0);
  });

  it('returns the created transaction when polling for its URL fails', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (url, init) => {
      calls += 1;
      if (calls > 2) throw new TypeError('fetch failed');
      return fetch(url, init);
    };
    wompi = provider({ fetch: flaky });
    const body = await input(daviplata);
    const created = await wompi.createTransaction(body);
    expect(created).toMatchObject({ status: 'PENDING', redirect_url_for_customer: null });
    expect(calls).toBe(5);
  });

  it('does not poll for methods without a redirect', async () => {
    await wompi.createTransaction(await input(nequi('3991111111')));
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v1/transactions/')),
    ).toBe(false);
  });

  it('is refused by the gateway when signed with another integrity secret', async () => {
    wompi = provider({ integritySecret: 'test_integrity_somebodyElse' });
    const error = await failure(wompi.createTransaction(await input(nequi('3991111111'))));
    expect(error.status).toBe(422);
    expect(error.message).toContain('INPUT_VALIDATION_ERROR (signature)');
    expect(error.message).not.toContain('test_integrity_');
  });

  it('is refused for an amount that does not end in 00', async () => {
    const error = await failure(
      wompi.createTransaction(await input(nequi('3991111111'), { amount_in_cents: 2_500_050 })),
    );
    expect(error.status).toBe(422);
  });

  it('is refused for a reference used before', async () => {
    const first = await input(nequi('3991111111'));
    await wompi.createTransaction(first);
    const again = await input(nequi('3991111111'), { reference: first.reference });
    expect((await failure(wompi.createTransaction(again))).status).toBe(422);
  });

  it('is refused with acceptance tokens the gateway never issued', async () => {
    const body = await input(nequi('3991111111'), { acceptance_token: 'eyJ.forged' });
    expect((await failure(wompi.createTransaction(body))).status).toBe(422);
  });
});

describe('getTransaction', () => {
  it('returns null for an id the gateway does not know', async () => {
    expect(await wompi.getTransaction('0000-0-0')).toBeNull();
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${KEYS.privateKey}`);
  });
});

describe('voidTransaction', () => {
  it('voids an approved card payment', async () => {
    const token = await browserToken('4242424242424242');
    const created = await wompi.createTransaction(
      await input({ type: 'CARD', token, installments: 1 }),
    );
    expect((await wompi.getTransaction(created.id))?.status).toBe('APPROVED');
    expect(await wompi.voidTransaction(created.id)).toBe(true);
    expect((await wompi.getTransaction(created.id))?.status).toBe('VOIDED');
    const voiding = fake.requests.find((r) => r.path.endsWith('/void'));
    expect(voiding).toMatchObject({ method: 'POST', authorization: `Bearer ${KEYS.privateKey}` });
  });

  it('answers false for what cannot be voided', async () => {
    const paid = await wompi.createTransaction(await input(nequi('3991111111')));
    expect(await wompi.voidTransaction(paid.id)).toBe(false);
    expect(await wompi.voidTransaction('0000-0-0')).toBe(false);
  });
});

describe('pseBanks', () => {
  it('lists the financial institutions with the public key', async () => {
    expect(await wompi.pseBanks()).toEqual([
      { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
      { financial_institution_code: '2', financial_institution_name: 'Banco que rechaza' },
    ]);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/pse/financial_institutions',
      authorization: `Bearer ${KEYS.publicKey}`,
    });
  });
});

describe('keys', () => {
  it('sends the private key only to transaction endpoints', async () => {
    await wompi.pseBanks();
    const created = await wompi.createTransaction(await input(pse('1')));
    await wompi.getTransaction(created.id);
    await wompi.voidTransaction(created.id);
    for (const request of fake.requests) {
      const key = request.path.startsWith('/v1/transactions') ? KEYS.privateKey : KEYS.publicKey;
      expect(request.authorization, `${request.method} ${request.path}`).toBe(`Bearer ${key}`);
    }
    expect(fake.requests.length).toBeGreaterThanOrEqual(6);
  });

  it('maps a key the gateway refuses to a GatewayError without the key', async () => {
    wompi = provider({ privateKey: 'prv_test_revoked' });
    const error = await failure(wompi.getTransaction('1-1-1'));
    expect(error.status).toBe(401);
    expect(error.message).toContain('INVALID_ACCESS_TOKEN');
    expect(error.message).not.toContain('prv_test_revoked');
  });

  it('refuses keys of the other environment at creation, naming none of them', () => {
    const create = () =>
      createWompiProvider({
        env: 'prod',
        ...KEYS,
        publicKey: 'pub_prod_abc',
        privateKey: 'prv_prod_abc',
      });
    expect(create).toThrow(ConfigError);
    expect(create).toThrow(
      'WOMPI_ENV=prod needs keys of that environment: WOMPI_INTEGRITY_SECRET, WOMPI_EVENTS_SECRET',
    );
    expect(create).not.toThrow(/test_integrity_|test_events_/);
  });

  it('talks to the environment base URL by default', () => {
    const test = createWompiProvider({ env: 'test', ...KEYS });
    const prod = createWompiProvider({
      env: 'prod',
      publicKey: 'pub_prod_a',
      privateKey: 'prv_prod_b',
      integritySecret: 'prod_integrity_c',
      eventsSecret: 'prod_events_d',
    });
    expect(test.browserTokenization()?.baseUrl).toBe('https://sandbox.wompi.co/v1');
    expect(prod.browserTokenization()?.baseUrl).toBe('https://production.wompi.co/v1');
    expect(prod.environment).toBe('prod');
    expect(prod.name).toBe('wompi');
  });
});

describe('gateway failures', () => {
  const calls: [string, (p: PaymentProvider) => Promise<unknown>][] = [
    ['merchantAcceptance', (p) => p.merchantAcceptance()],
    ['getTransaction', (p) => p.getTransaction('1-1-1')],
    ['voidTransaction', (p) => p.voidTransaction('1-1-1')],
    ['pseBanks', (p) => p.pseBanks()],
    [
      'createTransaction',
      (p) =>
        p.createTransaction({
          reference: 'R-1',
          amount_in_cents: 2_500_000,
          currency: 'COP',
          customer_email: 'a@b.co',
          payment_method: nequi('3991111111'),
          acceptance_token: 't',
          accept_personal_auth: 'p',
          redirect_url: 'https://tienda.example/payment-success',
        }),
    ],
  ];

  it.each(calls)('%s turns a 5xx into a GatewayError', async (_name, call) => {
    fake.mode = 'server-error';
    expect((await failure(call(wompi))).status).toBe(500);
  });

  it.each(calls)('%s turns an unreadable answer into a GatewayError', async (_name, call) => {
    fake.mode = 'garbage';
    expect((await failure(call(wompi))).message).toMatch(/unreadable/);
  });

  it.each(calls)('%s gives up on a gateway that hangs after the timeout', async (_name, call) => {
    fake.mode = 'hang';
    wompi = provider({ timeoutMs: 150 });
    const started = Date.now();
    const error = await failure(call(wompi));
    expect(error.message).toMatch(/no answer within 150 ms/);
    expect(error.status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(promiseMs(2_000));
  });

  it.each(calls)('%s turns a network failure into a GatewayError', async (_name, call) => {
    const url = fake.baseUrl;
    await fake.close();
    fake = await startFakeWompi(KEYS);
    wompi = provider({ baseUrl: url });
    const error = await failure(call(wompi));
    expect(error.message).toMatch(/network failure/);
    expect(error.status).toBeUndefined();
  });

  it('takes an empty 2xx answer to a void as done', async () => {
    const empty = provider({ fetch: async () => new Response(null, { status: 204 }) });
    expect(await empty.voidTransaction('x')).toBe(true);
  });

  it('rejects a 2xx answer of an unexpected shape', async () => {
    const odd = provider({
      fetch: async () =>
        new Response(JSON.stringify({ data: { id: 'x', status: 'MAYBE' } }), { status: 200 }),
    });
    const error = await failure(odd.getTransaction('x'));
    expect(error.message).toMatch(/unexpected answer shape/);
  });
});

describe('verifyEvent', () => {
  const tx = {
    id: '1-2-3',
    reference: 'SC-PAY-1',
    status: 'APPROVED' as const,
    amount_in_cents: 2_500_000,
  };

  it('verifies events with the events secret at the provider clock', () => {
    const at = 1_760_000_000;
    const clocked = provider({ clock: () => new Date(at * 1000) });
    const body = signEvent(tx, KEYS.eventsSecret, at, undefined, 'test');
    expect(clocked.verifyEvent(body)).toMatchObject({ ok: true, event: { transaction: tx } });
    expect(clocked.verifyEvent(body, body.signature.checksum)).toMatchObject({ ok: true });
    expect(clocked.verifyEvent(signEvent(tx, KEYS.integritySecret, at))).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
    const later = provider({ clock: () => new Date((at + 2 * 86_400) * 1000) });
    expect(later.verifyEvent(body)).toEqual({ ok: false, reason: 'STALE' });
  });
});
