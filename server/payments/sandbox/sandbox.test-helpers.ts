import { afterEach, beforeEach, vi } from 'vitest';
import type {
  CardToTokenize,
  CreateTransactionInput,
  MerchantAcceptance,
  PaymentMethodInput,
} from '../provider';
import type { GatewayEventEnvelope } from '../signatures';
import {
  createSandboxProvider,
  type SandboxProvider,
  type SandboxProviderOptions,
} from './sandbox-provider';
import { createSandboxStore } from './sandbox-store';

export const SECRET = 'test_events_sandbox_spec';
export const PUBLIC_URL = 'https://tienda.example';
export const DELAY = 1_500;

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

const open: SandboxProvider[] = [];

/** Closes every provider `sandboxSetup` made (afterEach), so no timer outlives its test. */
/**
 * Fake setTimeout for a test file (settlements and redeliveries run on timers) and closes every
 * sandbox it opened after each test. Call at the top of the file.
 */
export function useSandboxTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    closeSandboxes();
    vi.useRealTimers();
  });
}

/** What a sandbox refusal looks like to `expect(...).rejects.toMatchObject`. */
export function refusal(message: string) {
  return { name: 'GatewayError', status: 422, message };
}

export function closeSandboxes(): void {
  for (const provider of open.splice(0)) provider.close();
}

/** A sandbox with a settable clock whose events and log lines the test can read. */
export function sandboxSetup(overrides: Partial<SandboxProviderOptions> = {}) {
  let now = new Date('2026-11-21T15:00:00Z');
  const events: GatewayEventEnvelope[] = [];
  const logs: LogLine[] = [];
  const store = createSandboxStore();
  const line = (level: LogLine['level']) => (details: object, message: string) => {
    logs.push({ level, details, message });
  };
  const provider = createSandboxProvider({
    eventsSecret: SECRET,
    publicUrl: PUBLIC_URL,
    settleDelayMs: DELAY,
    deliverEvent: async (body) => {
      events.push(body as GatewayEventEnvelope);
    },
    clock: () => now,
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    store,
    ...overrides,
  });
  open.push(provider);
  return {
    provider,
    events,
    logs,
    store,
    clock: () => now,
    advanceClock(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export const card = (number: string, overrides: Partial<CardToTokenize> = {}): CardToTokenize => ({
  number,
  cvc: '987',
  exp_month: '08',
  exp_year: '28',
  card_holder: 'MARIA PEREZ',
  ...overrides,
});

let referenceSeq = 0;

/** A valid request for `payment_method` with a fresh reference. */
export function txInput(
  acceptance: MerchantAcceptance,
  payment_method: PaymentMethodInput,
  overrides: Partial<CreateTransactionInput> = {},
): CreateTransactionInput {
  return {
    reference: `SC-PAY-TEST-${++referenceSeq}`,
    amount_in_cents: 2_500_000,
    currency: 'COP',
    customer_email: 'cliente@superconjunto.co',
    payment_method,
    acceptance_token: acceptance.terms.acceptance_token,
    accept_personal_auth: acceptance.personalData.acceptance_token,
    redirect_url: `${PUBLIC_URL}/payment-success`,
    ...overrides,
  };
}

export async function cardMethod(
  provider: SandboxProvider,
  number: string,
): Promise<PaymentMethodInput> {
  const token = await provider.tokenizeCard(card(number));
  return { type: 'CARD', token: token.id, installments: 1 };
}

export const nequi = (phone_number: string): PaymentMethodInput => ({
  type: 'NEQUI',
  phone_number,
});

export const pse = (code: string): PaymentMethodInput => ({
  type: 'PSE',
  user_type: 0,
  user_legal_id_type: 'CC',
  user_legal_id: '1000000002',
  financial_institution_code: code,
  payment_description: 'Pedido SuperConjunto',
});

export const daviplata: PaymentMethodInput = {
  type: 'DAVIPLATA',
  user_legal_id: '1000000002',
  user_legal_id_type: 'CC',
  payment_description: 'Pedido SuperConjunto',
};
