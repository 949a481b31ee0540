import type pg from 'pg';
import { hasParameters, isQueryConfig, type QueryFn } from './query-config';

/** Distinct statements one connection keeps parsed; past it, queries go unnamed as before. */
export const NAMED_STATEMENTS_PER_CONNECTION = 1_000;

/**
 * Gives every parameterised query of this connection a statement name derived from its text, so
 * PostgreSQL parses and analyses it once per connection and then only binds and executes it
 * (issue 16: an order is half a dozen short statements, and on a two-core machine the database's
 * parse work competes with the server's own). Drizzle's queries have a fixed text per shape and
 * their values travel as parameters, so a pooled connection ends up with a few dozen names.
 * Texts without parameters (multi-statement messages such as the order's last one) stay unnamed:
 * a named statement holds exactly one command. The name→text map is per connection because
 * PostgreSQL's prepared statements are; node-postgres records a name as parsed only once the
 * server confirmed it, so a Parse refused inside an aborted transaction is simply sent again.
 */
export function nameStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as QueryFn;
  const named: QueryFn = (config, values, callback) => {
    if (isQueryConfig(config) && !config.name && hasParameters(config, values)) {
      let name = names.get(config.text);
      if (name === undefined && names.size < NAMED_STATEMENTS_PER_CONNECTION) {
        name = `sc_${names.size}`;
        names.set(config.text, name);
      }
      if (name !== undefined) return query({ ...config, name }, values, callback);
    }
    return query(config, values, callback);
  };
  client.query = named as typeof client.query;
}
