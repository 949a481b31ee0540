import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { databaseTargets, resetDatabase } from '../../test/db';
import { createPackage, createProduct, createUser } from '../../test/factories';
import { insertOrderWithLines } from './order-insert';

describe.each(databaseTargets())('insertOrderWithLines on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  beforeEach(async () => {
    if (target.name === 'pglite') await resetDatabase(database);
  });
  afterAll(() => target.release(database));

  it('writes the order and its lines in one statement and returns what a select reads back', async () => {
    const { db } = database;
    const user = await createUser(db);
    const product = await createProduct(db, { nombre: 'Arroz Diana 1 kg', precio: 4_500 });
    const { package: pack } = await createPackage(db);
    const now = new Date('2026-11-25T17:00:00.123Z');
    const written = await db.transaction((tx) =>
      insertOrderWithLines(
        tx,
        {
          user_id: user.id,
          subtotal: 13_500,
          total: 13_500,
          metodo_pago: 'EFECTIVO',
          estado_pago: 'PENDIENTE_EFECTIVO',
          torre_entrega: 2,
          piso_entrega: 7,
          apartamento_entrega: '702',
          telefono_contacto: '3001234567',
          recibe: null,
          created_at: now,
          updated_at: now,
        },
        [
          {
            product_id: product.id,
            codigo: 'P1',
            nombre: product.nombre,
            cantidad: 3,
            precio_unitario: 4_500,
            precio_original: 4_500,
            costo_unitario: null,
            created_at: now,
          },
          {
            tipo: 'paquete',
            package_id: pack.id,
            codigo: 'K1',
            nombre: 'Paquete',
            cantidad: 1,
            precio_unitario: 0,
            precio_original: 0,
            componentes: [{ product_id: product.id, cantidad: 2, costo_unitario: 3_000 }],
            created_at: now,
          },
        ],
      ),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, written.order.id));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.order_id, written.order.id))
      .orderBy(orderLines.id);
    expect(written.order).toEqual(order);
    expect(written.order.created_at).toEqual(now);
    expect(written.order.fecha_entrega).toBeNull();
    expect(written.lines).toEqual(lines);
    expect(written.lines[1]!.componentes).toEqual([
      { product_id: product.id, cantidad: 2, costo_unitario: 3_000 },
    ]);
  });
});
