import { cancellationView } from '../../../domain/cancel-reasons';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GiftView } from '../../../domain/gifts';
import type { AdminOrderView, OrderLineView, OrderView } from '../../../domain/order-views';
import {
  normalizeOrderState,
  orderCode,
  paymentMethodLabel,
  type AdminOrderFilter,
} from '../../../domain/orders';
import {
  EMPTY_CATALOGUE,
  idsMissingNames,
  needsCurrentPackage,
  packageContents,
  type CurrentCatalogue,
} from '../../../domain/packing';
import { paymentStateCode } from '../../../domain/payment-state';
import { scheduledView } from '../scheduling/scheduled-view';
import { waitingForSlotSql } from '../scheduling/waiting.sql';
import type { DbOrTx } from '../../db/client';
import { paidInSandboxSql } from '../admin-stats/test-sales.sql';
import { giftsByOrder, giftsSql, type GiftRow } from '../points/gifts.service';
import {
  missingItems,
  orderLines,
  orders,
  packageItems,
  pointsLedger,
  products,
  users,
} from '../../db/schema';
import { finalQuantity } from '../../../domain/missing-items/recompute';
import {
  currentQuestion,
  missingTimeline,
  type MissingMarkRow,
  type TimelineLine,
} from '../../../domain/missing-items/timeline';

type OrderRow = typeof orders.$inferSelect;
/** What the views read of a line: never its cost or its timestamp (no view shows them). */
type LineRow = Omit<typeof orderLines.$inferSelect, 'costo_unitario' | 'created_at'>;

function lineView(line: LineRow, catalogue: CurrentCatalogue): OrderLineView {
  return {
    linea_id: line.id,
    tipo: line.tipo,
    producto_id: line.product_id,
    paquete_id: line.package_id,
    codigo: line.codigo,
    nombre: line.nombre,
    cantidad: line.cantidad,
    precio: line.precio_unitario,
    precio_original: line.precio_original,
    contenido: packageContents(line, catalogue),
    faltante: line.faltante ?? 0,
    reemplaza_linea_id: line.reemplaza_linea_id ?? null,
    cantidad_final: finalQuantity({ cantidad: line.cantidad, faltante: line.faltante ?? 0 }),
  };
}

/**
 * What the catalogue says now about the package lines that did not store their contents' names
 * (orders placed before issue 24): nothing is read when every line stored them.
 */
async function currentCatalogueFor(db: DbOrTx, lines: LineRow[]): Promise<CurrentCatalogue> {
  const packageLines = lines.filter((l) => l.tipo === 'paquete');
  const wholePackages = [
    ...new Set(
      packageLines
        .filter((l) => l.package_id !== null && needsCurrentPackage(l.componentes))
        .map((l) => l.package_id as number),
    ),
  ];
  const ids = new Set(packageLines.flatMap((l) => idsMissingNames(l.componentes)));
  if (wholePackages.length === 0 && ids.size === 0) return EMPTY_CATALOGUE;
  const items = wholePackages.length
    ? await db
        .select({
          package_id: packageItems.package_id,
          producto_id: packageItems.product_id,
          cantidad: packageItems.cantidad,
        })
        .from(packageItems)
        .where(inArray(packageItems.package_id, wholePackages))
        .orderBy(asc(packageItems.id))
    : [];
  for (const item of items) ids.add(item.producto_id);
  const names = ids.size
    ? await db
        .select({ id: products.id, nombre: products.nombre })
        .from(products)
        .where(inArray(products.id, [...ids]))
    : [];
  const packageItemsById = new Map<number, { producto_id: number; cantidad: number }[]>();
  for (const item of items) {
    const list = packageItemsById.get(item.package_id) ?? [];
    list.push({ producto_id: item.producto_id, cantidad: item.cantidad });
    packageItemsById.set(item.package_id, list);
  }
  return {
    productNames: new Map(names.map((n) => [n.id, n.nombre])),
    packageItems: packageItemsById,
  };
}

interface Credited {
  earned: Map<number, number>;
  compensation: Map<number, number>;
}

/** An order row as PostgreSQL writes it in JSON: its timestamps as text. */
type OrderTimes =
  | 'created_at'
  | 'updated_at'
  | 'fecha_entrega'
  | 'entrega_programada_inicio'
  | 'entrega_programada_fin'
  | 'programado_activado_at';

export type JsonOrderRow = Omit<OrderRow, OrderTimes> & {
  created_at: string;
  updated_at: string;
  fecha_entrega: string | null;
  // Absent from a row written before migration 0030 was read back (never in practice).
  entrega_programada_inicio?: string | null;
  entrega_programada_fin?: string | null;
  programado_activado_at?: string | null;
};

const dateOrNull = (text: string | null | undefined) => (text == null ? null : new Date(text));

