import { desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { bogotaDayKey } from '../../../domain/dates';
import { monthlyExpense, type ExpenseFrequency } from '../../../domain/profitability';
import type { ExpenseCreate, ExpenseDates } from '../../../domain/schemas/admin-expenses';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import type { ExpenseRow } from '../../../domain/admin-money-views';

export type { ExpenseRow };

function toRow(e: typeof expenses.$inferSelect): ExpenseRow {
  return {
    id: e.id,
    concepto: e.concepto,
    monto: e.monto,
    tipo: e.tipo,
    frecuencia: e.frecuencia,
    monto_mensual: monthlyExpense(e.monto, e.frecuencia as ExpenseFrequency),
    fecha_inicio: e.fecha_inicio,
    fecha_fin: e.fecha_fin,
    created_at: e.created_at.toISOString(),
  };
}

/** GET /api/admin/gastos, newest first. */
export async function listExpenses(db: DbOrTx): Promise<ExpenseRow[]> {
  const rows = await db
    .select()
    .from(expenses)
    .orderBy(desc(expenses.created_at), desc(expenses.id));
  return rows.map(toRow);
}

/** POST /api/admin/gastos; it starts today (Bogotá) unless told otherwise. */
export async function addExpense(
  db: DbOrTx,
  input: ExpenseCreate,
  adminId: number,
  now: Date,
): Promise<ExpenseRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(expenses)
      .values({
        ...input,
        fecha_inicio: input.fecha_inicio ?? bogotaDayKey(now),
        fecha_fin: input.fecha_fin ?? null,
        created_at: now,
      })
      .returning();
    if (!row) throw new Error('expense insert returned no row');
    await recordAudit(tx, {
      adminId,
      action: 'expense.create',
      entity: 'expense',
      entityId: row.id,
      after: input,
    });
    return toRow(row);
  });
}

/** PATCH /api/admin/gastos/{id}: the days the dashboard charges it (issue 23). */
export async function updateExpenseDates(
  db: DbOrTx,
  id: number,
  input: ExpenseDates,
  adminId: number,
): Promise<ExpenseRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(expenses).where(eq(expenses.id, id)).for('update');
    if (!before) throw new AppError('EXPENSE_NOT_FOUND', 404, ADMIN_MESSAGES.admin.expenses.notFound);
    const [row] = await tx
      .update(expenses)
      .set({ fecha_inicio: input.fecha_inicio, fecha_fin: input.fecha_fin ?? null })
      .where(eq(expenses.id, id))
      .returning();
    await recordAudit(tx, {
      adminId,
      action: 'expense.update',
      entity: 'expense',
      entityId: id,
      before: toRow(before),
      after: input,
    });
    return toRow(row!);
  });
}

/** DELETE /api/admin/gastos/{id}. */
export async function deleteExpense(db: DbOrTx, id: number, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(expenses).where(eq(expenses.id, id)).returning();
    if (!row) throw new AppError('EXPENSE_NOT_FOUND', 404, ADMIN_MESSAGES.admin.expenses.notFound);
    await recordAudit(tx, {
      adminId,
      action: 'expense.delete',
      entity: 'expense',
      entityId: id,
      before: toRow(row),
    });
  });
}
