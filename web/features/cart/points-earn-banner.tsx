import { Sparkles } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { countNoun } from '../../../domain/plural';
import { pointsEarned, type Level } from '../../../domain/points';

/** 'Ganarás N puntos' (customer spec §9); nothing with a redemption, under 15.000 or level unknown. */
export function PointsEarnBanner({
  subtotal,
  level,
  usedRedemption,
}: {
  subtotal: number;
  level: Level | null;
  usedRedemption: boolean;
}) {
  if (!level) return null;
  const points = pointsEarned({ subtotal, level, usedRedemption });
  if (points <= 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Con este pedido ganarás <strong>{countNoun(points, 'punto')}</strong> (nivel {level}).{' '}
        {MESSAGES.points.creditedOnDelivery}.
      </span>
    </p>
  );
}