export function fromJson(row: JsonOrderRow): OrderRow {
  return {
    ...row,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    fecha_entrega: dateOrNull(row.fecha_entrega),
    entrega_programada_inicio: dateOrNull(row.entrega_programada_inicio),
    entrega_programada_fin: dateOrNull(row.entrega_programada_fin),
    programado_activado_at: dateOrNull(row.programado_activado_at),
  };
}

/** One order's view from its own lines (`lines` holds only this order's). */
function orderView(
  order: OrderRow,
  lines: LineRow[],
  credited: Credited,
  catalogue: CurrentCatalogue,
  marks: readonly MissingMarkRow[] = NO_MARKS,
): OrderView {
  const refundAmount = order.reembolso_monto ?? order.total;
  const timelineLines = marks.length ? lines.map(timelineLineOf) : [];
  return {
    id: order.id,
    codigo: orderCode(order.id),
    estado: normalizeOrderState(order.estado) ?? 'pendiente',
    // What happened to the money, not the value stored at creation (issue 41).
    estado_pago: paymentStateCode(order),
    ...(order.prueba ? { prueba: true as const } : {}),
    fecha: order.created_at.toISOString(),
    fecha_entrega: order.fecha_entrega?.toISOString() ?? null,
    subtotal: order.subtotal,
    descuento_monto: order.descuento_monto,
    descuento_cupon: order.descuento_cupon,
    descuento_canje: order.descuento_canje,
    descuento_porcentaje: order.descuento_porcentaje,
    costo_envio: order.costo_envio,
    ajuste_redondeo: order.ajuste_redondeo,
    total: order.total,
    metodo_pago: order.metodo_pago,
    payment_method: paymentMethodLabel(order.metodo_pago),
    payment_reference: order.payment_reference,
    codigo_promocional: order.codigo_promocional,
    codigo_canje: order.codigo_canje,
    torre_entrega: order.torre_entrega,
    piso_entrega: order.piso_entrega,
    apartamento_entrega: order.apartamento_entrega,
    instrucciones_entrega: order.instrucciones_entrega,
    telefono_contacto: order.telefono_contacto,
    productos: lines.map((l) => lineView(l, catalogue)),
    puntos_ganados: credited.earned.get(order.id) ?? null,
    etapa: order.etapa,
    entrega_modo: order.entrega_modo,
    recibe: order.recibe,
    puntos_compensacion: credited.compensation.get(order.id) ?? 0,
    reembolso: order.reembolso_estado
      ? {
          estado: order.reembolso_estado,
          monto: refundAmount,
          fecha: order.reembolso_fecha,
          referencia: order.reembolso_referencia,
        }
      : null,
    prioritario: order.prioritario,
    aprobacion: order.aprobacion ?? null,
    cancelacion: cancellationView(order.cancelacion_motivo, order.cancelacion_detalle),
    ...scheduledView(order),
    faltantes_preferencia: order.faltantes_preferencia ?? null,
    pregunta_faltante: marks.length ? currentQuestion(marks, timelineLines) : null,
    historial: marks.length ? missingTimeline(marks, timelineLines) : [],
    efectivo_a_cobrar:
      order.metodo_pago === 'EFECTIVO' && normalizeOrderState(order.estado) === 'pendiente'
        ? order.total
        : null,
    reembolso_estado: order.reembolso_estado ?? null,
    reembolso_monto: order.reembolso_estado ? refundAmount : null,
  };
}

const NO_MARKS: MissingMarkRow[] = [];

const timelineLineOf = (l: LineRow): TimelineLine => ({
  id: l.id,
  nombre: l.nombre,
  cantidad: l.cantidad,
  precio_unitario: l.precio_unitario,
});

interface Details {
  linesOf: (orderId: number) => LineRow[];
  credited: Credited;
  catalogue: CurrentCatalogue;
  /** The gifts each order carries (read for the administrator's views only). */
  giftsOf: (orderId: number) => GiftView[];
  /** Each order's missing-item marks and questions (issue 44). */
  marksOf: (orderId: number) => MissingMarkRow[];
}

const NO_GIFTS: GiftView[] = [];

const NO_LINES: LineRow[] = [];

/** An order's lines and credited points as `detailsSql` reads them. */
export type DetailRows = {
  lineas: LineRow[] | null;
  puntos: Array<{ order_id: number; kind: string; puntos: number }> | null;
  obsequios?: GiftRow[] | null;
  faltantes?: MissingMarkRow[] | null;
};

/**
 * The two values of `DetailRows` for the orders whose ids `ids` gives (an int[] expression, so
 * the lookups use the indexes on order_id), each set as one JSON value: the embedded database
 * decodes rows slowly in JavaScript (a history of ninety orders has 540 lines: 10–14 ms as rows,
 * 2.6 ms as one JSON value; issue 27's soak). A statement may add them to what it reads.
 */
