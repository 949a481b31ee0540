import type { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { ConfigError } from '../../config';
import {
  GatewayError,
  type CreateTransactionInput,
  type GatewayTransaction,
  type PaymentProvider,
} from '../provider';
import { integritySignature, verifyEventBody } from '../signatures';
import {
  wompiErrorSummary,
  wompiRequest,
  type WompiAnswer,
  type WompiHttpOptions,
} from './wompi-http';
import {
  MerchantAnswerSchema,
  PseBanksAnswerSchema,
  TransactionAnswerSchema,
  toGatewayTransaction,
  toMerchantAcceptance,
  toPseBanks,
} from './wompi-schemas';

export const WOMPI_BASE_URLS = {
  test: 'https://sandbox.wompi.co/v1',
  prod: 'https://production.wompi.co/v1',
} as const;

export interface WompiProviderOptions {
  env: 'test' | 'prod';
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  fetch?: typeof fetch;
  /** Overrides the environment's base URL (tests point it at the local fake). */
  baseUrl?: string;
  /** Per request, 10 s unless given. */
  timeoutMs?: number;
  /**
   * Waits between polls for PSE's bank URL or DaviPlata's OTP URL after creation: Wompi adds them
   * to the transaction a moment later (wompi-notes §2.5, §2.6).
   */
  redirectPollDelaysMs?: readonly number[];
  clock?: () => Date;
}

/** `POST /api/tokenizar-tarjeta` with the real gateway: the browser tokenizes, never our server. */
export class BrowserTokenizationRequired extends GatewayError {
  readonly code = 'TOKENIZE_IN_BROWSER';
  constructor() {
    super(PAYMENT_MESSAGES.tokenizeOnlySandbox, 409);
    this.name = 'BrowserTokenizationRequired';
  }
}

const DEFAULT_REDIRECT_POLL_MS = [500, 1000, 1500, 2000, 2500];
const KEY_PREFIXES = {
  publicKey: ['pub', 'WOMPI_PUBLIC_KEY'],
  privateKey: ['prv', 'WOMPI_PRIVATE_KEY'],
  integritySecret: ['integrity', 'WOMPI_INTEGRITY_SECRET'],
  eventsSecret: ['events', 'WOMPI_EVENTS_SECRET'],
} as const;

/** Keys of one environment only (wompi-notes §2.1): test keys against production fail late. */
function checkKeys(options: WompiProviderOptions): void {
  const wrong = (Object.keys(KEY_PREFIXES) as (keyof typeof KEY_PREFIXES)[])
    .filter((name) => {
      const [kind] = KEY_PREFIXES[name];
      const expected =
        kind === 'pub' || kind === 'prv' ? `${kind}_${options.env}_` : `${options.env}_${kind}_`;
      return !options[name].startsWith(expected);
    })
    .map((name) => KEY_PREFIXES[name][1]);
  if (wrong.length > 0) {
    throw new ConfigError(
      `WOMPI_ENV=${options.env} needs keys of that environment: ${wrong.join(', ')}`,
    );
  }
}

function parse<T>(schema: z.ZodType<T>, answer: WompiAnswer, label: string): T {
  const result = schema.safeParse(answer.json);
  if (!result.success)
    throw new GatewayError(`Wompi ${label}: unexpected answer shape`, answer.status);
  return result.data;
}

function refusal(answer: WompiAnswer, label: string): GatewayError {
  const type = wompiErrorSummary(answer.json) ?? 'no error type';
  return new GatewayError(
    `Wompi ${label}: refused with HTTP ${answer.status}: ${type}`,
    answer.status,
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const REDIRECT_METHODS = new Set(['PSE', 'DAVIPLATA']);

/** The HTTPS client of the real Wompi API behind the PaymentProvider port (DESIGN §2). */
export function createWompiProvider(options: WompiProviderOptions): PaymentProvider {
  checkKeys(options);
  const http: WompiHttpOptions = {
    baseUrl: (options.baseUrl ?? WOMPI_BASE_URLS[options.env]).replace(/\/+$/, ''),
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const clock = options.clock ?? (() => new Date());
  const pollDelays = options.redirectPollDelaysMs ?? DEFAULT_REDIRECT_POLL_MS;
  const { publicKey, privateKey } = options;

  async function getTransaction(id: string): Promise<GatewayTransaction | null> {
    const label = 'GET /transactions/{id}';
    const answer = await wompiRequest(http, {
      method: 'GET',
      path: `/transactions/${encodeURIComponent(id)}`,
      key: privateKey,
      label,
    });
    if (answer.status === 404) return null;
    if (answer.status >= 400) throw refusal(answer, label);
    return toGatewayTransaction(parse(TransactionAnswerSchema, answer, label));
  }

  async function awaitCustomerUrl(created: GatewayTransaction): Promise<GatewayTransaction> {
    let latest = created;
    for (const delay of pollDelays) {
      if (latest.redirect_url_for_customer || latest.status !== 'PENDING') return latest;
      await sleep(delay);
      // The transaction exists now: a failed poll must not make the creation look failed.
      latest = (await getTransaction(created.id).catch(() => null)) ?? latest;
    }
    return latest;
  }

  async function createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction> {
    const label = 'POST /transactions';
    const body = {
      amount_in_cents: input.amount_in_cents,
      currency: input.currency,
      customer_email: input.customer_email,
      reference: input.reference,
      payment_method: input.payment_method,
      payment_method_type: input.payment_method.type,
      acceptance_token: input.acceptance_token,
      accept_personal_auth: input.accept_personal_auth,
      signature: integritySignature(
        input.reference,
        input.amount_in_cents,
        input.currency,
        options.integritySecret,
      ),
      redirect_url: input.redirect_url,
      ...(input.customer_data ? { customer_data: input.customer_data } : {}),
    };
    const answer = await wompiRequest(http, {
      method: 'POST',
      path: '/transactions',
      key: privateKey,
      body,
      label,
    });
    if (answer.status >= 400) throw refusal(answer, label);
    const created = toGatewayTransaction(parse(TransactionAnswerSchema, answer, label));
    return REDIRECT_METHODS.has(created.payment_method_type) ? awaitCustomerUrl(created) : created;
  }

  return {
    name: 'wompi',
    environment: options.env,

    async merchantAcceptance() {
      const label = 'GET /merchants/{public_key}';
      const answer = await wompiRequest(http, {
        method: 'GET',
        path: `/merchants/${encodeURIComponent(publicKey)}`,
        key: publicKey,
        label,
      });
      if (answer.status >= 400) throw refusal(answer, label);
      return toMerchantAcceptance(parse(MerchantAnswerSchema, answer, label));
    },

    async tokenizeCard() {
      throw new BrowserTokenizationRequired();
    },

    createTransaction,
    getTransaction,

    async voidTransaction(id: string) {
      const answer = await wompiRequest(http, {
        method: 'POST',
        path: `/transactions/${encodeURIComponent(id)}/void`,
        key: privateKey,
        label: 'POST /transactions/{id}/void',
      });
      // A 4xx: not voidable (not a card, not approved, already voided…): the caller records a refund.
      return answer.status >= 200 && answer.status < 300;
    },

    async pseBanks() {
      const label = 'GET /pse/financial_institutions';
      const answer = await wompiRequest(http, {
        method: 'GET',
        path: '/pse/financial_institutions',
        key: publicKey,
        label,
      });
      if (answer.status >= 400) throw refusal(answer, label);
      return toPseBanks(parse(PseBanksAnswerSchema, answer, label));
    },

    verifyEvent(body: unknown, checksumHeader?: string) {
      return verifyEventBody(body, options.eventsSecret, { now: clock(), checksumHeader });
    },

    browserTokenization() {
      return { publicKey, baseUrl: http.baseUrl };
    },
  };
}
