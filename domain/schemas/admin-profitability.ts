import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';
import { PERIODS } from '../profitability';
import { blankToUndefined, optionalField } from './common';

const R = ADMIN_MESSAGES.admin.profitability;
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: R.dateInvalid });

/** GET /api/admin/rentabilidad/dashboard?periodo=&fechaInicio=&fechaFin= (range checked by periodRange). */
export const ProfitabilityQuerySchema = z
  .object({
    periodo: z.preprocess(
      blankToUndefined,
      z.enum(PERIODS, { error: R.periodInvalid }).default('mes'),
    ),
    fechaInicio: optionalField(day),
    fechaFin: optionalField(day),
  })
  .superRefine((q, ctx) => {
    if (q.periodo !== 'personalizado') return;
    if (!q.fechaInicio)
      ctx.addIssue({ code: 'custom', message: R.datesRequired, path: ['fechaInicio'] });
    if (!q.fechaFin) ctx.addIssue({ code: 'custom', message: R.datesRequired, path: ['fechaFin'] });
  });
export type ProfitabilityQuery = z.infer<typeof ProfitabilityQuerySchema>;
