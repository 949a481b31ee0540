import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** An order row written directly (for board, stats and paging tests that need exact times). */
export async function insertOrder(
  db: DbOrTx,
  values: {
    userId: number;
    estado?: 'pendiente' | 'entregado' | 'cancelado';
    total?: number;
    torre?: number;
    createdAt: Date;
    deliveredAt?: Date;
  },
): Promise<number> {
  const total = values.total ?? 20_000;
  const [row] = await db
    .insert(orders)
    .values({
      user_id: values.userId,
      estado: values.estado ?? 'pendiente',
      subtotal: total,
      total,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      torre_entrega: values.torre ?? 1,
      piso_entrega: 3,
      apartamento_entrega: '301',
      telefono_contacto: '3101234567',
      fecha_entrega: values.deliveredAt ?? null,
      created_at: values.createdAt,
      updated_at: values.createdAt,
    })
    .returning({ id: orders.id });
  return row!.id;
}

export const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
