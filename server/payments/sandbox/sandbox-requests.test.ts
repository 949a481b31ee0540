import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { PSE_BANK_NAMES } from '../../../domain/payments';
import type { CreateTransactionInput } from '../provider';
import { isSandboxProvider } from './sandbox-provider';
import {
  card,
  cardMethod,
  daviplata,
  DELAY,
  nequi,
  pse,
  PUBLIC_URL,
  sandboxSetup as setup,
  txInput as input,
  useSandboxTimers,
  refusal,
} from './sandbox.test-helpers';

const M = PAYMENT_MESSAGES;

useSandboxTimers();

describe('sandbox provider: transaction requests', () => {
  it.each<[string, Partial<CreateTransactionInput>, string]>([
    ['zero', { amount_in_cents: 0 }, M.sandbox.amountInvalid],
    ['negative', { amount_in_cents: -2_500_000 }, M.sandbox.amountInvalid],
    ['cents not ending in 00', { amount_in_cents: 2_500_050 }, M.sandbox.amountInvalid],
    ['a fraction', { amount_in_cents: 2_500_000.5 }, M.sandbox.amountInvalid],
    ['another currency', { currency: 'USD' as 'COP' }, M.sandbox.currencyInvalid],
  ])('refuses an amount that is %s', async (_label, overrides, message) => {
    const { provider, store } = setup();
    await expect(
      provider.createTransaction(
        input(await provider.merchantAcceptance(), nequi('3991111111'), overrides),
      ),
    ).rejects.toMatchObject(refusal(message));
    expect(store.transactions.size).toBe(0);
  });

  it('accepts an amount in whole pesos ending in 00', async () => {
    const { provider } = setup();
    const tx = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3991111111'), { amount_in_cents: 100 }),
    );
    expect(tx).toMatchObject({ amount_in_cents: 100, currency: 'COP', status: 'PENDING' });
  });

  it('refuses a reference used before, even after the first one settled', async () => {
    const { provider, store } = setup();
    const acceptance = await provider.merchantAcceptance();
    const first = input(acceptance, nequi('3992222222'));
    await provider.createTransaction(first);
    await vi.advanceTimersByTimeAsync(DELAY);
    await expect(
      provider.createTransaction({ ...first, payment_method: nequi('3991111111') }),
    ).rejects.toMatchObject(refusal(M.sandbox.referenceUsed));
    await expect(
      provider.createTransaction(input(acceptance, nequi('3991111111'), { reference: ' ' })),
    ).rejects.toMatchObject(refusal(M.sandbox.referenceUsed));
    expect(store.transactions.size).toBe(1);
  });

  it('accepts only the acceptance tokens it handed out, each in its own place, for 1 hour', async () => {
    const { provider, advanceClock } = setup();
    const acceptance = await provider.merchantAcceptance();
    const terms = acceptance.terms.acceptance_token;
    const personal = acceptance.personalData.acceptance_token;
    const refused = refusal(M.sandbox.acceptanceInvalid);
    const attempt = (overrides: Partial<CreateTransactionInput>) =>
      provider.createTransaction(input(acceptance, nequi('3991111111'), overrides));

    await expect(attempt({ acceptance_token: 'acc_test_made_up' })).rejects.toMatchObject(refused);
    await expect(attempt({ accept_personal_auth: 'acc_test_made_up' })).rejects.toMatchObject(
      refused,
    );
    await expect(
      attempt({ acceptance_token: personal, accept_personal_auth: terms }),
    ).rejects.toMatchObject(refused);

    advanceClock(60 * 60_000 - 1);
    await expect(attempt({})).resolves.toMatchObject({ status: 'PENDING' });
    advanceClock(1);
    await expect(attempt({})).rejects.toMatchObject(refused);
  });

  it('hands out fresh acceptance tokens linking to our legal pages', async () => {
    const { provider } = setup();
    const first = await provider.merchantAcceptance();
    const second = await provider.merchantAcceptance();
    expect(first).toEqual({
      terms: {
        acceptance_token: expect.any(String),
        permalink: `${PUBLIC_URL}/terminos`,
        type: 'END_USER_POLICY',
      },
      personalData: {
        acceptance_token: expect.any(String),
        permalink: `${PUBLIC_URL}/privacidad`,
        type: 'PERSONAL_DATA_AUTH',
      },
    });
    const tokens = [first, second].flatMap((a) => [
      a.terms.acceptance_token,
      a.personalData.acceptance_token,
    ]);
    expect(new Set(tokens).size).toBe(4);
  });

  it.each<[string, () => Parameters<typeof input>[1], string]>([
    [
      'an unknown card token',
      () => ({ type: 'CARD', token: 'tok_test_00000_nope', installments: 1 }),
      M.sandbox.cardTokenUnknown,
    ],
    ['a 9-digit Nequi phone', () => nequi('399111111'), M.wallet.phoneInvalid],
    ['an unknown PSE bank', () => pse('9999'), M.sandbox.bankUnknown],
    [
      'a PSE request without a document',
      () => ({ ...pse('1'), user_legal_id: ' ' }),
      M.wallet.cedulaInvalid,
    ],
    [
      'a DaviPlata description over 30 characters',
      () => ({ ...daviplata, payment_description: 'x'.repeat(31) }),
      M.sandbox.descriptionInvalid,
    ],
  ])('refuses %s', async (_label, method, message) => {
    const { provider } = setup();
    await expect(
      provider.createTransaction(input(await provider.merchantAcceptance(), method())),
    ).rejects.toMatchObject(refusal(message));
  });

  it('refuses installments outside 1–36', async () => {
    const { provider } = setup();
    const method = await cardMethod(provider, '4242424242424242');
    await expect(
      provider.createTransaction(
        input(await provider.merchantAcceptance(), { ...method, installments: 0 } as typeof method),
      ),
    ).rejects.toMatchObject(refusal(M.sandbox.installmentsInvalid));
  });

  it('gives unique ids and tokens even with a generator that repeats itself', async () => {
    const { provider } = setup({ random: () => 0.5 });
    const acceptance = await provider.merchantAcceptance();
    const again = await provider.merchantAcceptance();
    expect(again.terms.acceptance_token).not.toBe(acceptance.terms.acceptance_token);
    const tokens = [
      (await provider.tokenizeCard(card('4242424242424242'))).id,
      (await provider.tokenizeCard(card('4111111111111111'))).id,
    ];
    expect(new Set(tokens).size).toBe(2);
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) {
      ids.add((await provider.createTransaction(input(acceptance, nequi('3991111111')))).id);
    }
    expect(ids.size).toBe(12);
  });

  it('answers null for an unknown transaction and copies for known ones', async () => {
    const { provider } = setup();
    expect(await provider.getTransaction('12345-1700000000-54321')).toBeNull();
    const tx = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3991111111')),
    );
    const read = await provider.getTransaction(tx.id);
    read!.status = 'APPROVED';
    expect((await provider.getTransaction(tx.id))?.status).toBe('PENDING');
  });
});

