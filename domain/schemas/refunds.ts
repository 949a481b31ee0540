import { z } from 'zod';
import { parseDayKey } from '../dates';
import { REFUND_MESSAGES } from '../refunds';

/** "Marcar reembolso realizado": the day (Bogotá) and the reference the administrator enters. */
export const RefundDoneSchema = z.object({
  fecha: z
    .string({ error: REFUND_MESSAGES.dateInvalid })
    .trim()
    .refine((v) => parseDayKey(v) !== null, REFUND_MESSAGES.dateInvalid),
  referencia: z
    .string({ error: REFUND_MESSAGES.referenceRequired })
    .trim()
    .min(1, REFUND_MESSAGES.referenceRequired)
    .max(60, REFUND_MESSAGES.referenceTooLong),
});
export type RefundDone = z.infer<typeof RefundDoneSchema>;
