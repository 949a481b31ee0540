import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, pointsLedger, redemptions, users } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Test helpers for the points module: balances through ledger rows, orders inserted directly. */
export async function givePoints(db: DbOrTx, userId: number, puntos: number, kind: 'earned' | 'adjusted' = 'adjusted') {
  await db.insert(pointsLedger).values({ user_id: userId, kind, puntos });
}

export async function balanceOf(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ disponibles: users.puntos_disponibles, totales: users.puntos_totales })
    .from(users)
    .where(eq(users.id, userId));
  const [ledger] = await db
    .select({ sum: sql<string | null>`sum(${pointsLedger.puntos})` })
    .from(pointsLedger)
    .where(eq(pointsLedger.user_id, userId));
  return { ...user!, ledgerSum: Number(ledger?.sum ?? 0) };
}

export function ledgerOf(db: DbOrTx, userId: number) {
  return db.select().from(pointsLedger).where(eq(pointsLedger.user_id, userId)).orderBy(pointsLedger.id);
}

export function canjesOf(db: DbOrTx, userId: number) {
  return db.select().from(redemptions).where(eq(redemptions.user_id, userId)).orderBy(redemptions.id);
}

export async function createOrder(db: DbOrTx, userId: number, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      user_id: userId,
      subtotal: 60_000,
      total: 60_000,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      torre_entrega: 1,
      piso_entrega: 5,
      apartamento_entrega: '502',
      telefono_contacto: '3000000002',
      ...overrides,
    })
    .returning();
  return order!;
}

export function call(t: TestApp, authorization: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
}
