import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { redemptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPackage, createProduct } from '../../test/factories';
import { givePoints } from '../points/points.test-helpers';
import { insertCode } from '../promo-codes/promo-codes.fixtures';
import {
  cashBody,
  customer,
  linesOf,
  ordersOf,
  placeOrder,
  promoRow,
  stockOf,
} from './orders.fixtures';

describe('POST /orders (cash)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses a signed-out order with the cash order message', async () => {
    const product = await createProduct(t.database.db);
    const res = await placeOrder(t, undefined, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'LOGIN_REQUIRED',
      error: 'Debes iniciar sesión para hacer un pedido',
    });
  });

  it('creates a pending cash order priced by the server, takes the stock and keeps a snapshot', async () => {
    const who = await customer(t, {
      torre: 2,
      piso: 7,
      apartamento: '702',
      telefono: '3111111111',
    });
    const leche = await createProduct(t.database.db, {
      nombre: 'Leche',
      precio: 5_250,
      stock: 8,
      descuento_activo: true,
      descuento_porcentaje: 10,
    });
    const pan = await createProduct(t.database.db, { nombre: 'Pan', precio: 4_000, stock: 5 });
    const res = await placeOrder(
      t,
      who,
      cashBody([
        { product: leche, cantidad: 2 },
        { product: pan, cantidad: 1 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Pedido creado con éxito' });
    expect(body.codigo).toBe(`SUP-${String(body.pedidoId).padStart(3, '0')}`);
    // 2 × round(5250 × 0.9) + 4000 = 13.450, under 15.000: cash shipping 2.000.
    expect(body.pedido).toMatchObject({
      subtotal: 13_450,
      costo_envio: 2_000,
      total: 15_450,
      estado: 'pendiente',
      payment_method: 'Efectivo',
    });
    const [order] = await ordersOf(t.database.db, who.userId);
    expect(order).toMatchObject({
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      torre_entrega: 2,
      piso_entrega: 7,
      apartamento_entrega: '702',
      telefono_contacto: '3111111111',
    });
    expect(order!.payment_reference).toMatch(/^SC-CASH-\d+-[0-9A-Z]{6}$/);
    expect(await stockOf(t.database.db, leche.id)).toBe(6);
    expect(await stockOf(t.database.db, pan.id)).toBe(4);
    const lines = await linesOf(t.database.db, order!.id);
    expect(lines.map((l) => [l.nombre, l.cantidad, l.precio_unitario, l.precio_original])).toEqual([
      ['Leche', 2, 4_725, 5_250],
      ['Pan', 1, 4_000, 4_000],
    ]);
  });

  it('uses the delivery data sent over the profile, and refuses bad ones with the spec messages', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_000 });
    const ok = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], {
        torre_entrega: 5,
        piso_entrega: '30',
        apartamento_entrega: '3001',
        instrucciones_entrega: 'Timbre dañado',
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().pedido).toMatchObject({
      torre_entrega: 5,
      piso_entrega: 30,
      apartamento_entrega: '3001',
      instrucciones_entrega: 'Timbre dañado',
    });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ torre_entrega: 6 }, 'Torre inválida. Debe ser 1, 2, 3, 4 o 5'],
      [{ piso_entrega: 31 }, 'Piso inválido. Debe estar entre 1 y 30'],
    ];
    for (const [fields, message] of cases) {
      const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], fields));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const noApartment = await customer(t, { apartamento: '' });
    const res = await placeOrder(t, noApartment, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El apartamento es obligatorio');
    expect(await ordersOf(t.database.db, noApartment.userId)).toEqual([]);
  });

  it('refuses tampered prices and totals with 409 and the current prices, changing nothing', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, {
      nombre: 'Café',
      precio: 18_000,
      stock: 3,
    });
    const cheap = await placeOrder(t, who, cashBody([{ product, cantidad: 1, precio: 100 }]));
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json()).toMatchObject({
      code: 'PRICES_CHANGED',
      error: 'Los precios cambiaron. Revisa tu carrito e intenta de nuevo.',
      precios: {
        subtotal: 18_000,
        total: 18_000,
        costo_envio: 0,
        lineas: [{ tipo: 'producto', id: product.id, nombre: 'Café', precio: 18_000 }],
      },
    });
    const lowTotal = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { total: 1 }));
    expect(lowTotal.statusCode).toBe(409);
    const lowSubtotal = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], { subtotal: 1 }),
    );
    expect(lowSubtotal.statusCode).toBe(409);
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect(await ordersOf(t.database.db, who.userId)).toEqual([]);
  });

  it('charges what the database says when the browser sends no figures at all', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 9_000 });
    const res = await placeOrder(t, who, { productos: [{ id: product.id, cantidad: 2 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().pedido).toMatchObject({ subtotal: 18_000, total: 18_000 });
  });

  it('applies the cash minimum and the shipping rule', async () => {
    const who = await customer(t);
    const small = await createProduct(t.database.db, { precio: 4_999 });
    const under = await placeOrder(t, who, cashBody([{ product: small, cantidad: 1 }]));
    expect(under.statusCode).toBe(422);
    expect(under.json()).toMatchObject({
      code: 'MINIMUM_ORDER',
      error: 'El pedido mínimo para pago en efectivo es de $\u00a05.000',
    });
    const fifteen = await createProduct(t.database.db, { precio: 15_000 });
    const free = await placeOrder(t, who, cashBody([{ product: fifteen, cantidad: 1 }]));
    expect(free.json().pedido).toMatchObject({ costo_envio: 0, total: 15_000 });
  });

  it('names the product when the stock is short, and refuses retired products and empty carts', async () => {
    const who = await customer(t);
    const arroz = await createProduct(t.database.db, { nombre: 'Arroz', precio: 6_000, stock: 2 });
    const short = await placeOrder(t, who, cashBody([{ product: arroz, cantidad: 3 }]));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: 'Solo quedan 2 unidades de Arroz',
    });
    const gone = await createProduct(t.database.db, { precio: 6_000, activo: false });
    const retired = await placeOrder(t, who, cashBody([{ product: gone, cantidad: 1 }]));
    expect(retired.statusCode).toBe(422);
    expect(retired.json().error).toBe('Uno de los productos ya no está disponible');
    const empty = await placeOrder(t, who, { productos: [], paquetes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Tu carrito está vacío');
    expect(await stockOf(t.database.db, arroz.id)).toBe(2);
  });

  it('takes a package quantity × component quantity from each product', async () => {
    const who = await customer(t);
    const huevos = await createProduct(t.database.db, { stock: 10 });
    const arepas = await createProduct(t.database.db, { stock: 10 });
    const { package: desayuno } = await createPackage(t.database.db, {
      precio_paquete: 12_000,
      items: [
        { product: huevos, cantidad: 3 },
        { product: arepas, cantidad: 1 },
      ],
    });
    const res = await placeOrder(t, who, {
      productos: [],
      paquetes: [
        { id: `paquete_${desayuno.id}`, nombre: desayuno.nombre, precio: 12_000, cantidad: 2 },
      ],
      subtotal: 24_000,
      total: 24_000,
    });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t.database.db, huevos.id)).toBe(4);
    expect(await stockOf(t.database.db, arepas.id)).toBe(8);
    const [line] = await linesOf(t.database.db, res.json().pedidoId);
    expect(line).toMatchObject({
      tipo: 'paquete',
      package_id: desayuno.id,
      cantidad: 2,
      precio_unitario: 12_000,
    });
    expect(line!.componentes).toEqual([
      { product_id: huevos.id, cantidad: 3, costo_unitario: 7_000, nombre: huevos.nombre },
      { product_id: arepas.id, cantidad: 1, costo_unitario: 7_000, nombre: arepas.nombre },
    ]);
    const tooMany = await placeOrder(t, who, { paquetes: [{ id: desayuno.id, cantidad: 2 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatch(/^Solo quedan? \d+ unidad(es)? de /);
  });

  it('honours Idempotency-Key: a repeat answers the first order and creates nothing', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 8_000, stock: 5 });
    const body = cashBody([{ product, cantidad: 1 }]);
    const first = await placeOrder(t, who, body, 'checkout-1');
    const again = await placeOrder(t, who, body, 'checkout-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().pedidoId).toBe(first.json().pedidoId);
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(1);
    expect(await stockOf(t.database.db, product.id)).toBe(4);
    const bad = await placeOrder(t, who, body, 'x'.repeat(101));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('applies a promo code to lines without an offer, consumes it and records the order on it', async () => {
    const who = await customer(t);
    const code = await insertCode(t.database.db, { descuento_porcentaje: 10 });
    const plain = await createProduct(t.database.db, { precio: 20_000 });
    const offer = await createProduct(t.database.db, {
      precio: 10_000,
      descuento_activo: true,
      descuento_porcentaje: 20,
    });
    // Eligible 20.000 × 10 % = 2.000 off; the offer line (8.000) takes no code.
    const body = cashBody(
      [
        { product: plain, cantidad: 1 },
        { product: offer, cantidad: 1 },
      ],
      {
        codigo_promocional: code.codigo.toLowerCase(),
        total: 26_000,
      },
    );
    const res = await placeOrder(t, who, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().pedido).toMatchObject({
      subtotal: 28_000,
      descuento_cupon: 2_000,
      descuento_porcentaje: 10,
      total: 26_000,
      codigo_promocional: code.codigo,
    });
    expect(await promoRow(t.database.db, code.codigo)).toMatchObject({
      usado: true,
      usado_por: who.userId,
      usado_en: res.json().pedidoId,
    });

    const other = await customer(t);
    const reuse = await placeOrder(t, other, { ...body, codigo_promocional: code.codigo });
    // A used code answers like any unusable one (decision 0017).
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toMatchObject({
      code: 'PROMO_INVALID',
      error: 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta',
    });
  });

  it('refuses a code on a cart of offers only, and a welcome code after a first order', async () => {
    const who = await customer(t);
    const offer = await createProduct(t.database.db, {
      precio: 10_000,
      descuento_activo: true,
      descuento_porcentaje: 20,
    });
    const general = await insertCode(t.database.db);
    const offersOnly = await placeOrder(
      t,
      who,
      cashBody([{ product: offer, cantidad: 1 }], { codigo_promocional: general.codigo }),
    );
    expect(offersOnly.statusCode).toBe(422);
    expect(offersOnly.json().code).toBe('PROMO_NO_ELIGIBLE_ITEMS');
    expect((await promoRow(t.database.db, general.codigo)).usado).toBe(false);

    const plain = await createProduct(t.database.db, { precio: 10_000 });
    expect((await placeOrder(t, who, cashBody([{ product: plain, cantidad: 1 }]))).statusCode).toBe(
      201,
    );
    const welcome = await insertCode(t.database.db, { codigo: 'SC2026AWELC1', tipo: 'bienvenida' });
    const res = await placeOrder(
      t,
      who,
      cashBody([{ product: plain, cantidad: 1 }], {
        codigo_promocional: welcome.codigo,
        total: 9_000 + 2_000,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta',
    );
  });

  it('attaches a canje: its value comes off the total and it cannot be used twice', async () => {
    const who = await customer(t);
    await givePoints(t.database.db, who.userId, 200);
    const canje = await t.app.inject({
      method: 'POST',
      url: '/api/puntos/canjear',
      payload: { puntos_a_canjear: 100 },
      headers: { authorization: who.authorization },
    });
    const codigo = canje.json().canje.codigo as string;
    const product = await createProduct(t.database.db, { precio: 20_000 });
    const res = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], { codigo_canje: codigo, total: 19_000 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().pedido).toMatchObject({
      descuento_canje: 1_000,
      total: 19_000,
      codigo_canje: codigo,
    });
    const [row] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.codigo, codigo));
    expect(row).toMatchObject({ estado: 'usado', order_id: res.json().pedidoId });
    const twice = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], { codigo_canje: codigo, total: 19_000 }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('POINTS_CANJE_NOT_ACTIVE');
  });
});

