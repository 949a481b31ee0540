import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminProductRow } from '../../../domain/admin-views';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

const round =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-400 text-gray-900 hover:bg-gray-100 disabled:opacity-50 dark:border-gray-500 dark:text-gray-100 dark:hover:bg-gray-800';

/** Quick stock change (keyed on the stock by its parent, so a new figure resets the field) from the list: − / + one unit, or a typed count applied on Enter or blur. */
export function StockControl({
  product,
  onChanged,
}: {
  product: AdminProductRow;
  onChanged(): void;
}) {
  const [text, setText] = useState(String(product.stock ?? 0));
  const [busy, setBusy] = useState(false);

  function send(body: { delta: number } | { stock: number }) {
    setBusy(true);
    apiRequest<AdminProductRow>('PATCH', `/api/admin/productos/${product.id}/stock`, body)
      .then((row) => {
        setText(String(row.stock));
        onChanged();
      })
      .catch((e: unknown) => {
        setText(String(product.stock ?? 0));
        toast.error(errorText(e, 'No se pudo cambiar el stock.'));
      })
      .finally(() => setBusy(false));
  }

  function commit() {
    const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
    if (value !== product.stock) send({ stock: value });
    else setText(String(value));
  }

  return (
    <div className="flex items-center gap-1" role="group" aria-label={`Stock de ${product.nombre}`}>
      <button
        type="button"
        className={round}
        disabled={busy || product.stock <= 0}
        onClick={() => send({ delta: -1 })}
        aria-label={`Quitar una unidad de ${product.nombre}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        aria-label={`Unidades de ${product.nombre}`}
        inputMode="numeric"
        className="min-h-11 w-16 rounded-xl border border-gray-400 bg-white text-center dark:border-gray-500 dark:bg-gray-950"
        value={text}
        disabled={busy}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <button
        type="button"
        className={round}
        disabled={busy}
        onClick={() => send({ delta: 1 })}
        aria-label={`Agregar una unidad de ${product.nombre}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
