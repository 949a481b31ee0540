import { useState } from 'react';
import { Star } from 'lucide-react';
import { countNoun } from '../../../domain/plural';
import { LazyBoundary } from '../../app/lazy-boundary';
import { lazyWithRetry } from '../../app/lazy-with-retry';
import { LoadFailureDialog } from '../../app/load-failure-dialog';
import type { Redemption } from './use-redemption';

// The modal loads on the first open, not with the store's first paint; it stays mounted after.
const PointsModal = lazyWithRetry(() =>
  import('./points-modal').then((m) => ({ default: m.PointsModal })),
);

/** The header's points badge; opens the points modal. Points that fail to load show no number. */
export function PointsBadge({ redemption }: { redemption: Redemption }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { summary } = redemption;
  const label = summary
    ? `Mis puntos: ${countNoun(summary.puntos_disponibles, 'punto')}, nivel ${summary.nivel}`
    : 'Mis puntos';
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={label}
        title={label}
        className="inline-flex min-h-11 items-center gap-1 rounded-full bg-amber-100 px-2 text-sm font-bold text-amber-900 transition-colors hover:bg-amber-200 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800"
      >
        <Star aria-hidden="true" className="size-4" />
        {summary ? summary.puntos_disponibles : 'Puntos'}
      </button>
      {opened && (
        <LazyBoundary
          fallback={({ failure, retry }) =>
            open && (
              <LoadFailureDialog failure={failure} retry={retry} onClose={() => setOpen(false)} />
            )
          }
        >
          <PointsModal open={open} onOpenChange={setOpen} redemption={redemption} />
        </LazyBoundary>
      )}
    </>
  );
}
