import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** The server's ticks with this device's taps not yet confirmed laid over them. */
export function withPendingTicks(
  server: readonly string[],
  pending: ReadonlyMap<string, boolean>,
): Set<string> {
  const ticked = new Set(server);
  for (const [clave, on] of pending) {
    if (on) ticked.add(clave);
    else ticked.delete(clave);
  }
  return ticked;
}

/**
 * The ticked items of one order's packing list, kept on the server and shared by everyone
 * packing it (issue 41). A tap changes the box at once and stays changed until the server has
 * taken it: answers, stream frames and re-reads that predate the tap would otherwise untick a
 * box tapped a moment later (issue 44: a quick second tap was lost). Writes go one at a time,
 * and taps on a box whose write has not started yet merge into one write; a refused write puts
 * its box back and says why.
 */
export function usePackingTicks(orderId: number): {
  ticked: ReadonlySet<string>;
  /** The server's ticks have arrived: before that, an empty list would only look unpacked. */
  loaded: boolean;
  toggle(key: string, on: boolean): void;
} {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ticksKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<PackingTicksView>('GET', `/api/admin/pedidos/${orderId}/alistamiento`, undefined, {
        signal,
      }),
    refetchInterval: FALLBACK_MS,
  });
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const queue = useRef(new Map<string, boolean>());
  const writing = useRef(false);

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

  const settle = useCallback((clave: string, written: boolean) => {
    // A newer tap on the same box (queued meanwhile) keeps its own pending value.
    if (queue.current.has(clave)) return;
    setPending((now) => {
      if (now.get(clave) !== written) return now;
      const next = new Map(now);
      next.delete(clave);
      return next;
    });
  }, []);

  const drain = useCallback(async () => {
    if (writing.current) return;
    writing.current = true;
    try {
      for (let next = first(queue.current); next; next = first(queue.current)) {
        const [clave, listo] = next;
        queue.current.delete(clave);
        try {
          const view = await apiRequest<PackingTicksView>(
            'PUT',
            `/api/admin/pedidos/${orderId}/alistamiento`,
            { clave, listo },
          );
          client.setQueryData(ticksKey(orderId), view);
          settle(clave, listo);
        } catch (e: unknown) {
          toast.error(errorText(e, PACKING_MESSAGES.saveError));
          settle(clave, listo);
          void client.invalidateQueries({ queryKey: ticksKey(orderId) });
        }
      }
    } finally {
      writing.current = false;
    }
  }, [client, orderId, settle]);

  const toggle = useCallback(
    (clave: string, on: boolean) => {
      setPending((now) => new Map(now).set(clave, on));
      queue.current.set(clave, on);
      void drain();
    },
    [drain],
  );

  return {
    ticked: withPendingTicks(query.data?.claves ?? [], pending),
    loaded: query.data !== undefined,
    toggle,
  };
}

function first<K, V>(map: Map<K, V>): [K, V] | undefined {
  return map.entries().next().value;
}
