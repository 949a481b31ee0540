import type { DbOrTx } from './client';

/**
 * A query Drizzle builds once per database handle instead of on every call (its `prepare`, with
 * `sql.placeholder` for the values): building a select's SQL text took about a tenth of the
 * server's time in the evening-peak soak (issue 27), and the reads every signed-in request
 * makes (the account's role, the profile, the balance) have a fixed shape. The handle is the
 * pool's for almost every call; a transaction gets its own copy, built once for its lifetime.
 * The name `build` gives `prepare` is the statement's name on each PostgreSQL connection, so it
 * must be unique per query text.
 */
export function preparedFor<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
