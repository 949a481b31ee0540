import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MarginRow } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatCOP } from '../../../domain/money';
import { Button } from '../../ui/button';
import { useProductSearch } from '../admin-money/use-product-search';
import { INPUT, LABEL, MUTED } from '../admin-money/fields';
import { Money } from '../../ui/money';

export interface PackageItem {
  producto_id: number;
  nombre: string;
  precio: number;
  stock: number;
  cantidad: number;
}

const MATCHES = 5;

/** Adds one unit of a product: a new line, or +1 on the line already there. */
export function addItem(items: readonly PackageItem[], p: MarginRow): PackageItem[] {
  const seen = items.find((i) => i.producto_id === p.id);
  if (seen) return items.map((i) => (i === seen ? { ...i, cantidad: i.cantidad + 1 } : i));
  return [
    ...items,
    { producto_id: p.id, nombre: p.nombre, precio: p.precio, stock: p.stock, cantidad: 1 },
  ];
}

/** Sets a line's quantity; zero or less removes the line. */
export function setQuantity(
  items: readonly PackageItem[],
  id: number,
  cantidad: number,
): PackageItem[] {
  if (cantidad <= 0) return items.filter((i) => i.producto_id !== id);
  return items.map((i) => (i.producto_id === id ? { ...i, cantidad } : i));
}

/** The package's products: search (first 5 matches) to add, quantity steppers to change or remove. */
export function PackageProducts({
  catalogue,
  items,
  onChange,
}: {
  catalogue: readonly MarginRow[];
  items: readonly PackageItem[];
  onChange(items: PackageItem[]): void;
}) {
  const [search, setSearch] = useState('');
  const found = useProductSearch(catalogue, search);
  const matches = search.trim() ? found.slice(0, MATCHES) : [];
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-bold">Productos del paquete</legend>
      <label className={LABEL}>
        Buscar producto para agregar
        <input
          type="search"
          className={INPUT}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {search.trim() !== '' && matches.length === 0 && (
        <p className={MUTED}>{ADMIN_MESSAGES.admin.package.noResults}</p>
      )}
      {matches.length > 0 && (
        <ul aria-label="Resultados de la búsqueda" className="space-y-1">
          {matches.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-label={`Agregar ${p.nombre}, ${formatCOP(p.precio)}`}
                onClick={() => onChange(addItem(items, p))}
                className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-gray-300 px-3 text-left hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800"
              >
                <span className="min-w-0 truncate">{p.nombre}</span>
                <span className="flex shrink-0 items-center gap-1 text-sm">
                  <Money value={p.precio} />
                  <Plus aria-hidden="true" className="size-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ul
          aria-label="Productos incluidos"
          className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
        >
          {items.map((i) => (
            <li
              key={i.producto_id}
              className="flex flex-wrap items-center justify-between gap-2 p-2"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{i.nombre}</p>
                <p className={MUTED}>
                  <Money value={i.precio} /> · stock {i.stock}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Quitar una unidad de ${i.nombre}`}
                  onClick={() => onChange(setQuantity(items, i.producto_id, i.cantidad - 1))}
                >
                  {i.cantidad === 1 ? (
                    <Trash2 aria-hidden="true" className="size-4" />
                  ) : (
                    <Minus aria-hidden="true" className="size-4" />
                  )}
                </Button>
                <QuantityInput
                  key={i.cantidad}
                  item={i}
                  onQuantity={(n) => onChange(setQuantity(items, i.producto_id, n))}
                />
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Agregar una unidad de ${i.nombre}`}
                  onClick={() => onChange(setQuantity(items, i.producto_id, i.cantidad + 1))}
                >
                  <Plus aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A quantity box that lets the field be empty while typing; any number applies at once (≤ 0 removes). */
function QuantityInput({ item, onQuantity }: { item: PackageItem; onQuantity(n: number): void }) {
  const [draft, setDraft] = useState(String(item.cantidad));
  return (
    <input
      aria-label={`Cantidad de ${item.nombre}`}
      type="number"
      inputMode="numeric"
      className="min-h-9 w-14 rounded-lg border border-gray-400 bg-white text-center dark:border-gray-500 dark:bg-gray-900"
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (e.target.value.trim() !== '') onQuantity(Math.trunc(Number(e.target.value)) || 0);
      }}
      onBlur={() => setDraft(String(item.cantidad))}
    />
  );
}
