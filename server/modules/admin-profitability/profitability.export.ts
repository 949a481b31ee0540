import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';

/** The period as a spreadsheet: one row per day (or month) and a totals row. */
export function dashboardRows(d: ProfitabilityDashboard): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = d.serie.map((s) => ({
    periodo: s.periodo,
    pedidos: s.pedidos,
    ventas: s.ventas,
    // Issue 46: how much of `ventas` the sandbox approved (no money received), never mixed silently.
    ventas_prueba: s.ventasPrueba,
    costo_ventas: s.costo,
    utilidad_bruta: s.utilidadBruta,
  }));
  rows.push({
    periodo: ADMIN_MESSAGES.admin.profitabilityExport.totalRow,
    pedidos: d.ventasPeriodo.pedidos,
    ventas: d.ventasPeriodo.total,
    ventas_prueba: d.ventasPrueba.periodo.total,
    costo_ventas: d.analisis.costoCalculado,
    utilidad_bruta: d.margenes.utilidadBruta,
  });
  rows.push({
    periodo: ADMIN_MESSAGES.admin.profitabilityExport.owedRow,
    pedidos: d.porCobrar.pedidos,
    ventas: d.porCobrar.total,
    ventas_prueba: '',
    costo_ventas: '',
    utilidad_bruta: '',
  });
  rows.push({
    periodo: ADMIN_MESSAGES.admin.profitabilityExport.expensesRow,
    pedidos: '',
    ventas: '',
    ventas_prueba: '',
    costo_ventas: d.gastos.total,
    utilidad_bruta: '',
  });
  rows.push({
    periodo: ADMIN_MESSAGES.admin.profitabilityExport.netRow,
    pedidos: '',
    ventas: '',
    ventas_prueba: '',
    costo_ventas: '',
    utilidad_bruta: d.margenes.utilidadNeta,
  });
  return rows;
}
