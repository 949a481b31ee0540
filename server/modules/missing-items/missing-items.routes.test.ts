import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator, linesOf, setState, stockOf, type Customer } from '../orders/orders.fixtures';
import { expireQuestions } from './answer-missing.service';
import { answer, cashOrder, dairyShelf, markMissing, marksOf, orderRow, residentWith } from './missing.fixtures';

/** Issue 44: a line marked missing, then asked, accepted, refused or timed out; money and stock follow. */
describe('missing items', () => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  it('asks the resident, who accepts a replacement: a child line, its stock taken, the total recomputed', async () => {
    const shelf = await dairyShelf(t);
    const who = await residentWith(t, null);
    const order = await cashOrder(t, who, [{ product: shelf.leche, cantidad: 3 }, { product: shelf.pan, cantidad: 1 }]);
    expect((await orderRow(t, order.id)).total).toBe(23_600);
    const marked = await markMissing(t, admin, order.id, { linea_id: order.lineOf(shelf.leche), faltan: 2 });
    expect(marked.statusCode).toBe(200);
    const view = marked.json();
    expect(view.pregunta_faltante).toMatchObject({ estado: 'abierta', faltan: 2, producto_nombre: 'Leche entera 1 L' });
    expect(view.pregunta_faltante.propuestas.map((p: { producto_id: number }) => p.producto_id)).toEqual([shelf.colanta.id, shelf.deslactosada.id]);
    expect(view.productos[0]).toMatchObject({ faltante: 2, cantidad_final: 1 });
    // Without the two missing units until the resident answers.
    expect(view.total).toBe(13_200);
    expect(view.efectivo_a_cobrar).toBe(13_200);
    // The two units were taken at checkout and are not on the shelf: the counter stays.
    expect(await stockOf(t.database.db, shelf.leche.id)).toBe(7);

    const res = await answer(t, who, order.id, view.pregunta_faltante.id, { producto_id: shelf.deslactosada.id });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.pregunta_faltante.estado).toBe('aceptada');
    // Dearer, not accepted: charged at the missing milk's price.
    expect(after.total).toBe(23_600);
    expect(after.productos.find((l: { reemplaza_linea_id: number | null }) => l.reemplaza_linea_id !== null)).toMatchObject({
      producto_id: shelf.deslactosada.id,
      cantidad: 2,
      precio: 5_200,
    });
    expect(await stockOf(t.database.db, shelf.deslactosada.id)).toBe(3);
    expect(after.historial.map((e: { texto: string }) => e.texto)).toEqual([
      'Faltó 2 de 3 Leche entera 1 L',
      'Le preguntamos al residente qué prefiere',
      expect.stringMatching(/^Reemplazado por 2 × Leche deslactosada 1 L/),
    ]);
    const again = await answer(t, who, order.id, view.pregunta_faltante.id, { quitar: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUESTION_CLOSED');
  });

  it('removes the units when the resident refuses, and when nobody answers in time', async () => {
    const shelf = await dairyShelf(t);
    const who = await residentWith(t, 'preguntar');
    const order = await cashOrder(t, who, [{ product: shelf.leche, cantidad: 2 }, { product: shelf.pan, cantidad: 2 }]);
    const first = (await markMissing(t, admin, order.id, { linea_id: order.lineOf(shelf.leche), faltan: 1 })).json();
    const refused = await answer(t, who, order.id, first.pregunta_faltante.id, { quitar: true });
    expect(refused.json()).toMatchObject({ total: 21_200, pregunta_faltante: { estado: 'rechazada' } });
    const second = (await markMissing(t, admin, order.id, { linea_id: order.lineOf(shelf.leche), faltan: 1 })).json();
    expect(second.pregunta_faltante.estado).toBe('abierta');
    const deadline = new Date(second.pregunta_faltante.vence_en);
    expect(deadline.getTime() - Date.parse('2026-11-21T15:00:00Z')).toBe(3 * 60_000);
    expect(await expireQuestions(t.database, new Date(deadline.getTime() - 1))).toBe(0);
    expect(await expireQuestions(t.database, deadline)).toBe(1);
    expect(await expireQuestions(t.database, deadline)).toBe(0);
    const marks = await marksOf(t, order.id);
    expect(marks.map((m) => m.estado)).toEqual(['rechazada', 'vencida']);
    expect((await orderRow(t, order.id)).total).toBe(16_000);
    const late = await answer(t, who, order.id, second.pregunta_faltante.id, { producto_id: shelf.colanta.id });
    expect(late.statusCode).toBe(409);
  });

  it('replaces at once for "reemplazar" and removes at once for "quitar"', async () => {
    const shelf = await dairyShelf(t);
    const swap = await residentWith(t, 'reemplazar');
    const a = await cashOrder(t, swap, [{ product: shelf.leche, cantidad: 1 }, { product: shelf.pan, cantidad: 1 }]);
    const replaced = (await markMissing(t, admin, a.id, { linea_id: a.lineOf(shelf.leche), faltan: 1 })).json();
    expect(replaced.pregunta_faltante).toBeNull();
    expect(replaced.productos.at(-1)).toMatchObject({ producto_id: shelf.colanta.id, precio: 5_000, reemplaza_linea_id: a.lineOf(shelf.leche) });
    expect(replaced.total).toBe(15_000);
    const drop = await residentWith(t, 'quitar');
    const b = await cashOrder(t, drop, [{ product: shelf.leche, cantidad: 1 }, { product: shelf.pan, cantidad: 1 }]);
    const removed = (await markMissing(t, admin, b.id, { linea_id: b.lineOf(shelf.leche), faltan: 1 })).json();
    expect(removed.total).toBe(10_000);
    expect(removed.costo_envio).toBe(2_000);
    expect((await linesOf(t.database.db, b.id)).length).toBe(2);
  });

  it('stops the promise clock while the resident decides: no compensation for their own minutes', async () => {
    const start = new Date('2026-11-21T16:00:00Z');
    t.setNow(start);
    const shelf = await dairyShelf(t);
    const who = await residentWith(t, null);
    const order = await cashOrder(t, who, [{ product: shelf.leche, cantidad: 2 }, { product: shelf.pan, cantidad: 1 }]);
    const asked = (await markMissing(t, admin, order.id, { linea_id: order.lineOf(shelf.leche), faltan: 1 })).json();
    t.setNow(new Date(start.getTime() + 2 * 60_000));
    expect((await answer(t, who, order.id, asked.pregunta_faltante.id, { quitar: true })).statusCode).toBe(200);
    // 21 minutes after the order, 2 of them waiting on the resident: within the 20-minute promise.
    t.setNow(new Date(start.getTime() + 21 * 60_000));
    const delivered = await setState(t, admin, order.id, 'entregado');
    expect(delivered.json().puntos_compensacion).toBe(0);
    // Without a question, 21 minutes is late.
    t.setNow(start);
    const plain = await cashOrder(t, who, [{ product: shelf.pan, cantidad: 2 }]);
    t.setNow(new Date(start.getTime() + 21 * 60_000));
    expect((await setState(t, admin, plain.id, 'entregado')).json().puntos_compensacion).toBe(50);
    t.setNow(new Date('2026-11-21T15:00:00Z'));
  });

  it('refuses bad marks with a Spanish message and changes nothing', async () => {
    const shelf = await dairyShelf(t);
    const who = await residentWith(t, null);
    const order = await cashOrder(t, who, [{ product: shelf.leche, cantidad: 2 }]);
    const line = order.lineOf(shelf.leche);
    for (const [body, status] of [
      [{ linea_id: line, faltan: 3 }, 422],
      [{ linea_id: line, faltan: 0 }, 400],
      [{ linea_id: 999_999, faltan: 1 }, 422],
      [{ faltan: 1 }, 400],
    ] as const) {
      const res = await markMissing(t, admin, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(/[a-záéíóú]/);
    }
    expect((await linesOf(t.database.db, order.id))[0]!.faltante).toBe(0);
    expect(await marksOf(t, order.id)).toEqual([]);
  });
});
