import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { orderLines, orders, payments, pointsLedger, products } from '../../server/db/schema';
import { databaseTargets, resetDatabase } from '../../server/test/db';
import { createProduct, createUser } from '../../server/test/factories';
import { checkPeak } from './checks';

let database: Database;

async function order(
  userId: number,
  productId: number,
  cantidad: number,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(orders)
    .values({
      user_id: userId,
      subtotal: 10_000,
      total: 10_000,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      torre_entrega: 1,
      piso_entrega: 2,
      apartamento_entrega: '201',
      telefono_contacto: '3001112233',
      ...extra,
    })
    .returning();
  await database.db.insert(orderLines).values({
    order_id: row!.id,
    tipo: 'producto',
    product_id: productId,
    codigo: 'SC-0001',
    nombre: 'Línea',
    cantidad,
    precio_unitario: 1_000,
    precio_original: 1_000,
  });
  return row!;
}

async function payment(
  userId: number,
  reference: string,
  values: Partial<typeof payments.$inferInsert>,
) {
  await database.db.insert(payments).values({
    reference,
    user_id: userId,
    provider: 'sandbox',
    method: 'CARD',
    amount: 10_000,
    cart: { reserved: [] },
    delivery: {},
    expires_at: new Date(Date.now() + 60_000),
    ...values,
  });
}

const setStock = (id: number, stock: number) =>
  database.db.update(products).set({ stock }).where(eq(products.id, id));

/** A consistent shop: two cash orders, one cancelled (stock back), one approved card payment, one pending hold, points. */
async function consistentShop() {
  const user = await createUser(database.db);
  const a = await createProduct(database.db, { stock: 100 });
  const b = await createProduct(database.db, { stock: 50 });
  const initial = new Map([
    [a.id, 100],
    [b.id, 50],
  ]);
  await order(user.id, a.id, 3);
  await order(user.id, b.id, 4, { estado: 'cancelado' });
  const paid = await order(user.id, b.id, 2, {
    metodo_pago: 'CARD',
    estado_pago: 'PAGADO',
    payment_reference: 'ref-1',
  });
  await payment(user.id, 'ref-1', { status: 'APPROVED', order_id: paid.id });
  await payment(user.id, 'ref-2', { cart: { reserved: [[a.id, 5]] }, stock_reserved: true });
  await setStock(a.id, 100 - 3 - 5);
  await setStock(b.id, 50 - 2);
  await database.db.insert(pointsLedger).values([
    { user_id: user.id, kind: 'earned', puntos: 30, order_id: paid.id },
    { user_id: user.id, kind: 'adjusted', puntos: -10 },
  ]);
  return { user, a, b, initial, paid, scope: { initialStock: initial, userIds: [user.id] } };
}

describe.each(databaseTargets())('checkPeak on $name', (target) => {
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.release(database));
  beforeEach(() => resetDatabase(database));

  it('passes a consistent database and counts what it read', async () => {
    const { scope } = await consistentShop();
    const check = await checkPeak(database, scope);
    expect(check).toMatchObject({
      consistent: true,
      stockTaken: 10,
      unitsOrdered: 10,
      stockMismatched: 0,
      approvedPayments: 1,
      paymentsPending: 1,
      ledgerMismatched: 0,
    });
  });

  it("leaves out other people's older orders and payments (the demo seed's history)", async () => {
    const { a, scope } = await consistentShop();
    const seeded = await createUser(database.db);
    const old = await order(seeded.id, a.id, 7, {
      metodo_pago: 'NEQUI',
      estado_pago: 'PAGADO',
      payment_reference: 'seed-1',
    });
    expect(old.id).toBeGreaterThan(0);
    expect((await checkPeak(database, scope)).consistent).toBe(true);
  });

  it('fails when stock was taken that no order holds (an oversell or a lost order)', async () => {
    const { a, scope } = await consistentShop();
    await setStock(a.id, 100 - 3 - 5 - 1);
    const check = await checkPeak(database, scope);
    expect(check.stockMismatched).toBe(1);
    expect(check.consistent).toBe(false);
  });

  it('fails when a cancelled order kept its stock', async () => {
    const { b, scope } = await consistentShop();
    await setStock(b.id, 50 - 2 - 4);
    expect((await checkPeak(database, scope)).consistent).toBe(false);
  });

  it('fails when an order took a product the soak never stocked', async () => {
    const { user, scope } = await consistentShop();
    const other = await createProduct(database.db);
    await order(user.id, other.id, 1);
    expect((await checkPeak(database, scope)).stockMismatched).toBe(1);
  });

  it('fails when an approved payment has no order', async () => {
    const { user, scope } = await consistentShop();
    await payment(user.id, 'ref-3', { status: 'APPROVED' });
    const check = await checkPeak(database, scope);
    expect(check.approvedWithoutOrder).toBe(1);
    expect(check.consistent).toBe(false);
  });

  it('counts a cash order (it has a reference too) as no payment of its own', async () => {
    const { user, a, scope } = await consistentShop();
    await order(user.id, a.id, 1, { payment_reference: 'EF-1' });
    const check = await checkPeak(database, scope);
    expect(check.digitalOrdersUnpaid).toBe(0);
    expect(check.stockMismatched).toBe(1);
  });

  it('fails when one approved payment became two orders', async () => {
    const { user, b, scope } = await consistentShop();
    await order(user.id, b.id, 2, {
      metodo_pago: 'CARD',
      estado_pago: 'PAGADO',
      payment_reference: 'ref-1-again',
    });
    await setStock(b.id, 50 - 2 - 2);
    const check = await checkPeak(database, scope);
    expect(check.digitalOrdersUnpaid).toBe(1);
    expect(check.stockMismatched).toBe(0);
    expect(check.consistent).toBe(false);
  });

  it('fails when a balance differs from its ledger', async () => {
    const { user, scope } = await consistentShop();
    // Around the trigger, as a bug writing the column directly would.
    await database.db.execute(
      sql`update users set puntos_disponibles = puntos_disponibles + 5 where id = ${user.id}`,
    );
    const check = await checkPeak(database, scope);
    expect(check.ledgerMismatched).toBe(1);
    expect(check.consistent).toBe(false);
  });
});
