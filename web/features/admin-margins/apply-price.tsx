import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarginRow } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatCOP } from '../../../domain/money';
import { currentMargin, marginState } from '../../../domain/products';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { MARGINS_KEY } from '../admin-money/margin-products';
import { MARGIN_LABEL } from './margin-badge';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

const M = ADMIN_MESSAGES.adminMoney;
/** Long enough to read the new price and reach "Deshacer" (the toast's maximum is 10 s). */
const UNDO_TOAST_MS = 8_000;

/**
 * "Aplicar precio sugerido": never in one tap. A confirmation shows the old and new price and the
 * resulting margin; once applied, the toast offers "Deshacer", which puts the old price back
 * through the product update (PUT /productos/{id}).
 */
export function ApplySuggestedPrice({ product }: { product: MarginRow }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = product.precio_sugerido;
  if (next === null || next === product.precio) return null;
  const oldPrice = product.precio;
  const margin = currentMargin(next, product.costo_compra);
  const state = marginState(next, product.costo_compra, product.margen_objetivo);
  const refresh = () => void client.invalidateQueries({ queryKey: MARGINS_KEY });

  function undo() {
    apiRequest<{ message: string }>('PUT', `/productos/${product.id}`, {
      precio: oldPrice,
      // Putting back the price it had a moment ago is not a slip: no "unusual price" question.
      confirmar_precio: true,
    })
      .then(() => {
        toast.success(M.priceRestored(formatCOP(oldPrice)));
        refresh();
      })
      .catch((e: unknown) => toast.error(errorText(e, M.undoError)));
  }

  function apply() {
    setBusy(true);
    apiRequest<{ message: string }>('POST', `/api/admin/productos/${product.id}/precio-sugerido`)
      .then((answer) => {
        setOpen(false);
        toast.show(answer.message, {
          variant: 'success',
          durationMs: UNDO_TOAST_MS,
          action: { label: M.undo, onClick: undo },
        });
        refresh();
      })
      .catch((e: unknown) => {
        setOpen(false);
        toast.error(errorText(e, M.saveError));
      })
      .finally(() => setBusy(false));
  }

  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={`Aplicar precio sugerido ${formatCOP(next)} a ${product.nombre}`}
        onClick={() => setOpen(true)}
      >
        Aplicar precio sugerido
      </Button>
      <ConfirmDialog
        open={open}
        title={M.applyPriceTitle(product.nombre)}
        confirmLabel={M.applyPriceConfirm}
        busy={busy}
        onConfirm={apply}
        onOpenChange={setOpen}
      >
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 tabular-nums">
          <dt>Precio actual</dt>
          <dd>
            <Money value={oldPrice} />
          </dd>
          <dt>Precio nuevo</dt>
          <dd className="font-semibold">
            <Money value={next} />
          </dd>
          <dt>Margen resultante</dt>
          <dd>
            {margin === null ? '—' : formatPercent(margin)} · {MARGIN_LABEL[state]}
          </dd>
        </dl>
      </ConfirmDialog>
    </>
  );
}