export function detailsSql(ids: SQL): SQL {
  return sql`
      (select json_agg(l order by l.id) from (
          select id, order_id, tipo, product_id, package_id, codigo, nombre, cantidad,
            precio_unitario, precio_original, componentes, faltante, reemplaza_linea_id,
            reemplazo_producto_id, no_reemplazar
          from ${orderLines} where order_id = any(${ids})) l) as lineas,
      (select json_agg(m order by m.id) from ${missingItems} m where m.order_id = any(${ids})) as faltantes,
      (select json_agg(p) from (
          select order_id, kind, puntos from ${pointsLedger}
          where order_id = any(${ids}) and kind in ('earned', 'compensacion')
            and revertido_at is null) p) as puntos`;
}

/**
 * Lines and credited points of a set of orders, in one statement whatever the count; with
 * `gifts`, the gifts they carry in the same statement (the administrator's views, issue 41).
 */
async function details(db: DbOrTx, rows: OrderRow[], gifts = false): Promise<Details> {
  if (rows.length === 0) return detailsFrom(db, { lineas: null, puntos: null });
  const ids = sql`${`{${rows.map((o) => o.id).join(',')}}`}::int[]`;
  const { rows: found } = await db.execute<DetailRows>(
    gifts
      ? sql`select ${detailsSql(ids)}, ${giftsSql(ids)}`
      : sql`select ${detailsSql(ids)}`,
  );
  return detailsFrom(db, found[0] ?? { lineas: null, puntos: null });
}

async function detailsFrom(db: DbOrTx, found: DetailRows): Promise<Details> {
  const lines = found.lineas ?? [];
  const gifts = giftsByOrder(found.obsequios ?? null);
  const giftsOf = (orderId: number) => gifts.get(orderId) ?? NO_GIFTS;
  const marks = new Map<number, MissingMarkRow[]>();
  for (const mark of found.faltantes ?? []) {
    const list = marks.get(mark.order_id);
    if (list) list.push(mark);
    else marks.set(mark.order_id, [mark]);
  }
  const marksOf = (orderId: number) => marks.get(orderId) ?? NO_MARKS;
  if (lines.length === 0 && !found.puntos)
    return {
      linesOf: () => NO_LINES,
      credited: { earned: new Map(), compensation: new Map() },
      catalogue: EMPTY_CATALOGUE,
      giftsOf,
      marksOf,
    };
  const byOrder = new Map<number, LineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id);
    if (list) list.push(line);
    else byOrder.set(line.order_id, [line]);
  }
  const credited: Credited = { earned: new Map(), compensation: new Map() };
  for (const row of found.puntos ?? []) {
    const into = row.kind === 'earned' ? credited.earned : credited.compensation;
    into.set(row.order_id, row.puntos);
  }
  return {
    linesOf: (orderId) => byOrder.get(orderId) ?? NO_LINES,
    credited,
    catalogue: await currentCatalogueFor(db, lines),
    giftsOf,
    marksOf,
  };
}

/** The caller's orders, newest first, each with its lines (GET /orders). */
export async function listCustomerOrders(db: DbOrTx, userId: number): Promise<OrderView[]> {
  // One JSON value rather than a row per order (see details): ninety orders of some thirty
  // columns cost 4.7 ms as rows and 1.6 ms as JSON on the embedded database.
  const { rows: found } = await db.execute<{ filas: JsonOrderRow[] | null }>(sql`
    select json_agg(${orders} order by ${orders.created_at} desc, ${orders.id} desc) as filas
    from ${orders} where ${orders.user_id} = ${userId}`);
  return customerViews(db, (found[0]?.filas ?? []).map(fromJson));
}

/**
 * `rows` as their customer sees them: the lines, points and package contents read at once, or
 * taken from `found` when the statement that read the rows also read their details.
 */
export async function customerViews(
  db: DbOrTx,
  rows: OrderRow[],
  found?: DetailRows,
): Promise<OrderView[]> {
  const { linesOf, credited, catalogue, marksOf } = found
    ? await detailsFrom(db, found)
    : await details(db, rows);
  return rows.map((o) => orderView(o, linesOf(o.id), credited, catalogue, marksOf(o.id)));
}

/**
 * An order just created, from the rows its transaction wrote: no query (it has earned no points
 * yet; they are credited on delivery).
 */
export function newOrderView(order: OrderRow, lines: LineRow[]): OrderView {
  return orderView(order, lines, { earned: new Map(), compensation: new Map() }, EMPTY_CATALOGUE);
}

/** One order as its customer sees it. */
export async function customerOrderView(db: DbOrTx, order: OrderRow): Promise<OrderView> {
  const { linesOf, credited, catalogue, marksOf } = await details(db, [order]);
  return orderView(order, linesOf(order.id), credited, catalogue, marksOf(order.id));
}

