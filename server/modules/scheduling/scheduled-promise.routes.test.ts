import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminStats } from '../../../domain/admin-views';
import { pointsLedger } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder, setState, type Customer } from '../orders/orders.fixtures';
import { bogota } from './scheduling.fixtures';

describe('lateness and compensation of a scheduled order against its slot’s end (issue 45)', () => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    t = await buildTestApp({ config: { serviceHours: undefined }, now: bogota('2026-12-07 23:10') });
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  const place = async (slot: string) => {
    t.setNow(bogota('2026-12-07 23:10'));
    const product = await createProduct(t.database.db, { precio: 9_000, stock: 5 });
    const who = await customer(t);
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 2 }], { entrega_programada: { inicio: bogota(slot).toISOString() } }));
    expect(res.statusCode).toBe(201);
    return res.json().pedido.id as number;
  };
  const compensation = (orderId: number) =>
    t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.order_id, orderId), eq(pointsLedger.kind, 'compensacion')));
  const stats = async () =>
    (await t.app.inject({ method: 'GET', url: '/admin/stats', headers: { authorization: admin.authorization } })).json() as AdminStats;
  const lateCount = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/pedidos/conteos?estado=pendiente',
        headers: { authorization: admin.authorization },
      })
    ).json().atrasados as number;

  it('is on time inside its slot, seven hours after it was placed', async () => {
    const id = await place('2026-12-08 06:00');
    t.setNow(bogota('2026-12-08 06:25'));
    expect(await lateCount()).toBe(0);
    expect((await stats()).atrasados).toBe(0);
    expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);
    expect(await compensation(id)).toHaveLength(0);
    expect((await stats()).aTiempo.semana).toEqual({ entregados: 1, aTiempo: 1, porcentaje: 100 });
  });

  it('is late past its slot’s end, and its delivery credits the compensation once', async () => {
    const id = await place('2026-12-08 07:00');
    t.setNow(bogota('2026-12-08 07:29'));
    expect(await lateCount()).toBe(0);
    t.setNow(bogota('2026-12-08 07:31'));
    expect(await lateCount()).toBe(1);
    expect((await stats()).atrasados).toBe(1);
    expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);
    const [row] = await compensation(id);
    expect(row).toMatchObject({ puntos: 50, note: 'Entrega después del final de la franja programada' });
    expect((await stats()).aTiempo.semana).toEqual({ entregados: 2, aTiempo: 1, porcentaje: 50 });
  });
});
