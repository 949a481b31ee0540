import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MarginRow } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { suggestedPrice } from '../../../domain/products';
import { ProductCostSchema } from '../../../domain/schemas/admin-products';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { MARGINS_KEY } from '../admin-money/margin-products';
import { CARD, ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { ApplySuggestedPrice } from './apply-price';
import { MarginBadge } from './margin-badge';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

const M = ADMIN_MESSAGES.adminMoney;

/** One product's card in Márgenes: cost and target margin, its state, the suggested price. */
export function CostForm({ product }: { product: MarginRow }) {
  const client = useQueryClient();
  const [costo, setCosto] = useState(
    product.costo_compra == null ? '' : String(product.costo_compra),
  );
  const [margen, setMargen] = useState(String(product.margen_objetivo));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const suggestion = suggestedPrice(Number(costo) || 0, Number(margen) || 0);

  function run(call: Promise<{ message: string }>) {
    setBusy(true);
    call
      .then((answer) => {
        toast.success(answer.message);
        void client.invalidateQueries({ queryKey: MARGINS_KEY });
      })
      .catch((e: unknown) => setError(errorText(e, M.saveError)))
      .finally(() => setBusy(false));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ProductCostSchema.safeParse({ costo_compra: costo, margen_objetivo: margen });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.saveError);
    setError('');
    run(apiRequest('PUT', `/api/admin/productos/${product.id}/costo`, parsed.data));
  }

  const titleId = `margin-${product.id}`;
  return (
    <li className={CARD}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <p id={titleId} className="font-semibold">
            {product.nombre}
          </p>
          <MarginBadge state={product.estado_margen} />
        </div>
        <p className={MUTED}>
          Precio <Money value={product.precio} /> ·{' '}
          {M.marginAgainstTarget(
            product.margen_actual == null ? '—' : formatPercent(product.margen_actual),
            product.margen_objetivo,
          )}
        </p>
        <div className="grid grid-cols-2 items-end gap-2">
          <label className={LABEL}>
            Costo de compra
            <input
              id={`costo-${product.id}`}
              className={INPUT}
              type="number"
              inputMode="numeric"
              min={0}
              value={costo}
              onChange={(e) => setCosto(e.target.value)}
            />
          </label>
          <label className={LABEL}>
            Margen objetivo (%)
            <input
              className={INPUT}
              type="number"
              inputMode="decimal"
              min={0}
              max={99}
              step="0.1"
              value={margen}
              onChange={(e) => setMargen(e.target.value)}
            />
          </label>
        </div>
        {suggestion !== null && (
          <div>
            <p>
              {M.suggestedFor(Number(margen) || 0)}:{' '}
              <strong className="tabular-nums">
                <Money value={suggestion} />
              </strong>
            </p>
            {suggestion < product.precio && product.margen_actual != null && (
              <p className={MUTED}>
                {M.suggestedBelowCurrent(formatPercent(product.margen_actual))}
              </p>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className={ERROR_TEXT}>
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            size="small"
            disabled={busy}
            aria-label={`Guardar costo de ${product.nombre}`}
          >
            Guardar costo
          </Button>
          <ApplySuggestedPrice product={product} />
        </div>
      </form>
    </li>
  );
}
