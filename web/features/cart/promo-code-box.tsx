import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { promoDiscountFor, promoScopeMessage } from '../../../domain/pricing';
import {
  checkNoCodeApplied,
  checkPromoApplicable,
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  validatePromoCodeInput,
} from '../../../domain/promo';
import { ApiError } from '../../app/api-client';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { validatePromoCode, type AppliedPromo } from './promo-api';
import { formatPercent } from '../../../domain/percent';

export interface PromoCodeBoxProps {
  applied: AppliedPromo | null;
  /** Subtotal of the lines a code may discount (no offers, no packages). */
  eligibleSubtotal: number;
  /** The discount the applied code gives on this cart. */
  discount: number;
  onApplied(promo: AppliedPromo): void;
  onRemove(): void;
  /** Issue 40: the kept code the server refused on this load ("Tu código … ya no aplica: …"). */
  lapsed?: string | null;
}

/** Promo-code box (customer spec §5): one code at a time, checked locally, decided by the server. */
export function PromoCodeBox({
  applied,
  eligibleSubtotal,
  discount,
  onApplied,
  onRemove,
  lapsed = null,
}: PromoCodeBoxProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // Issue 40: once a code applies the box closes into its chip (one code per order), and
  // focus follows to the chip, or back to the field when the code is taken off.
  const chip = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const shown = useRef(applied?.codigo ?? null);
  useEffect(() => {
    const now = applied?.codigo ?? null;
    if (now === shown.current) return;
    shown.current = now;
    if (now) chip.current?.focus();
    else field.current?.focus();
  }, [applied?.codigo]);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validatePromoCodeInput(value);
    if (!input.ok) return setError(input.message);
    const refusal = [
      checkNoCodeApplied(applied?.codigo),
      checkPromoApplicable(eligibleSubtotal),
    ].find((check) => !check.ok);
    if (refusal && !refusal.ok) return setError(refusal.message);
    setBusy(true);
    setError(null);
    try {
      const answer = await validatePromoCode(input.value);
      if (answer.valido && typeof answer.descuento === 'number') {
        const mensaje = answer.mensaje ?? MESSAGES.promo.applied(answer.descuento);
        onApplied({ codigo: answer.codigo ?? input.value, porcentaje: answer.descuento, mensaje });
        setValue('');
        const promoDiscount = promoDiscountFor(eligibleSubtotal, answer.descuento);
        setNotice(`${mensaje} ${promoScopeMessage({ eligibleSubtotal, promoDiscount })}`);
      } else {
        setError(answer.error || answer.mensaje || MESSAGES.promo.invalid);
      }
    } catch (cause) {
      const network = !(cause instanceof ApiError) || cause.status === 0;
      setError(network ? MESSAGES.promo.network : cause.message || MESSAGES.promo.invalid);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-titulo`} className="space-y-2">
      <h3 id={`${inputId}-titulo`} className="flex items-center gap-2 font-semibold">
        <Tag aria-hidden="true" className="size-4 text-emerald-800 dark:text-emerald-300" />
        Código promocional
      </h3>
      {lapsed && !applied && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {lapsed}
        </p>
      )}
      {applied && (
        <div
          ref={chip}
          tabIndex={-1}
          className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <div>
            <p>
              <span className="font-semibold">{applied.codigo}</span> ·{' '}
              {formatPercent(applied.porcentaje, 0)} de descuento:{' '}
              <Money value={-discount} className="font-semibold" />
            </p>
            <p className="text-xs">
              {promoScopeMessage({ eligibleSubtotal, promoDiscount: discount })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              onRemove();
              setError(null);
              setNotice(`Código ${applied.codigo} quitado`);
            }}
            aria-label={`Quitar el código ${applied.codigo}`}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-emerald-100 dark:hover:bg-emerald-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
      {!applied && (
        <form onSubmit={submit} noValidate className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Código promocional
          </label>
          <input
            ref={field}
            id={inputId}
            value={value}
            // Normalise first, then limit: a pasted " sc2026geh8jc " keeps all 12 characters
            // (no maxLength: the browser would cut the paste before it is trimmed).
            onChange={(e) =>
              setValue(normalizePromoCode(e.target.value).slice(0, PROMO_CODE_MAX_LENGTH))
            }
            placeholder="SC2025A0001"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-3 font-mono text-base tracking-wide text-gray-900 uppercase placeholder:text-gray-500 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400"
          />
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? 'Validando…' : 'Aplicar'}
          </Button>
        </form>
      )}
      <p role="status" className="sr-only">
        {notice}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
