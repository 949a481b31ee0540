import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { GatewayError, type CardToTokenize } from '../provider';
import type { SandboxStore } from './sandbox-store';
import {
  card,
  DELAY,
  sandboxSetup as setup,
  txInput as input,
  useSandboxTimers,
  refusal,
} from './sandbox.test-helpers';

const M = PAYMENT_MESSAGES;

useSandboxTimers();

describe('sandbox provider: card tokens', () => {
  it('tokenizes a valid card keeping only its brand and last four', async () => {
    const { provider } = setup();
    const token = await provider.tokenizeCard(card('4242 4242 4242 4242', { exp_month: '8' }));
    expect(token).toEqual({
      id: expect.stringMatching(/^tok_test_\d{5}_[A-Za-z0-9]{32}$/),
      brand: 'VISA',
      last_four: '4242',
      exp_month: '08',
      exp_year: '28',
      card_holder: 'MARIA PEREZ',
    });
    expect((await provider.tokenizeCard(card('5555555555554444'))).brand).toBe('MASTERCARD');
    expect((await provider.tokenizeCard(card('378282246310005', { cvc: '1234' }))).brand).toBe(
      'AMEX',
    );
  });

  it.each<[string, Partial<CardToTokenize> & { number?: string }, string]>([
    ['a number failing Luhn', { number: '4242424242424241' }, M.card.numberInvalid],
    ['a number too short', { number: '424242424242' }, M.card.numberInvalid],
    ['letters in the number', { number: '4242abcd42424242' }, M.card.numberInvalid],
    ['month 13', { exp_month: '13' }, M.card.monthInvalid],
    ['last month (Bogotá, November 2026)', { exp_month: '10', exp_year: '26' }, M.card.expired],
    ['a past year', { exp_year: '25' }, M.card.expired],
    ['a three-digit year', { exp_year: '202' }, M.card.expired],
    ['a two-digit CVC', { cvc: '12' }, M.sandbox.cvcInvalid],
    ['a five-digit CVC', { cvc: '12345' }, M.sandbox.cvcInvalid],
    ['a holder under 5 characters', { card_holder: ' ANA ' }, M.sandbox.holderTooShort],
  ])('refuses %s with a 422 in Spanish', async (_label, overrides, message) => {
    const { provider, store } = setup();
    const attempt = provider.tokenizeCard(card(overrides.number ?? '4242424242424242', overrides));
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    await expect(attempt).rejects.toMatchObject(refusal(message));
    expect(store.cardTokens.size).toBe(0);
  });

  it('accepts a card expiring this month', async () => {
    const { provider } = setup();
    await expect(
      provider.tokenizeCard(card('4242424242424242', { exp_month: '11', exp_year: '26' })),
    ).resolves.toMatchObject({ last_four: '4242' });
  });

  it('keeps no card number or CVC in its state or its logs', async () => {
    const { provider, store, logs } = setup();
    const number = '4242424242424242';
    const token = await provider.tokenizeCard(card(number, { cvc: '987' }));
    const tx = await provider.createTransaction(
      input(await provider.merchantAcceptance(), {
        type: 'CARD',
        token: token.id,
        installments: 1,
      }),
    );
    await vi.advanceTimersByTimeAsync(DELAY);
    expect((await provider.getTransaction(tx.id))?.status).toBe('APPROVED');

    const kept = storedStrings(store);
    expect(kept.some((s) => s.includes(number) || s.includes('424242424242'))).toBe(false);
    expect(kept).not.toContain('987');
    expect(kept).toContain('4242');
    const logged = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThan(0);
    expect(logged).not.toContain('424242424242');
    expect(logged).not.toMatch(/cvc|"number"/i);
  });
});

/** Every string and number (as text) anywhere in the store, keys included. */
function storedStrings(store: SandboxStore): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
    else if (value instanceof Map) for (const entry of value) entry.forEach(walk);
    else if (value instanceof Set) for (const v of value) walk(v);
    else if (value instanceof Date) out.push(value.toISOString());
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(store);
  return out;
}
