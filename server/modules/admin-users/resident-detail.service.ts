import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { orderCode, paymentMethodName } from '../../../domain/orders';
import { levelFor } from '../../../domain/points';
import { checkPointsAdjustment } from '../../../domain/points-adjust';
import type { ResidentDetailView } from '../../../domain/resident-views';
import type { Database, DbOrTx } from '../../db/client';
import { consents, dataRequests, orders, pointsLedger, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { ledgerMovements } from '../points/ledger-movements.service';

const R = ADMIN_MESSAGES.residents;
const RECENT_ORDERS = 20;

/** The admin's ficha of one person: orders, points ledger, level, consents and data requests. */
export async function residentDetail(db: DbOrTx, userId: number): Promise<ResidentDetailView> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  if (!user) throw new AppError('USER_NOT_FOUND', 404, R.notFound);
  const [recent, [count], [spent], movimientos, consentRows, requests] = await Promise.all([
    db
      .select({ id: orders.id, estado: orders.estado, total: orders.total, metodo_pago: orders.metodo_pago, created_at: orders.created_at })
      .from(orders)
      .where(eq(orders.user_id, userId))
      .orderBy(desc(orders.id))
      .limit(RECENT_ORDERS),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.user_id, userId)),
    // One aggregate over the orders that count (issue 41): a cancelled order sold nothing and a
    // test order is in no figure (as in the admin stats); the last of them comes in the same row.
    db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${orders.total}), 0)`,
        ultimo_id: sql<number | null>`max(${orders.id})`,
        ultimo_fecha: sql<Date | null>`(array_agg(${orders.created_at} order by ${orders.id} desc))[1]`.mapWith(orders.created_at),
      })
      .from(orders)
      .where(and(eq(orders.user_id, userId), ne(orders.estado, 'cancelado'), eq(orders.prueba, false))),
    ledgerMovements(db, userId),
    db
      .select()
      .from(consents)
      .where(eq(consents.user_id, userId))
      .orderBy(desc(consents.accepted_at), desc(consents.id)),
    db
      .select({ id: dataRequests.id, tipo: dataRequests.tipo, estado: dataRequests.estado, created_at: dataRequests.created_at })
      .from(dataRequests)
      .where(eq(dataRequests.user_id, userId))
      .orderBy(desc(dataRequests.id)),
  ]);
  const latest = new Map<string, (typeof consentRows)[number]>();
  for (const c of consentRows) if (!latest.has(c.kind)) latest.set(c.kind, c);
  const { torre, piso, apartamento } = user;
  return {
    usuario: {
      id: user.id,
      nombre: user.nombre,
      email: user.email,
      telefono: user.telefono,
      direccion: torre && piso && apartamento ? `Torre ${torre} · Piso ${piso} · Apto ${apartamento}` : null,
      rol: user.rol === 'admin' ? 'admin' : 'cliente',
      fecha_registro: user.created_at.toISOString(),
      puntos_disponibles: user.puntos_disponibles,
      puntos_totales: user.puntos_totales,
      nivel: levelFor(user.puntos_totales),
    },
    pedidos: recent.map((o) => ({
      id: o.id,
      codigo: orderCode(o.id),
      fecha: o.created_at.toISOString(),
      estado: o.estado,
      total: o.total,
      pago: paymentMethodName(o.metodo_pago),
    })),
    pedidos_total: Number(count?.n ?? 0),
    compras: purchasesOf(spent),
    movimientos,
    consentimientos: [...latest.values()].map((c) => ({
      tipo: c.kind,
      aceptado: c.accepted,
      version: c.policy_version,
      fecha: c.accepted_at.toISOString(),
    })),
    solicitudes: requests.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      estado: r.estado,
      fecha: r.created_at.toISOString(),
    })),
  };
}

function purchasesOf(
  row: { n: number; total: string; ultimo_id: number | null; ultimo_fecha: Date | null } | undefined,
): ResidentDetailView['compras'] {
  const pedidos = Number(row?.n ?? 0);
  const total = Number(row?.total ?? 0);
  return {
    pedidos,
    total_gastado: total,
    ticket_promedio: pedidos ? Math.round(total / pedidos) : 0,
    ultimo_pedido:
      row?.ultimo_id != null && row.ultimo_fecha != null
        ? { codigo: orderCode(Number(row.ultimo_id)), fecha: row.ultimo_fecha.toISOString() }
        : null,
  };
}

/**
 * Adds or takes points with a reason (issue 24): one 'adjusted' ledger row (the trigger moves the
 * balance) and its audit row, in one transaction under the person's row lock, so two
 * deductions at once cannot both pass the never-below-zero check.
 */
export async function adjustPoints(
  database: Database,
  input: { adminId: number; userId: number; puntos: number; motivo: string },
): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ disponibles: users.puntos_disponibles, totales: users.puntos_totales })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.deleted_at)))
      .for('update');
    if (!user) throw new AppError('USER_NOT_FOUND', 404, R.notFound);
    // An adjustment also moves the lifetime total (the level): neither may go below zero.
    const room = input.puntos < 0 ? Math.min(user.disponibles, user.totales) : user.disponibles;
    const check = checkPointsAdjustment(room, input.puntos);
    if (!check.ok) throw new AppError(check.code, check.code === 'POINTS_BELOW_ZERO' ? 409 : 400, check.message);
    await tx.insert(pointsLedger).values({
      user_id: input.userId,
      kind: 'adjusted',
      puntos: input.puntos,
      note: input.motivo,
    });
    const after = user.disponibles + input.puntos;
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'points.adjust',
      entity: 'user',
      entityId: input.userId,
      before: { puntos: user.disponibles },
      after: { puntos: after, motivo: input.motivo },
    });
    return after;
  });
}
