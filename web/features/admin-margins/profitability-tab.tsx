import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatCOP } from '../../../domain/money';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import { DEFAULT_PERIOD, PERIODS, type Period } from '../../../domain/profitability';
import { tallyText } from '../../../domain/sales';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText, queryString } from '../admin/admin-api';
import { downloadFile } from '../admin-money/download';
import { CARD, ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { MarginBadge } from './margin-badge';
import { formatPercent } from '../../../domain/percent';

const Charts = lazy(() =>
  import('./profitability-charts').then((m) => ({ default: m.ProfitabilityCharts })),
);
const M = ADMIN_MESSAGES.adminMoney;
const R = ADMIN_MESSAGES.admin.profitability;
const PERIOD_LABEL: Record<Period, string> = {
  '24h': 'Últimas 24 horas',
  semana: 'Esta semana',
  mes: 'Este mes',
  mesAnterior: 'Mes anterior',
  año: 'Este año',
  personalizado: 'Personalizado',
};
/** '2026-11-01' → '01/11/2026'. */
const dayLabel = (key: string) => key.split('-').reverse().join('/');
// How the cost of what was sold was obtained, as a phrase after "Costo de lo vendido:" (issue 23).
const METHOD_LABEL = {
  costos_reales: 'real',
  estimado: 'estimado con el margen promedio',
  mixto: 'mixto (real y estimado)',
  sin_ventas: 'sin ventas en el periodo',
};

/** Rentabilidad: period selector, figures, charts (lazy), first 5 alerts and the CSV export. */
export function ProfitabilityTab({ onAlert }: { onAlert(productId: number): void }) {
  const [periodo, setPeriodo] = useState<Period>(DEFAULT_PERIOD);
  const [inicio, setInicio] = useState('');
  const [fin, setFin] = useState('');
  const custom = periodo === 'personalizado';
  const ready = !custom || (inicio !== '' && fin !== '' && inicio <= fin);
  const qs = queryString({
    periodo,
    fechaInicio: custom ? inicio : undefined,
    fechaFin: custom ? fin : undefined,
  });
  const dashboard = useQuery({
    queryKey: ['admin', 'rentabilidad', qs],
    enabled: ready,
    queryFn: ({ signal }) =>
      apiRequest<ProfitabilityDashboard>(
        'GET',
        `/api/admin/rentabilidad/dashboard${qs}`,
        undefined,
        { signal },
      ),
  });
  const d = dashboard.data;
  const rangeError =
    custom && inicio !== '' && fin !== '' && inicio > fin
      ? R.rangeInvalid
      : custom && (!inicio || !fin)
        ? R.datesRequired
        : '';

  function exportCsv() {
    downloadFile(`/api/admin/rentabilidad/exportar${qs}`, 'rentabilidad.csv')
      .then(() => toast.success(M.exported))
      .catch((e: unknown) => toast.error(errorText(e, M.downloadError)));
  }

  // Issue 46: the part of the sales the sandbox approved is said beside them, never mixed silently.
  const tests = (total: number) =>
    total > 0 ? PAYMENT_MODE_MESSAGES.includesTestSales(formatCOP(total)) : undefined;
  const figures: [string, string, string?][] = d
    ? [
        ['Ventas hoy', tallyText(d.ventasHoy), tests(d.ventasPrueba.hoy.total)],
        ['Por cobrar hoy', tallyText(d.porCobrarHoy)],
        // Labelled as the period it shows, never "del mes" (issue 23)
        [
          `Ventas · ${PERIOD_LABEL[d.periodo as Period] ?? d.periodo}`,
          tallyText(d.ventasPeriodo),
          tests(d.ventasPrueba.periodo.total),
        ],
        [`Por cobrar · ${PERIOD_LABEL[d.periodo as Period] ?? d.periodo}`, tallyText(d.porCobrar)],
        [
          'Utilidad bruta',
          `${formatCOP(d.margenes.utilidadBruta)} (${formatPercent(d.margenes.margenBruto)})`,
        ],
        [
          `Gastos del ${dayLabel(d.fechaInicio)} al ${dayLabel(d.fechaFin)}`,
          formatCOP(d.gastos.total),
        ],
        [
          'Utilidad neta',
          `${formatCOP(d.margenes.utilidadNeta)} (${formatPercent(d.margenes.margenNeto)})`,
        ],
        ['Margen promedio', formatPercent(d.margenes.margenPromedio)],
      ]
    : [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <label className={`${LABEL} min-w-44 flex-1`}>
          Periodo
          <select
            className={INPUT}
            value={periodo}
            onChange={(e) => setPeriodo(e.target.value as Period)}
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABEL[p]}
              </option>
            ))}
          </select>
        </label>
        {custom && (
          <>
            <label className={LABEL}>
              Desde
              <input
                className={INPUT}
                type="date"
                value={inicio}
                onChange={(e) => setInicio(e.target.value)}
              />
            </label>
            <label className={LABEL}>
              Hasta
              <input
                className={INPUT}
                type="date"
                value={fin}
                onChange={(e) => setFin(e.target.value)}
              />
            </label>
          </>
        )}
        <Button variant="secondary" disabled={!ready} onClick={exportCsv}>
          <Download aria-hidden="true" className="size-4" />
          Exportar CSV
        </Button>
      </div>
      {rangeError && (
        <p role="alert" className={ERROR_TEXT}>
          {rangeError}
        </p>
      )}
      {dashboard.isError && (
        <p role="alert" className={ERROR_TEXT}>
          {R.loadError(errorText(dashboard.error, M.loadError))}
        </p>
      )}
      {dashboard.isFetching && !d && <p className={MUTED}>Cargando…</p>}
      {d && (
        <>
          <p className={MUTED}>
            Del {dayLabel(d.fechaInicio)} al {dayLabel(d.fechaFin)}, ambos incluidos · Costo de lo
            vendido: {METHOD_LABEL[d.analisis.metodoCalculo]}
          </p>
          <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label="Cifras del periodo">
            {figures.map(([label, value, note]) => (
              <div key={label} className={CARD}>
                <dt className={MUTED}>{label}</dt>
                <dd className="font-bold tabular-nums">{value}</dd>
                {note && <dd className="text-sm text-orange-900 dark:text-orange-200">{note}</dd>}
              </div>
            ))}
          </dl>
          <section aria-labelledby="alerts-title" className="space-y-2">
            <h3 id="alerts-title" className="text-lg font-bold">
              Alertas de margen
            </h3>
            {d.alertas.length === 0 ? (
              <p className={MUTED}>{M.alertsEmpty}</p>
            ) : (
              <ul className="space-y-2">
                {d.alertas.slice(0, 5).map((a) => (
                  <li key={a.id}>
                    <a
                      href={`#costo-${a.id}`}
                      onClick={(e) => {
                        e.preventDefault();
                        onAlert(a.id);
                      }}
                      className={`${CARD} flex min-h-11 items-center justify-between gap-2 underline-offset-2 hover:underline`}
                    >
                      <span>
                        {a.nombre} · {formatPercent(a.margen_porcentaje)}
                        <span className="sr-only">: editar costo</span>
                      </span>
                      <MarginBadge state={a.estado} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Suspense fallback={<p className={MUTED}>Cargando gráficas…</p>}>
            <Charts data={d} />
          </Suspense>
        </>
      )}
    </div>
  );
}
