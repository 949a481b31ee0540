import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { verifyEventBody } from '../signatures';
import {
  cardMethod,
  daviplata,
  DELAY,
  nequi,
  pse,
  PUBLIC_URL,
  sandboxSetup as setup,
  SECRET,
  txInput as input,
  useSandboxTimers,
} from './sandbox.test-helpers';

const M = PAYMENT_MESSAGES;

useSandboxTimers();

describe('sandbox provider: test data outcomes', () => {
  it.each([
    ['4242424242424242', 'APPROVED', null],
    ['4111111111111111', 'DECLINED', M.sandbox.declined],
    ['5555555555554444', 'ERROR', M.sandbox.error],
  ])('settles card %s as %s after the delay', async (number, status, message) => {
    const { provider, events } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), await cardMethod(provider, number)),
    );
    expect(created).toMatchObject({ status: 'PENDING', payment_method_type: 'CARD' });
    expect(created.id).toMatch(/^\d{5}-\d{10}-\d{5}$/);
    expect(created.redirect_url_for_customer).toBeNull();

    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect((await provider.getTransaction(created.id))?.status).toBe('PENDING');
    expect(events).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(await provider.getTransaction(created.id)).toMatchObject({
      status,
      status_message: message,
    });
    expect(events.map((e) => e.data.transaction.status)).toEqual([status]);
  });

  it.each([
    ['3991111111', 'APPROVED'],
    ['3992222222', 'DECLINED'],
    ['3001234567', 'ERROR'],
  ])('settles Nequi %s as %s after the delay', async (phone, status) => {
    const { provider, events } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi(phone)),
    );
    expect(created.status).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect((await provider.getTransaction(created.id))?.status).toBe(status);
    expect(events[0]?.data.transaction).toMatchObject({ id: created.id, status });
  });

  it.each([
    ['1', 'APPROVED'],
    ['2', 'DECLINED'],
  ])('settles PSE bank %s as %s after the delay, with the bank page', async (code, status) => {
    const { provider } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), pse(code)),
    );
    expect(created.redirect_url_for_customer).toBe(`${PUBLIC_URL}/sandbox/banco/${created.id}`);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect((await provider.getTransaction(created.id))?.status).toBe(status);
  });

  it.each([
    ['PSE with a real bank', pse('1007')],
    ['DaviPlata', daviplata],
  ])('leaves %s pending until the bank page decides', async (_label, method) => {
    const { provider, events } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), method),
    );
    expect(created.redirect_url_for_customer).toBe(`${PUBLIC_URL}/sandbox/banco/${created.id}`);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect((await provider.getTransaction(created.id))?.status).toBe('PENDING');

    expect(await provider.decide(created.id, true)).toEqual({ ok: true, status: 'APPROVED' });
    expect((await provider.getTransaction(created.id))?.status).toBe('APPROVED');
    expect(events.map((e) => e.data.transaction.status)).toEqual(['APPROVED']);
    expect(await provider.decide(created.id, false)).toEqual({
      ok: false,
      reason: 'ALREADY_SETTLED',
    });
  });

  it('ends an undecided transaction in ERROR after 15 minutes, with its event', async () => {
    const { provider, events } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), daviplata),
    );
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect((await provider.getTransaction(created.id))?.status).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(1);
    expect(await provider.getTransaction(created.id)).toMatchObject({
      status: 'ERROR',
      status_message: M.sandbox.expired,
    });
    expect(events.map((e) => e.data.transaction.status)).toEqual(['ERROR']);
  });

  it('sends one event per transaction: a settled card is not expired later', async () => {
    const { provider, events } = setup();
    await provider.createTransaction(
      input(await provider.merchantAcceptance(), await cardMethod(provider, '4242424242424242')),
    );
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(events.map((e) => e.data.transaction.status)).toEqual(['APPROVED']);
  });

  it('settles on the next tick when the delay is 0', async () => {
    vi.useRealTimers();
    const { provider } = setup({ settleDelayMs: 0 });
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3991111111')),
    );
    expect(created.status).toBe('PENDING');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await provider.getTransaction(created.id))?.status).toBe('APPROVED');
  });
});

