import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  ChatCaller,
  ChatContext,
  ChatOrder,
  ChatPackage,
  ChatProduct,
} from '../../domain/assistant/types';
import { findOrderCodes } from '../../domain/orders';
import type { RefundState } from '../../domain/refunds';
import type { DbOrTx } from '../db/client';
import { missingItems, orderLines, orders, users } from '../db/schema';
import type { ChatMissingItem } from '../../domain/assistant/missing-answers';
import type { ServiceHoursSetting } from '../config';

/** Orders the assistant reads of the caller besides those a message names. */
const RECENT_ORDERS = 10;

interface OrderRow {
  id: number;
  estado: string;
  created_at: string;
  fecha_entrega: string | null;
  total: number;
  etapa: 'recibido' | 'en_camino';
  entrega_modo: 'apartamento' | 'porteria';
  recibe: string | null;
  metodo_pago: string;
  reembolso_estado: RefundState | null;
  reembolso_fecha: string | null;
  reembolso_referencia: string | null;
  /** A delivered order's line names (a complaint names one of its items, issue 43). */
  lineas: string[] | null;
  /** A scheduled order's slot (issue 45). */
  entrega_programada_inicio: string | null;
  entrega_programada_fin: string | null;
  reembolso_monto: number | null;
  /** Products the shop did not find (issue 44); null when none. */
  faltantes: ChatMissingItem[] | null;
}

/**
 * The signed-in caller as the assistant may see them: name, points, their own latest orders plus
 * any their message names, in one query (PGlite answers one at a time, so every round trip counts
 * under load). Kept between questions by caller-snapshots. Null for an erased account.
 */
export async function loadCaller(
  db: DbOrTx,
  userId: number,
  mensaje: string,
): Promise<ChatCaller | null> {
  const named = findOrderCodes(mensaje).slice(0, 5);
  const mentioned =
    named.length > 0
      ? sql` or o.id in (${sql.join(
          named.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : sql``;
  const ordersJson = sql<
    OrderRow[]
  >`(select coalesce(json_agg(x order by x.created_at desc, x.id desc), '[]'::json) from (
        select o.id, o.estado, o.created_at, o.fecha_entrega, o.total, o.etapa, o.entrega_modo, o.recibe,
          o.metodo_pago, o.reembolso_estado, o.reembolso_fecha, o.reembolso_referencia,
          o.entrega_programada_inicio, o.entrega_programada_fin,
          o.reembolso_monto,
          (select json_agg(json_build_object('producto', l.nombre, 'faltan', m.faltan, 'estado', m.estado,
              'vence_en', m.vence_en, 'reemplazo', case when r.id is null then null else
                json_build_object('nombre', r.nombre, 'cantidad', r.cantidad, 'precio', r.precio_unitario) end) order by m.id)
            from ${missingItems} m join ${orderLines} l on l.id = m.line_id
            left join ${orderLines} r on r.id = m.reemplazo_linea_id
            where m.order_id = o.id) as faltantes,
          case when o.estado = 'entregado' then (
            select coalesce(json_agg(l.nombre order by l.id), '[]'::json) from ${orderLines} l
            where l.order_id = o.id) end as lineas
          from ${orders} o
        where o.user_id = ${userId} and (o.id in (
          select r.id from ${orders} r where r.user_id = ${userId}
          order by r.created_at desc, r.id desc limit ${RECENT_ORDERS}
        )${mentioned})) x)`;
  const [user] = await db
    .select({
      nombre: users.nombre,
      puntos_disponibles: users.puntos_disponibles,
      puntos_totales: users.puntos_totales,
      orders: ordersJson,
    })
    .from(users)
    // An erased account (DESIGN §8) is no caller: the route then refuses its token.
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  if (!user) return null;
  const rows =
    typeof user.orders === 'string' ? (JSON.parse(user.orders) as OrderRow[]) : user.orders;
  return {
    nombre: user.nombre.split(' ')[0] ?? user.nombre,
    puntos_disponibles: user.puntos_disponibles,
    puntos_totales: user.puntos_totales,
    orders: rows.map((o): ChatOrder => ({
      id: o.id,
      estado: o.estado,
      fecha: new Date(o.created_at).toISOString(),
      fecha_entrega: o.fecha_entrega ? new Date(o.fecha_entrega).toISOString() : null,
      total: o.total,
      etapa: o.etapa,
      entrega_modo: o.entrega_modo,
      recibe: o.recibe,
      metodo_pago: o.metodo_pago,
      reembolso: o.reembolso_estado
        ? {
            estado: o.reembolso_estado,
            monto: o.reembolso_monto ?? o.total,
            fecha: o.reembolso_fecha,
            referencia: o.reembolso_referencia,
          }
        : null,
      ...(o.lineas ? { lineas: o.lineas } : {}),
      ...(o.entrega_programada_inicio && o.entrega_programada_fin
        ? {
            entrega_programada: {
              inicio: new Date(o.entrega_programada_inicio).toISOString(),
              fin: new Date(o.entrega_programada_fin).toISOString(),
            },
          }
        : {}),
      ...(o.faltantes ? { faltantes: o.faltantes } : {}),
    })),
  };
}

export function contextOf(
  catalogue: { products: readonly ChatProduct[]; packages: readonly ChatPackage[] },
  caller: ChatCaller | null,
  serviceHours: ServiceHoursSetting,
  now: Date,
): ChatContext {
  // Named fields, not a spread: the profile of POST /chat showed the spread's copy among its costs.
  return {
    products: catalogue.products,
    packages: catalogue.packages,
    caller,
    serviceHours,
    now,
  };
}
