import { useEffect } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useShopSettings } from '../../app/shop-settings';
import { PAYMENT_TIMINGS, type PaymentMethod } from '../../../domain/payments';
import { browserNavigation } from './payments-api';

const DESTINATION: Record<'DAVIPLATA' | 'PSE', string> = {
  DAVIPLATA: 'DaviPlata',
  PSE: 'tu banco por PSE',
};

/** DaviPlata and PSE (payments spec §2.5): 2 s to read where they go, then the gateway's page. */
export function RedirectingScreen({
  metodo,
  url,
}: {
  metodo: Extract<PaymentMethod, 'DAVIPLATA' | 'PSE'>;
  url: string;
}) {
  const shopName = useShopSettings().tienda.nombre;
  useEffect(() => {
    const timer = setTimeout(() => browserNavigation.assign(url), PAYMENT_TIMINGS.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [url]);
  return (
    <div className="space-y-3 py-6 text-center">
      <LoaderCircle
        aria-hidden="true"
        className="mx-auto size-12 animate-spin text-emerald-700 dark:text-emerald-300"
      />
      <h3 className="text-xl font-bold">Te estamos llevando a {DESTINATION[metodo]}</h3>
      <p className="text-gray-800 dark:text-gray-200">
        Aprueba el pago allí; al terminar volverás a {shopName} para ver la confirmación.
      </p>
      <p className="text-sm">
        <a
          href={url}
          className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
        >
          Continuar ahora
        </a>
      </p>
    </div>
  );
}
