import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, Button } from '../../ui/button';
import { PaymentAlert } from './payment-field';

/**
 * "Procesando pago" (payments spec §2.3, in sentence case like every title of the app). When the
 * card checks run out it shows the slow-payment alert instead, with a status check and the way to
 * the order history.
 */
export function ProcessingScreen({
  slowMessage = null,
  notice = null,
  checking = false,
  onCheck,
  onClose,
}: {
  slowMessage?: string | null;
  /** The outcome of the last "Actualizar" while still pending. */
  notice?: string | null;
  checking?: boolean;
  onCheck?(): void;
  onClose?(): void;
}) {
  if (slowMessage) {
    return (
      <div className="space-y-4 text-center">
        <h3 className="text-xl font-bold">Verificando tu pago</h3>
        <PaymentAlert message={slowMessage} />
        <p role="status" className="text-sm text-gray-800 dark:text-gray-200">
          {checking ? 'Consultando el estado del pago…' : notice}
        </p>
        <div className="grid gap-2">
          <Button className="w-full" disabled={checking} onClick={onCheck}>
            {checking ? 'Consultando…' : 'Actualizar'}
          </Button>
          <Link to="/historial" className={`${buttonClasses('secondary')} w-full`}>
            Ver mis pedidos
          </Link>
          <Button variant="ghost" className="w-full" onClick={onClose}>
            Cerrar
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3 py-6 text-center">
      <LoaderCircle
        aria-hidden="true"
        className="mx-auto size-12 animate-spin text-emerald-700 dark:text-emerald-300"
      />
      <h3 className="text-xl font-bold">Procesando pago</h3>
      <p className="text-gray-800 dark:text-gray-200">
        Por favor no cierres esta ventana mientras confirmamos tu pago.
      </p>
    </div>
  );
}
