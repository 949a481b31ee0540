import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];

const { serialize } = protocol;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});

/**
 * A parameter as text, as PGlite's own serializers would write it for the type the database
 * infers, or undefined when only that type could say (an object, an array, bytes).
 */
function asParam(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return value.toString();
    default:
      return value instanceof Date ? value.toISOString() : undefined;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * One statement in one call into the database: Parse, Bind, Describe, Execute and Sync sent
 * together. PGlite's `query` sends them one call at a time and first asks the statement's
 * parameter types to pick each value's serializer: six entries into WebAssembly per statement,
 * about 95 µs of a 190 µs key lookup here (issue 27's soak: the embedded database's one thread
 * is the limit). The values this takes (text, numbers, booleans, dates, null) are written as
 * PGlite would write them; for any other value it answers undefined and the caller uses `query`.
 * An error still ends with the Sync, so the connection is ready for the next statement.
 */
export async function oneTrip(
  client: PGlite,
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions,
  inTransaction: boolean,
): Promise<Results | undefined> {
  const values: Array<string | null> = [];
  for (const param of params ?? []) {
    const value = asParam(param);
    if (value === undefined) return undefined;
    values.push(value);
  }
  if (options?.blob || options?.paramTypes || options?.serializers) return undefined;
  const message = concat([
    serialize.parse({ text }),
    serialize.bind({ values }),
    DESCRIBE_PORTAL,
    EXECUTE,
    SYNC,
  ]);
  return client.runExclusive(async () => {
    let messages;
    try {
      messages = await client.execProtocolStream(message, { syncToFs: false });
    } catch (error) {
      // As PGlite's query reports it: the statement and its values travel with the error.
      if (error && typeof error === 'object')
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0]!;
  });
}
