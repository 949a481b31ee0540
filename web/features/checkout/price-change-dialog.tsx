import type { CurrentPrices } from '../../../domain/order-views';
import { Button } from '../../ui/button';
import { CheckoutDialog } from './checkout-dialog';
import type { PriceChangeLine } from './order-body';
import { Money } from '../../ui/money';

export interface PriceChange {
  prices: CurrentPrices;
  lines: PriceChangeLine[];
}

/** A price changed since the cart was filled: shown and confirmed, never hidden (issue 5). */
export function PriceChangeDialog({
  open,
  change,
  onAccept,
  onBackToCart,
  onClose,
}: {
  open: boolean;
  change: PriceChange;
  onAccept(): void;
  onBackToCart(): void;
  onClose(): void;
}) {
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      title="Los precios cambiaron"
      description="Algunos precios cambiaron desde que llenaste tu carrito. Revísalos antes de confirmar tu pedido."
      footer={
        <>
          <Button className="w-full" onClick={onAccept}>
            Aceptar nuevos precios
          </Button>
          <Button variant="ghost" className="w-full" onClick={onBackToCart}>
            Volver al carrito
          </Button>
        </>
      }
    >
      {change.lines.length > 0 && (
        <ul
          aria-label="Precios que cambiaron"
          className="divide-y divide-gray-200 text-sm dark:divide-gray-700"
        >
          {change.lines.map((l) => (
            <li key={l.key} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="font-semibold">{l.nombre}</span>
              <span className="tabular-nums">
                <span className="sr-only">antes </span>
                <s className="whitespace-nowrap">
                  <Money value={l.before} />
                </s>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">, ahora </span>
                <strong className="whitespace-nowrap">
                  <Money value={l.after} />
                </strong>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold dark:border-gray-700">
        <span>Nuevo total a pagar en efectivo</span>
        <span className="whitespace-nowrap tabular-nums">
          <Money value={change.prices.total} />
        </span>
      </p>
    </CheckoutDialog>
  );
}
