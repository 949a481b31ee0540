import { BUSINESS } from '../../../domain/business';
import { SimplePage } from '../../ui/simple-page';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /payment-success: where the gateway sends the customer back. The confirmation comes later. */
export function PaymentSuccessScreen() {
  useDocumentTitle('Confirmación de pago');
  return (
    <SimplePage
      title="Confirmación de pago"
      actions={[
        { to: '/app', label: 'Volver a la tienda' },
        { to: '/historial', label: 'Ver mis pedidos' },
      ]}
    >
      <p>Gracias por tu compra en {BUSINESS.brand}. Estamos confirmando tu pago con la pasarela.</p>
      <p>
        Cuando se apruebe, preparamos tu pedido y lo llevamos a tu apartamento en máximo{' '}
        {BUSINESS.deliveryPromiseMinutes} minutos. Puedes seguir su estado en tu historial de
        pedidos.
      </p>
    </SimplePage>
  );
}
