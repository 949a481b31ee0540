import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { CATALOGUE_REFRESH_MS, productsQuery } from './catalog-api';

const product = (precio: number) => ({
  id: 1,
  nombre: 'Leche',
  descripcion: '',
  categoria: 'Lácteos',
  precio,
  stock: 5,
  imagen: null,
  descuento_activo: false,
  descuento_porcentaje: 0,
  descuento_badge_texto: null,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the open catalogue', () => {
  it('asks again every few seconds and shows what changed, without a reload', async () => {
    vi.useFakeTimers();
    let price = 5_000;
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify([product(price)]), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery(productsQuery), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data?.[0]?.precio).toBe(5_000);
    price = 5_500;
    await act(() => vi.advanceTimersByTimeAsync(CATALOGUE_REFRESH_MS));
    expect(result.current.data?.[0]?.precio).toBe(5_500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(CATALOGUE_REFRESH_MS).toBeLessThanOrEqual(5_000);
  });
});
