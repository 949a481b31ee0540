import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPackage, createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder, setState } from './orders.fixtures';
import { customerOrderView } from './order-views.service';

describe('order reads, shipping quotes and the recent-order check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /orders lists only the caller’s orders, newest first, with lines and delivery data', async () => {
    const ana = await customer(t, { torre: 1, piso: 3, apartamento: '301' });
    const beto = await customer(t);
    const product = await createProduct(t.database.db, { nombre: 'Queso', precio: 12_000 });
    const first = (await placeOrder(t, ana, cashBody([{ product, cantidad: 1 }]))).json().pedidoId;
    t.setNow(new Date(t.app.clock().getTime() + 60_000));
    const second = (await placeOrder(t, ana, cashBody([{ product, cantidad: 2 }]))).json().pedidoId;
    await placeOrder(t, beto, cashBody([{ product, cantidad: 1 }]));

    const res = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { authorization: ana.authorization },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((o) => o.id)).toEqual([second, first]);
    expect(list[1]).toMatchObject({
      codigo: `SUP-${String(first).padStart(3, '0')}`,
      estado: 'pendiente',
      total: 14_000,
      costo_envio: 2_000,
      payment_method: 'Efectivo',
      torre_entrega: 1,
      piso_entrega: 3,
      apartamento_entrega: '301',
      productos: [
        {
          tipo: 'producto',
          producto_id: product.id,
          codigo: product.codigo,
          nombre: 'Queso',
          cantidad: 1,
          precio: 12_000,
        },
      ],
      puntos_ganados: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/orders' })).statusCode).toBe(401);
  });

  it('GET /orders gives each order exactly as the one-order view reads it, in every state', async () => {
    const ana = await customer(t);
    const admin = await administrator(t);
    const product = await createProduct(t.database.db, { precio: 9_000, stock: 50 });
    const { package: pack } = await createPackage(t.database.db, { precio_paquete: 15_000 });
    const placed: number[] = [];
    for (const body of [
      cashBody([{ product, cantidad: 2 }]),
      cashBody([{ product, cantidad: 1 }], {
        paquetes: [{ id: pack.id, nombre: pack.nombre, precio: 15_000, cantidad: 1 }],
        subtotal: 24_000,
        costo_envio: 0,
        total: 24_000,
      }),
      cashBody([{ product, cantidad: 3 }]),
    ]) {
      const answer = await placeOrder(t, ana, body);
      expect(answer.statusCode).toBe(201);
      placed.push(answer.json().pedidoId as number);
    }
    // Delivered late (earned and compensation points, a delivery date), and a refunded one.
    t.setNow(new Date(t.app.clock().getTime() + 45 * 60_000));
    expect((await setState(t, admin, placed[0]!, 'entregado')).statusCode).toBe(200);
    await t.database.db
      .update(orders)
      .set({
        estado: 'cancelado',
        reembolso_estado: 'realizado',
        reembolso_fecha: '2026-11-22',
        reembolso_referencia: 'R-77',
      })
      .where(eq(orders.id, placed[2]!));

    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/orders',
        headers: { authorization: ana.authorization },
      })
    ).json() as Array<{ id: number }>;
    expect(list.map((o) => o.id)).toEqual([...placed].reverse());
    for (const id of placed) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      const view = JSON.parse(
        JSON.stringify(await customerOrderView(t.database.db, row!)),
      ) as unknown;
      expect(list.find((o) => o.id === id)).toEqual(view);
    }
    const [delivered, withPackage, refunded] = placed.map((id) =>
      list.find((o) => o.id === id),
    ) as Array<Record<string, unknown>>;
    expect(delivered).toMatchObject({ estado: 'entregado', puntos_ganados: expect.any(Number) });
    expect(delivered!.puntos_compensacion).toBeGreaterThan(0);
    expect(typeof delivered!.fecha_entrega).toBe('string');
    expect((withPackage!.productos as unknown[]).length).toBe(2);
    expect(refunded!.reembolso).toEqual({
      estado: 'realizado',
      monto: refunded!.total,
      fecha: '2026-11-22',
      referencia: 'R-77',
    });
  });

  it('GET /api/pedidos/:id reads one of the caller’s orders, however old, and no one else’s', async () => {
    const ana = await customer(t);
    const beto = await customer(t);
    const product = await createProduct(t.database.db, { precio: 7_000, stock: 50 });
    const oldest = (await placeOrder(t, ana, cashBody([{ product, cantidad: 2 }]))).json().pedidoId;
    for (let i = 0; i < 3; i += 1) await placeOrder(t, ana, cashBody([{ product, cantidad: 1 }]));
    const read = (id: unknown, who = ana) =>
      t.app.inject({
        method: 'GET',
        url: `/api/pedidos/${id}`,
        headers: { authorization: who.authorization },
      });

    const page = await t.app.inject({
      method: 'GET',
      url: '/orders?limite=1',
      headers: { authorization: ana.authorization },
    });
    expect(page.json().pedidos.map((o: { id: number }) => o.id)).not.toContain(oldest);
    const answer = await read(oldest);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, oldest));
    expect(answer.json()).toEqual(
      JSON.parse(JSON.stringify(await customerOrderView(t.database.db, row!))),
    );

    for (const [id, who, status] of [
      [oldest, beto, 404],
      [999_999, ana, 404],
      ['abc', ana, 400],
      [-1, ana, 400],
    ] as const) {
      const refused = await read(id, who);
      expect(refused.statusCode).toBe(status);
      expect(typeof refused.json().error).toBe('string');
    }
    expect((await read(oldest, beto)).json().error).toBe('Pedido no encontrado');
    expect((await t.app.inject({ method: 'GET', url: `/api/pedidos/${oldest}` })).statusCode).toBe(
      401,
    );
  });

  it('POST /api/calcular-envio quotes shipping and refuses under the minimums', async () => {
    const quote = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/calcular-envio', payload });
    expect((await quote({ subtotal: 10_000, metodoPago: 'efectivo' })).json()).toEqual({
      costoEnvio: 2_000,
      mensaje: 'Envío $\u00a02.000. Gratis desde $\u00a015.000',
    });
    expect((await quote({ subtotal: 15_000, metodoPago: 'efectivo' })).json()).toEqual({
      costoEnvio: 0,
      mensaje: 'Envío gratis',
    });
    expect((await quote({ subtotal: 20_000, metodoPago: 'digital' })).json()).toEqual({
      costoEnvio: 0,
      mensaje: 'Envío gratis',
    });
    const cashUnder = await quote({ subtotal: 4_000, metodoPago: 'efectivo' });
    expect(cashUnder.statusCode).toBe(422);
    expect(cashUnder.json().error).toBe(
      'El pedido mínimo para pago en efectivo es de $\u00a05.000',
    );
    const digitalUnder = await quote({ subtotal: 19_999, metodoPago: 'digital' });
    expect(digitalUnder.json().error).toBe(
      'El pedido mínimo para pago digital es de $\u00a020.000',
    );
    const bad = await quote({ subtotal: -1, metodoPago: 'cripto' });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/verificar-pedido-reciente finds the caller’s order of the last 30 minutes', async () => {
    const who = await customer(t);
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/verificar-pedido-reciente',
        headers: { authorization: who.authorization },
      });
    expect((await check()).json()).toEqual({ found: false });
    const product = await createProduct(t.database.db, { precio: 30_000 });
    const id = (await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId;
    expect((await check()).json()).toEqual({
      found: true,
      pedidoId: id,
      total: 30_000,
      payment_status: 'PENDIENTE_EFECTIVO',
    });
    t.setNow(new Date(t.app.clock().getTime() + 31 * 60_000));
    expect((await check()).json()).toEqual({ found: false });
  });

  it('POST /api/puntos/registrar reports what an order earns without taking an amount', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_000 });
    const id = (await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/puntos/registrar',
      payload: { pedido_id: id, puntos: 9_999, tipo: 'COMPRA' },
      headers: { authorization: who.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pedido_id: id, puntos: 20, acreditados: false });
    const other = await customer(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/puntos/registrar',
      payload: { pedido_id: id, tipo: 'COMPRA' },
      headers: { authorization: other.authorization },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
