import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orderLines } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { insertCode } from '../promo-codes/promo-codes.fixtures';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  promoRow,
  setState,
  stockOf,
  type Customer,
} from './orders.fixtures';

describe.each(databaseTargets())('orders under concurrency on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      database: await target.open(),
      config: { limits: { registerPerIpHour: 1_000, loginFailuresPerIp15Min: 1_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const customers = async (n: number): Promise<Customer[]> => {
    const list: Customer[] = [];
    for (let i = 0; i < n; i++) list.push(await customer(t));
    return list;
  };

  it('50 simultaneous orders on a product with stock 10: exactly 10 orders and stock 0', async () => {
    const product = await createProduct(t.database.db, {
      nombre: 'Aguacate',
      precio: 6_000,
      stock: 10,
    });
    const buyers = await customers(50);
    const answers = await Promise.all(
      buyers.map((b) => placeOrder(t, b, cashBody([{ product, cantidad: 1 }]))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      'Aguacate se agotó',
    );
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(orderLines)
      .where(eq(orderLines.product_id, product.id));
    expect(row!.n).toBe(10);
  });

  it('5 simultaneous orders with one single-use code: the code is used once', async () => {
    const code = await insertCode(t.database.db, { descuento_porcentaje: 20 });
    const product = await createProduct(t.database.db, { precio: 10_000, stock: 100 });
    const buyers = await customers(5);
    const answers = await Promise.all(
      buyers.map((b) =>
        placeOrder(
          t,
          b,
          cashBody([{ product, cantidad: 2 }], { codigo_promocional: code.codigo, total: 16_000 }),
        ),
      ),
    );
    // The losers hear the one answer for any unusable code (decision 0017).
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    const winner = answers.find((a) => a.statusCode === 201)!.json().pedidoId;
    expect(await promoRow(t.database.db, code.codigo)).toMatchObject({
      usado: true,
      usado_en: winner,
    });
    expect(await stockOf(t.database.db, product.id)).toBe(98);
  });

  it('one Idempotency-Key sent 5 times at once makes one order', async () => {
    const [who] = await customers(1);
    const product = await createProduct(t.database.db, { precio: 7_000, stock: 20 });
    const body = cashBody([{ product, cantidad: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t, who, body, 'doble-clic')),
    );
    const ids = new Set(answers.map((a) => a.json().pedidoId));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await stockOf(t.database.db, product.id)).toBe(19);
  });

  it('a delivery and a cancellation racing on one order: exactly one wins', async () => {
    const admin = await administrator(t);
    const [who] = await customers(1);
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 3 });
    const id = (await placeOrder(t, who!, cashBody([{ product, cantidad: 1 }]))).json().pedidoId;
    const [a, b] = await Promise.all([
      setState(t, admin, id, 'entregado'),
      setState(t, admin, id, 'cancelado'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const delivered = a.statusCode === 200;
    expect(await stockOf(t.database.db, product.id)).toBe(delivered ? 2 : 3);
  });
});
