import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { countNoun } from '../../../domain/plural';
import { ApiError } from '../../app/api-client';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ConfirmRedeemDialog } from './confirm-redeem-dialog';
import { redeemReward, rewardsQuery, type Reward } from './points-api';

/** Rewards from GET /api/recompensas/disponibles, redeemed with POST /api/canjes/crear. */
export function RewardsList({ available, busy }: { available: number; busy: boolean }) {
  const queryClient = useQueryClient();
  const rewards = useQuery(rewardsQuery);
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const redeem = useMutation({
    mutationFn: redeemReward,
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Recompensa canjeada');
      void queryClient.invalidateQueries({ queryKey: ['points'] });
    },
    onError: (error) => {
      const server = error instanceof ApiError && error.status > 0 ? error.message : '';
      toast.error(server || MESSAGES.points.rewardFailed);
    },
  });
  if (!rewards.data || rewards.data.length === 0) return null;
  return (
    <section aria-labelledby="recompensas-titulo" className="space-y-2">
      <h3 id="recompensas-titulo" className="flex items-center gap-2 font-semibold">
        <Gift aria-hidden="true" className="size-4 text-emerald-800 dark:text-emerald-300" />
        Recompensas
      </h3>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {rewards.data.map((reward: Reward) => (
          // The button goes under the reward when both do not fit (200 % text, issue 40).
          <li
            key={reward.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2"
          >
            <div className="min-w-0 flex-1 basis-[10rem]">
              <p className="text-sm font-semibold">{reward.nombre}</p>
              {reward.descripcion && (
                <p className="text-xs text-gray-700 dark:text-gray-300">{reward.descripcion}</p>
              )}
              <p className="text-xs font-semibold text-amber-800 dark:text-amber-300">
                {countNoun(reward.puntos_requeridos, 'punto')}
              </p>
            </div>
            <Button
              size="small"
              variant="secondary"
              className="ml-auto"
              disabled={busy || redeem.isPending || available < reward.puntos_requeridos}
              onClick={() => setConfirming(reward)}
              aria-label={`Canjear ${reward.nombre} por ${countNoun(reward.puntos_requeridos, 'punto')}`}
            >
              Canjear
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmRedeemDialog
        question={
          confirming
            ? MESSAGES.forms.redeemRewardConfirm(confirming.puntos_requeridos, confirming.nombre)
            : null
        }
        detail={MESSAGES.forms.redeemRewardDetail}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) redeem.mutate(confirming);
          setConfirming(null);
        }}
      />
    </section>
  );
}
