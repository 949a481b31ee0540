import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { pointsSummaryQuery, redemptionsQuery, type PointsSummary } from '../points/points-api';
import { forgetUsedCanje } from './store-cache';

describe('the store cache after an order', () => {
  it('drops the used canje and marks the balance and "Tus canjes" stale', () => {
    const client = createQueryClient();
    const summary: PointsSummary = {
      puntos_disponibles: 520,
      puntos_totales: 620,
      nivel: 'PLATA',
      multiplicador: 1.2,
      canjes_activos: [{ codigo: 'CANJE-1', puntos_usados: 100, valor_descuento: 1_000 }],
    };
    client.setQueryData(pointsSummaryQuery.queryKey, summary);
    client.setQueryData(redemptionsQuery.queryKey, []);
    forgetUsedCanje(client, 'CANJE-1');
    expect(client.getQueryData<PointsSummary>(pointsSummaryQuery.queryKey)?.canjes_activos).toEqual(
      [],
    );
    expect(client.getQueryState(pointsSummaryQuery.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(redemptionsQuery.queryKey)?.isInvalidated).toBe(true);
  });
});
