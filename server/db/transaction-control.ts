import type pg from 'pg';
import { hasParameters, isQueryConfig, type QueryConfig, type QueryFn } from './query-config';

const emptyResult = (command: string) => ({
  command,
  rowCount: null,
  oid: 0,
  rows: [],
  fields: [],
});

/** A message whose last statement is COMMIT (takeStockLast's, for a cash order). */
const ENDS_WITH_COMMIT = /;\s*commit\s*;?\s*$/i;

/**
 * Spares a pooled PostgreSQL connection the round trips of a transaction's own BEGIN and COMMIT,
 * which Drizzle sends as statements of their own (issue 16: a cash order was eight round trips,
 * and on a two-core machine each is CPU the server, the driver and the database spend again).
 *
 * - BEGIN is held back until the transaction's first statement. When that statement has no
 *   parameters it travels in the same message ("BEGIN; …", one round trip); otherwise BEGIN is
 *   sent just before it, as it was. A transaction that ends with nothing sent sends nothing.
 * - After a message that ended with COMMIT (the order's last one), Drizzle's own COMMIT has
 *   nothing left to close and is answered here instead of by the server.
 *
 * Only Drizzle's shape of call is touched (a config object, no callback); everything else, and
 * every statement with parameters, goes through unchanged. A failure inside a folded message
 * leaves the transaction aborted on the server, where Drizzle's ROLLBACK finds it.
 */
export function foldTransactionControl(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  let beginHeld = false;
  let committed = false;

  const send = (config: QueryConfig, values: unknown): Promise<unknown> => {
    const sent = query(config, values) as Promise<unknown>;
    if (hasParameters(config, values) || !ENDS_WITH_COMMIT.test(config.text)) return sent;
    return sent.then((result) => {
      committed = true;
      return result;
    });
  };

  const folded: QueryFn = (config, values, callback) => {
    if (callback !== undefined || !isQueryConfig(config)) return query(config, values, callback);
    const control = !hasParameters(config, values) ? config.text.trim().toLowerCase() : '';
    const wasCommitted = committed;
    committed = false;
    if (control === 'begin') {
      beginHeld = true;
      return Promise.resolve(emptyResult('BEGIN'));
    }
    if (beginHeld) {
      beginHeld = false;
      if (control === 'commit' || control === 'rollback')
        return Promise.resolve(emptyResult(control.toUpperCase()));
      if (!hasParameters(config, values)) {
        // Several statements answer with one result each: the caller asked for the last one.
        return send({ ...config, text: `BEGIN; ${config.text}` }, values).then((results) =>
          Array.isArray(results) ? (results[results.length - 1] as unknown) : results,
        );
      }
      return (query({ text: 'BEGIN' }, []) as Promise<unknown>).then(() => send(config, values));
    }
    if (wasCommitted && control === 'commit') return Promise.resolve(emptyResult('COMMIT'));
    return send(config, values);
  };
  client.query = folded as typeof client.query;
}
