import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '../../../domain/privacy/messages';
import type { Tx } from '../../db/client';
import {
  adminAudit,
  consents,
  dataRequests,
  idempotencyKeys,
  loginAudit,
  orders,
  payments,
  pointsLedger,
  redemptions,
  supportCaseMessages,
  supportCases,
  users,
} from '../../db/schema';
import { removeSubscriptionsOf } from '../../push/push-subscriptions.service';

/** The values an erased account and its orders carry instead of personal data (DESIGN §8). */
export const ANONYMOUS = {
  nombre: PRIVACY_MESSAGES.deletedName,
  email: (id: number) => `eliminada-${id}@anonimo.invalid`,
  cedula: (id: number) => `eliminada-${id}`,
  telefono: '0000000000',
  apartamento: '-',
} as const;

const PERSONAL_KEYS = [
  'nombre',
  'email',
  'cedula',
  'telefono',
  'telefono_alternativo',
  'apartamento',
  'notas_entrega',
];

export interface AnonymiseResult {
  puntosPerdidos: number;
}

/**
 * Erases the personal data of one account inside the caller's transaction (DESIGN §8): the user
 * row keeps only its id, tower, floor and dates; orders keep totals, lines, tower and dates for
 * the 5-year retention but lose apartment, phone and notes; consents keep what was accepted and
 * when but lose the IP; login history, idempotency records and payment delivery data go; points
 * are forfeited with an 'adjusted' ledger row (so the balance still equals the ledger's sum);
 * open data requests are closed. The e-mail and cédula are freed for a new registration.
 * The caller has checked there is no pending order or payment.
 */
export async function anonymiseAccount(
  tx: Tx,
  userId: number,
  now: Date,
): Promise<AnonymiseResult> {
  const [user] = await tx
    .select({
      email: users.email,
      cedula: users.cedula,
      telefono: users.telefono,
      puntos: users.puntos_disponibles,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return { puntosPerdidos: 0 };

  // Unused canjes die with the account: their points were already taken from the balance.
  await tx
    .update(redemptions)
    .set({ estado: 'cancelado' })
    .where(and(eq(redemptions.user_id, userId), eq(redemptions.estado, 'activo')));
  if (user.puntos > 0) {
    await tx.insert(pointsLedger).values({
      user_id: userId,
      kind: 'adjusted',
      puntos: -user.puntos,
      note: 'cuenta eliminada',
      created_at: now,
    });
  }

  await tx
    .update(users)
    .set({
      nombre: ANONYMOUS.nombre,
      email: ANONYMOUS.email(userId),
      cedula: ANONYMOUS.cedula(userId),
      telefono: ANONYMOUS.telefono,
      telefono_alternativo: null,
      apartamento: ANONYMOUS.apartamento,
      notas_entrega: null,
      deleted_at: now,
      updated_at: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(orders)
    .set({
      apartamento_entrega: ANONYMOUS.apartamento,
      telefono_contacto: ANONYMOUS.telefono,
      instrucciones_entrega: null,
      notas_entrega: null,
      idempotency_key: null,
    })
    .where(eq(orders.user_id, userId));
  await tx
    .update(payments)
    .set({
      delivery: { anonimizado: true },
      card_last4: null,
      card_brand: null,
      idempotency_key: null,
    })
    .where(eq(payments.user_id, userId));
  await tx.update(consents).set({ ip: null }).where(eq(consents.user_id, userId));
  await tx
    .delete(loginAudit)
    .where(or(eq(loginAudit.user_id, userId), eq(loginAudit.email, user.email)));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.user_id, userId));
  // Its devices stop receiving notices of any kind (issue 24).
  await removeSubscriptionsOf(tx, userId);
  // Open requests are closed; every request keeps its kind and dates, not what the person wrote.
  await tx
    .update(dataRequests)
    .set({
      detalle: '-',
      respuesta: sql`case when ${dataRequests.estado} = 'en_tramite' then ${PRIVACY_MESSAGES.closedByDeletion} else '-' end`,
      respondida_at: sql`coalesce(${dataRequests.respondida_at}, ${now.toISOString()}::timestamptz)`,
      estado: sql`case when ${dataRequests.estado} = 'en_tramite' then 'cerrada' else ${dataRequests.estado} end`,
    })
    .where(eq(dataRequests.user_id, userId));
  await anonymiseSupportCases(tx, userId, now);
  await scrubAdminAudit(tx, userId, [user.email, user.cedula, user.telefono]);
  return { puntosPerdidos: Math.max(0, user.puntos) };
}

/**
 * Support cases (issue 25) stay like orders: order, reason, lines, state, dates and what was given
 * back remain; what people wrote (the description and every message of the thread, which may name
 * the person) goes; open cases are closed.
 */
async function anonymiseSupportCases(tx: Tx, userId: number, now: Date): Promise<void> {
  const own = tx.select({ id: supportCases.id }).from(supportCases).where(eq(supportCases.user_id, userId));
  await tx.update(supportCaseMessages).set({ texto: '-' }).where(inArray(supportCaseMessages.case_id, own));
  await tx
    .update(supportCases)
    .set({
      descripcion: '-',
      estado: 'cerrado',
      cerrado_at: sql`coalesce(${supportCases.cerrado_at}, ${now.toISOString()}::timestamptz)`,
      updated_at: now,
    })
    .where(eq(supportCases.user_id, userId));
}

/** Administrators' records of this account keep what was done, not who the person was. */
async function scrubAdminAudit(tx: Tx, userId: number, values: string[]): Promise<void> {
  const keys = sql.raw(`array[${PERSONAL_KEYS.map((k) => `'${k}'`).join(', ')}]`);
  await tx
    .update(adminAudit)
    .set({
      before: sql`${adminAudit.before} - ${keys}::text[]`,
      after: sql`${adminAudit.after} - ${keys}::text[]`,
    })
    .where(and(eq(adminAudit.entity, 'user'), eq(adminAudit.entity_id, String(userId))));
  for (const value of values) {
    const pattern = `%${value}%`;
    await tx
      .update(adminAudit)
      .set({ before: sql`replace(${adminAudit.before}::text, ${value}, '-')::jsonb` })
      .where(sql`${adminAudit.before}::text like ${pattern}`);
    await tx
      .update(adminAudit)
      .set({ after: sql`replace(${adminAudit.after}::text, ${value}, '-')::jsonb` })
      .where(sql`${adminAudit.after}::text like ${pattern}`);
  }
}