/** A pending order that claimed "Domicilio prioritario": it heads the board (issue 22). */
const URGENT = sql`(${orders.prioritario} AND ${orders.estado} IN ('pendiente', 'pendiente_efectivo'))`;

/**
 * The administrator's board: every order, pending priority orders first, then newest first
 * (created_at desc, id desc), filtered by state and tower. `afterId` continues after that order
 * (keyset: the order's exact position is read in SQL, so an order inserted meanwhile never shifts
 * the page). 'pendiente' is pending work, oldest first; 'programado' the scheduled orders still
 * waiting for their slot, by slot start then creation (issue 45).
 */
export async function listAdminOrders(
  db: DbOrTx,
  filter: { estado: AdminOrderFilter; torre?: number; afterId?: number; limit?: number },
): Promise<AdminOrderView[]> {
  const where: SQL[] = [];
  // Active orders are served oldest first (issue 24: the one waiting longest goes out first, and
  // the late ones lead); every other view newest first. Priority orders lead both.
  const oldestFirst = filter.estado === 'pendiente';
  const bySlot = filter.estado === 'programado';
  if (filter.afterId !== undefined) {
    const urgent2 = sql`(o2.prioritario AND o2.estado IN ('pendiente', 'pendiente_efectivo'))`;
    const after = sql`from ${orders} o2 where o2.id = ${filter.afterId}`;
    where.push(
      bySlot
        ? sql`(${orders.entrega_programada_inicio}, ${orders.created_at}, ${orders.id}) > (select o2.entrega_programada_inicio, o2.created_at, o2.id ${after})`
        : oldestFirst
          ? sql`(NOT ${URGENT}, ${orders.created_at}, ${orders.id}) > (select NOT ${urgent2}, o2.created_at, o2.id ${after})`
          : sql`(${URGENT}, ${orders.created_at}, ${orders.id}) < (select ${urgent2}, o2.created_at, o2.id ${after})`,
    );
  }
  // Written out, not bound: a plan PostgreSQL keeps for a named statement can then still use the
  // partial index of pending orders (migration 0023), whose condition is this very text. The
  // scheduled orders waiting for their slot are not pending work: their own list (issue 45).
  if (filter.estado === 'pendiente')
    where.push(
      sql`${orders.estado} IN ('pendiente', 'pendiente_efectivo')`,
      sql`not ${waitingForSlotSql}`,
    );
  else if (filter.estado === 'programado') where.push(waitingForSlotSql);
  else if (filter.estado !== 'todos') where.push(eq(orders.estado, filter.estado));
  if (filter.torre !== undefined) where.push(eq(orders.torre_entrega, filter.torre));
  const joined = await db
    .select({
      order: orders,
      usuario: { id: users.id, nombre: users.nombre, email: users.email },
      prueba: paidInSandboxSql(orders.id),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      ...(bySlot
        ? [asc(orders.entrega_programada_inicio), asc(orders.created_at), asc(orders.id)]
        : oldestFirst
          ? [desc(URGENT), asc(orders.created_at), asc(orders.id)]
          : [desc(URGENT), desc(orders.created_at), desc(orders.id)]),
    )
    .limit(filter.limit ?? 500);
  const { linesOf, credited, catalogue, giftsOf, marksOf } = await details(
    db,
    joined.map((j) => j.order),
    true,
  );
  return joined.map(({ order, usuario, prueba }) => ({
    ...orderView(order, linesOf(order.id), credited, catalogue, marksOf(order.id)),
    fecha_pedido: order.created_at.toISOString(),
    usuario,
    notas_entrega: order.notas_entrega,
    reembolso_pendiente: order.reembolso_estado === 'pendiente',
    // Paid through the sandbox, or placed from a staff account (issue 41): the same "Prueba" mark.
    prueba: prueba || order.prueba,
    obsequios: giftsOf(order.id),
  }));
}

/** One order on the administrator's board. */
export async function adminOrderView(db: DbOrTx, orderId: number): Promise<AdminOrderView | null> {
  const [row] = await db
    .select({
      order: orders,
      usuario: { id: users.id, nombre: users.nombre, email: users.email },
      prueba: paidInSandboxSql(orders.id),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { linesOf, credited, catalogue, giftsOf, marksOf } = await details(db, [row.order], true);
  return {
    ...orderView(row.order, linesOf(row.order.id), credited, catalogue, marksOf(row.order.id)),
    fecha_pedido: row.order.created_at.toISOString(),
    usuario: row.usuario,
    notas_entrega: row.order.notas_entrega,
    reembolso_pendiente: row.order.reembolso_estado === 'pendiente',
    prueba: row.prueba || row.order.prueba,
    obsequios: giftsOf(row.order.id),
  };
}
