import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAudit, rewards } from '../../db/schema';
import { recordAudit } from './admin-audit.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, createUser } from '../../test/factories';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

describe('the audit trail (GET /api/admin/auditoria)', () => {
  let t: TestApp;
  let ana: Customer;
  let luis: Customer;
  const get = (who: Customer, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
  const put = (who: Customer, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { authorization: who.authorization } });

  beforeAll(async () => {
    t = await buildTestApp();
    ana = await administrator(t);
    luis = await administrator(t);
  });
  afterAll(() => t.close());

  it('says who changed a cost and a role, with the product and the values before and after', async () => {
    const arroz = await createProduct(t.database.db, { nombre: 'Arroz Diana 1 kg', costo_compra: 3_000 });
    expect((await put(ana, `/api/admin/productos/${arroz.id}/costo`, { costo_compra: 3_400, margen_objetivo: 25 })).statusCode).toBe(200);
    const resident = await customer(t);
    expect((await put(luis, `/api/admin/usuarios/${resident.userId}/rol`, { rol: 'admin' })).statusCode).toBe(200);

    const entradas = (await get(ana, '/api/admin/auditoria')).json();
    expect(entradas[0]).toMatchObject({
      persona: { id: luis.userId },
      accion: 'user.role',
      tipo: 'roles',
      entidad: 'user',
      entidad_id: String(resident.userId),
      antes: { rol: 'customer' },
      despues: { rol: 'admin' },
    });
    expect(entradas[1]).toMatchObject({
      persona: { id: ana.userId },
      accion: 'product.cost',
      tipo: 'precios',
      objeto: 'Arroz Diana 1 kg',
      antes: expect.objectContaining({ costo_compra: 3_000 }),
      despues: expect.objectContaining({ costo_compra: 3_400 }),
    });

    const byPerson = (await get(ana, `/api/admin/auditoria?persona=${ana.userId}`)).json();
    expect(byPerson.map((e: { accion: string }) => e.accion)).toEqual(['product.cost']);
    const byKind = (await get(ana, '/api/admin/auditoria?tipo=roles')).json();
    expect(byKind.map((e: { accion: string }) => e.accion)).toEqual(['user.role']);

    const people = (await get(ana, '/api/admin/auditoria/personas')).json().personas;
    expect(people.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([ana.userId, luis.userId, resident.userId]),
    );
  });

  it('names people and rewards instead of ids (issue 41)', async () => {
    const db = t.database.db;
    const resident = await createUser(db, { nombre: 'Marta Gómez' });
    const [reward] = await db.insert(rewards).values({ nombre: 'Bolsa reutilizable', puntos_requeridos: 250 }).returning();
    await recordAudit(db, { adminId: ana.userId, action: 'reward.update', entity: 'reward', entityId: reward!.id, before: { puntos: 200 }, after: { puntos: 250 } });
    await recordAudit(db, { adminId: ana.userId, action: 'points.adjust', entity: 'user', entityId: resident.id, before: { puntos: 10 }, after: { puntos: 60, motivo: 'Cortesía', usuario: resident.id } });
    const [points, rewardRow] = (await get(ana, '/api/admin/auditoria')).json();
    expect(points).toMatchObject({ objeto: 'Marta Gómez', despues: { usuario: 'Marta Gómez' } });
    expect(rewardRow).toMatchObject({ accion: 'reward.update', objeto: 'Bolsa reutilizable' });
  });

  it('filters by Bogotá days and pages with a cursor, newest first, without repeating a row', async () => {
    // 7 entries on 1–7 Oct 2026 at 23:30 Bogotá (04:30 UTC the next day).
    await t.database.db.execute(sql`insert into ${adminAudit} (admin_id, action, entity, entity_id, created_at)
      select ${ana.userId}, 'product.stock', 'product', '1',
        timestamptz '2026-10-02 04:30:00+00' + (g - 1) * interval '1 day'
      from generate_series(1, 7) g`);
    const day = (await get(ana, '/api/admin/auditoria?desde=2026-10-03&hasta=2026-10-03')).json();
    expect(day).toHaveLength(1);
    expect(day[0].fecha).toBe('2026-10-04T04:30:00.000Z');

    const seen: number[] = [];
    let url = '/api/admin/auditoria?desde=2026-10-01&hasta=2026-10-07&limite=3';
    for (let page = 0; page < 5; page++) {
      const res = await get(ana, url);
      seen.push(...res.json().map((e: { id: number }) => e.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/admin/auditoria?desde=2026-10-01&hasta=2026-10-07&limite=3&cursor=${encodeURIComponent(String(next))}`;
    }
    expect(seen).toHaveLength(7);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it.each([
    ['tipo=nada', 'Elige un tipo de cambio de la lista'],
    ['desde=2026-13-01', 'Escribe la fecha como AAAA-MM-DD'],
    ['desde=2026-10-05&hasta=2026-10-01', 'La fecha "hasta" debe ser igual o posterior a "desde"'],
    ['persona=abc', 'Elige una persona de la lista'],
  ])('refuses %s with a Spanish reason', async (query, message) => {
    const res = await get(ana, `/api/admin/auditoria?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
