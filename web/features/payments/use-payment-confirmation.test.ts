import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import type { ConfirmationAnswer, StatusAnswer } from './payments-api';
import {
  confirmPayment,
  usePaymentConfirmation,
  type ConfirmationApi,
  type ConfirmationOutcome,
} from './use-payment-confirmation';

const P = PAYMENT_MESSAGES;

/** A long wait that only ends when aborted, as a server holding the request would. */
function hangingWait(): ConfirmationApi['wait'] {
  return (_id, signal) =>
    new Promise<ConfirmationAnswer>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
}

function fakeApi(
  wait: ConfirmationApi['wait'],
  checks: (StatusAnswer | Error)[] = [],
  fallback: StatusAnswer = { found: true, status: 'PENDING' },
) {
  const check = vi.fn<ConfirmationApi['check']>(async () => {
    const next = checks.shift() ?? fallback;
    if (next instanceof Error) throw next;
    return next;
  });
  const waitMock = vi.fn<ConfirmationApi['wait']>(wait);
  return { api: { wait: waitMock, check }, check, wait: waitMock };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('confirmPayment', () => {
  it('settles from the long wait without status checks', async () => {
    const { api, check } = fakeApi(async () => ({
      success: true,
      status: 'APPROVED',
      pedidoId: 41,
    }));
    await expect(
      confirmPayment('tx-1', 'card', api, new AbortController().signal),
    ).resolves.toEqual({ status: 'APPROVED', pedidoId: 41 });
    expect(check).not.toHaveBeenCalled();
  });

  it.each([
    ['DECLINED', P.rejectedTryOther],
    ['ERROR', P.failedTryAgain],
  ] as const)('turns a %s long wait into its message', async (status, message) => {
    const { api } = fakeApi(async () => ({ success: false, status }));
    await expect(
      confirmPayment('tx-1', 'wallet', api, new AbortController().signal),
    ).resolves.toEqual({ status, message });
  });

  it('aborts the long wait at 45 s, then checks a card 10 times 3 s apart', async () => {
    const { api, check, wait } = fakeApi(hangingWait());
    const result = confirmPayment('tx-1', 'card', api, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(wait.mock.calls[0]?.[1].aborted).toBe(false);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.mock.calls[0]?.[1].aborted).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(8 * 3_000);
    expect(check).toHaveBeenCalledTimes(10);
    await expect(result).resolves.toEqual({ status: 'SLOW', message: P.slowCard });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(10);
  });

  it('polls a wallet 30 times 10 s apart after a TIMEOUT, then gives the wallet alert', async () => {
    const { api, check } = fakeApi(async () => ({ success: false, status: 'TIMEOUT' }));
    let settled: ConfirmationOutcome | null | undefined;
    void confirmPayment('tx-2', 'wallet', api, new AbortController().signal).then((o) => {
      settled = o;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(27 * 10_000);
    expect(check).toHaveBeenCalledTimes(29);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(30);
    expect(settled).toEqual({ status: 'SLOW', message: P.slowWallet });
  });

  it('falls back to checks at once after a network error and stops at the approval', async () => {
    const { api, check } = fakeApi(async () => {
      throw new TypeError('Failed to fetch');
    }, [
      { found: true, status: 'PENDING' },
      new Error('offline'),
      { found: true, status: 'APPROVED', pedidoId: 9 },
    ]);
    const result = confirmPayment('tx-3', 'wallet', api, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toEqual({ status: 'APPROVED', pedidoId: 9 });
    // The failed check counted as a try: three in all, the last at 20 s.
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps checking an approval whose order id has not landed yet', async () => {
    const { api } = fakeApi(
      async () => ({ success: true, status: 'APPROVED', pedidoId: null }),
      [
        { found: true, status: 'APPROVED' },
        { found: true, status: 'APPROVED', pedidoId: 12 },
      ],
    );
    const result = confirmPayment('tx-4', 'card', api, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toEqual({ status: 'APPROVED', pedidoId: 12 });
  });

  it('treats a VOIDED check as an error', async () => {
    const { api } = fakeApi(
      async () => ({ success: false, status: 'TIMEOUT' }),
      [{ found: true, status: 'VOIDED' }],
    );
    await expect(
      confirmPayment('tx-5', 'card', api, new AbortController().signal),
    ).resolves.toEqual({ status: 'ERROR', message: P.failedTryAgain });
  });

  it('stops everything when cancelled', async () => {
    const { api, check, wait } = fakeApi(hangingWait());
    const controller = new AbortController();
    const result = confirmPayment('tx-6', 'wallet', api, controller.signal);
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await expect(result).resolves.toBeNull();
    expect(wait.mock.calls[0]?.[1].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(400_000);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('usePaymentConfirmation', () => {
  function setup(api: ConfirmationApi) {
    const onOutcome = vi.fn();
    const onApproved = vi.fn();
    const hook = renderHook(() => usePaymentConfirmation({ onOutcome, onApproved }, api));
    return { ...hook, onOutcome, onApproved };
  }

  it('shows the approval at once and calls back 1.5 s later', async () => {
    const { api } = fakeApi(async () => ({ success: true, status: 'APPROVED', pedidoId: 7 }));
    const { result, onOutcome, onApproved } = setup(api);
    act(() => result.current.start('tx-7', 'card'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onOutcome).toHaveBeenCalledWith({ status: 'APPROVED', pedidoId: 7 });
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(onApproved).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onApproved).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('still hands over an approval when unmounted during the 1.5 s', async () => {
    const { api } = fakeApi(async () => ({ success: true, status: 'APPROVED', pedidoId: 8 }));
    const { result, onApproved, unmount } = setup(api);
    act(() => result.current.start('tx-8', 'wallet'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    unmount();
    expect(onApproved).toHaveBeenCalledExactlyOnceWith(8);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onApproved).toHaveBeenCalledTimes(1);
  });

  it('finds the verdict with a manual check after the slow-payment alert', async () => {
    const { api, check } = fakeApi(async () => ({ success: false, status: 'TIMEOUT' }));
    const { result, onOutcome } = setup(api);
    act(() => result.current.start('tx-9', 'card'));
    await act(() => vi.advanceTimersByTimeAsync(27_000));
    expect(onOutcome).toHaveBeenLastCalledWith({ status: 'SLOW', message: P.slowCard });
    check.mockResolvedValueOnce({ found: true, status: 'PENDING' });
    await act(async () => expect(await result.current.checkNow()).toBe('PENDING'));
    check.mockResolvedValueOnce({ found: true, status: 'DECLINED' });
    await act(async () => expect(await result.current.checkNow()).toBe('DECLINED'));
    expect(onOutcome).toHaveBeenLastCalledWith({ status: 'DECLINED', message: P.rejectedTryOther });
  });

  it('ignores a verdict that arrives after cancel', async () => {
    let answer: (a: ConfirmationAnswer) => void = () => {};
    const { api } = fakeApi(() => new Promise<ConfirmationAnswer>((r) => (answer = r)));
    const { result, onOutcome } = setup(api);
    act(() => result.current.start('tx-10', 'wallet'));
    act(() => result.current.cancel());
    answer({ success: true, status: 'APPROVED', pedidoId: 3 });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(onOutcome).not.toHaveBeenCalled();
  });
});
