import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { oneTrip } from './pglite-one-trip';

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
 * The PGlite instance handed to Drizzle: a fair queue (fairTurns) and parsers set once.
 *
 * Drizzle passes its parsers with every query, and PGlite then copies its whole table of ~320
 * parsers into a new object per query (about 70 µs, a tenth of the CPU of an order on the
 * embedded database: issue 16). Installing the same parsers once as the client's defaults and
 * dropping Drizzle's per-query copy gives the same rows for nothing. Only the instance handed to
 * Drizzle is changed; every query of it, in or out of a transaction, goes through here, and
 * each is sent to the database in one call where its values allow (pglite-one-trip.ts).
 */
export function forDrizzle(
  client: PGlite,
  clock: () => number = () => performance.now(),
): { client: PGlite; pending: () => number } {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const turn = fairTurns(clock);
  const run = async (
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions,
    inTransaction: boolean,
    fallback: typeof query,
  ) =>
    (await oneTrip(client, text, params, options, inTransaction)) ??
    fallback(text, params, options);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    turn(() => run(text, params, withoutParsers(options), false, query))) as PGlite['query'];
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
    turn(() =>
      transaction((tx) => {
        const inner = tx.query.bind(tx);
        const wrapped: Transaction = Object.create(tx) as Transaction;
        // A closed transaction's query throws PGlite's own error, so it goes to PGlite.
        wrapped.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) return inner(text, params, options);
          await turn.breathe();
          return run(text, params, withoutParsers(options), true, inner);
        }) as Transaction['query'];
        return fn(wrapped);
      }),
    )) as PGlite['transaction'];
  return { client, pending: turn.pending };
}

/** How long PGlite may keep the thread before Node gets a turn to read the sockets. */
const SLICE_MS = 2;

/**
 * A FIFO queue in front of PGlite's single connection that hands the event loop a turn at least
 * every SLICE_MS. PGlite runs in the process's own thread and resolves entirely in microtasks:
 * under load its queue drained in one unbroken chain while the sockets waited, so requests that
 * arrived meanwhile were read late and in bursts, and a few waited ten times the median or timed
 * out (issue 16). A job that finds the queue empty runs at once, as before; while others wait,
 * jobs run back to back until the slice is spent, then the next one starts after setImmediate,
 * once Node has read what arrived, which then queues behind what came before it.
 *
 * `breathe` gives the same turn between the statements of a transaction (issue 42). Node's
 * listening socket takes ONE new connection per turn of the event loop (measured on Node 20:
 * one accept4 per epoll_wait), so when a whole transaction was one turn, fifty residents whose
 * connections arrived together were let in one per order: a client that opens a connection
 * while the others keep theirs (undici's fetch does) waited seconds for its first byte to be
 * read, up to the end of an 8-second rush, while kept-alive residents were served. The
 * transaction keeps the database meanwhile (PGlite runs one at a time); only Node's own work
 * (reading, accepting, the hooks before a request's first query) runs in the pause.
 */
function fairTurns(clock: () => number = () => performance.now()) {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let sliceStart = 0;
  const spent = () => clock() - sliceStart >= SLICE_MS;
  const nextLoopTurn = () =>
    new Promise<void>((go) => setImmediate(go)).then(() => {
      sliceStart = clock();
    });
  const start = <T>(job: () => Promise<T>): Promise<T> =>
    spent() ? nextLoopTurn().then(job) : job();
  const turn = <T>(job: () => Promise<T>): Promise<T> => {
    if (pending++ === 0) sliceStart = clock();
    const run = tail.then(() => start(job));
    tail = run.then(
      () => pending--,
      () => pending--,
    );
    return run;
  };
  /** Queries and transactions queued or running (the metrics' view of the single connection). */
  turn.pending = () => pending;
  /** Inside a running job: waits for the event loop's next turn once the slice is spent. */
  turn.breathe = (): Promise<void> | undefined => (spent() ? nextLoopTurn() : undefined);
  return turn;
}

function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}
