import { useQuery } from '@tanstack/react-query';
import type { MarginRow } from '../../../domain/admin-money-views';
import { apiRequest } from '../admin/admin-api';

// Shared by the discounts, margins and packages sections, so it lives in the kit below them.
export const MARGINS_KEY = ['admin', 'margenes'] as const;

/** GET /api/admin/productos/margenes: every product with its cost, margin and offer. */
export function useMarginProducts() {
  return useQuery({
    queryKey: MARGINS_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ productos: MarginRow[] }>('GET', '/api/admin/productos/margenes', undefined, {
        signal,
      }),
    select: (d) => d.productos,
  });
}

/** Products whose name or code contains the text (accents and case ignored). */
export function matchProducts<T extends { nombre: string; codigo?: string }>(
  rows: readonly T[],
  text: string,
): T[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(text.trim());
  return q
    ? rows.filter((r) => fold(r.nombre).includes(q) || fold(r.codigo ?? '').includes(q))
    : [...rows];
}
