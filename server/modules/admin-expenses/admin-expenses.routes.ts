import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { ExpenseCreateSchema, ExpenseDatesSchema } from '../../../domain/schemas/admin-expenses';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { addExpense, deleteExpense, listExpenses, updateExpenseDates } from './admin-expenses.service';

const E = ADMIN_MESSAGES.admin.expenses;

/** Gastos operativos (payments-and-admin §7). */
export function adminExpenseRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('dinero') };
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;

    app.get('/api/admin/gastos', admin, async () => ({
      success: true,
      gastos: await listExpenses(database.db),
    }));

    app.post(
      '/api/admin/gastos',
      { ...admin, schema: { body: ExpenseCreateSchema } },
      async (request, reply) => {
        const gasto = await addExpense(database.db, request.body, me(request), app.clock());
        return reply.status(201).send({ success: true, gasto, message: E.added });
      },
    );

    app.patch(
      '/api/admin/gastos/:id',
      { ...admin, schema: { params: IdParamSchema, body: ExpenseDatesSchema } },
      async (request) => ({
        success: true,
        gasto: await updateExpenseDates(database.db, request.params.id, request.body, me(request)),
        message: E.datesUpdated,
      }),
    );

    app.delete(
      '/api/admin/gastos/:id',
      { ...admin, schema: { params: IdParamSchema } },
      async (request) => {
        await deleteExpense(database.db, request.params.id, me(request));
        return { success: true, message: E.deleted };
      },
    );
  };
}
