import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminStats, OnTimeShare } from '../../../domain/admin-views';
import { formatCOP } from '../../../domain/money';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import { countOf, NOUNS } from '../../../domain/plural';
import type { Tally } from '../../../domain/sales';
import { useShopSettings } from '../../app/shop-settings';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText } from '../admin/admin-api';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

function Card({ label, children, to }: { label: string; children: ReactNode; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-gray-700 dark:text-gray-300">{label}</p>
      <p className="mt-1 text-2xl font-bold">{children}</p>
    </>
  );
  const box =
    'block rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900';
  return to ? (
    <Link to={to} className={`${box} hover:border-emerald-700 dark:hover:border-emerald-400`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** Issue 46: the part of a sales figure the sandbox approved, said beside it, never mixed silently. */
function TestSales({ total }: { total: number }) {
  if (total <= 0) return null;
  return (
    <span className="block text-sm font-normal text-orange-900 dark:text-orange-200">
      {PAYMENT_MODE_MESSAGES.includesTestSales(formatCOP(total))}
    </span>
  );
}

/** Cash not collected yet: the amount large, how many orders it is in small print. */
function Owed({ tally }: { tally: Tally }) {
  return (
    <>
      <Money value={tally.total} />
      <span className="block text-sm font-normal text-gray-700 dark:text-gray-300">
        ({countOf(tally.pedidos, ...NOUNS.pedido)}, efectivo sin entregar)
      </span>
    </>
  );
}

function share(s: OnTimeShare): string {
  return s.porcentaje === null
    ? 'Sin entregas'
    : `${formatPercent(s.porcentaje)} (${s.aTiempo} de ${s.entregados})`;
}

/** /admin/dashboard: the spec's stats and what the shop looks at first (issue 10). */
export function DashboardSection() {
  useDocumentTitle('Resumen · Administración');
  const { entrega } = useShopSettings();
  const stats = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiRequest<AdminStats>('GET', '/admin/stats', undefined, { signal }),
    refetchInterval: 30_000,
  });
  const s = stats.data;
  const maxTower = Math.max(1, ...(s?.porTorre.map((t) => t.pedidos) ?? []));
  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Resumen
      </h2>
      {stats.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(stats.error, 'No pudimos cargar las estadísticas.')}
        </p>
      )}
      {!s ? (
        !stats.isError && (
          <p className="mt-4 text-gray-700 dark:text-gray-300">Cargando estadísticas…</p>
        )
      ) : (
        <>
          <h3 className="mt-4 text-lg font-semibold">Hoy</h3>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Ventas y pedidos cuentan los entregados y los pagados en línea, nunca los cancelados; el
            efectivo sin entregar va aparte, por cobrar.
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Card label="Ventas de hoy">
              <Money value={s.hoy.ventas} />
              <TestSales total={s.pruebas.hoy} />
            </Card>
            <Card label="Pedidos de hoy">{s.hoy.pedidos}</Card>
            <Card label="Por cobrar hoy" to="/admin/entregas">
              <Owed tally={s.hoy.porCobrar} />
            </Card>
            <Card label="Pendientes ahora" to="/admin/entregas">
              {s.pedidosPendientes}
            </Card>
            <Card label={`Atrasados (más de ${entrega.promesa_minutos} min)`} to="/admin/entregas">
              <span className={s.atrasados > 0 ? 'text-red-800 dark:text-red-300' : ''}>
                {s.atrasados}
              </span>
            </Card>
            <Card label="Entregados a tiempo hoy">{share(s.aTiempo.hoy)}</Card>
            <Card label="Entregados a tiempo esta semana">{share(s.aTiempo.semana)}</Card>
          </div>
          <h3 className="mt-6 text-lg font-semibold">Pedidos de hoy por torre</h3>
          <ul className="mt-2 space-y-1">
            {s.porTorre.map((t) => (
              <li key={t.torre} className="flex items-center gap-3">
                <span className="w-16 shrink-0 text-sm">Torre {t.torre}</span>
                <span
                  className="h-4 rounded bg-emerald-700 dark:bg-emerald-400"
                  style={{ width: `${(t.pedidos / maxTower) * 70}%` }}
                  aria-hidden="true"
                />
                <span className="text-sm font-semibold">{t.pedidos}</span>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-lg font-semibold">Stock bajo o agotado</h3>
          {s.stockBajo.length === 0 ? (
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              Todos los productos tienen más de 5 unidades.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
              {s.stockBajo.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`/admin/inventario?q=${encodeURIComponent(p.codigo)}`}
                    className="flex min-h-11 items-center justify-between gap-2 px-3 py-2 hover:bg-gray-50 dark:hover:bg-gray-800"
                  >
                    <span>
                      {p.nombre}{' '}
                      <span className="text-sm text-gray-700 dark:text-gray-300">({p.codigo})</span>
                    </span>
                    <span
                      className={`font-semibold ${p.stock <= 0 ? 'text-red-800 dark:text-red-300' : ''}`}
                    >
                      {p.stock <= 0 ? 'Sin stock' : `${p.stock} u.`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-6 text-lg font-semibold">Totales</h3>
          <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Card label="Total de pedidos">{s.totalPedidos}</Card>
            <Card label="Ingresos totales">
              <Money value={s.ingresosTotales} />
              <TestSales total={s.pruebas.total} />
            </Card>
            <Card label="Por cobrar" to="/admin/entregas">
              <Owed tally={s.porCobrar} />
            </Card>
            <Card label="Usuarios" to="/admin/usuarios">
              {s.totalUsuarios}
            </Card>
            <Card label="Productos" to="/admin/inventario">
              {s.totalProductos}
            </Card>
          </div>
        </>
      )}
    </section>
  );
}
