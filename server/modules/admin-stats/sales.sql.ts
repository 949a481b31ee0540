import { sql, type SQL } from 'drizzle-orm';
import { SALE_RULE } from '../../../domain/sales';

/**
 * The SQL mirror of `saleStatus` (domain/sales.ts) for aggregates the database must compute.
 * `sales.sql.test.ts` checks it against the domain function on every combination of stored
 * values. `alias` is a table alias written by this code, never user input.
 */
const col = (alias: string, name: string) => sql.raw(alias ? `"${alias}"."${name}"` : `"${name}"`);
const pending = (alias: string) =>
  sql`${col(alias, 'estado')} in (${sql.join(SALE_RULE.pending.map((s) => sql`${s}`), sql`, `)})`;

// A test order (issue 41) is in no figure: not a sale, not money to collect.
const real = (alias: string) => sql`not ${col(alias, 'prueba')}`;

/** The order is a sale: delivered, or pending and paid online; never a test order. */
export const isSaleSql = (alias = ''): SQL =>
  sql`(${real(alias)} and (${col(alias, 'estado')} = ${SALE_RULE.delivered} or (${pending(alias)} and ${col(alias, 'metodo_pago')} <> ${SALE_RULE.cashMethod} and ${col(alias, 'estado_pago')} = ${SALE_RULE.paidState})))`;

/** The order is cash still to collect: pending and paid in cash; never a test order. */
export const isPorCobrarSql = (alias = ''): SQL =>
  sql`(${real(alias)} and ${pending(alias)} and ${col(alias, 'metodo_pago')} = ${SALE_RULE.cashMethod})`;
