import { describe, expect, it } from 'vitest';
import { isRecoverablePayment, RECOVERY_WINDOW_MS, recoveryWindowStart } from './payment-recovery';

const now = new Date('2026-03-02T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);

describe('isRecoverablePayment', () => {
  it('recovers a pending payment until it is abandoned', () => {
    const base = { status: 'PENDING', updatedAt: ago(60_000), orderId: null };
    expect(isRecoverablePayment({ ...base, expiresAt: later(1) }, now)).toBe(true);
    expect(isRecoverablePayment({ ...base, expiresAt: now }, now)).toBe(false);
  });

  it('recovers an approved payment with its order for ten minutes', () => {
    const base = { status: 'APPROVED', expiresAt: later(0), orderId: 7 };
    expect(isRecoverablePayment({ ...base, updatedAt: ago(RECOVERY_WINDOW_MS) }, now)).toBe(true);
    expect(isRecoverablePayment({ ...base, updatedAt: ago(RECOVERY_WINDOW_MS + 1) }, now)).toBe(
      false,
    );
    expect(isRecoverablePayment({ ...base, orderId: null, updatedAt: now }, now)).toBe(false);
  });

  it('recovers an approved payment only while its order is still pending', () => {
    const base = { status: 'APPROVED', expiresAt: later(0), orderId: 7, updatedAt: ago(60_000) };
    const rows: Array<[string | null, boolean]> = [
      ['pendiente', true],
      ['pendiente_efectivo', true],
      ['entregado', false],
      ['cancelado', false],
      [null, false],
    ];
    for (const [orderState, expected] of rows) {
      expect(isRecoverablePayment({ ...base, orderState }, now), String(orderState)).toBe(expected);
    }
  });

  it('never recovers a finished failure', () => {
    for (const status of ['DECLINED', 'ERROR', 'VOIDED', 'ABANDONED']) {
      expect(
        isRecoverablePayment(
          { status, updatedAt: now, expiresAt: later(60_000), orderId: null },
          now,
        ),
      ).toBe(false);
    }
  });

  it('starts the window ten minutes back', () => {
    expect(recoveryWindowStart(now).toISOString()).toBe('2026-03-02T14:50:00.000Z');
  });
});
