import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import {
  MISSING_PREFERENCE_LABELS,
  MISSING_PREFERENCES,
  type LineReplacementChoice,
} from '../../../domain/missing-items/preference';
import { apiRequest } from '../../app/api-client';
import { Money } from '../../ui/money';
import type { MissingChoice } from './missing-choice';
import { lineId, lineKind, type CheckoutItem } from './order-body';

interface Proposal {
  id: number;
  nombre: string;
  precio: number;
  precio_final?: number;
}

const RADIO = 'size-5 shrink-0 accent-emerald-700';
const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-400 px-3 py-2 text-sm font-medium has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:border-gray-500 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950';

/** What a line's own choice says in its summary. */
function lineSummary(own: LineReplacementChoice | undefined, names: Map<number, string>): string {
  if (!own) return 'como elegiste arriba';
  if ('no_reemplazar' in own) return 'no reemplazar';
  return names.get(own.producto_id) ?? 'el reemplazo que elegiste';
}

/**
 * "Si falta algo" (issue 44): the order's choice, once (the resident's default pre-selected),
 * and per product an optional "Si no hay:" behind a disclosure, so a phone shows one line each.
 */
export function MissingChoiceFieldset({
  value,
  items,
  onChange,
}: {
  value: MissingChoice;
  items: readonly CheckoutItem[];
  onChange(value: MissingChoice): void;
}) {
  const products = items.filter((i) => lineKind(i) === 'producto');
  // The names of the replacements chosen, for the closed lines' summaries.
  const [names, setNames] = useState(() => new Map<number, string>());
  const setLine = (productId: number, own: LineReplacementChoice | null, nombre?: string) => {
    const { [productId]: _, ...rest } = value.reemplazos;
    if (own && 'producto_id' in own && nombre)
      setNames((n) => new Map(n).set(own.producto_id, nombre));
    onChange({ ...value, reemplazos: own ? { ...rest, [productId]: own } : rest });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        Si falta algo
      </legend>
      <div className="grid gap-2">
        {MISSING_PREFERENCES.map((p) => (
          <label key={p} className={OPTION}>
            <input
              type="radio"
              name="faltantes_preferencia"
              value={p}
              checked={value.preferencia === p}
              onChange={() => onChange({ ...value, preferencia: p })}
              className={RADIO}
            />
            {MISSING_PREFERENCE_LABELS[p]}
          </label>
        ))}
      </div>
      {products.length > 0 && (
        <details className="group/all rounded-xl border border-gray-300 px-3 py-1 dark:border-gray-600">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 text-sm font-semibold">
            Elegir reemplazo por producto (opcional)
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 group-open/all:rotate-180" />
          </summary>
          <ul className="divide-y divide-gray-200 pb-1 dark:divide-gray-700">
            {products.map((item) => {
              const id = lineId(item);
              const own = value.reemplazos[id];
              return (
                <li key={id}>
                  <LineChoice
                    productId={id}
                    nombre={item.nombre}
                    own={own}
                    summary={lineSummary(own, names)}
                    onChoose={(choice, nombre) => setLine(id, choice, nombre)}
                  />
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </fieldset>
  );
}

function LineChoice({
  productId,
  nombre,
  own,
  summary,
  onChoose,
}: {
  productId: number;
  nombre: string;
  own: LineReplacementChoice | undefined;
  summary: string;
  onChoose(choice: LineReplacementChoice | null, nombre?: string): void;
}) {
  const [open, setOpen] = useState(false);
  // The proposals are read only once the line is opened.
  const proposals = useQuery({
    queryKey: ['productos', productId, 'reemplazos'],
    queryFn: ({ signal }) =>
      apiRequest<{ reemplazos: Proposal[] }>(
        'GET',
        `/api/productos/${productId}/reemplazos`,
        undefined,
        {
          signal,
        },
      ),
    enabled: open,
    staleTime: 60_000,
  });
  const name = `reemplazo-${productId}`;
  const picked = own && 'producto_id' in own ? own.producto_id : null;
  return (
    <details className="group/line" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 py-1 text-sm">
        <span className="min-w-0 break-words">
          <span className="font-medium">{nombre}</span> · Si no hay: {summary}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 group-open/line:rotate-180" />
      </summary>
      <div className="grid gap-1 pb-2" role="radiogroup" aria-label={`Si no hay ${nombre}`}>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={!own}
            onChange={() => onChoose(null)}
            className={RADIO}
          />
          Como elegí arriba
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={!!own && 'no_reemplazar' in own}
            onChange={() => onChoose({ no_reemplazar: true })}
            className={RADIO}
          />
          No reemplazar
        </label>
        {proposals.isPending && open && (
          <p className="text-sm text-gray-700 dark:text-gray-300">Buscando parecidos…</p>
        )}
        {proposals.isError && (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            No pudimos cargar los parecidos.
          </p>
        )}
        {proposals.data?.reemplazos.map((p) => (
          <label key={p.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={picked === p.id}
              onChange={() => onChoose({ producto_id: p.id }, p.nombre)}
              className={RADIO}
            />
            <span className="min-w-0 flex-1 break-words">{p.nombre}</span>
            <Money value={p.precio_final ?? p.precio} />
          </label>
        ))}
      </div>
    </details>
  );
}
