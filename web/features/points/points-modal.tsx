import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { formatMultiplier } from '../../../domain/points';
import { LEVEL_RULE_TEXT } from '../../../domain/points-ledger';
import { useReturnFocus } from '../../ui/use-return-focus';
import { LevelProgressBar } from './level-progress-bar';
import { PointsRedeemBox } from './points-redeem-box';
import { LedgerMovements } from './ledger-movements';
import { RedemptionHistory } from './redemption-history';
import { RewardsList } from './rewards-list';
import type { Redemption } from './use-redemption';

/** Points modal (customer spec §2): level, points, progress, redemption, rewards, past canjes. */
export function PointsModal({
  open,
  onOpenChange,
  redemption,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  redemption: Redemption;
}) {
  const { summary } = redemption;
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <div>
              <Dialog.Title className="text-lg font-bold">Mis puntos</Dialog.Title>
              <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
                {summary
                  ? `Nivel ${summary.nivel} · multiplicador ${formatMultiplier(summary.multiplicador)}`
                  : 'Cargando tus puntos…'}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {summary && (
            <div className="space-y-5 overflow-y-auto px-4 py-4">
              <dl className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
                <div className="rounded-xl bg-amber-50 p-3 dark:bg-amber-950">
                  <dt className="text-xs font-semibold text-amber-900 dark:text-amber-100">
                    Disponibles
                  </dt>
                  <dd className="text-2xl font-bold text-amber-900 dark:text-amber-50">
                    {summary.puntos_disponibles}
                  </dd>
                </div>
                <div className="rounded-xl bg-gray-100 p-3 dark:bg-gray-800">
                  <dt className="text-xs font-semibold text-gray-700 dark:text-gray-300">
                    Acumulados
                  </dt>
                  <dd className="text-2xl font-bold">{summary.puntos_totales}</dd>
                </div>
              </dl>
              <p className="text-sm text-gray-700 dark:text-gray-300">{LEVEL_RULE_TEXT}</p>
              <LevelProgressBar puntosTotales={summary.puntos_totales} />
              <PointsRedeemBox redemption={redemption} />
              <RewardsList available={summary.puntos_disponibles} busy={redemption.busy} />
              <RedemptionHistory />
              <LedgerMovements movements={summary.movimientos ?? []} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
