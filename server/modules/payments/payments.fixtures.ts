import type { GatewayStatus, GatewayTransaction, PaymentProvider } from '../../payments/provider';
import { signEvent, verifyEventBody } from '../../payments/signatures';
import type { TestApp } from '../../test/app';
import type { Customer } from '../orders/orders.fixtures';

/**
 * A gateway the test drives by hand: transactions stay PENDING until `decide()`; events are
 * signed like Wompi's with `secret` and posted to the app's webhook only when the test says so,
 * so every confirmation path (webhook, long wait, status check) can be raced on purpose.
 */
export interface ScriptedProvider extends PaymentProvider {
  secret: string;
  transactions: Map<string, GatewayTransaction & { method: string }>;
  decide(id: string, status: GatewayStatus): void;
  eventFor(id: string, timestamp?: number): Record<string, unknown>;
  voided: string[];
  failNextCreate?: boolean;
}

export function scriptedProvider(environment: 'test' | 'prod' = 'test'): ScriptedProvider {
  let n = 0;
  const transactions = new Map<string, GatewayTransaction & { method: string }>();
  const provider: ScriptedProvider = {
    name: 'sandbox',
    environment,
    secret: 'test_events_scripted',
    transactions,
    voided: [],
    async merchantAcceptance() {
      return {
        terms: {
          acceptance_token: 'acc-terms',
          permalink: 'http://localhost/terminos',
          type: 'END_USER_POLICY',
        },
        personalData: {
          acceptance_token: 'acc-data',
          permalink: 'http://localhost/privacidad',
          type: 'PERSONAL_DATA_AUTH',
        },
      };
    },
    async tokenizeCard(card) {
      return {
        id: `tok_test_${card.number.slice(-4)}`,
        brand: 'VISA',
        last_four: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        card_holder: card.card_holder,
      };
    },
    async createTransaction(input) {
      if (provider.failNextCreate) {
        provider.failNextCreate = false;
        throw new Error('gateway down');
      }
      const id = `${++n}-1700000000-00001`;
      const redirect =
        input.payment_method.type === 'PSE' || input.payment_method.type === 'DAVIPLATA'
          ? `http://localhost/sandbox/banco/${id}`
          : null;
      const tx = {
        id,
        reference: input.reference,
        amount_in_cents: input.amount_in_cents,
        currency: 'COP',
        status: 'PENDING' as const,
        status_message: null,
        payment_method_type: input.payment_method.type,
        redirect_url_for_customer: redirect,
        card:
          input.payment_method.type === 'CARD' && /\d{4}$/.test(input.payment_method.token)
            ? { brand: 'VISA', last_four: input.payment_method.token.slice(-4) }
            : null,
        method: input.payment_method.type,
      };
      transactions.set(id, tx);
      return { ...tx };
    },
    async getTransaction(id) {
      const tx = transactions.get(id);
      return tx ? { ...tx } : null;
    },
    async voidTransaction(id) {
      const tx = transactions.get(id);
      if (!tx || tx.method !== 'CARD' || tx.status !== 'APPROVED') return false;
      tx.status = 'VOIDED';
      provider.voided.push(id);
      return true;
    },
    async pseBanks() {
      return [
        { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
        { financial_institution_code: '2', financial_institution_name: 'Banco que rechaza' },
      ];
    },
    verifyEvent(body, header) {
      return verifyEventBody(body, provider.secret, {
        now: new Date(),
        checksumHeader: header,
        maxAgeSeconds: 10 * 365 * 86_400,
      });
    },
    browserTokenization: () => null,
    decide(id, status) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`no transaction ${id}`);
      tx.status = status;
    },
    eventFor(id, timestamp = Math.floor(Date.now() / 1000)) {
      const tx = transactions.get(id)!;
      return signEvent(
        {
          id: tx.id,
          reference: tx.reference,
          status: tx.status,
          amount_in_cents: tx.amount_in_cents,
          currency: 'COP',
          payment_method_type: tx.payment_method_type,
        },
        provider.secret,
        timestamp,
      ) as unknown as Record<string, unknown>;
    },
  };
  return provider;
}

export const ACCEPTANCE = { acceptance_token: 'acc-terms', accept_personal_auth: 'acc-data' };

export function createPaymentCall(
  t: TestApp,
  who: Customer | undefined,
  body: object,
  idempotencyKey?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/crear-pago',
    payload: { ...ACCEPTANCE, ...body },
    headers: {
      ...(who ? { authorization: who.authorization } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

export function getAs(t: TestApp, who: Customer, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
}

export function postEvent(t: TestApp, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/pagos/eventos', payload: body, headers });
}
