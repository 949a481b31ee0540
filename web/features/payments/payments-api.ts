import type {
  FaltantePreferencia,
  LineReplacementChoice,
} from '../../../domain/missing-items/preference';
import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import type { PaymentMethod } from '../../../domain/payments';
import { ApiError, apiRequest, serverReason } from '../../app/api-client';

/** GET /api/pagos/configuracion: the gateway, its environment and this checkout's documents. */
export interface PaymentConfig {
  proveedor: 'sandbox' | 'wompi';
  ambiente: 'test' | 'prod';
  /** Set with the real gateway: the browser tokenizes the card there, never through our server. */
  tokenizacion: { publicKey: string; baseUrl: string } | null;
  aceptacion: {
    terminos: AcceptanceDocument;
    datos_personales: AcceptanceDocument;
  };
}

export interface AcceptanceDocument {
  acceptance_token: string;
  permalink: string;
}

export interface CardTokenInput {
  number: string;
  cvc: string;
  exp_month: string;
  exp_year: string;
  card_holder: string;
}

export interface OrderLineBody {
  id: number;
  nombre: string;
  precio: number;
  cantidad: number;
  /** Issue 44: this product's own replacement, or "no reemplazar". */
  reemplazo?: LineReplacementChoice;
}

/** POST /api/crear-pago (payments spec §3 plus the acceptance tokens). */
export interface CreatePaymentBody {
  metodoPago: PaymentMethod;
  monto: number;
  productos: OrderLineBody[];
  paquetes: OrderLineBody[];
  datosEntrega: {
    torre_entrega: number;
    piso_entrega: number;
    apartamento_entrega: string;
    instrucciones_entrega?: string;
    telefono_contacto?: string;
    entrega_modo?: 'apartamento' | 'porteria';
    recibe?: string;
  };
  telefono?: string;
  cedula?: string;
  banco?: string;
  payment_source_id?: string;
  installments: 1;
  codigo_promocional?: string;
  codigo_canje?: string;
  /** Issue 45: a scheduled order's slot; the payment is still taken now. */
  entrega_programada?: { inicio: string };
  /** Issue 44: what to do if something is missing. */
  faltantes_preferencia?: FaltantePreferencia;
  acceptance_token: string;
  accept_personal_auth: string;
}

export interface CreatePaymentAnswer {
  success: boolean;
  transactionId: string;
  referencia?: string;
  status?: string;
  monto?: number;
  daviplataUrl?: string;
  pseUrl?: string;
}

/** GET /api/esperar-confirmacion/{id}: the server holds it up to 40 s. */
export interface ConfirmationAnswer {
  success: boolean;
  status: 'APPROVED' | 'DECLINED' | 'ERROR' | 'TIMEOUT';
  pedidoId?: number | null;
  message?: string;
}

/** GET /api/consultar-pago/{id}. */
export interface StatusAnswer {
  found: boolean;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'ERROR' | 'VOIDED';
  pedidoId?: number | null;
  /** When the payment was created (ISO), when the server says. */
  fecha?: string;
  metodo?: string;
  monto?: number;
  /** Issue 40: approved after the resident ended the attempt; refunded, no order. */
  reembolso?: boolean;
}

export interface PseBank {
  codigo: string;
  nombre: string;
}

/** The code of a tokenization refused without a reason of its own (the spec's message). */
export const TOKENIZE_FAILED = 'TOKENIZE_FAILED';
const PASS_THROUGH = new Set([0, 400, 401, 403]);

/** Full-page navigation to the gateway; an object so tests can replace it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest<PaymentConfig>('GET', '/api/pagos/configuracion', undefined, { signal });
}

export const pseBanksQuery = queryOptions({
  queryKey: ['payments', 'pse-banks'],
  queryFn: async ({ signal }) => {
    const body = await apiRequest<{ bancos?: PseBank[] }>('GET', '/api/pse/bancos', undefined, {
      signal,
    });
    return Array.isArray(body?.bancos) ? body.bancos : [];
  },
  staleTime: 60 * 60_000,
});

/**
 * The card's token id. With the real gateway the card goes straight to it with the public key
 * (PCI: our server must never see a card number, DESIGN §5); the sandbox tokenizes on our server.
 * Any failure is an ApiError with the spec's tokenize message (or the connection message).
 */
export async function tokenizeCard(config: PaymentConfig, card: CardTokenInput): Promise<string> {
  if (!config.tokenizacion) {
    try {
      const answer = await apiRequest<{ data?: { id?: string } }>(
        'POST',
        '/api/tokenizar-tarjeta',
        card,
      );
      if (answer?.data?.id) return answer.data.id;
    } catch (error) {
      // A field message (400) says what to fix, a connection or session failure keeps its own
      // handling, and the server's own reason is shown as it is; only a refusal without one gets
      // the spec's tokenize message.
      if (error instanceof ApiError && (PASS_THROUGH.has(error.status) || serverReason(error)))
        throw error;
      throw new ApiError(
        PAYMENT_MESSAGES.tokenizeError,
        error instanceof ApiError ? error.status : 0,
        TOKENIZE_FAILED,
      );
    }
    throw new ApiError(PAYMENT_MESSAGES.tokenizeError, 200, TOKENIZE_FAILED);
  }
  const { baseUrl, publicKey } = config.tokenizacion;
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}/tokens/cards`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${publicKey}`,
      },
      body: JSON.stringify(card),
    });
  } catch {
    throw new ApiError(MESSAGES.api.connecting, 0, 'NETWORK_ERROR');
  }
  const body = (await response.json().catch(() => null)) as { data?: { id?: unknown } } | null;
  const id = body?.data?.id;
  if (!response.ok || typeof id !== 'string' || id === '')
    throw new ApiError(PAYMENT_MESSAGES.tokenizeError, response.status, TOKENIZE_FAILED);
  return id;
}

export function createPayment(
  body: CreatePaymentBody,
  idempotencyKey: string,
): Promise<CreatePaymentAnswer> {
  return apiRequest<CreatePaymentAnswer>('POST', '/api/crear-pago', body, { idempotencyKey });
}

export function waitForConfirmation(
  transactionId: string,
  signal?: AbortSignal,
): Promise<ConfirmationAnswer> {
  return apiRequest<ConfirmationAnswer>(
    'GET',
    `/api/esperar-confirmacion/${encodeURIComponent(transactionId)}`,
    undefined,
    { signal },
  );
}

export function checkPaymentStatus(
  transactionId: string,
  signal?: AbortSignal,
): Promise<StatusAnswer> {
  return apiRequest<StatusAnswer>(
    'GET',
    `/api/consultar-pago/${encodeURIComponent(transactionId)}`,
    undefined,
    { signal },
  );
}

/** The URL a redirect method (DaviPlata, PSE) continues at, if the server gave one. */
export function redirectUrlOf(answer: CreatePaymentAnswer): string | null {
  return answer.pseUrl || answer.daviplataUrl || null;
}
