import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_MAX_AGE_SECONDS,
  eventChecksum,
  integritySignature,
  signEvent,
  verifyEventBody,
} from './signatures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// The worked example of Wompi's events page (wompi-notes §2.9), body as published.
const DOC_SECRET = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
const DOC_CONCATENATION =
  '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
const DOC_PRINTED_CHECKSUM = '3476DDA50F64CD7CBD160689640506FEBEA93239BC524FC0469B2C68A3CC8BD0';
const docEvent = (checksum: string) => ({
  event: 'transaction.updated',
  data: {
    transaction: {
      id: '1234-1610641025-49201',
      amount_in_cents: 4490000,
      reference: 'MZQ3X2DE2SMX',
      customer_email: 'juan.perez@gmail.com',
      currency: 'COP',
      payment_method_type: 'NEQUI',
      redirect_url: 'https://mitienda.com.co/pagos/redireccion',
      status: 'APPROVED',
      shipping_address: null,
      payment_link_id: null,
      payment_source_id: null,
    },
  },
  environment: 'prod',
  signature: {
    properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
    checksum,
  },
  timestamp: 1530291411,
  sent_at: '2018-07-20T16:45:05.000Z',
});
const DOC_NOW = new Date(1530291411 * 1000 + 60_000);

const SECRET = 'test_events_abc123';
const T0 = 1_760_000_000;
const at = (seconds: number) => new Date(seconds * 1000);
const tx = {
  id: '12345-1760000000-54321',
  reference: 'SC-PAY-1-a',
  status: 'APPROVED' as const,
  amount_in_cents: 2_500_000,
  currency: 'COP',
  payment_method_type: 'CARD',
};

