import { describe, expect, it } from 'vitest';
import { paymentReturnText } from './cancel-dialog';
import { titleWithCount } from '../../../domain/admin-alerts';
import { isLate, isOnline, whatsappTo } from './order-facts';
import { backoffMs } from '../../app/use-event-stream';

describe('delivery board rules', () => {
  it('puts the unseen count in front of the tab title, once', () => {
    expect(titleWithCount('Gestión de entregas', 2)).toBe('(2) Gestión de entregas');
    expect(titleWithCount('(2) Gestión de entregas', 3)).toBe('(3) Gestión de entregas');
    expect(titleWithCount('(3) Gestión de entregas', 0)).toBe('Gestión de entregas');
  });

  it('reconnects after 1, 2, 4 … seconds, at most 30', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('marks a pending order late after 20 minutes, never a delivered one', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    const at = (min: number) => new Date(now.getTime() - min * 60_000).toISOString();
    expect(isLate({ estado: 'pendiente', fecha: at(20) }, now)).toBe(false);
    expect(isLate({ estado: 'pendiente', fecha: at(21) }, now)).toBe(true);
    expect(isLate({ estado: 'entregado', fecha: at(90) }, now)).toBe(false);
  });

  it('tells online from cash and links WhatsApp with the country code', () => {
    expect(isOnline({ payment_method: 'NEQUI' })).toBe(true);
    expect(isOnline({ payment_method: 'Efectivo' })).toBe(false);
    expect(whatsappTo('315 072 3887')).toBe('https://wa.me/573150723887');
  });

  it('says whether a cancelled paid order was voided or is owed a refund', () => {
    expect(paymentReturnText('voided')).toMatch(/se anuló/);
    expect(paymentReturnText('refund_due')).toMatch(/reembolso pendiente/);
    expect(paymentReturnText('none')).toBeNull();
  });
});
