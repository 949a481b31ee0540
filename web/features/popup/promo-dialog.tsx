import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import type { PromoPopup } from './popup-api';

type Promotion = NonNullable<PromoPopup['promocion']>;

/** "Ver Ofertas" closes the dialog with this value; "Ahora no", Escape and a tap outside with ''. */
const SEE_OFFERS = 'ofertas';

export function PromoDialog({
  promo,
  onClosed,
}: {
  promo: Promotion;
  onClosed(seeOffers: boolean): void;
}) {
  return (
    <ModalDialog
      labelledBy="popup-titulo"
      describedBy="popup-descripcion"
      onClosed={(value) => onClosed(value === SEE_OFFERS)}
      // Nothing opened it: focus goes to the page's heading.
      fallbackFocus={() => document.querySelector<HTMLElement>('main h1')}
      className="overflow-hidden"
    >
      {promo.imagen_url && (
        <img
          src={promo.imagen_url}
          alt=""
          width={240}
          height={240}
          fetchPriority="high"
          className="aspect-[2/1] w-full bg-emerald-50 object-contain dark:bg-emerald-950"
        />
      )}
      <div className="space-y-2 p-5">
        <h2 id="popup-titulo" className="text-xl font-bold">
          {promo.titulo}
        </h2>
        <p id="popup-descripcion" className="text-gray-700 dark:text-gray-300">
          {promo.descripcion}
        </p>
        <form
          method="dialog"
          className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2 pt-3"
        >
          <Button type="submit" value="" variant="secondary">
            Ahora no
          </Button>
          <Button type="submit" value={SEE_OFFERS}>
            Ver Ofertas
          </Button>
        </form>
      </div>
    </ModalDialog>
  );
}
