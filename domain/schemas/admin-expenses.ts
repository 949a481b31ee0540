import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';
import { parseDayKey } from '../dates';
import { EXPENSE_FREQUENCIES, EXPENSE_TYPES } from '../profitability';
import { optionalField, pesosField, requiredText } from './common';

const E = ADMIN_MESSAGES.admin.expense;

const dayField = optionalField(
  z.string({ error: E.dateInvalid }).refine((v) => parseDayKey(v) !== null, E.dateInvalid),
);

/**
 * POST /api/admin/gastos. fecha_inicio defaults to the day it is created (the server's Bogotá
 * day); fecha_fin is optional, both included (issue 23).
 */
export const ExpenseCreateSchema = z
  .object({
  concepto: requiredText(E.conceptRequired, 120),
  monto: pesosField(E.amountInvalid, E.amountInvalid, 1),
  tipo: z.enum(EXPENSE_TYPES, { error: E.typeInvalid }),
  frecuencia: optionalField(z.enum(EXPENSE_FREQUENCIES, { error: E.frequencyInvalid })).transform(
    (f) => f ?? 'mensual',
  ),
    fecha_inicio: dayField,
    fecha_fin: dayField,
  })
  .refine((e) => !e.fecha_inicio || !e.fecha_fin || e.fecha_fin >= e.fecha_inicio, {
    message: E.rangeInvalid,
    path: ['fecha_fin'],
  });
export type ExpenseCreate = z.infer<typeof ExpenseCreateSchema>;

/** PATCH /api/admin/gastos/{id}: an expense's own dates; fecha_fin blank or null while it runs. */
export const ExpenseDatesSchema = z
  .object({
    fecha_inicio: z
      .string({ error: E.dateInvalid })
      .refine((v) => parseDayKey(v) !== null, E.dateInvalid),
    fecha_fin: dayField,
  })
  .refine((e) => !e.fecha_fin || e.fecha_fin >= e.fecha_inicio, {
    message: E.rangeInvalid,
    path: ['fecha_fin'],
  });
export type ExpenseDates = z.infer<typeof ExpenseDatesSchema>;
