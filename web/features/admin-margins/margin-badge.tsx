import type { MarginState } from '../../../domain/products';

export const MARGIN_LABEL: Record<MarginState, string> = {
  sin_costo: 'Sin costo',
  perdida: 'Pérdida',
  margen_bajo: 'Margen bajo',
  margen_normal: 'Margen normal',
  margen_alto: 'Margen alto',
};

const TONE: Record<MarginState, string> = {
  sin_costo: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100',
  perdida: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  margen_bajo: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  margen_normal: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  margen_alto: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
};

/** The margin state as a coloured badge with its word (colour is never the only sign). */
export function MarginBadge({ state }: { state: MarginState }) {
  return <span className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state]}`}>{MARGIN_LABEL[state]}</span>;
}
