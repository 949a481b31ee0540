import { formatCOP } from '../../../domain/money';
import { RESIDENT_MONEY_MESSAGES as M } from '../../../domain/resident-money-messages';
import { readJson, STORAGE_KEYS, writeJson } from '../../app/storage';
import { toast } from '../../ui/toast';
import { METHOD_LABELS } from './method-labels';

/** A payment approved after the resident ended it (decision 0018): its money is owed back. */
export interface RefundOwed {
  referencia: string;
  metodo: keyof typeof METHOD_LABELS;
  monto: number;
  fecha: string;
}

const KEEP = 20;

function announced(): string[] {
  const value = readJson(STORAGE_KEYS.refundsShown);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Tells the resident, once per payment, that an attempt they ended was approved later and will be
 * refunded (the store's load answers them with GET /api/pagos/en-curso).
 */
export function announceRefundsOwed(refunds: readonly RefundOwed[]): void {
  const seen = announced();
  const fresh = refunds.filter((r) => !seen.includes(r.referencia));
  if (fresh.length === 0) return;
  writeJson(STORAGE_KEYS.refundsShown, [...seen, ...fresh.map((r) => r.referencia)].slice(-KEEP));
  for (const refund of fresh) {
    toast.show(M.refundOwed(METHOD_LABELS[refund.metodo] ?? refund.metodo, formatCOP(refund.monto)), {
      variant: 'info',
      durationMs: 10_000,
    });
  }
}