describe('integritySignature', () => {
  it('reproduces the example of the widget page', () => {
    expect(
      integritySignature(
        'sk8-438k4-xmxm392-sn2m',
        2490000,
        'COP',
        'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
      ),
    ).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('puts the expiration time before the secret', () => {
    expect(integritySignature('R1', 150000, 'COP', 's', '2023-06-09T20:28:50.000Z')).toBe(
      sha256('R1150000COP2023-06-09T20:28:50.000Zs'),
    );
  });

  it('refuses an amount that is not a whole number of cents', () => {
    expect(() => integritySignature('R1', 1500.5, 'COP', 's')).toThrow(RangeError);
  });
});

describe('eventChecksum', () => {
  it('hashes the documented concatenation of the worked example exactly', () => {
    const checksum = eventChecksum(docEvent(DOC_PRINTED_CHECKSUM), DOC_SECRET);
    expect(checksum).toBe(sha256(DOC_CONCATENATION).toUpperCase());
    expect(checksum).toBe('5A18EC5E8FDB7DF463E9F94774CBA8F583BA21BD04A09CEFF2EA68A4BC0AEFBE');
  });

  it('returns null for a body without the envelope shape', () => {
    expect(eventChecksum({ data: {} }, SECRET)).toBeNull();
    expect(eventChecksum('x', SECRET)).toBeNull();
  });
});

describe('verifyEventBody', () => {
  it('accepts the worked example signed with the SHA-256 of its documented concatenation', () => {
    const body = docEvent(sha256(DOC_CONCATENATION).toUpperCase());
    const result = verifyEventBody(body, DOC_SECRET, { now: DOC_NOW });
    expect(result).toEqual({
      ok: true,
      event: {
        key: sha256(DOC_CONCATENATION),
        event: 'transaction.updated',
        transaction: {
          id: '1234-1610641025-49201',
          reference: 'MZQ3X2DE2SMX',
          status: 'APPROVED',
          amount_in_cents: 4490000,
        },
        timestamp: 1530291411,
      },
    });
  });

  it('refuses the checksum printed on the events page, which is not the hash of its string', () => {
    // The page says the hash is "por ejemplo" 3476DDA5…; SHA-256 of its own string is 5A18EC5E….
    const result = verifyEventBody(docEvent(DOC_PRINTED_CHECKSUM), DOC_SECRET, { now: DOC_NOW });
    expect(result).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('accepts an event built by signEvent, in either hex case and through the header', () => {
    const body = signEvent(tx, SECRET, T0);
    expect(body.signature.checksum).toMatch(/^[0-9A-F]{64}$/);
    expect(verifyEventBody(body, SECRET, { now: at(T0) }).ok).toBe(true);
    const lower = {
      ...body,
      signature: { ...body.signature, checksum: body.signature.checksum.toLowerCase() },
    };
    expect(verifyEventBody(lower, SECRET, { now: at(T0) }).ok).toBe(true);
    const headerOnly = { ...body, signature: { properties: body.signature.properties } };
    const viaHeader = verifyEventBody(headerOnly, SECRET, {
      now: at(T0),
      checksumHeader: body.signature.checksum,
    });
    expect(viaHeader.ok).toBe(true);
  });

  it('builds the envelope the gateway sends', () => {
    const body = signEvent(tx, SECRET, T0);
    expect(body).toMatchObject({
      event: 'transaction.updated',
      data: { transaction: tx },
      environment: 'test',
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      },
      timestamp: T0,
      sent_at: new Date(T0 * 1000).toISOString(),
    });
    expect(body.signature.checksum).toBe(
      sha256(`${tx.id}${tx.status}${tx.amount_in_cents}${T0}${SECRET}`).toUpperCase(),
    );
  });

  it('refuses an event signed with another secret', () => {
    const body = signEvent(tx, 'test_events_other', T0);
    expect(verifyEventBody(body, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it.each([
    ['status', { status: 'DECLINED' }],
    ['amount', { amount_in_cents: 100 }],
    ['id', { id: '999-1-1' }],
  ])('refuses an event whose signed %s was changed', (_field, change) => {
    const body = signEvent(tx, SECRET, T0);
    const forged = { ...body, data: { transaction: { ...body.data.transaction, ...change } } };
    expect(verifyEventBody(forged, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('refuses an event whose timestamp was changed', () => {
    const body = signEvent(tx, SECRET, T0);
    expect(verifyEventBody({ ...body, timestamp: T0 + 1 }, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('refuses a body whose header and body checksums disagree', () => {
    const body = signEvent(tx, SECRET, T0);
    const result = verifyEventBody(body, SECRET, { now: at(T0), checksumHeader: 'A'.repeat(64) });
    expect(result).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('follows the listed order: reordering the properties alone breaks the checksum', () => {
    const body = signEvent(tx, SECRET, T0);
    const reordered = {
      ...body,
      signature: {
        ...body.signature,
        properties: ['transaction.status', 'transaction.id', 'transaction.amount_in_cents'],
      },
    };
    expect(verifyEventBody(reordered, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('accepts another property order when the checksum was computed in that order', () => {
    const order = ['transaction.amount_in_cents', 'transaction.status', 'transaction.id'];
    const body = signEvent(tx, SECRET, T0, order);
    expect(body.signature.checksum).toBe(
      sha256(`${tx.amount_in_cents}${tx.status}${tx.id}${T0}${SECRET}`).toUpperCase(),
    );
    expect(verifyEventBody(body, SECRET, { now: at(T0) }).ok).toBe(true);
  });

  it('includes extra listed properties in the checksum', () => {
    const order = [
      'transaction.id',
      'transaction.status',
      'transaction.amount_in_cents',
      'transaction.currency',
    ];
    const body = signEvent(tx, SECRET, T0, order);
    expect(verifyEventBody(body, SECRET, { now: at(T0) }).ok).toBe(true);
    const forged = { ...body, data: { transaction: { ...tx, currency: 'USD' } } };
    expect(verifyEventBody(forged, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('refuses a genuine checksum that does not cover the status the caller would act on', () => {
    const body = signEvent(tx, SECRET, T0, ['transaction.id', 'transaction.amount_in_cents']);
    expect(verifyEventBody(body, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('gives the same replay key for the same event however its checksum is written', () => {
    const body = signEvent(tx, SECRET, T0);
    const again = verifyEventBody(structuredClone(body), SECRET, { now: at(T0 + 1800) });
    const first = verifyEventBody(body, SECRET, { now: at(T0) });
    const upper = {
      ...body,
      signature: { ...body.signature, checksum: body.signature.checksum.toUpperCase() },
    };
    const third = verifyEventBody(upper, SECRET, { now: at(T0) });
    if (!first.ok || !again.ok || !third.ok) throw new Error('expected valid events');
    expect(first.event.key).toBe(body.signature.checksum.toLowerCase());
    expect(again.event.key).toBe(first.event.key);
    expect(third.event.key).toBe(first.event.key);
    const other = verifyEventBody(signEvent(tx, SECRET, T0 + 1), SECRET, { now: at(T0) });
    expect(other.ok && other.event.key).not.toBe(first.event.key);
  });

  it('marks an event older than the allowed age as stale', () => {
    const body = signEvent(tx, SECRET, T0);
    expect(verifyEventBody(body, SECRET, { now: at(T0 + DEFAULT_EVENT_MAX_AGE_SECONDS) }).ok).toBe(
      true,
    );
    expect(
      verifyEventBody(body, SECRET, { now: at(T0 + DEFAULT_EVENT_MAX_AGE_SECONDS + 1) }),
    ).toEqual({
      ok: false,
      reason: 'STALE',
    });
    expect(verifyEventBody(body, SECRET, { now: at(T0 + 61), maxAgeSeconds: 60 })).toEqual({
      ok: false,
      reason: 'STALE',
    });
  });

  it('accepts a retry 24 hours later by default', () => {
    const body = signEvent(tx, SECRET, T0);
    expect(verifyEventBody(body, SECRET, { now: at(T0 + 24 * 3600) }).ok).toBe(true);
  });

  it('marks an event from more than five minutes in the future as stale', () => {
    const body = signEvent(tx, SECRET, T0 + 300);
    expect(verifyEventBody(body, SECRET, { now: at(T0) }).ok).toBe(true);
    const later = signEvent(tx, SECRET, T0 + 301);
    expect(verifyEventBody(later, SECRET, { now: at(T0) })).toEqual({ ok: false, reason: 'STALE' });
  });

  const valid = signEvent(tx, SECRET, T0);
  const without = (key: string) =>
    Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
  it.each([
    ['null', null],
    ['a string', 'transaction.updated'],
    ['an array', [valid]],
    ['an empty object', {}],
    ['no data', without('data')],
    ['no signature', without('signature')],
    ['no timestamp', without('timestamp')],
    ['no event name', without('event')],
    ['a string timestamp', { ...valid, timestamp: String(T0) }],
    ['a fractional timestamp', { ...valid, timestamp: T0 + 0.5 }],
    [
      'properties not a list',
      { ...valid, signature: { ...valid.signature, properties: 'transaction.id' } },
    ],
    ['an empty properties list', { ...valid, signature: { ...valid.signature, properties: [] } }],
    ['a non-string property', { ...valid, signature: { ...valid.signature, properties: [1, 2] } }],
    ['a numeric checksum', { ...valid, signature: { ...valid.signature, checksum: 12 } }],
    ['no checksum anywhere', { ...valid, signature: { properties: valid.signature.properties } }],
    [
      'a path to nothing',
      { ...valid, signature: { ...valid.signature, properties: ['transaction.nope'] } },
    ],
    [
      'a path to an object',
      { ...valid, signature: { ...valid.signature, properties: ['transaction'] } },
    ],
    [
      'a path to null',
      {
        ...valid,
        data: { transaction: { ...tx, shipping_address: null } },
        signature: { ...valid.signature, properties: ['transaction.shipping_address'] },
      },
    ],
    [
      'a prototype path',
      { ...valid, signature: { ...valid.signature, properties: ['__proto__.constructor'] } },
    ],
    [
      'a path with empty segments',
      { ...valid, signature: { ...valid.signature, properties: ['transaction..id'] } },
    ],
    [
      'a bracket path',
      { ...valid, signature: { ...valid.signature, properties: ['transaction[id]'] } },
    ],
    ['no transaction', { ...valid, data: { nequi_token: { id: 'n1' } } }],
    ['an unknown status', { ...valid, data: { transaction: { ...tx, status: 'WHATEVER' } } }],
    ['a string amount', { ...valid, data: { transaction: { ...tx, amount_in_cents: '2500000' } } }],
    ['no reference', { ...valid, data: { transaction: { ...tx, reference: undefined } } }],
  ])('reports %s as malformed without throwing', (_label, body) => {
    expect(verifyEventBody(body, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
  });

  it('reports a deeply nested body without a transaction as malformed', () => {
    let deep: Record<string, unknown> = { id: 'x' };
    for (let i = 0; i < 1000; i++) deep = { a: deep };
    const body = { ...valid, data: deep, signature: { ...valid.signature, properties: ['a.a.a'] } };
    expect(verifyEventBody(body, SECRET, { now: at(T0) })).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
  });
});
