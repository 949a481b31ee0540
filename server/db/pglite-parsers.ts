import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * The types Drizzle asks PGlite to leave as text (it maps dates itself): the same list as
 * drizzle-orm/pglite/session.js, made the client's own defaults.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/**
 * Drizzle passes its parsers with every query, and PGlite then copies its whole table of ~320
 * parsers into a new object per query (about 70 µs, a tenth of the CPU of an order on the
 * embedded database: issue 16). Installing the same parsers once as the client's defaults and
 * dropping Drizzle's per-query copy gives the same rows for nothing. Only the instance handed to
 * Drizzle is changed; every query of it, in or out of a transaction, goes through here.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutParsers(options))) as PGlite['query'];
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      const wrapped: Transaction = Object.create(tx) as Transaction;
      wrapped.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        inner(text, params, withoutParsers(options))) as Transaction['query'];
      return fn(wrapped);
    })) as PGlite['transaction'];
  return client;
}

function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}
