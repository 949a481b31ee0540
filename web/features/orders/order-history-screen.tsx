import { SimplePage } from '../../ui/simple-page';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /historial: the customer's orders. The list and its filters come with the orders issue. */
export function OrderHistoryScreen() {
  useDocumentTitle('Mis pedidos');
  return (
    <SimplePage title="Mis pedidos">
      <p>Aquí encontrarás tus pedidos, su estado y el detalle de cada compra.</p>
      <p>Inicia sesión en la tienda con tu cuenta para consultarlos.</p>
    </SimplePage>
  );
}
