import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client';

/** GET /api/promociones-popup (customer spec §3 "Promo popup"). */
export interface PromoPopup {
  activa: boolean;
  promocion: { titulo: string; descripcion: string; imagen_url: string | null } | null;
}

export const popupQuery = queryOptions({
  queryKey: ['popup'],
  queryFn: ({ signal }) =>
    apiRequest<PromoPopup>('GET', '/api/promociones-popup', undefined, { signal }),
  staleTime: Infinity,
});
