import { z } from 'zod';

/** Packing ticks (issue 41): the item keys `domain/packing.ts` builds, e.g. 'paquete-4-producto-12'. */
export const PACKING_MESSAGES = {
  keyInvalid: 'Ese producto no está en la lista de alistamiento',
  listoInvalid: 'Indica si el producto quedó listo',
  notPending: 'Este pedido ya no está pendiente: su lista de alistamiento queda como estaba.',
  saveError: 'No se guardó la marca. Revisa la conexión e inténtalo de nuevo.',
  loadingTicks: 'Cargando lo ya alistado…',
} as const;

export const PackingTickSchema = z.object({
  clave: z
    .string({ error: PACKING_MESSAGES.keyInvalid })
    .regex(/^[A-Za-z0-9-]{1,80}$/, { error: PACKING_MESSAGES.keyInvalid }),
  listo: z.boolean({ error: PACKING_MESSAGES.listoInvalid }),
});
export type PackingTick = z.infer<typeof PackingTickSchema>;

/** What the packing list reads: the ticked keys of one order (GET/PUT …/alistamiento). */
export interface PackingTicksView {
  pedido_id: number;
  claves: string[];
}

/** The admin stream's `event: alistamiento` (one order's list changed). */
export interface PackingTickEvent {
  pedido_id: number;
  claves: string[];
}
