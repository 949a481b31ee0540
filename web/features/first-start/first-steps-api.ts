import { queryOptions } from '@tanstack/react-query';
import type { FirstStep } from '../../../domain/first-steps';
import { apiRequest } from '../../app/api-client';

export interface FirstStepsView {
  steps: FirstStep[];
  done: number;
  visible: boolean;
  /** Payments run on the sandbox: nothing is charged (issue 46). */
  pagos_prueba: boolean;
}

/**
 * GET /api/admin/primeros-pasos: the checklist and the payments' mode, read once per panel load
 * by the card and the sandbox notice alike (one request, one cache entry).
 */
export const firstStepsQuery = queryOptions({
  queryKey: ['admin', 'primeros-pasos'],
  queryFn: ({ signal }) =>
    apiRequest<FirstStepsView>('GET', '/api/admin/primeros-pasos', undefined, { signal }),
  staleTime: Infinity,
  retry: false,
});
