import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/**
 * The soak's end-of-run checks (issue 27), read straight from the database once the load has
 * stopped. Each is counted here from stored rows, independently of the server's own code, so a
 * bug there cannot hide itself:
 * - stock: for every product the soak stocked, initial − final stock equals the units of the
 *   orders that still hold it (every order but a cancelled one: cancelling gives the stock back)
 *   plus the units a still-reserved digital payment holds (`payments.cart.reserved`);
 * - payments: every APPROVED payment points at exactly one order: it has one, no order belongs
 *   to two payments (the unique index says so; checked all the same), and no digital order
 *   exists that an approved payment does not point at (a second order for one payment);
 * - points: every resident's `puntos_disponibles` equals the sum of their ledger.
 */
export interface PeakCheck {
  /** Products whose stock moved by something else than the units taken by orders and holds. */
  stockMismatched: number;
  /** Σ (initial − final) over the soak's products. */
  stockTaken: number;
  /** Σ units in non-cancelled orders and in reserved payments, counted from their rows. */
  unitsOrdered: number;
  /** Products below zero (the schema forbids it). */
  stockNegative: number;
  /** APPROVED payments without an order. */
  approvedWithoutOrder: number;
  /** Orders that more than one payment points at. */
  ordersWithSeveralPayments: number;
  /** Digital orders (not EFECTIVO) that no APPROVED payment points at: a second order for one. */
  digitalOrdersUnpaid: number;
  /** Payments still PENDING when the check ran (their stock is counted as held). */
  paymentsPending: number;
  approvedPayments: number;
  /** Users whose balance differs from the sum of their ledger. */
  ledgerMismatched: number;
  /** True when every check above holds. */
  consistent: boolean;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await database.db.execute<Row>(query)).rows;
}

/** Units per product still taken by orders (package lines × their components) and payment holds. */
async function unitsTaken(database: Database, users: SQL): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  const add = (id: number, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  const lines = await rows(
    database,
    sql`select l.product_id, l.cantidad, l.componentes
        from order_lines l join orders o on o.id = l.order_id
        where o.estado <> 'cancelado' and o.user_id in ${users}`,
  );
  for (const line of lines) {
    if (line.product_id !== null) add(num(line.product_id), num(line.cantidad));
    const components = (line.componentes ?? []) as Array<{ product_id: number; cantidad: number }>;
    for (const c of components) add(c.product_id, num(line.cantidad) * c.cantidad);
  }
  const holds = await rows(
    database,
    sql`select cart from payments where stock_reserved and user_id in ${users}`,
  );
  for (const hold of holds) {
    const reserved = (hold.cart as { reserved?: Array<[number, number]> }).reserved ?? [];
    for (const [id, n] of reserved) add(id, n);
  }
  return units;
}

export interface PeakScope {
  /** Stock of every product the soak could order, right before the load. */
  initialStock: ReadonlyMap<number, number>;
  /**
   * The soak's residents: the stock and payment checks read their orders and payments only (the
   * demo seed's history is older than the initial stock). The points check reads every user.
   */
  userIds: readonly number[];
}

export async function checkPeak(database: Database, scope: PeakScope): Promise<PeakCheck> {
  const { initialStock } = scope;
  const users = sql`(${sql.join(
    (scope.userIds.length ? scope.userIds : [-1]).map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const units = await unitsTaken(database, users);
  const finalStock = new Map(
    (await rows(database, sql`select id, stock from products`)).map((r) => [
      num(r.id),
      num(r.stock),
    ]),
  );
  let stockTaken = 0;
  let stockMismatched = 0;
  let unitsOrdered = 0;
  for (const [id, initial] of initialStock) {
    const taken = initial - (finalStock.get(id) ?? Number.NaN);
    stockTaken += taken;
    unitsOrdered += units.get(id) ?? 0;
    if (taken !== (units.get(id) ?? 0)) stockMismatched++;
  }
  // Units of a product the soak never stocked: an order took what it was never given.
  for (const id of units.keys()) if (!initialStock.has(id)) stockMismatched++;

  const [payments] = await rows(
    database,
    sql`select
          count(*) filter (where status = 'APPROVED') as approved,
          count(*) filter (where status = 'APPROVED' and (order_id is null
            or not exists (select 1 from orders o where o.id = payments.order_id))) as orphan,
          count(*) filter (where status = 'PENDING') as pending
        from payments where user_id in ${users}`,
  );
  const [shared] = await rows(
    database,
    sql`select count(*) as n from (
          select order_id from payments where order_id is not null and user_id in ${users}
          group by order_id having count(*) > 1) d`,
  );
  const [unpaid] = await rows(
    database,
    sql`select count(*) as n from orders o
        where o.metodo_pago <> 'EFECTIVO' and o.user_id in ${users} and not exists (
          select 1 from payments p where p.order_id = o.id and p.status = 'APPROVED')`,
  );
  const [negative] = await rows(database, sql`select count(*) as n from products where stock < 0`);
  const [ledger] = await rows(
    database,
    sql`select count(*) as n from users u
        where u.puntos_disponibles <>
          coalesce((select sum(p.puntos) from points_ledger p where p.user_id = u.id), 0)`,
  );
  const check = {
    stockMismatched,
    stockTaken,
    unitsOrdered,
    stockNegative: num(negative?.n),
    approvedWithoutOrder: num(payments?.orphan),
    ordersWithSeveralPayments: num(shared?.n),
    digitalOrdersUnpaid: num(unpaid?.n),
    paymentsPending: num(payments?.pending),
    approvedPayments: num(payments?.approved),
    ledgerMismatched: num(ledger?.n),
  };
  return {
    ...check,
    consistent:
      check.stockMismatched === 0 &&
      check.stockNegative === 0 &&
      check.approvedWithoutOrder === 0 &&
      check.ordersWithSeveralPayments === 0 &&
      check.digitalOrdersUnpaid === 0 &&
      check.ledgerMismatched === 0,
  };
}
