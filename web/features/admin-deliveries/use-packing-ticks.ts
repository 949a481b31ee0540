import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  PACKING_MESSAGES,
  type PackingTickEvent,
  type PackingTicksView,
} from '../../../domain/schemas/packing';
import { onStreamEvent } from '../../app/stream-events';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

/** Read again this often while the admin stream is down (it tells every tick at once). */
const FALLBACK_MS = 10_000;

const ticksKey = (orderId: number) => ['admin', 'alistamiento', orderId] as const;

/**
 * The ticked items of one order's packing list, kept on the server and shared by everyone
 * packing it (issue 41): a tick shows at once here, is written, and reaches the other devices
 * through the admin stream (`event: alistamiento`); a refused tick is put back with why.
 */
export function usePackingTicks(orderId: number): {
  ticked: ReadonlySet<string>;
  toggle(key: string, on: boolean): void;
} {
  const client = useQueryClient();
  const key = ticksKey(orderId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<PackingTicksView>('GET', `/api/admin/pedidos/${orderId}/alistamiento`, undefined, {
        signal,
      }),
    refetchInterval: FALLBACK_MS,
  });

  useEffect(
    () =>
      onStreamEvent('alistamiento', (data) => {
        const event = data as PackingTickEvent;
        if (event?.pedido_id !== orderId || !Array.isArray(event.claves)) return;
        client.setQueryData<PackingTicksView>(ticksKey(orderId), {
          pedido_id: orderId,
          claves: event.claves,
        });
      }),
    [client, orderId],
  );

  const toggle = useCallback(
    (clave: string, on: boolean) => {
      const previous = client.getQueryData<PackingTicksView>(ticksKey(orderId));
      const claves = new Set(previous?.claves ?? []);
      if (on) claves.add(clave);
      else claves.delete(clave);
      client.setQueryData<PackingTicksView>(ticksKey(orderId), {
        pedido_id: orderId,
        claves: [...claves],
      });
      apiRequest<PackingTicksView>('PUT', `/api/admin/pedidos/${orderId}/alistamiento`, {
        clave,
        listo: on,
      })
        .then((view) => client.setQueryData(ticksKey(orderId), view))
        .catch((e: unknown) => {
          toast.error(errorText(e, PACKING_MESSAGES.saveError));
          void client.invalidateQueries({ queryKey: ticksKey(orderId) });
        });
    },
    [client, orderId],
  );

  return { ticked: new Set(query.data?.claves ?? []), toggle };
}
