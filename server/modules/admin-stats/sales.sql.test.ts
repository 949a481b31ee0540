import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleStatus } from '../../../domain/sales';
import type { Database } from '../../db/client';
import { orders, PAYMENT_METHODS } from '../../db/schema';
import { resetDatabase } from '../../test/db';
import { databaseTargets } from '../../test/db';
import { createUser } from '../../test/factories';
import { isPorCobrarSql, isSaleSql } from './sales.sql';

const STATES = ['pendiente', 'entregado', 'cancelado'] as const;
const PAYMENT_STATES = ['PENDIENTE_EFECTIVO', 'APPROVED', 'PENDING', 'DECLINED', 'VOIDED', 'ERROR'];

describe.each(databaseTargets())('the SQL mirror of saleStatus ($name)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await resetDatabase(database);
  });
  afterAll(() => target.release(database));

  it('classifies every combination of stored values like the domain function', async () => {
    const user = await createUser(database.db);
    const combos = STATES.flatMap((estado) =>
      PAYMENT_METHODS.flatMap((metodo_pago) =>
        PAYMENT_STATES.flatMap((estado_pago) => [false, true].map((prueba) => ({ estado, metodo_pago, estado_pago, prueba }))),
      ),
    );
    await database.db.insert(orders).values(
      combos.map((c) => ({
        ...c,
        user_id: user.id,
        subtotal: 1_000,
        total: 1_000,
        torre_entrega: 1,
        piso_entrega: 1,
        apartamento_entrega: '101',
        telefono_contacto: '3001234567',
      })),
    );
    const result = await database.db.execute<{ estado: string; metodo_pago: string; estado_pago: string; prueba: boolean; venta: boolean; por_cobrar: boolean }>(
      sql`select estado, metodo_pago, estado_pago, prueba, ${isSaleSql()} as venta, ${isPorCobrarSql('o')} as por_cobrar from orders o order by id`,
    );
    // Issue 41: a test order is neither, whatever its state.
    expect(result.rows.filter((r) => r.prueba && (r.venta || r.por_cobrar))).toEqual([]);
    expect(result.rows).toHaveLength(combos.length);
    for (const row of result.rows) {
      const status = saleStatus(row);
      expect({ ...row, venta: row.venta === true, por_cobrar: row.por_cobrar === true }).toEqual({
        ...row,
        venta: status === 'venta',
        por_cobrar: status === 'por_cobrar',
      });
    }
  });
});
