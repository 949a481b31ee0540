import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { packagesQuery, productsQuery } from '../catalog/catalog-api';
import { serviceHoursQuery } from '../checkout/service-hours';
import { popupQuery } from '../popup/popup-api';
import { prefetchStoreData } from './store-screen';

const PRODUCT = { id: 7, nombre: 'Arroz Diana 1 kg', precio: 4200, stock: 9 };

afterEach(() => vi.unstubAllGlobals());

describe('store data read ahead', () => {
  it('asks for the catalogue, the service hours and the daily popup, and keeps the answers for the store', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) => {
        asked.push(path);
        const body =
          path === '/productos-con-descuentos'
            ? [PRODUCT]
            : path === '/paquetes'
              ? { success: true, paquetes: [] }
              : path === '/api/promociones-popup'
                ? { activa: false, promocion: null }
                : { abierto: true };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    const client = createQueryClient();
    prefetchStoreData(client);
    await vi.waitFor(() => expect(client.getQueryData(productsQuery.queryKey)).toEqual([PRODUCT]));
    await vi.waitFor(() => expect(client.getQueryData(packagesQuery.queryKey)).toEqual([]));
    await vi.waitFor(() =>
      expect(client.getQueryState(serviceHoursQuery.queryKey)?.status).toBe('success'),
    );
    await vi.waitFor(() =>
      expect(client.getQueryData(popupQuery.queryKey)).toEqual({ activa: false, promocion: null }),
    );
    expect(asked.sort()).toEqual([
      '/api/horario',
      '/api/promociones-popup',
      '/paquetes',
      '/productos-con-descuentos',
    ]);
  });
});
