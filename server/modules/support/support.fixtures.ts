import type { DbOrTx } from '../../db/client';
import { orderLines } from '../../db/schema';
import { createProduct } from '../../test/factories';
import { insertOrder } from '../admin-orders/admin-board.fixtures';

/** Test-only: an order of `userId` with two product lines (yogurt and pan), written directly. */
export async function orderWithLines(
  db: DbOrTx,
  userId: number,
  estado: 'pendiente' | 'entregado' | 'cancelado' = 'entregado',
): Promise<{ orderId: number; lineIds: [number, number] }> {
  const now = new Date('2026-11-21T14:00:00Z');
  const orderId = await insertOrder(db, {
    userId,
    estado,
    total: 18_000,
    createdAt: now,
    deliveredAt: estado === 'entregado' ? now : undefined,
  });
  const yogurt = await createProduct(db, { nombre: 'Yogurt fresa 1 L', precio: 8_000 });
  const pan = await createProduct(db, { nombre: 'Pan tajado', precio: 10_000 });
  const lines = await db
    .insert(orderLines)
    .values([
      { order_id: orderId, product_id: yogurt.id, codigo: yogurt.codigo, nombre: yogurt.nombre, cantidad: 1, precio_unitario: 8_000, precio_original: 8_000 },
      { order_id: orderId, product_id: pan.id, codigo: pan.codigo, nombre: pan.nombre, cantidad: 1, precio_unitario: 10_000, precio_original: 10_000 },
    ])
    .returning({ id: orderLines.id });
  return { orderId, lineIds: [lines[0]!.id, lines[1]!.id] };
}
