import { onlineManager, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client';
import type { CatalogSearchAnswer } from '../../../domain/schemas/catalog-search';

/** A product as GET /productos-con-descuentos returns it (customer spec §3 "Product"). */
export interface Product {
  id: number;
  codigo?: string;
  nombre: string;
  descripcion: string;
  /** Nutrition text, shown in the product's detail. */
  nutricional?: string | null;
  categoria: string;
  precio: number;
  stock: number;
  imagen: string | null;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  descuento_badge_texto: string | null;
  precio_final?: number;
  ahorro?: number;
}

export interface IncludedProduct {
  producto_id: number;
  nombre: string;
  imagen: string | null;
  cantidad: number;
}

/** A package as GET /paquetes returns it (customer spec §3 "Package"). */
export interface Package {
  id: number;
  nombre: string;
  descripcion: string;
  precio_paquete: number;
  precio_individual_total: number;
  ahorro_monto: number;
  ahorro_porcentaje: number;
  stock_paquetes_disponibles: number;
  categoria: string;
  imagen: string | null;
  productos_incluidos: IncludedProduct[];
}

/**
 * How often an open store asks whether the catalogue changed (issue 22, decision 0008): a
 * conditional GET the browser sends with the list's ETag, answered 304 from the server's memory
 * while nothing changed. Only while the page is visible and online.
 */
export const CATALOGUE_REFRESH_MS = 5_000;

const refreshWhileOnline = () => (onlineManager.isOnline() ? CATALOGUE_REFRESH_MS : false);

// 'offlineFirst': offline, the request still goes out once, so the service worker can answer it
// with the last catalogue it kept (React Query would otherwise pause it and show nothing).
export const productsQuery = queryOptions({
  queryKey: ['catalog', 'products'],
  networkMode: 'offlineFirst',
  refetchInterval: refreshWhileOnline,
  queryFn: async ({ signal }) => {
    const body = await apiRequest<unknown>('GET', '/productos-con-descuentos', undefined, {
      signal,
    });
    return Array.isArray(body) ? (body as Product[]) : [];
  },
});

/**
 * The shop's catalogue search (GET /api/buscar, issue 43): ids best first, names to suggest and
 * the corrected query. Only while online; the store filters its own lists otherwise.
 */
export function catalogSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['catalog', 'search', q],
    staleTime: 30_000,
    retry: false,
    queryFn: async ({ signal }) =>
      apiRequest<CatalogSearchAnswer>(
        'GET',
        `/api/buscar?${new URLSearchParams({ q }).toString()}`,
        undefined,
        { signal },
      ),
  });
}

/** The category chips' list (GET /api/categorias); without it the store falls back to its own. */
export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  refetchInterval: refreshWhileOnline,
  retry: false,
  queryFn: async ({ signal }) => {
    const body = await apiRequest<{ categorias?: unknown }>('GET', '/api/categorias', undefined, {
      signal,
    });
    return Array.isArray(body?.categorias) ? (body.categorias as string[]) : [];
  },
});

export const packagesQuery = queryOptions({
  queryKey: ['catalog', 'packages'],
  networkMode: 'offlineFirst',
  refetchInterval: refreshWhileOnline,
  queryFn: async ({ signal }) => {
    const body = await apiRequest<{ success?: boolean; paquetes?: Package[] }>(
      'GET',
      '/paquetes',
      undefined,
      { signal },
    );
    return Array.isArray(body?.paquetes) ? body.paquetes : [];
  },
});
