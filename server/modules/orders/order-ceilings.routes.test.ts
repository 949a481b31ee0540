import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCOP } from '../../../domain/money';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { createPaymentCall } from '../payments/payments.fixtures';
import { administrator, cashBody, customer, ordersOf, placeOrder, setState, stockOf, type Customer } from './orders.fixtures';

// Issue 46: one unpaid cash order once took all 1,105 units of the shop.
describe.each(databaseTargets())('order ceilings on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open() });
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const saveLimits = async (limites: Partial<typeof DEFAULT_SETTINGS.limites>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ajustes',
      payload: { ...DEFAULT_SETTINGS, limites: { ...DEFAULT_SETTINGS.limites, ...limites } },
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
  };

  it('refuses more units of one product than the ceiling, cash and digital, and takes nothing', async () => {
    const who = await customer(t);
    const arroz = await createProduct(t.database.db, { nombre: 'Arroz', precio: 3_000, stock: 1_105 });
    const message = 'Puedes pedir hasta 20 unidades de Arroz en un pedido.';
    const cash = await placeOrder(t, who, cashBody([{ product: arroz, cantidad: 99 }]));
    expect([cash.statusCode, cash.json()]).toEqual([422, { code: 'ORDER_LIMIT', error: message }]);
    const digital = await createPaymentCall(t, who, {
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_4242',
      installments: 1,
      productos: [{ id: arroz.id, nombre: arroz.nombre, precio: arroz.precio, cantidad: 21 }],
      monto: arroz.precio * 21,
    });
    expect([digital.statusCode, digital.json()]).toEqual([422, { code: 'ORDER_LIMIT', error: message }]);
    expect(await stockOf(t.database.db, arroz.id)).toBe(1_105);
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(0);
    expect((await placeOrder(t, who, cashBody([{ product: arroz, cantidad: 20 }]))).statusCode).toBe(201);
  });

  it('refuses an order worth more than the ceiling, naming it', async () => {
    const who = await customer(t);
    const vino = await createProduct(t.database.db, { nombre: 'Vino', precio: 90_000, stock: 50 });
    const res = await placeOrder(t, who, cashBody([{ product: vino, cantidad: 6 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'ORDER_LIMIT',
      error: `Un pedido puede ser de hasta ${formatCOP(500_000)}. Divide tu compra en varios pedidos.`,
    });
    expect(await stockOf(t.database.db, vino.id)).toBe(50);
  });

  it('refuses a fourth pending cash order, and another once the open ones pass the value ceiling', async () => {
    const who = await customer(t);
    const leche = await createProduct(t.database.db, { precio: 6_000, stock: 100 });
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(t, who, cashBody([{ product: leche, cantidad: 1 }])));
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const fourth = await placeOrder(t, who, cashBody([{ product: leche, cantidad: 1 }]));
    expect(fourth.json()).toEqual({
      code: 'ORDER_LIMIT',
      error: 'Ya tienes 3 pedidos en efectivo sin entregar, el máximo. Espera a recibir uno o paga con un medio digital.',
    });
    expect(fourth.statusCode).toBe(422);
    await setState(t, admin, placed[0]!.json().pedidoId, 'entregado');
    expect((await placeOrder(t, who, cashBody([{ product: leche, cantidad: 1 }]))).statusCode).toBe(201);

    const rich = await customer(t);
    const tv = await createProduct(t.database.db, { precio: 450_000, stock: 10 });
    expect((await placeOrder(t, rich, cashBody([{ product: tv, cantidad: 1 }]))).statusCode).toBe(201);
    expect((await placeOrder(t, rich, cashBody([{ product: tv, cantidad: 1 }]))).statusCode).toBe(201);
    const third = await placeOrder(t, rich, cashBody([{ product: tv, cantidad: 1 }]));
    expect(third.json()).toEqual({
      code: 'ORDER_LIMIT',
      error: `Tus pedidos en efectivo sin entregar pasarían de ${formatCOP(1_000_000)}, el máximo. Espera a recibirlos o paga con un medio digital.`,
    });
    expect(await stockOf(t.database.db, tv.id)).toBe(8);
  });

  it('lets 20 simultaneous cash orders of one resident through only up to the ceiling', async () => {
    const who = await customer(t);
    const pan = await createProduct(t.database.db, { precio: 6_000, stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, who, cashBody([{ product: pan, cantidad: 2 }]))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(3);
    expect(await stockOf(t.database.db, pan.id)).toBe(100 - 3 * 2);
  });

  it('follows the ceilings saved in Ajustes', async () => {
    const who = await customer(t);
    const agua = await createProduct(t.database.db, { nombre: 'Agua', precio: 2_000, stock: 100 });
    await saveLimits({ unidades_por_producto: 40 });
    try {
      expect((await placeOrder(t, who, cashBody([{ product: agua, cantidad: 40 }]))).statusCode).toBe(201);
      await saveLimits({ unidades_por_producto: 5 });
      const res = await placeOrder(t, who, cashBody([{ product: agua, cantidad: 6 }]));
      expect(res.json().error).toBe('Puedes pedir hasta 5 unidades de Agua en un pedido.');
    } finally {
      await saveLimits({});
    }
  });
});