describe('sandbox provider: events', () => {
  it('emits signed transaction.updated events that the verifier accepts', async () => {
    const { provider, events, clock } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3991111111')),
    );
    await vi.advanceTimersByTimeAsync(DELAY);
    const event = events[0]!;
    const timestamp = Math.floor(clock().getTime() / 1000);
    expect(event).toMatchObject({
      event: 'transaction.updated',
      environment: 'test',
      timestamp,
      sent_at: new Date(timestamp * 1000).toISOString(),
      signature: {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      },
      data: {
        transaction: {
          id: created.id,
          reference: created.reference,
          status: 'APPROVED',
          amount_in_cents: 2_500_000,
          currency: 'COP',
          customer_email: 'cliente@superconjunto.co',
          payment_method_type: 'NEQUI',
          redirect_url: `${PUBLIC_URL}/payment-success`,
        },
      },
    });
    // The gateway's checksum, computed here by hand (wompi-notes §2.9).
    const expected = createHash('sha256')
      .update(`${created.id}APPROVED2500000${timestamp}${SECRET}`)
      .digest('hex');
    expect(event.signature.checksum.toLowerCase()).toBe(expected);

    const verified = verifyEventBody(event, SECRET, { now: clock() });
    expect(verified).toMatchObject({ ok: true, event: { transaction: { status: 'APPROVED' } } });
    expect(provider.verifyEvent(event)).toMatchObject({ ok: true });
    expect(provider.verifyEvent(event, event.signature.checksum)).toMatchObject({ ok: true });
    expect(provider.verifyEvent(event, '0'.repeat(64))).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
    const forged = structuredClone(event);
    forged.data.transaction.status = 'DECLINED';
    expect(provider.verifyEvent(forged)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyEventBody(event, 'test_events_other', { now: clock() })).toMatchObject({
      ok: false,
    });
  });

  it('retries a failed delivery three times with backoff, then succeeds', async () => {
    let calls = 0;
    const deliverEvent = vi.fn(async () => {
      if (++calls < 4) throw new Error('webhook answered 500');
    });
    const { provider, logs } = setup({ deliverEvent, settleDelayMs: 0 });
    await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3992222222')),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(deliverEvent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deliverEvent).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deliverEvent).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(deliverEvent).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(deliverEvent).toHaveBeenCalledTimes(4);
    // Every attempt delivers the same signed event.
    const bodies = deliverEvent.mock.calls.map((call) => JSON.stringify(call));
    expect(new Set(bodies).size).toBe(1);
    expect(logs.filter((l) => l.level === 'warn')).toHaveLength(3);
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(0);
  });

  it('gives up after the third retry, logs it and throws nothing', async () => {
    const deliverEvent = vi.fn(async () => {
      throw new Error('webhook unreachable');
    });
    const { provider, logs } = setup({ deliverEvent });
    const method = await cardMethod(provider, '4242424242424242');
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), method),
    );
    await vi.advanceTimersByTimeAsync(DELAY + 60 * 60_000);
    expect(deliverEvent).toHaveBeenCalledTimes(4);
    expect(logs.filter((l) => l.level === 'error')).toMatchObject([
      { message: 'sandbox event not delivered', details: { transactionId: created.id } },
    ]);
    expect((await provider.getTransaction(created.id))?.status).toBe('APPROVED');
  });

  it('stops settling and delivering after close()', async () => {
    const { provider, events } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3991111111')),
    );
    provider.close();
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect((await provider.getTransaction(created.id))?.status).toBe('PENDING');
    expect(events).toHaveLength(0);
  });

  it('settles at once through the test hook, only once', async () => {
    const { provider, events } = setup();
    const created = await provider.createTransaction(
      input(await provider.merchantAcceptance(), nequi('3991111111')),
    );
    expect(await provider.settleNow(created.id, 'DECLINED')).toBe(true);
    expect(await provider.settleNow(created.id, 'APPROVED')).toBe(false);
    expect(await provider.settleNow('00000-0-00000', 'APPROVED')).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect((await provider.getTransaction(created.id))?.status).toBe('DECLINED');
    expect(events.map((e) => e.data.transaction.status)).toEqual(['DECLINED']);
  });

  it('settles at once with the verdict its timer would give, through the other test hook', async () => {
    const { provider, events } = setup();
    const acceptance = () => provider.merchantAcceptance();
    const declined = await provider.createTransaction(
      input(await acceptance(), nequi('3992222222')),
    );
    const approved = await provider.createTransaction(
      input(await acceptance(), nequi('3991111111')),
    );
    const page = await provider.createTransaction(input(await acceptance(), daviplata));
    expect(await provider.settleScheduled(declined.id)).toBe(true);
    expect(await provider.settleScheduled(approved.id)).toBe(true);
    expect(await provider.settleScheduled(approved.id)).toBe(false);
    // A bank page decides DaviPlata: nothing to settle before it does.
    expect(await provider.settleScheduled(page.id)).toBe(false);
    expect(await provider.settleScheduled('00000-0-00000')).toBe(false);
    expect(events.map((e) => e.data.transaction.status)).toEqual(['DECLINED', 'APPROVED']);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(events).toHaveLength(2);
    expect((await provider.getTransaction(page.id))?.status).toBe('PENDING');
  });
});
