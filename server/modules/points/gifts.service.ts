import { sql, type SQL } from 'drizzle-orm';
import { orderCode } from '../../../domain/orders';
import type { GiftOwed, GiftView } from '../../../domain/gifts';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../admin-audit/admin-audit.service';

/**
 * Gifts (issue 41): a reward with neither a value nor an effect ("Bolsa reutilizable") is a thing
 * the shop hands over. Its canje stays owed ('activo', never expiring) until a delivery gives it:
 * it rides on the resident's next order — their oldest pending order placed after the canje —
 * shows on that order's card and packing list, and that order's delivery marks it given
 * ('usado', `obsequio_order_id`) in the delivery's transaction; undoing the delivery owes it again.
 * Nothing is written when an order is placed or cancelled: which order carries a gift is read,
 * so a cancelled order simply passes it to the next one.
 */

/** SQL: the canje `r` is a gift (its reward has no value and no effect). */
export const IS_GIFT = (r: string): SQL =>
  sql.raw(
    `exists (select 1 from rewards w where w.id = ${r}.reward_id and w.valor is null and w.efecto is null)`,
  );

/** SQL: the order that carries the owed gift `r`: the first pending order placed after it. */
const CARRIER = (r: string): SQL =>
  sql.raw(
    `(select o.id from orders o where o.user_id = ${r}.user_id ` +
      `and o.estado in ('pendiente', 'pendiente_efectivo') and o.created_at > ${r}.created_at ` +
      `order by o.created_at, o.id limit 1)`,
  );

/**
 * SQL value (one JSON array) of the gifts each order of `ids` carries: those owed to a pending
 * order and those a delivered order handed over. Added to the statement that reads the orders'
 * lines, so the board pays no extra round trip.
 */
export function giftsSql(ids: SQL): SQL {
  return sql`(select json_agg(g) from (
      select c.order_id, r.codigo, w.nombre, r.puntos_usados as puntos,
        r.created_at as canjeado, null::timestamptz as entregado
      from redemptions r join rewards w on w.id = r.reward_id
        cross join lateral (select ${CARRIER('r')} as order_id) c
      where r.estado = 'activo' and w.valor is null and w.efecto is null
        and c.order_id = any(${ids})
      union all
      select r.obsequio_order_id, r.codigo, w.nombre, r.puntos_usados, r.created_at, r.used_at
      from redemptions r join rewards w on w.id = r.reward_id
      where r.obsequio_order_id = any(${ids}) and r.estado = 'usado'
      order by 5) g) as obsequios`;
}

/** A row of `giftsSql` as PostgreSQL writes it in JSON. */
export interface GiftRow {
  order_id: number;
  codigo: string;
  nombre: string;
  puntos: number;
  canjeado: string;
  entregado: string | null;
}

const iso = (text: string) => new Date(text).toISOString();

/** The rows of `giftsSql` by order. */
export function giftsByOrder(rows: GiftRow[] | null): Map<number, GiftView[]> {
  const out = new Map<number, GiftView[]>();
  for (const row of rows ?? []) {
    const list = out.get(row.order_id) ?? [];
    list.push({
      codigo: row.codigo,
      nombre: row.nombre,
      puntos: row.puntos,
      canjeado: iso(row.canjeado),
      entregado: row.entregado === null ? null : iso(row.entregado),
    });
    out.set(row.order_id, list);
  }
  return out;
}

/** "Regalos por entregar": every gift still owed, oldest first, with who and where. */
export async function listGiftsOwed(db: DbOrTx): Promise<GiftOwed[]> {
  const { rows } = await db.execute<{
    codigo: string;
    nombre: string;
    puntos: number;
    canjeado: Date | string;
    usuario_id: number;
    usuario_nombre: string;
    telefono: string;
    torre: number;
    piso: number;
    apartamento: string;
    pedido_id: number | null;
  }>(sql`
    select r.codigo, w.nombre, r.puntos_usados as puntos, r.created_at as canjeado,
      u.id as usuario_id, u.nombre as usuario_nombre, u.telefono, u.torre, u.piso,
      u.apartamento, ${CARRIER('r')} as pedido_id
    from redemptions r join rewards w on w.id = r.reward_id join users u on u.id = r.user_id
    where r.estado = 'activo' and w.valor is null and w.efecto is null
    order by r.created_at, r.id
    limit 200`);
  return rows.map((r) => ({
    codigo: r.codigo,
    nombre: r.nombre,
    puntos: Number(r.puntos),
    canjeado: new Date(r.canjeado).toISOString(),
    usuario: { id: Number(r.usuario_id), nombre: r.usuario_nombre, telefono: r.telefono },
    torre: Number(r.torre),
    piso: Number(r.piso),
    apartamento: r.apartamento,
    pedido:
      r.pedido_id === null
        ? null
        : { id: Number(r.pedido_id), codigo: orderCode(Number(r.pedido_id)) },
  }));
}

/**
 * The delivery of `order` hands over the gifts it carried: each owed gift of that resident
 * redeemed before the order, when no other pending order of theirs came between (the same rule
 * as `giftsSql`; the order itself is already delivered in this transaction). Audited per gift.
 */
export async function handOverGifts(
  tx: DbOrTx,
  order: { id: number; user_id: number; created_at: Date },
  now: Date,
  adminId: number | null,
): Promise<{ codigo: string; nombre: string }[]> {
  const created = order.created_at.toISOString();
  const { rows } = await tx.execute<{ id: number; codigo: string; nombre: string }>(sql`
    update redemptions r set estado = 'usado', used_at = ${now.toISOString()}::timestamptz,
      obsequio_order_id = ${order.id}
    from rewards w
    where w.id = r.reward_id and w.valor is null and w.efecto is null
      and r.user_id = ${order.user_id} and r.estado = 'activo'
      and r.created_at < ${created}::timestamptz
      and not exists (select 1 from orders p where p.user_id = ${order.user_id}
        and p.id <> ${order.id} and p.estado in ('pendiente', 'pendiente_efectivo')
        and p.created_at > r.created_at
        and (p.created_at, p.id) < (${created}::timestamptz, ${order.id}))
    returning r.id, r.codigo, w.nombre`);
  for (const gift of rows) {
    await recordAudit(tx, {
      adminId,
      action: 'reward.gift_given',
      entity: 'redemption',
      entityId: gift.id,
      before: { obsequio: gift.nombre, estado: 'por entregar' },
      after: { estado: 'entregado', pedido: orderCode(order.id) },
    });
  }
  return rows.map((g) => ({ codigo: g.codigo, nombre: g.nombre }));
}

/** Undoing a delivery owes its gifts again (they ride on the order once more). Audited. */
export async function takeBackGifts(
  tx: DbOrTx,
  orderId: number,
  adminId: number | null,
): Promise<{ codigo: string; nombre: string }[]> {
  const { rows } = await tx.execute<{ id: number; codigo: string; nombre: string }>(sql`
    update redemptions r set estado = 'activo', used_at = null, obsequio_order_id = null
    from rewards w
    where w.id = r.reward_id and r.obsequio_order_id = ${orderId} and r.estado = 'usado'
    returning r.id, r.codigo, w.nombre`);
  for (const gift of rows) {
    await recordAudit(tx, {
      adminId,
      action: 'reward.gift_owed_again',
      entity: 'redemption',
      entityId: gift.id,
      before: { obsequio: gift.nombre, estado: 'entregado', pedido: orderCode(orderId) },
      after: { estado: 'por entregar' },
    });
  }
  return rows.map((g) => ({ codigo: g.codigo, nombre: g.nombre }));
}
