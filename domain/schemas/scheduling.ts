import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from '../scheduling/messages';
import { optionalField } from './common';

/** An instant as the API writes it: ISO 8601 with its offset ('2026-12-08T11:00:00.000Z'). */
const instant = z
  .string({ error: M.slotUnavailable })
  .max(40, { error: M.slotUnavailable })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), M.slotUnavailable);

/** The slot a resident chose: its start; the server finds the slot and its end (issue 45). */
export const SlotChoiceSchema = z.object({ inicio: instant });
export type SlotChoice = z.infer<typeof SlotChoiceSchema>;

/** `entrega_programada` of POST /orders and POST /api/crear-pago: absent or null = lo antes posible. */
export const scheduledDeliveryField = optionalField(SlotChoiceSchema.nullable());
