import { and, desc, eq, inArray } from 'drizzle-orm';
import { BUSINESS } from '../../../domain/business';
import { MESSAGES } from '../../../domain/messages';
import { PRIVACY_MESSAGES } from '../../../domain/privacy/messages';
import type { Db } from '../../db/client';
import { consents, orders, payments, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { anonymiseAccount } from './anonymise.service';

export interface ConsentView {
  tipo: 'privacy' | 'marketing';
  aceptado: boolean;
  version: string;
  fecha: string;
  ip: string | null;
}

export interface ConsentSummary {
  privacidad: ConsentView | null;
  marketing: ConsentView | null;
  historial: ConsentView[];
}

/** The current privacy and marketing consents and every recorded decision, newest first. */
export async function consentSummary(db: Db, userId: number): Promise<ConsentSummary> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.user_id, userId))
    .orderBy(desc(consents.accepted_at), desc(consents.id));
  const historial = rows.map((r) => ({
    tipo: r.kind,
    aceptado: r.accepted,
    version: r.policy_version,
    fecha: r.accepted_at.toISOString(),
    ip: r.ip,
  }));
  return {
    privacidad: historial.find((c) => c.tipo === 'privacy') ?? null,
    marketing: historial.find((c) => c.tipo === 'marketing') ?? null,
    historial,
  };
}

/** Gives or withdraws the marketing consent; every change is a new dated, versioned row with the IP. */
export async function setMarketingConsent(
  db: Db,
  userId: number,
  aceptado: boolean,
  meta: { ip: string; now: Date },
) {
  await db.insert(consents).values({
    user_id: userId,
    kind: 'marketing',
    accepted: aceptado,
    policy_version: BUSINESS.legal.privacyPolicyVersion,
    accepted_at: meta.now,
    ip: meta.ip,
  });
  return {
    message: aceptado ? PRIVACY_MESSAGES.marketingGiven : PRIVACY_MESSAGES.marketingWithdrawn,
    consentimientos: await consentSummary(db, userId),
  };
}

/**
 * "Eliminar mi cuenta": refused while an order is pending or a payment is in progress (the
 * delivery still needs the person's data) and for administrators; otherwise the account is
 * anonymised in one transaction and its tokens stop working (the guard checks `deleted_at`).
 */
export async function deleteOwnAccount(db: Db, userId: number, now: Date) {
  const result = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ rol: users.rol, deleted: users.deleted_at })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || user.deleted)
      throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
    if (user.rol === 'admin')
      throw new AppError('ACCOUNT_IS_ADMIN', 409, PRIVACY_MESSAGES.deleteAdmin);
    const [pendingOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.estado, 'pendiente')))
      .limit(1);
    const [pendingPayment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.user_id, userId), inArray(payments.status, ['PENDING'])))
      .limit(1);
    if (pendingOrder || pendingPayment)
      throw new AppError('ACCOUNT_HAS_PENDING_ORDER', 409, PRIVACY_MESSAGES.deletePendingOrder);
    return anonymiseAccount(tx, userId, now);
  });
  return {
    success: true,
    puntos_perdidos: result.puntosPerdidos,
    message: PRIVACY_MESSAGES.deleted(result.puntosPerdidos),
  };
}
