import { useState, type FormEvent, type ReactNode } from 'react';
import type { PromoGenerateAnswer } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { bogotaDayKey } from '../../../domain/dates';
import {
  checkPromoExpiry,
  formatExpiry,
  PROMO_GENERATION,
  PROMO_TYPES,
  type PromoType,
} from '../../../domain/promo';
import { fieldErrors } from '../../../domain/schemas/common';
import { PromoGenerateSchema, type PromoGenerate } from '../../../domain/schemas/admin-promotions';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ApiError, apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { ERROR_TEXT, INPUT, LABEL, MUTED, CARD } from '../admin-money/fields';
import { PROMO_TYPE_LABEL } from './promo-type-label';

const M = ADMIN_MESSAGES.adminMoney;
type Field = 'cantidad' | 'descuento' | 'vence_el';
type Errors = Partial<Record<Field, string>>;

/** One generator field with its own message under it, tied to the input for screen readers. */
function Labelled({
  id,
  label,
  error,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={`mt-1 text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Generar códigos": quantity, discount, type and an optional expiry day. Each empty or wrong
 * field says why under itself and nothing is generated (the server checks the same schema);
 * then a confirmation that reads the count in the right number.
 */
export function PromoGenerateForm({ onGenerated }: { onGenerated(): void }) {
  const [cantidad, setCantidad] = useState(String(PROMO_GENERATION.quantity.default));
  const [descuento, setDescuento] = useState(String(PROMO_GENERATION.discount.default));
  const [tipo, setTipo] = useState<PromoType>(PROMO_GENERATION.defaultType);
  const [venceEl, setVenceEl] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<PromoGenerate | null>(null);
  const [result, setResult] = useState<PromoGenerateAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const today = bogotaDayKey(new Date());

  function check(): PromoGenerate | null {
    const parsed = PromoGenerateSchema.safeParse({ cantidad, descuento, tipo, vence_el: venceEl });
    const found: Errors = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
    if (venceEl.trim() && !found.vence_el) {
      const expiry = checkPromoExpiry(venceEl.trim(), today);
      if (!expiry.ok) found.vence_el = expiry.message;
    }
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = check();
    if (body) setPending(body);
  }

  function generate() {
    if (!pending) return;
    setBusy(true);
    apiRequest<PromoGenerateAnswer>('POST', '/api/admin/codigos-promocionales/generar', pending)
      .then((answer) => {
        setResult(answer);
        toast.success(answer.message);
        onGenerated();
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.fields) setErrors(e.fields as Errors);
        toast.error(errorText(e, M.saveError));
      })
      .finally(() => {
        setBusy(false);
        setPending(null);
      });
  }

  const invalid = (field: Field) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `promo-${field}-error` }
      : {};
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`${CARD} space-y-3`}
      aria-labelledby="promo-generate-title"
    >
      <h3 id="promo-generate-title" className="text-lg font-bold">
        Generar códigos
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Labelled id="promo-cantidad" label="Cantidad" error={errors.cantidad}>
          <input
            id="promo-cantidad"
            className={INPUT}
            type="number"
            inputMode="numeric"
            min={PROMO_GENERATION.quantity.min}
            max={PROMO_GENERATION.quantity.max}
            value={cantidad}
            onChange={(e) => setCantidad(e.target.value)}
            {...invalid('cantidad')}
          />
        </Labelled>
        <Labelled id="promo-descuento" label="Descuento (%)" error={errors.descuento}>
          <input
            id="promo-descuento"
            className={INPUT}
            type="number"
            inputMode="numeric"
            min={PROMO_GENERATION.discount.min}
            max={PROMO_GENERATION.discount.max}
            value={descuento}
            onChange={(e) => setDescuento(e.target.value)}
            {...invalid('descuento')}
          />
        </Labelled>
        <Labelled id="promo-tipo" label="Tipo" error={undefined}>
          <select
            id="promo-tipo"
            className={INPUT}
            value={tipo}
            onChange={(e) => setTipo(e.target.value as PromoType)}
          >
            {PROMO_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROMO_TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="promo-vence_el" label="Vence el (opcional)" error={errors.vence_el}>
          <input
            id="promo-vence_el"
            className={INPUT}
            type="date"
            min={today}
            value={venceEl}
            onChange={(e) => setVenceEl(e.target.value)}
            {...invalid('vence_el')}
          />
        </Labelled>
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        Generar códigos
      </Button>
      {result && (
        <p role="status" className={MUTED}>
          {result.message}. {M.generatedDetail(result.nuevos, result.duplicados)}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="¿Generar códigos?"
        confirmLabel="Sí, generar"
        busy={busy}
        onConfirm={generate}
        onOpenChange={(open) => !open && setPending(null)}
      >
        <p>
          {pending &&
            M.generateConfirm(
              pending.cantidad,
              pending.descuento,
              PROMO_TYPE_LABEL[pending.tipo],
              pending.vence_el ? formatExpiry(pending.vence_el) : null,
            )}
        </p>
      </ConfirmDialog>
    </form>
  );
}
