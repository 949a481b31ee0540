/**
 * The fake gateway's memory and rules (wompi-notes §2.2–2.10): acceptance tokens, card tokens,
 * transactions with the sandbox's test data. HTTP and keys are fake-wompi.ts's.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { GatewayStatus } from '../provider';
import { integritySignature } from '../signatures';

type Json = Record<string, unknown>;
export interface FakeAnswer {
  status: number;
  body: unknown;
}

interface FakeTransaction {
  data: Json & { id: string; status: GatewayStatus; payment_method_type: string };
  outcome: GatewayStatus | null;
  createdAt: number;
}

export const FAKE_PSE_BANKS = [
  { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
  { financial_institution_code: '2', financial_institution_name: 'Banco que rechaza' },
];

export const inputError = (messages: Record<string, string[]>): FakeAnswer => ({
  status: 422,
  body: { error: { type: 'INPUT_VALIDATION_ERROR', messages } },
});
export const notFound = (): FakeAnswer => ({
  status: 404,
  body: { error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } },
});

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function cardOutcome(number: string): GatewayStatus {
  if (number === '4242424242424242') return 'APPROVED';
  if (number === '4111111111111111') return 'DECLINED';
  return 'ERROR';
}

export class FakeWompiState {
  private readonly transactions = new Map<string, FakeTransaction>();
  /** The outcome the number means and what Wompi shows of the card; never the number. */
  private readonly cardTokens = new Map<string, { outcome: GatewayStatus; last_four: string }>();
  private readonly termsTokens = new Set<string>();
  private readonly personalTokens = new Set<string>();
  private readonly references = new Set<string>();

  constructor(
    private readonly integritySecret: string,
    private readonly settleAfterMs: number,
    /** Where the customer would authorise a PSE or DaviPlata payment. */
    private readonly pageUrl: (id: string) => string,
  ) {}

  merchant(publicKey: string): FakeAnswer {
    const terms = `eyJ.terms.${randomBytes(8).toString('hex')}`;
    const personal = `eyJ.personal.${randomBytes(8).toString('hex')}`;
    this.termsTokens.add(terms);
    this.personalTokens.add(personal);
    const doc = (token: string, file: string, type: string) => ({
      acceptance_token: token,
      permalink: `https://wompi.example/${file}.pdf`,
      type,
    });
    return {
      status: 200,
      body: {
        data: {
          id: 1,
          name: 'SuperConjunto',
          public_key: publicKey,
          presigned_acceptance: doc(terms, 'terminos', 'END_USER_POLICY'),
          presigned_personal_data_auth: doc(personal, 'datos', 'PERSONAL_DATA_AUTH'),
        },
      },
    };
  }

  /** Keeps only the outcome the number means, never the number. */
  tokenizeCard(card: unknown): FakeAnswer {
    const c = isJson(card) ? card : {};
    const number = String(c.number ?? '');
    if (!/^\d{13,19}$/.test(number)) return inputError({ number: ['Número inválido'] });
    const id = `tok_test_${randomBytes(8).toString('hex')}`;
    const last = number.slice(-4);
    this.cardTokens.set(id, { outcome: cardOutcome(number), last_four: last });
    return {
      status: 201,
      body: {
        status: 'CREATED',
        data: {
          id,
          brand: 'VISA',
          name: `VISA-${last}`,
          last_four: last,
          bin: number.slice(0, 6),
          exp_month: c.exp_month,
          exp_year: c.exp_year,
          card_holder: c.card_holder,
        },
      },
    };
  }

  private outcomeOf(method: Json): GatewayStatus | null {
    switch (method.type) {
      case 'CARD':
        return this.cardTokens.get(String(method.token))?.outcome ?? null;
      case 'NEQUI':
        if (method.phone_number === '3991111111') return 'APPROVED';
        return method.phone_number === '3992222222' ? 'DECLINED' : 'ERROR';
      case 'PSE':
        if (method.financial_institution_code === '1') return 'APPROVED';
        return method.financial_institution_code === '2' ? 'DECLINED' : 'ERROR';
      default:
        return null; // DaviPlata: decided on its OTP screen (decide()).
    }
  }

  private refusal(body: Json): FakeAnswer | null {
    const amount = body.amount_in_cents;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount % 100) {
      return inputError({ amount_in_cents: ['Debe ser un entero en centavos terminado en 00'] });
    }
    if (body.currency !== 'COP') return inputError({ currency: ['Moneda no soportada'] });
    const reference = body.reference;
    if (typeof reference !== 'string' || !reference)
      return inputError({ reference: ['Requerida'] });
    if (this.references.has(reference)) return inputError({ reference: ['Ya ha sido usada'] });
    if (!this.termsTokens.has(String(body.acceptance_token))) {
      return inputError({ acceptance_token: ['Token de aceptación inválido'] });
    }
    if (!this.personalTokens.has(String(body.accept_personal_auth))) {
      return inputError({ accept_personal_auth: ['Token de autorización inválido'] });
    }
    if (body.signature !== integritySignature(reference, amount, 'COP', this.integritySecret)) {
      return inputError({ signature: ['La firma es inválida'] });
    }
    const method = body.payment_method;
    if (!isJson(method) || typeof method.type !== 'string') {
      return inputError({ payment_method: ['Requerido'] });
    }
    if (body.payment_method_type !== method.type) {
      return inputError({ payment_method_type: ['No coincide con payment_method.type'] });
    }
    if (method.type === 'CARD' && !this.cardTokens.has(String(method.token))) {
      return inputError({ 'payment_method.token': ['Token inválido'] });
    }
    return null;
  }

  createTransaction(body: unknown): FakeAnswer {
    if (!isJson(body)) return inputError({ body: ['JSON requerido'] });
    const refused = this.refusal(body);
    if (refused) return refused;
    const method = body.payment_method as Json;
    const createdAt = Date.now();
    const id = `${randomInt(1000, 99999)}-${Math.floor(createdAt / 1000)}-${randomInt(10000, 99999)}`;
    const { token: _token, ...shownMethod } = method;
    this.references.add(String(body.reference));
    const tx: FakeTransaction = {
      createdAt,
      outcome: this.outcomeOf(method),
      data: {
        id,
        created_at: new Date(createdAt).toISOString(),
        finalized_at: null,
        amount_in_cents: body.amount_in_cents,
        reference: body.reference,
        customer_email: body.customer_email,
        currency: 'COP',
        payment_method_type: String(method.type),
        payment_method: { ...shownMethod, extra: this.cardExtra(method) },
        status: 'PENDING',
        status_message: null,
        redirect_url: body.redirect_url ?? null,
        customer_data: body.customer_data ?? null,
        taxes: [],
        payment_link_id: null,
      },
    };
    this.transactions.set(id, tx);
    return { status: 201, body: { data: tx.data } };
  }

  /** A card transaction shows the card as Wompi does (brand, name, last four); others nothing yet. */
  private cardExtra(method: Json): Json {
    const card = method.type === 'CARD' ? this.cardTokens.get(String(method.token)) : undefined;
    return card ? { brand: 'VISA', name: `VISA-${card.last_four}`, last_four: card.last_four } : {};
  }

  private settle(tx: FakeTransaction): void {
    if (tx.data.status !== 'PENDING' || tx.outcome === null) return;
    if (Date.now() - tx.createdAt < this.settleAfterMs) return;
    tx.data.status = tx.outcome;
    tx.data.status_message = tx.outcome === 'APPROVED' ? null : 'Transacción de prueba';
    tx.data.finalized_at = new Date().toISOString();
  }

  /** As GET shows it: the customer's URL appears only once the transaction is polled. */
  getTransaction(id: string): FakeAnswer {
    const tx = this.transactions.get(id);
    if (!tx) return notFound();
    this.settle(tx);
    const method = tx.data.payment_method as Json;
    const extra: Json = { ...(method.extra as Json) };
    if (tx.data.payment_method_type === 'PSE') extra.async_payment_url = this.pageUrl(id);
    if (tx.data.payment_method_type === 'DAVIPLATA') extra.url = this.pageUrl(id);
    return { status: 200, body: { data: { ...tx.data, payment_method: { ...method, extra } } } };
  }

  voidTransaction(id: string): FakeAnswer {
    const tx = this.transactions.get(id);
    if (!tx) return notFound();
    this.settle(tx);
    if (tx.data.payment_method_type !== 'CARD' || tx.data.status !== 'APPROVED') {
      return inputError({ transaction: ['La transacción no se puede anular'] });
    }
    tx.data.status = 'VOIDED';
    return { status: 201, body: { data: { status: 'VOIDED', transaction: tx.data } } };
  }

  settleNow(id: string): void {
    const tx = this.transactions.get(id);
    if (!tx) throw new Error(`fake wompi: no transaction ${id}`);
    tx.createdAt = Date.now() - this.settleAfterMs;
    this.settle(tx);
  }

  decide(id: string, status: Exclude<GatewayStatus, 'PENDING'>): void {
    const tx = this.transactions.get(id);
    if (!tx) throw new Error(`fake wompi: no transaction ${id}`);
    tx.outcome = status;
    tx.createdAt = Date.now() - this.settleAfterMs;
    this.settle(tx);
  }
}