describe('sandbox provider: void, banks, tokenization', () => {
  it('voids an approved card transaction once, with its event', async () => {
    const { provider, events } = setup();
    const tx = await provider.createTransaction(
      input(await provider.merchantAcceptance(), await cardMethod(provider, '4242424242424242')),
    );
    expect(await provider.voidTransaction(tx.id)).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(await provider.voidTransaction(tx.id)).toBe(true);
    expect(await provider.getTransaction(tx.id)).toMatchObject({
      status: 'VOIDED',
      status_message: M.sandbox.voided,
    });
    expect(await provider.voidTransaction(tx.id)).toBe(false);
    expect(events.map((e) => e.data.transaction.status)).toEqual(['APPROVED', 'VOIDED']);
    expect(provider.verifyEvent(events[1])).toMatchObject({ ok: true });
  });

  it('refuses to void declined cards, other methods and unknown ids', async () => {
    const { provider } = setup();
    const acceptance = await provider.merchantAcceptance();
    const declined = await provider.createTransaction(
      input(acceptance, await cardMethod(provider, '4111111111111111')),
    );
    const wallet = await provider.createTransaction(input(acceptance, nequi('3991111111')));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect((await provider.getTransaction(wallet.id))?.status).toBe('APPROVED');
    expect(await provider.voidTransaction(declined.id)).toBe(false);
    expect(await provider.voidTransaction(wallet.id)).toBe(false);
    expect(await provider.voidTransaction('12345-1700000000-54321')).toBe(false);
    expect((await provider.getTransaction(wallet.id))?.status).toBe('APPROVED');
  });

  it('lists the two test banks first, then the 17 banks with stable codes', async () => {
    const { provider } = setup();
    const banks = await provider.pseBanks();
    expect(banks.slice(0, 2)).toEqual([
      { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
      { financial_institution_code: '2', financial_institution_name: 'Banco que rechaza' },
    ]);
    expect(banks.slice(2).map((b) => b.financial_institution_name)).toEqual([...PSE_BANK_NAMES]);
    expect(banks).toContainEqual({
      financial_institution_code: '1007',
      financial_institution_name: 'Bancolombia',
    });
    const codes = banks.map((b) => b.financial_institution_code);
    expect(new Set(codes).size).toBe(19);
    expect(codes.slice(2).every((c) => /^10\d{2}$/.test(c))).toBe(true);
    expect(await provider.pseBanks()).toEqual(banks);
  });

  it('is the test-mode sandbox and leaves card tokenization to the server', () => {
    const { provider } = setup();
    expect(provider.name).toBe('sandbox');
    expect(provider.environment).toBe('test');
    expect(provider.browserTokenization()).toBeNull();
    expect(isSandboxProvider(provider)).toBe(true);
    const { bankView: _view, decide: _decide, ...portOnly } = provider;
    expect(isSandboxProvider(portOnly)).toBe(false);
  });
});
