import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
  type Customer,
} from '../orders/orders.fixtures';

/**
 * Issue 41: packing ticks live on the server, shared by everyone packing the order: a tick is
 * read back by any device and announced on the admin stream at once; a delivered or cancelled
 * order's list stays as it was.
 */
describe('shared packing ticks', () => {
  let t: TestApp;
  let admin: Customer;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  async function order() {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    const res = await placeOrder(t, await customer(t), cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(201);
    return res.json().pedidoId as number;
  }
  const tick = (id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${id}/alistamiento`,
      payload,
      headers: { authorization: admin.authorization },
    });
  const ticks = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/pedidos/${id}/alistamiento`,
        headers: { authorization: admin.authorization },
      })
    ).json().claves as string[];

  it('keeps the ticks on the server for every device, and tells the admin stream at once', async () => {
    const id = await order();
    const controller = new AbortController();
    const response = await fetch(`${base}/api/admin/eventos`, {
      headers: { authorization: admin.authorization },
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const heard = (async () => {
      while (!/event: alistamiento\ndata: .*producto-7/.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    })();
    // The stream is open once its first comment arrived.
    while (!text.includes(': conectado')) await new Promise((r) => setTimeout(r, 20));

    expect((await tick(id, { clave: 'producto-7', listo: true })).json()).toEqual({
      pedido_id: id,
      claves: ['producto-7'],
    });
    await heard;
    expect(text).toContain(`event: alistamiento\ndata: {"pedido_id":${id},"claves":["producto-7"]}`);
    controller.abort();

    expect((await tick(id, { clave: 'paquete-4-producto-2', listo: true })).statusCode).toBe(200);
    expect((await tick(id, { clave: 'producto-7', listo: true })).statusCode).toBe(200);
    expect((await ticks(id)).sort()).toEqual(['paquete-4-producto-2', 'producto-7']);
    expect((await tick(id, { clave: 'producto-7', listo: false })).json().claves).toEqual([
      'paquete-4-producto-2',
    ]);
  });

  it('refuses a malformed key and a finished order, and a delivery clears nothing', async () => {
    const id = await order();
    const bad = await tick(id, { clave: 'a b<script>', listo: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect((await tick(id, { clave: 'producto-1', listo: true })).statusCode).toBe(200);
    expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);
    const late = await tick(id, { clave: 'producto-2', listo: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'Este pedido ya no está pendiente: su lista de alistamiento queda como estaba.',
    );
    expect(await ticks(id)).toEqual(['producto-1']);
    expect((await tick(999_999, { clave: 'producto-1', listo: true })).statusCode).toBe(404);
  });
});
