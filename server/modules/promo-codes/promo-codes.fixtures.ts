import { eq } from 'drizzle-orm';
import type { PromoType } from '../../../domain/promo';
import type { DbOrTx } from '../../db/client';
import { orders, payments, promoCodes, type OrderState } from '../../db/schema';
import { promoteWithFactor } from '../../test/staff';

/** Test-only rows for the promo-code tests. */
let sequence = 0;

export async function insertCode(
  db: DbOrTx,
  overrides: Partial<typeof promoCodes.$inferInsert> & { tipo?: PromoType } = {},
) {
  sequence++;
  const [row] = await db
    .insert(promoCodes)
    .values({ codigo: `SC2026G${String(sequence).padStart(5, '0')}`, tipo: 'general', descuento_porcentaje: 15, ...overrides })
    .returning();
  return row!;
}

export async function insertOrder(
  db: DbOrTx,
  userId: number,
  overrides: Partial<typeof orders.$inferInsert> & { estado?: OrderState } = {},
) {
  const [row] = await db
    .insert(orders)
    .values({
      user_id: userId,
      subtotal: 20_000,
      total: 20_000,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      torre_entrega: 1,
      piso_entrega: 2,
      apartamento_entrega: '201',
      telefono_contacto: '3101234567',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertPayment(db: DbOrTx, userId: number, now: Date) {
  sequence++;
  const [row] = await db
    .insert(payments)
    .values({
      reference: `REF-${sequence}-${userId}`,
      user_id: userId,
      provider: 'sandbox',
      method: 'NEQUI',
      amount: 25_000,
      cart: [],
      delivery: {},
      expires_at: new Date(now.getTime() + 15 * 60_000),
    })
    .returning();
  return row!;
}

export async function codeRow(db: DbOrTx, codigo: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.codigo, codigo));
  return row;
}

/** An administrator whose open sessions count as signed in with a second factor (issue 39). */
export async function makeAdmin(db: DbOrTx, userId: number): Promise<void> {
  await promoteWithFactor(db, userId, 'admin');
}
