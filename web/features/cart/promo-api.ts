import { apiRequest } from '../../app/api-client';

/** The answer of POST /api/validar-codigo-promocional (customer spec §3). */
export interface PromoValidation {
  valido: boolean;
  codigo?: string;
  /** Percent off the eligible subtotal. */
  descuento?: number;
  mensaje?: string;
  error?: string;
}

export function validatePromoCode(codigo: string): Promise<PromoValidation> {
  return apiRequest<PromoValidation>('POST', '/api/validar-codigo-promocional', { codigo });
}

/** A code the server accepted for this cart; the amount is recomputed from the cart (spec "Applied code"). */
export interface AppliedPromo {
  codigo: string;
  porcentaje: number;
  mensaje: string;
}
