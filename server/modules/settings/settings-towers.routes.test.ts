import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { orders, users } from '../../db/schema';
import { validRegistration } from '../../test/auth-fixtures';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, placeOrder } from '../orders/orders.fixtures';

// Issue 26: a complex of 8 towers and 40 floors set in Ajustes takes a resident of tower 7,
// floor 35, through registration and an order; the database's CHECKs (migration 0019) no longer
// stop at 5 and 30. Back at 5 towers, tower 7 is refused in Spanish and nothing is stored.
const NOW = new Date('2026-11-21T15:00:00Z');

const complex = (torres: number, pisos: number): ShopSettings => {
  const s = structuredClone(DEFAULT_SETTINGS);
  s.tienda.torres = torres;
  s.tienda.pisos_por_torre = pisos;
  return s;
};
const tower7 = { torre_entrega: 7, piso_entrega: 35, apartamento_entrega: '3502' };

describe.each(databaseTargets())('towers and floors from the settings on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open(), now: NOW });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const register = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/register', payload: validRegistration(overrides) });
  const save = (authorization: string, settings: ShopSettings) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/ajustes',
      payload: settings,
      headers: { authorization },
    });

  it('registers and delivers to tower 7 floor 35 of 8×40, and refuses tower 7 of 5', async () => {
    const admin = await administrator(t);
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    expect((await save(admin.authorization, complex(8, 40))).statusCode).toBe(200);

    const registered = await register({ torre: 7, piso: 35, apartamento: '3501' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ torre: 7, piso: 35, apartamento: '3501' });
    const resident = {
      userId: registered.json().user.id,
      authorization: `Bearer ${registered.json().token}`,
    };
    const ordered = await placeOrder(t, resident, cashBody([{ product, cantidad: 1 }], tower7));
    expect(ordered.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, ordered.json().pedidoId));
    expect(stored).toMatchObject({
      torre_entrega: 7,
      piso_entrega: 35,
      apartamento_entrega: '3502',
    });

    expect((await save(admin.authorization, complex(5, 30))).statusCode).toBe(200);
    const refused = await register({
      email: 'luis@example.com',
      cedula: '80123456',
      torre: 7,
      piso: 3,
      apartamento: '301',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { torre: 'Selecciona una torre válida' },
    });
    const refusedOrder = await placeOrder(
      t,
      resident,
      cashBody([{ product, cantidad: 1 }], tower7),
    );
    expect(refusedOrder.statusCode).toBe(400);
    expect(refusedOrder.json().error).toBe('Torre inválida. Debe ser 1, 2, 3, 4 o 5');

    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'luis@example.com')),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
  });
});
