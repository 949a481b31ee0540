import { ApiError, apiRequest } from '../../app/api-client';

/** What "Cancelar este pago" learned from the server. */
export type CancelOutcome =
  | { kind: 'cancelled'; mensaje: string }
  /** The gateway approved before the cancel arrived: that order stands. */
  | { kind: 'approved'; pedidoId: number };

/** POST /api/pagos/{referencia}/cancelar (issue 40): ends the resident's own open attempt. */
export async function cancelPayment(referencia: string): Promise<CancelOutcome> {
  try {
    const answer = await apiRequest<{ mensaje?: string }>(
      'POST',
      `/api/pagos/${encodeURIComponent(referencia)}/cancelar`,
    );
    return { kind: 'cancelled', mensaje: answer?.mensaje ?? '' };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { pedidoId?: unknown } | null) : null;
    if (error instanceof ApiError && error.code === 'PAYMENT_ALREADY_APPROVED') {
      if (typeof body?.pedidoId === 'number') return { kind: 'approved', pedidoId: body.pedidoId };
    }
    throw error;
  }
}
