import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import { ellipsize, niceTicks, shortAmount } from '../../../domain/chart-labels';
import { shortDayLabel } from '../../../domain/dates';
import { formatCOP } from '../../../domain/money';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

const GREEN = '#059669';
const BLUE = '#0284c7';
const AMBER = '#d97706';
/** Product names longer than this are cut on the axis; the tooltip and the summary say them whole. */
const NAME_CHARS = 12;
const money = (value: unknown) => formatCOP(Number(value));
// A tooltip never wider than the chart on a phone, so it cannot run off the screen.
const TOOLTIP = {
  formatter: money,
  separator: ': ',
  contentStyle: { color: '#111827', whiteSpace: 'normal' as const },
  wrapperStyle: { maxWidth: 'min(16rem, 70vw)', zIndex: 10 },
  allowEscapeViewBox: { x: false, y: false },
};

/** Round ticks covering the values and zero, and the axis domain they span. */
function scale(values: readonly number[]) {
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  return { ticks, domain: [ticks[0]!, ticks[ticks.length - 1]!] as [number, number] };
}

function Figure({
  title,
  summary,
  inert = false,
  children,
  after,
}: {
  title: string;
  summary: string;
  inert?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <figure className="min-w-0 rounded-2xl border border-gray-200 p-3 text-gray-800 dark:border-gray-700 dark:text-gray-200">
      <figcaption className="font-semibold">
        {title}
        <span className="sr-only">. {summary}</span>
      </figcaption>
      <div className="mt-2 h-56 w-full" aria-hidden="true" inert={inert}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      {after}
    </figure>
  );
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  payload?: { value?: unknown };
  /** The label for the tick's value (the value itself when absent). */
  format?: (value: never) => string;
  /** Longer labels are cut with an ellipsis; the whole one stays as the label's title. */
  maxChars?: number;
}

/**
 * An axis label on one line: recharts' own tick wraps a label wider than the axis ("260 / mil"),
 * so every axis draws this one instead.
 */
function Tick({
  x,
  y,
  textAnchor = 'middle',
  verticalAnchor = 'middle',
  payload,
  format,
  maxChars,
}: TickProps) {
  const value = payload?.value;
  const text = format ? format(value as never) : String(value ?? '');
  const shown = maxChars ? ellipsize(text, maxChars) : text;
  const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'end' ? '-0.2em' : '0.32em';
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      dy={dy}
      textAnchor={textAnchor}
      fill="currentColor"
      fontSize={12}
    >
      {shown !== text && <title>{text}</title>}
      {shown}
    </text>
  );
}

