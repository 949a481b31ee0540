import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { administrator } from '../modules/orders/orders.fixtures';

type Doc = { paths: Record<string, Record<string, { summary?: string }>> };

/**
 * Issue 41: 59 of 126 operations in /api/docs had no summary. Every operation says in Spanish
 * what it does; a route added without one fails here.
 */
describe('the API documentation', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await buildTestApp();
    const admin = (await administrator(t)).authorization;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: admin },
    });
    doc = res.json() as Doc;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        summary: op.summary,
      })),
    );

  it('gives every operation a Spanish summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((o) => !o.summary?.trim()).map((o) => o.key)).toEqual([]);
  });

  it('writes the summaries as Spanish sentences, not route names', () => {
    const odd = operations().filter(
      (o) =>
        o.summary &&
        (!/^[A-ZÁÉÍÓÚÑ¿]/.test(o.summary) ||
          /\/|_|\b(get|post|list|create|update|delete)\b/i.test(o.summary)),
    );
    expect(odd.map((o) => `${o.key}: ${o.summary}`)).toEqual([]);
  });
});
