import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import type { OrderView } from '../../../domain/order-views';
import { ApiError } from '../../app/api-client';
import { toast } from '../../ui/toast';
import { readCart, writeCart } from '../cart/cart-store';
import { packagesQuery, productsQuery } from '../catalog/catalog-api';
import { reorderIntoCart, reorderMessage } from './reorder';

// A message that names unavailable lines needs longer than the 4 s of a plain info toast.
const DETAILED_TOAST_MS = 7_000;

export interface Reorder {
  busy: boolean;
  /** Puts the order's available lines in the cart and goes to the store; false when none fit. */
  reorder(order: OrderView): Promise<boolean>;
}

/** 'Volver a pedir': today's catalogue (fresh stock and prices), the store's cart rules, /app. */
export function useReorder(): Reorder {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const reorder = useCallback(
    async (order: OrderView) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        const needsPackages = order.productos.some((line) => line.tipo === 'paquete');
        // Fresh stock, and no silent retry: the resident sees the failure and can tap again.
        const fresh = { staleTime: 0, retry: false } as const;
        const [products, packages] = await Promise.all([
          queryClient.fetchQuery({ ...productsQuery, ...fresh }),
          needsPackages ? queryClient.fetchQuery({ ...packagesQuery, ...fresh }) : [],
        ]);
        const outcome = reorderIntoCart(readCart(), order.productos, products, packages);
        const message = reorderMessage(outcome);
        if (outcome.added === 0) {
          toast.error(message.text);
          return false;
        }
        writeCart(outcome.items);
        if (message.variant === 'success') toast.success(message.text);
        else toast.show(message.text, { variant: 'info', durationMs: DETAILED_TOAST_MS });
        void navigate('/app');
        return true;
      } catch (error) {
        // An expired session was already announced by the API helper.
        const expired = error instanceof ApiError && (error.status === 401 || error.status === 403);
        if (!expired) toast.error(MESSAGES.catalogue.productsGeneric);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [queryClient, navigate],
  );

  return { busy, reorder };
}
