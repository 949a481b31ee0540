import type { ReactNode } from 'react';
import { Money } from '../../ui/money';
import type { OrderStats } from './order-summary';

/**
 * The four stats cards: orders, total spent (delivered or paid online, and it says so), pending,
 * delivered.
 */
export function OrderStatsCards({ stats }: { stats: OrderStats }) {
  const cards: { label: string; value: ReactNode; note?: string }[] = [
    { label: 'Pedidos', value: String(stats.pedidos) },
    {
      label: 'Total gastado',
      value: <Money value={stats.totalGastado} />,
      note: 'Pedidos entregados o ya pagados',
    },
    { label: 'Pendientes', value: String(stats.pendientes) },
    { label: 'Entregados', value: String(stats.entregados) },
  ];
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3 sm:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="min-w-0 rounded-2xl border border-gray-200 bg-white p-3 dark:border-gray-800 dark:bg-gray-900"
        >
          <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold break-words text-gray-900 dark:text-gray-50">
            {card.value}
          </dd>
          {card.note && <dd className="text-xs text-gray-700 dark:text-gray-300">{card.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
