import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toCsv } from '../../http/csv';
import { ProfitabilityQuerySchema } from '../../../domain/schemas/admin-profitability';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { dashboardRows } from './profitability.export';
import { profitabilityDashboard } from './profitability.service';

/** Rentabilidad (payments-and-admin §7) and its CSV export for a spreadsheet (UTF-8 with BOM, `;`). */
export function profitabilityRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('dinero') };

    app.get(
      '/api/admin/rentabilidad/dashboard',
      { ...admin, schema: { querystring: ProfitabilityQuerySchema } },
      async (request) => ({
        success: true,
        ...(await profitabilityDashboard(
          database.db,
          request.query,
          app.clock(),
          app.shopSettings.current().tienda.torres,
        )),
      }),
    );

    app.get(
      '/api/admin/rentabilidad/exportar',
      { ...admin, schema: { querystring: ProfitabilityQuerySchema } },
      async (request, reply) => {
        const dashboard = await profitabilityDashboard(
          database.db,
          request.query,
          app.clock(),
          app.shopSettings.current().tienda.torres,
        );
        const rows = dashboardRows(dashboard);
        const fields = Object.keys(rows[0] ?? {});
        const csv = toCsv(
          fields,
          rows.map((r) => fields.map((f) => r[f])),
        );
        const name = `rentabilidad-${dashboard.fechaInicio}-a-${dashboard.fechaFin}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(csv);
      },
    );
  };
}
