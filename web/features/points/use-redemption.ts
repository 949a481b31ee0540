import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import { ApiError } from '../../app/api-client';
import {
  cancelCanje,
  pointsSummaryQuery,
  redeemPoints,
  redemptionsQuery,
  type Canje,
  type PointsSummary,
} from './points-api';

/** 'Error al procesar el canje' when the server was not reached, else its message (spec §8). */
export function redeemErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.points.redeemNetwork;
  return error.message || MESSAGES.points.redeemGeneric;
}

export interface Redemption {
  summary: PointsSummary | undefined;
  /** The discount canje the cart uses (the newest unused one with a peso value). */
  canje: Canje | null;
  busy: boolean;
  error: string | null;
  redeem(puntos: number): void;
  cancel(): void;
}

/**
 * The customer's points and the canje applied to the cart. The points leave the balance when the
 * canje is created (DESIGN §5), so a reload finds it again among the summary's unused canjes.
 */
export function useRedemption(): Redemption {
  const queryClient = useQueryClient();
  const summary = useQuery(pointsSummaryQuery);
  const key = pointsSummaryQuery.queryKey;
  const update = (f: (s: PointsSummary) => PointsSummary) =>
    queryClient.setQueryData<PointsSummary>(key, (old) => (old ? f(old) : old));

  const redeem = useMutation({
    mutationFn: async (puntos: number) => {
      const answer = await redeemPoints(puntos);
      if (!answer.success || !answer.canje)
        throw new ApiError(answer.message || MESSAGES.points.redeemGeneric, 200);
      return answer;
    },
    onSuccess: (answer) => {
      const canje = answer.canje as Canje;
      update((s) => ({
        ...s,
        puntos_disponibles: answer.puntos_disponibles ?? s.puntos_disponibles - canje.puntos_usados,
        canjes_activos: [canje, ...(s.canjes_activos ?? [])],
      }));
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: redemptionsQuery.queryKey });
    },
  });

  const cancel = useMutation({
    mutationFn: async (codigo: string) => ({ codigo, answer: await cancelCanje(codigo) }),
    onSuccess: ({ codigo, answer }) => {
      update((s) => ({
        ...s,
        puntos_disponibles: answer.puntos_disponibles ?? s.puntos_disponibles,
        canjes_activos: (s.canjes_activos ?? []).filter((c) => c.codigo !== codigo),
      }));
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: redemptionsQuery.queryKey });
    },
  });

  const canje = summary.data?.canjes_activos?.find((c) => c.valor_descuento > 0) ?? null;
  const failed = redeem.error ?? cancel.error;
  return {
    summary: summary.data,
    canje,
    busy: redeem.isPending || cancel.isPending,
    error: failed ? redeemErrorMessage(failed) : null,
    redeem: (puntos) => {
      cancel.reset();
      redeem.mutate(puntos);
    },
    cancel: () => {
      redeem.reset();
      if (canje) cancel.mutate(canje.codigo);
    },
  };
}
