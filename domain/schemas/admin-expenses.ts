import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';
import { EXPENSE_FREQUENCIES, EXPENSE_TYPES } from '../profitability';
import { optionalField, pesosField, requiredText } from './common';

const E = ADMIN_MESSAGES.admin.expense;

/** POST /api/admin/gastos. */
export const ExpenseCreateSchema = z.object({
  concepto: requiredText(E.conceptRequired, 120),
  monto: pesosField(E.amountInvalid, E.amountInvalid, 1),
  tipo: z.enum(EXPENSE_TYPES, { error: E.typeInvalid }),
  frecuencia: optionalField(z.enum(EXPENSE_FREQUENCIES, { error: E.frequencyInvalid })).transform(
    (f) => f ?? 'mensual',
  ),
});
export type ExpenseCreate = z.infer<typeof ExpenseCreateSchema>;