describe('service hours', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 04:00 in Bogotá (UTC−5), before the 06:00 opening.
    t = await buildTestApp({
      now: new Date('2026-11-21T09:00:00Z'),
      config: { serviceHours: { open: '06:00', close: '23:00' } },
    });
  });
  afterAll(() => t.close());

  it('refuses orders while closed and says when it opens; the schedule endpoint says the same', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 10_000, stock: 4 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'OUTSIDE_SERVICE_HOURS',
      error:
        'Estamos cerrados. Nuestro horario es de 6:00\u00a0a.\u00a0m. a 11:00\u00a0p.\u00a0m. y abrimos hoy a las 6:00\u00a0a.\u00a0m.',
    });
    expect(await stockOf(t.database.db, product.id)).toBe(4);
    const hours = await t.app.inject({ method: 'GET', url: '/api/horario' });
    expect(hours.json()).toEqual({
      abierto: false,
      horario: '6:00\u00a0a.\u00a0m. a 11:00\u00a0p.\u00a0m.',
      ventana: { open: '06:00', close: '23:00' },
      mensaje: res.json().error,
      proxima_apertura: '2026-11-21T11:00:00.000Z',
    });
    t.setNow(new Date('2026-11-21T12:00:00Z'));
    expect((await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/horario' })).json()).toMatchObject({
      abierto: true,
      mensaje: null,
    });
  });
});
