import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import { formatCOP } from '../../../domain/money';

const GREEN = '#059669';
const BLUE = '#0284c7';
const AMBER = '#d97706';
const TICK = { fill: 'currentColor', fontSize: 12 };
const short = (n: number) => (Math.abs(n) >= 1_000_000 ? `${Math.round(n / 100_000) / 10} M` : Math.abs(n) >= 1000 ? `${Math.round(n / 1000)} mil` : String(n));
const money = (value: unknown) => formatCOP(Number(value));

function Figure({ title, summary, inert = false, children }: { title: string; summary: string; inert?: boolean; children: ReactNode }) {
  return (
    <figure className="rounded-2xl border border-gray-200 p-3 text-gray-800 dark:border-gray-700 dark:text-gray-200">
      <figcaption className="font-semibold">{title}<span className="sr-only">. {summary}</span></figcaption>
      <div className="mt-2 h-56 w-full" aria-hidden="true" inert={inert}>
        <ResponsiveContainer width="100%" height="100%">{children}</ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The Rentabilidad charts (recharts lives only in this lazily loaded module). */
export function ProfitabilityCharts({ data }: { data: ProfitabilityDashboard }) {
  const pie = [
    { name: 'Efectivo', value: data.porMetodo.efectivo },
    { name: 'Digital', value: data.porMetodo.digital },
  ];
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Figure title="Ventas y utilidad bruta" summary={data.serie.map((s) => `${s.periodo}: ventas ${formatCOP(s.ventas)}, utilidad ${formatCOP(s.utilidadBruta)}`).join('; ')}>
        <ComposedChart accessibilityLayer={false} data={data.serie} margin={{ left: 0, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#9ca3af55" />
          <XAxis dataKey="periodo" tick={TICK} />
          <YAxis tickFormatter={short} tick={TICK} width={52} />
          <Tooltip formatter={money} contentStyle={{ color: '#111827' }} />
          <Legend />
          <Bar dataKey="ventas" name="Ventas" fill={BLUE} />
          <Line dataKey="utilidadBruta" name="Utilidad bruta" stroke={GREEN} strokeWidth={2} dot={false} />
        </ComposedChart>
      </Figure>
      <Figure title="Productos con más utilidad" summary={data.topProductos.map((p) => `${p.nombre}: ${formatCOP(p.utilidad)}`).join('; ')}>
        <BarChart accessibilityLayer={false} data={data.topProductos} layout="vertical" margin={{ left: 8, right: 8 }}>
          <XAxis type="number" tickFormatter={short} tick={TICK} />
          <YAxis type="category" dataKey="nombre" width={96} tick={TICK} />
          <Tooltip formatter={money} contentStyle={{ color: '#111827' }} />
          <Bar dataKey="utilidad" name="Utilidad" fill={GREEN} />
        </BarChart>
      </Figure>
      <Figure title="Ventas por torre" summary={data.porTorre.map((t) => `Torre ${t.torre}: ${formatCOP(t.ventas)}`).join('; ')}>
        <BarChart accessibilityLayer={false} data={data.porTorre.map((t) => ({ ...t, torre: `Torre ${t.torre}` }))}>
          <XAxis dataKey="torre" tick={TICK} />
          <YAxis tickFormatter={short} tick={TICK} width={52} />
          <Tooltip formatter={money} contentStyle={{ color: '#111827' }} />
          <Bar dataKey="ventas" name="Ventas" fill={BLUE} />
        </BarChart>
      </Figure>
      {/* The pie's sectors take focus on their own: inert keeps them out of the tab order. */}
      <Figure inert title="Efectivo y pagos digitales" summary={pie.map((p) => `${p.name}: ${formatCOP(p.value)}`).join('; ')}>
        <PieChart accessibilityLayer={false}>
          <Pie data={pie} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" label={({ name }) => String(name)}>
            <Cell fill={AMBER} />
            <Cell fill={BLUE} />
          </Pie>
          <Tooltip formatter={money} contentStyle={{ color: '#111827' }} />
          <Legend />
        </PieChart>
      </Figure>
    </div>
  );
}
