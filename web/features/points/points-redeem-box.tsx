import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { countNoun, plural } from '../../../domain/plural';
import {
  CANJE_TTL_HOURS,
  canRedeemAny,
  minimumRedemption,
  REDEMPTION_OPTIONS,
  redemptionChoices,
} from '../../../domain/points';
import { Button } from '../../ui/button';
import { ConfirmRedeemDialog } from './confirm-redeem-dialog';
import type { Redemption } from './use-redemption';
import { Money } from '../../ui/money';

/**
 * Points-redeem box (customer spec §5): the active discount rewards the server lists (50/100/200/500
 * at launch, managed in the admin's "Canjes"), each disabled when the balance is short or a call
 * is running; the redeem button needs the cheapest option's points and asks for confirmation.
 * Once redeemed, the canje
 * code and value with 'Cancelar canje'.
 */
export function PointsRedeemBox({ redemption }: { redemption: Redemption }) {
  const { summary, canje, busy, error } = redemption;
  const [chosen, setChosen] = useState<number | null>(null);
  // The option waiting for "Sí, canjear": points never leave the balance on one tap (issue 15).
  const [confirming, setConfirming] = useState<{ puntos: number; valor: number } | null>(null);
  const titleId = useId();
  if (!summary) return null;
  const available = summary.puntos_disponibles;
  const options = summary.opciones_canje ?? REDEMPTION_OPTIONS;
  const choices = redemptionChoices(available, busy, options);
  const minimum = minimumRedemption(options);
  const selected = choices.find((c) => c.puntos === chosen && !c.disabled) ?? null;

  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <Star aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-300" />
        Canjea tus puntos
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Tienes <strong>{countNoun(available, 'punto')}</strong>{' '}
        {plural(available, 'disponible', 'disponibles')}.
      </p>
      {canje ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p>
            Canje <span className="font-mono font-semibold">{canje.codigo}</span>:{' '}
            {countNoun(canje.puntos_usados, 'punto')} ={' '}
            <strong className="whitespace-nowrap">
              <Money value={-canje.valor_descuento} />
            </strong>
          </p>
          <Button size="small" variant="ghost" disabled={busy} onClick={redemption.cancel}>
            Cancelar canje
          </Button>
        </div>
      ) : minimum === null ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{MESSAGES.points.noOptions}</p>
      ) : (
        <>
          <div role="group" aria-label="Opciones de canje" className="grid grid-cols-2 gap-2">
            {choices.map((c) => (
              <button
                key={c.puntos}
                type="button"
                aria-pressed={selected?.puntos === c.puntos}
                disabled={c.disabled}
                onClick={() => setChosen(c.puntos)}
                className="min-h-11 rounded-xl border border-gray-300 px-2 text-sm font-semibold text-gray-900 transition-colors hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-900 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-950 dark:aria-pressed:text-emerald-100"
              >
                {c.puntos} pts = <span className="whitespace-nowrap">{c.valorTexto}</span>
              </button>
            ))}
          </div>
          <Button
            size="small"
            variant="secondary"
            className="w-full"
            disabled={!canRedeemAny(available, options) || busy || selected === null}
            onClick={() => selected && setConfirming(selected)}
          >
            {busy
              ? 'Canjeando…'
              : selected
                ? `Canjear ${selected.puntos} puntos`
                : 'Canjear puntos'}
          </Button>
          {!canRedeemAny(available, options) && (
            <p className="text-xs text-gray-700 dark:text-gray-300">
              {MESSAGES.points.minimumOf(minimum)}
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {canje
          ? MESSAGES.points.redeemed(canje.puntos_usados, formatCOP(canje.valor_descuento))
          : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <ConfirmRedeemDialog
        question={
          confirming
            ? MESSAGES.forms.redeemConfirm(confirming.puntos, formatCOP(confirming.valor))
            : null
        }
        detail={MESSAGES.forms.redeemConfirmDetail(CANJE_TTL_HOURS)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) redemption.redeem(confirming.puntos);
          setConfirming(null);
        }}
      />
    </section>
  );
}
