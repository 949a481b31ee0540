import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminProductRow } from '../../../domain/admin-views';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { changedStock } from './save-conflicts';

const round =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-400 text-gray-900 hover:bg-gray-100 disabled:opacity-50 dark:border-gray-500 dark:text-gray-100 dark:hover:bg-gray-800';

type Note = { kind: 'saved' } | { kind: 'error'; text: string } | null;

/**
 * Quick stock change from the list: − / + one unit, or a typed count applied on Enter or blur.
 * The field follows the list's figure (which refreshes live) until the owner starts typing; a
 * typed count is sent with the figure it replaces (`stock_anterior`), so a sale in between is
 * refused (409) and the new figure shown instead of being overwritten. Each save says "Guardado".
 */
export function StockControl({
  product,
  onChanged,
}: {
  product: AdminProductRow;
  onChanged(): void;
}) {
  const current = product.stock ?? 0;
  const [text, setText] = useState(String(current));
  const [base, setBase] = useState(current);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [listed, setListed] = useState(current);
  // The list refreshed with another figure: show it, unless the owner is typing over the old one
  // (her save then carries the old figure and the server tells her it moved).
  if (current !== listed) {
    setListed(current);
    if (!dirty && !busy) {
      setBase(current);
      setText(String(current));
    }
  }

  function settle(stock: number) {
    setBase(stock);
    setText(String(stock));
    setDirty(false);
  }

  function send(body: { delta: number } | { stock: number; stock_anterior: number }) {
    setBusy(true);
    setNote(null);
    apiRequest<AdminProductRow>('PATCH', `/api/admin/productos/${product.id}/stock`, body)
      .then((row) => {
        settle(row.stock);
        setNote({ kind: 'saved' });
        onChanged();
      })
      .catch((e: unknown) => {
        const moved = changedStock(e);
        const message = errorText(e, 'No se pudo cambiar el stock.');
        settle(moved ?? base);
        setNote({ kind: 'error', text: message });
        toast.error(message);
        if (moved !== null) onChanged();
      })
      .finally(() => setBusy(false));
  }

  function commit() {
    if (!dirty) return;
    const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
    if (value !== base) send({ stock: value, stock_anterior: base });
    else settle(value);
  }

  return (
    <div className="flex flex-col items-center">
      <div
        className="flex items-center gap-1"
        role="group"
        aria-label={`Stock de ${product.nombre}`}
      >
        <button
          type="button"
          className={round}
          disabled={busy || base <= 0}
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
          onChange={(e) => {
            setText(e.target.value);
            setDirty(true);
            setNote(null);
          }}
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
      <p
        role="status"
        aria-live="polite"
        className={`min-h-4 text-xs ${note?.kind === 'error' ? 'text-red-800 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {note?.kind === 'saved' ? 'Guardado' : note?.kind === 'error' ? note.text : ''}
      </p>
    </div>
  );
}
