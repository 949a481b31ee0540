import type { DataRequestKind, DataRequestState } from '../../../domain/privacy/data-requests';
import { ApiError, apiRequest, handleSessionExpiry } from '../../app/api-client';
import { getToken } from '../../app/storage';
import { MESSAGES } from '../../../domain/messages';

/** The "Mi cuenta" endpoints (server/modules/privacy/account.routes.ts), one function each. */
export interface ConsentView {
  tipo: 'privacy' | 'marketing';
  aceptado: boolean;
  version: string;
  fecha: string;
}

export interface ConsentSummary {
  privacidad: ConsentView | null;
  marketing: ConsentView | null;
  historial: ConsentView[];
}

export interface DataRequestView {
  id: number;
  tipo: DataRequestKind;
  tipo_texto: string;
  detalle: string;
  estado: DataRequestState;
  estado_texto: string;
  fecha: string;
  fecha_limite: string;
  dias_habiles_restantes: number | null;
  vencida: boolean;
  respuesta: string | null;
  fecha_respuesta: string | null;
}

export const consentsQuery = {
  queryKey: ['cuenta', 'consentimientos'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ConsentSummary>('GET', '/api/mi-cuenta/consentimientos', undefined, { signal }),
};

export const requestsQuery = {
  queryKey: ['cuenta', 'solicitudes'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<{ solicitudes: DataRequestView[] }>('GET', '/api/mi-cuenta/solicitudes', undefined, {
      signal,
    }),
};

export const setMarketing = (aceptado: boolean) =>
  apiRequest<{ message: string; consentimientos: ConsentSummary }>(
    'PUT',
    '/api/mi-cuenta/consentimientos/marketing',
    { aceptado },
  );

export const fileRequest = (body: { tipo: DataRequestKind; detalle: string }) =>
  apiRequest<{ message: string; solicitud: DataRequestView }>(
    'POST',
    '/api/mi-cuenta/solicitudes',
    body,
  );

export const deleteAccount = (confirmacion: string) =>
  apiRequest<{ message: string; puntos_perdidos: number }>('POST', '/api/mi-cuenta/eliminar', {
    confirmacion,
  });

/** Downloads an authenticated file (the data export or the orders CSV) under the server's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(MESSAGES.api.connecting, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    if (response.status === 401 || response.status === 403) handleSessionExpiry();
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(
      body.error ?? MESSAGES.api.httpError(response.status, response.statusText),
      response.status,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