/** The Rentabilidad charts (recharts lives only in this lazily loaded module). */
export function ProfitabilityCharts({ data }: { data: ProfitabilityDashboard }) {
  const pieTotal = data.porMetodo.efectivo + data.porMetodo.digital;
  const pie = [
    { name: 'Efectivo', value: data.porMetodo.efectivo, color: AMBER },
    { name: 'Digital', value: data.porMetodo.digital, color: BLUE },
  ];
  const share = (v: number) =>
    pieTotal > 0 ? formatPercent((v / pieTotal) * 100, 0) : formatPercent(0);
  const sales = scale(data.serie.flatMap((s) => [s.ventas, s.utilidadBruta]));
  const top = scale(data.topProductos.map((p) => p.utilidad));
  const towers = scale(data.porTorre.map((t) => t.ventas));
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Figure
        title="Ventas y utilidad bruta"
        summary={data.serie
          .map(
            (s) =>
              `${shortDayLabel(s.periodo)}: ventas ${formatCOP(s.ventas)}, utilidad ${formatCOP(s.utilidadBruta)}`,
          )
          .join('; ')}
      >
        <ComposedChart
          accessibilityLayer={false}
          data={data.serie}
          margin={{ top: 12, left: 0, right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#9ca3af55" />
          <XAxis
            dataKey="periodo"
            tickFormatter={shortDayLabel}
            tick={<Tick format={shortDayLabel} />}
            minTickGap={12}
          />
          <YAxis
            tickFormatter={shortAmount}
            tick={<Tick format={shortAmount} />}
            width={60}
            ticks={sales.ticks}
            domain={sales.domain}
            interval={0}
          />
          <Tooltip {...TOOLTIP} labelFormatter={(label) => shortDayLabel(String(label))} />
          <Legend />
          <Bar dataKey="ventas" name="Ventas" fill={BLUE} />
          <Line
            dataKey="utilidadBruta"
            name="Utilidad bruta"
            stroke={GREEN}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </Figure>
      <Figure
        title="Productos con más utilidad"
        summary={data.topProductos.map((p) => `${p.nombre}: ${formatCOP(p.utilidad)}`).join('; ')}
      >
        {/* Right margin: the last tick's label is centred on the edge and would be clipped. */}
        <BarChart
          accessibilityLayer={false}
          data={data.topProductos}
          layout="vertical"
          margin={{ top: 12, left: 4, right: 28 }}
        >
          <XAxis
            type="number"
            tickFormatter={shortAmount}
            tick={<Tick format={shortAmount} />}
            ticks={top.ticks}
            domain={top.domain}
            interval={0}
          />
          <YAxis
            type="category"
            dataKey="nombre"
            width={108}
            tick={<Tick maxChars={NAME_CHARS} />}
            interval={0}
          />
          {/* Pinned to the left edge: beside a long bar it would run off a phone's screen. */}
          <Tooltip {...TOOLTIP} position={{ x: 8 }} />
          <Bar dataKey="utilidad" name="Utilidad" fill={GREEN} />
        </BarChart>
      </Figure>
      <Figure
        title="Ventas por torre"
        summary={data.porTorre.map((t) => `Torre ${t.torre}: ${formatCOP(t.ventas)}`).join('; ')}
      >
        <BarChart
          accessibilityLayer={false}
          data={data.porTorre.map((t) => ({
            ...t,
            torre: `T${t.torre}`,
            nombre: `Torre ${t.torre}`,
          }))}
          margin={{ top: 12, left: 0, right: 16 }}
        >
          <XAxis dataKey="torre" tick={<Tick />} interval={0} />
          <YAxis
            tickFormatter={shortAmount}
            tick={<Tick format={shortAmount} />}
            width={60}
            ticks={towers.ticks}
            domain={towers.domain}
            interval={0}
          />
          <Tooltip {...TOOLTIP} labelFormatter={(label) => `Torre ${String(label).slice(1)}`} />
          <Bar dataKey="ventas" name="Ventas" fill={BLUE} />
        </BarChart>
      </Figure>
      {/* The pie's sectors take focus on their own: inert keeps them out of the tab order. The
          amounts are a legend below, in the page, so no label is cut at the chart's edge. */}
      <Figure
        inert
        title="Efectivo y pagos digitales"
        summary={pie.map((p) => `${p.name}: ${formatCOP(p.value)}`).join('; ')}
        after={
          <ul
            className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
            aria-hidden="true"
            data-chart-legend
          >
            {pie.map((p) => (
              <li key={p.name} className="flex items-center gap-1.5">
                <span
                  className="inline-block size-3 rounded-sm"
                  style={{ backgroundColor: p.color }}
                />
                <span>
                  {p.name}:{' '}
                  <span className="font-semibold tabular-nums">
                    <Money value={p.value} />
                  </span>{' '}
                  ({share(p.value)})
                </span>
              </li>
            ))}
          </ul>
        }
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            data={pie}
            dataKey="value"
            nameKey="name"
            innerRadius="50%"
            outerRadius="85%"
            isAnimationActive={false}
          >
            {pie.map((p) => (
              <Cell key={p.name} fill={p.color} />
            ))}
          </Pie>
          <Tooltip {...TOOLTIP} />
        </PieChart>
      </Figure>
    </div>
  );
}
