import { Button } from '../../ui/button';
import { CheckoutDialog } from './checkout-dialog';

/**
 * Online payment is the next piece of work (issue 6); until it lands this step says so plainly
 * and offers cash with the delivery data just entered.
 */
export function DigitalUnavailableDialog({
  open,
  onPayCash,
  onClose,
}: {
  open: boolean;
  onPayCash(): void;
  onClose(): void;
}) {
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      title="El pago en línea aún no está disponible"
      description="Muy pronto podrás pagar con tarjeta, Nequi o PSE. Por ahora puedes pagar en efectivo cuando recibas tu pedido, con los mismos datos de entrega."
      footer={
        <>
          <Button className="w-full" onClick={onPayCash}>
            Pagar en efectivo
          </Button>
          <Button variant="ghost" className="w-full" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-800 dark:text-gray-200">
        No se te ha cobrado nada y tu carrito sigue guardado.
      </p>
    </CheckoutDialog>
  );
}
