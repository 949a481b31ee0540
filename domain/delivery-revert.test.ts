import { describe, expect, it } from 'vitest';
import {
  canRevertDelivery,
  DELIVERY_REVERT_MESSAGES,
  pointsToTakeBack,
  revertDeadline,
} from './delivery-revert';

const delivered = new Date('2026-11-26T15:00:00.000Z');
const at = (minutes: number) => new Date(delivered.getTime() + minutes * 60_000);

describe('canRevertDelivery', () => {
  it.each([
    ['just delivered', { estado: 'entregado', fecha_entrega: delivered }, at(0), true],
    ['59 minutes later', { estado: 'entregado', fecha_entrega: delivered }, at(59), true],
    ['exactly one hour later', { estado: 'entregado', fecha_entrega: delivered }, at(60), true],
    ['past the hour', { estado: 'entregado', fecha_entrega: delivered }, at(60.02), false],
  ])('%s', (_, order, now, allowed) => {
    expect(canRevertDelivery(order, now).ok).toBe(allowed);
  });

  it('refuses a pending or cancelled order, and names the hour when it passed', () => {
    expect(canRevertDelivery({ estado: 'pendiente', fecha_entrega: null }, at(1))).toEqual({
      ok: false,
      code: 'ORDER_NOT_DELIVERED',
      message: DELIVERY_REVERT_MESSAGES.notDelivered,
    });
    expect(canRevertDelivery({ estado: 'cancelado', fecha_entrega: null }, at(1)).ok).toBe(false);
    const late = canRevertDelivery({ estado: 'entregado', fecha_entrega: delivered }, at(61));
    expect(late).toMatchObject({ code: 'DELIVERY_REVERT_EXPIRED' });
    expect(!late.ok && late.message).toContain('60 minutos');
    expect(revertDeadline(delivered)).toEqual(at(60));
  });
});

describe('pointsToTakeBack', () => {
  it.each([
    [{ earned: 20, compensation: 0, balance: 120 }, { taken: 20, shortfall: 0, lifetime: 20 }],
    [{ earned: 20, compensation: 50, balance: 500 }, { taken: 70, shortfall: 0, lifetime: 20 }],
    [{ earned: 20, compensation: 50, balance: 30 }, { taken: 30, shortfall: 40, lifetime: 20 }],
    [{ earned: 20, compensation: 0, balance: 0 }, { taken: 0, shortfall: 20, lifetime: 20 }],
    [{ earned: 0, compensation: 0, balance: 80 }, { taken: 0, shortfall: 0, lifetime: 0 }],
  ])('takes back what %o credited', (input, expected) => {
    expect(pointsToTakeBack(input)).toEqual(expected);
  });
});
