import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OrderView } from '../../../domain/order-views';
import { apiRequest, reasonOf } from '../../app/api-client';
import { useShopSettings } from '../../app/shop-settings';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { SlotPicker } from '../checkout/slot-picker';
import { slotsQuery, type SlotView } from '../checkout/slots-api';
import { ordersQuery } from '../order-data/orders-api';
import { scheduledChangeable } from './scheduled-change';

interface SlotChangeAnswer {
  message?: string;
}

/**
 * "Cambiar hora" (issue 45): while its preparation has not started, a scheduled order takes
 * another slot (PUT /api/pedidos/:id/franja). The picker opens in place, under the slot it
 * changes; a refusal (full, or preparation started) is said there with the server's words.
 */
export function ChangeSlot({ order, now }: { order: OrderView; now: Date }) {
  const queryClient = useQueryClient();
  const { programacion } = useShopSettings();
  const [open, setOpen] = useState(false);
  // The order's slot as the picker's current choice, so the resident sees what they change.
  const slot = order.entrega_programada;
  const current: SlotView | null = slot ? { ...slot, lleno: false, restantes: 0 } : null;
  // null: the resident has not picked another yet, the current slot is the choice.
  const [picked, setPicked] = useState<SlotView | null>(null);
  const chosen = picked ?? current;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The button that opened the picker is gone: the keyboard lands on the picker, not the page.
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) group.current?.focus();
  }, [open]);
  if (!scheduledChangeable(order, now, programacion)) return null;
  const close = () => {
    setOpen(false);
    setPicked(null);
    setError(null);
  };
  const save = async () => {
    if (!chosen) return setError('Elige un horario para tu pedido.');
    // The same slot: nothing to change, nothing to send.
    if (chosen.inicio === current?.inicio) return close();
    setBusy(true);
    try {
      const answer = await apiRequest<SlotChangeAnswer>('PUT', `/api/pedidos/${order.id}/franja`, {
        inicio: chosen.inicio,
      });
      toast.success(answer?.message ?? 'Listo. Cambiamos la franja de entrega de tu pedido.');
      close();
    } catch (failure) {
      setError(reasonOf(failure, 'No pudimos cambiar la hora. Inténtalo de nuevo.'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey });
    }
  };
  if (!open) {
    return (
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        Cambiar hora
      </Button>
    );
  }
  return (
    <div
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label="Cambiar la hora de entrega"
      className="grid gap-3 outline-none"
    >
      <SlotPicker
        now={now}
        value={chosen}
        current={current}
        error={error ?? undefined}
        onChange={(slot) => {
          setPicked(slot);
          setError(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="small" onClick={() => void save()} disabled={busy} aria-busy={busy}>
          {busy ? 'Guardando…' : 'Guardar hora'}
        </Button>
        <Button size="small" variant="ghost" onClick={close} disabled={busy}>
          No cambiar
        </Button>
      </div>
    </div>
  );
}
