import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPackage, createProduct } from '../../test/factories';
import { createPaymentCall, scriptedProvider } from '../payments/payments.fixtures';
import { cashBody, customer, ordersOf, placeOrder, stockOf } from './orders.fixtures';

// Issue 40: "Solo quedan 2 unidades de Huevos AA x 12" for a cart holding exactly 2 eggs (and a
// package with one more): the refusal names the product and counts the units inside packages.

describe('stock shared by a product and the packages that contain it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ paymentProvider: scriptedProvider(), gatewayCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  async function eggsAndBreakfast() {
    const huevos = await createProduct(t.database.db, {
      nombre: 'Huevos AA x 12 prueba',
      precio: 8_000,
      stock: 2,
    });
    const pan = await createProduct(t.database.db, { precio: 4_000, stock: 20 });
    const { package: desayuno } = await createPackage(t.database.db, {
      precio_paquete: 11_000,
      items: [{ product: huevos }, { product: pan }],
    });
    const paquetes = [{ id: desayuno.id, nombre: desayuno.nombre, precio: 11_000, cantidad: 1 }];
    return { huevos, pan, paquetes };
  }
  const expected = (nombre: string) =>
    `Solo quedan 2 unidades de ${nombre} y tu pedido necesita 3 (1 dentro de tus paquetes)`;

  it('refuses a cash order naming the product and the units its packages take', async () => {
    const who = await customer(t);
    const { huevos, paquetes } = await eggsAndBreakfast();
    const res = await placeOrder(
      t,
      who,
      cashBody([{ product: huevos, cantidad: 2 }], {
        paquetes,
        subtotal: 27_000,
        costo_envio: 0,
        total: 27_000,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: expected(huevos.nombre),
      producto_id: huevos.id,
      disponible: 2,
    });
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(0);
    expect(await stockOf(t.database.db, huevos.id)).toBe(2);
  });

  it('refuses an online payment the same way and reserves nothing', async () => {
    const who = await customer(t);
    const { huevos, pan, paquetes } = await eggsAndBreakfast();
    const res = await createPaymentCall(t, who, {
      metodoPago: 'NEQUI',
      telefono: '3991111111',
      cedula: '1000000002',
      productos: [{ id: huevos.id, nombre: huevos.nombre, precio: 8_000, cantidad: 2 }],
      paquetes,
      monto: 27_000,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', error: expected(huevos.nombre) });
    expect(await stockOf(t.database.db, huevos.id)).toBe(2);
    expect(await stockOf(t.database.db, pan.id)).toBe(20);
  });
});
