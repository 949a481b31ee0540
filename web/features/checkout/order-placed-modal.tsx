import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { orderCode } from '../../../domain/orders';
import { ordersQuery } from '../order-data/orders-api';
import { useShopSettings } from '../../app/shop-settings';
import { Button, buttonClasses } from '../../ui/button';
import { CheckoutDialog } from './checkout-dialog';
import { OrderCode } from '../../ui/order-code';
import { Money } from '../../ui/money';

/**
 * Where the order stands, as the live list holds it (issue 40): the promise while it is being
 * prepared, "va en camino" once it left; null once it ended (the sheet then closes into the
 * store's tracker, which shows how it ended).
 */
function useLiveStage(codigo: string): 'recibido' | 'en_camino' | 'ended' {
  // Reads the store's live list without asking for it: the store and its stream keep it fresh.
  const orders = useQuery({ ...ordersQuery, enabled: false }).data?.pedidos;
  const order = orders?.find((o) => orderCode(o.id) === codigo || o.codigo === codigo);
  if (!order) return 'recibido';
  if (order.estado !== 'pendiente') return 'ended';
  return order.etapa;
}

/**
 * The order confirmation: its code, the total (to pay in cash, or paid online) and the delivery
 * promise, with the link to the history (customer spec §2, also "after a digital payment").
 * It stays true while open: the promise gives way to "va en camino", and a delivered or
 * cancelled order closes it into the tracker (issue 40).
 */
export function OrderPlacedModal({
  open,
  codigo,
  total,
  paidOnline,
  onClose,
}: {
  open: boolean;
  codigo: string;
  total: number;
  paidOnline: boolean;
  onClose(): void;
}) {
  const minutes = useShopSettings().entrega.promesa_minutos;
  const stage = useLiveStage(codigo);
  const ended = open && stage === 'ended';
  useEffect(() => {
    if (ended) onClose();
  }, [ended, onClose]);
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      title={
        <span className="flex items-center gap-2">
          <CircleCheck
            aria-hidden="true"
            className="size-6 text-emerald-700 dark:text-emerald-300"
          />
          ¡Pedido confirmado!
        </span>
      }
      description={
        paidOnline
          ? `Tu pago fue aprobado y tu pedido ${codigo} ya está en preparación.`
          : `Recibimos tu pedido ${codigo}. Pagas en efectivo cuando lo recibas.`
      }
      footer={
        <>
          <Link to="/historial" className={`${buttonClasses('primary')} w-full`}>
            Ver mis pedidos
          </Link>
          <Button variant="ghost" className="w-full" onClick={onClose}>
            Seguir comprando
          </Button>
        </>
      }
    >
      <dl className="space-y-2 text-center">
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">Número de pedido</dt>
          <dd className="text-3xl font-bold tracking-wide">
            <OrderCode code={codigo} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">
            {paidOnline ? 'Total pagado' : 'Total a pagar en efectivo'}
          </dt>
          <dd className="text-xl font-bold whitespace-nowrap tabular-nums">
            <Money value={total} />
          </dd>
        </div>
      </dl>
      <p role="status" className="text-center font-semibold text-emerald-800 dark:text-emerald-300">
        {stage === 'en_camino' ? 'Tu pedido va en camino' : `Llega en máximo ${minutes} minutos`}
      </p>
    </CheckoutDialog>
  );
}
