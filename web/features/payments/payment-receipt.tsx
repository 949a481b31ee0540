import { Bell, ChefHat, Clock, Phone } from 'lucide-react';
import { useShopSettings } from '../../app/shop-settings';
import { formatDateTimeBogota } from '../../../domain/dates';
import { orderCode } from '../../../domain/orders';

/** The transaction card of payments spec §2.7: id, 'Pagado', the gateway, environment, date. */
export function TransactionCard({
  transactionId,
  env,
  date,
  pedidoId,
}: {
  transactionId: string;
  env: 'prod' | 'test';
  date: Date;
  pedidoId: number | null;
}) {
  const rows: [string, string][] = [
    ['ID de transacción', transactionId],
    ['Estado', 'Pagado'],
    ['Procesado por', 'Wompi'],
    ['Ambiente', env === 'prod' ? 'Producción' : 'Pruebas'],
    ['Fecha', formatDateTimeBogota(date)],
    ...(pedidoId !== null ? ([['Pedido', orderCode(pedidoId)]] as [string, string][]) : []),
  ];
  return (
    <section
      aria-labelledby="transaccion-titulo"
      className="rounded-2xl border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="transaccion-titulo" className="text-lg font-bold text-gray-900 dark:text-gray-100">
        Detalles de la transacción
      </h2>
      <dl className="mt-2 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="text-right font-semibold break-all text-gray-900 dark:text-gray-100">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const nextSteps = (minutes: number) => [
  { icon: ChefHat, text: 'Estamos preparando tu pedido.' },
  {
    icon: Clock,
    text: `Lo llevamos a tu apartamento en máximo ${minutes} minutos.`,
  },
  { icon: Bell, text: 'Te avisaremos con notificaciones cuando cambie su estado.' },
  { icon: Phone, text: 'El domiciliario te llamará antes de entregarlo.' },
];

/** What happens after a paid order (payments spec §2.7 "next steps"). */
export function NextSteps() {
  const minutes = useShopSettings().entrega.promesa_minutos;
  return (
    <section aria-labelledby="siguientes-pasos">
      <h2 id="siguientes-pasos" className="text-lg font-bold text-gray-900 dark:text-gray-100">
        ¿Qué sigue?
      </h2>
      <ol className="mt-2 space-y-2">
        {nextSteps(minutes).map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2">
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300"
            />
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
