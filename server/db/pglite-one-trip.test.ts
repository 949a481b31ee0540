import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTrip } from './pglite-one-trip';

describe('one statement in one call to the embedded database', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table t (id serial primary key, name text unique, n int, ok boolean,
        at timestamptz, day date, doc jsonb);
      insert into t (name, n, ok, at, day, doc)
      values ('a', 1, true, '2026-11-27T10:00:00Z', '2026-11-27', '{"x":1}'),
             ('b', 2, false, null, null, null);`);
  });
  afterAll(() => pg.close());

  const same = async (
    text: string,
    params: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ) => {
    const fast = await oneTrip(pg, text, params, options, false);
    const slow = await pg.query(text, params, options);
    expect(fast).toBeDefined();
    expect(fast).toEqual(slow);
    return fast!;
  };

  it('answers what PGlite’s query answers, for every kind of value it takes', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const found = await same(
      'select * from t where name = $1 and n = $2 and ok = $3 and at = $4 and day = $5 and $6::text is null',
      ['a', 1, true, at, '2026-11-27', null],
    );
    expect(found.rows).toHaveLength(1);
    await same('select id, name from t where n > $1 order by id', [0], { rowMode: 'array' });
    await same('select count(*) as c from t where n = $1', [10n]);
    await same("select doc->>'x' as x from t where doc = $1::jsonb", ['{"x":1}']);
    await same('select $1::boolean as yes, $2::text as word', [false, true]);
    const updated = await same('update t set n = n + 0 where ok = $1', [true]);
    expect(updated.affectedRows).toBe(1);
  });

  it('leaves to PGlite the values only a parameter type can serialize', async () => {
    expect(
      await oneTrip(pg, 'select $1::jsonb as d', [{ x: 1 }], undefined, false),
    ).toBeUndefined();
    expect(await oneTrip(pg, 'select $1::int[] as a', [[1, 2]], undefined, false)).toBeUndefined();
    expect(
      await oneTrip(pg, 'select $1::bytea as b', [new Uint8Array([1])], undefined, false),
    ).toBeUndefined();
  });

  it('throws the database’s error with its code and leaves the connection ready', async () => {
    const error = await oneTrip(
      pg,
      'insert into t (name) values ($1)',
      ['a'],
      undefined,
      false,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (name) values ($1)' });
    expect((await oneTrip(pg, 'select 1 as one', [], undefined, false))?.rows).toEqual([
      { one: 1 },
    ]);
  });

  it('runs inside a transaction and rolls back with it', async () => {
    await pg
      .transaction(async () => {
        await oneTrip(pg, 'insert into t (name, n) values ($1, $2)', ['c', 3], undefined, true);
        const inside = await oneTrip(pg, 'select count(*)::int as c from t', [], undefined, true);
        expect(inside?.rows).toEqual([{ c: 3 }]);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await pg.query('select count(*)::int as c from t')).rows).toEqual([{ c: 2 }]);
  });
});
