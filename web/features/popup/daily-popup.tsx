import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { bogotaDayKey, popupStorageKey, shouldShowDailyPopup } from '../../../domain/dates';
import { readJson, writeJson } from '../../app/storage';
import { Button } from '../../ui/button';
import { useReturnFocus } from '../../ui/use-return-focus';
import { popupQuery } from './popup-api';

/**
 * The daily promotional popup (DESIGN §5): when the server has one active, at most once per
 * Bogotá calendar day per user; the day it was shown is kept under a per-user key.
 */
export function DailyPopup({
  userId,
  onSeeOffers,
}: {
  userId: string | number;
  onSeeOffers(): void;
}) {
  const key = popupStorageKey(userId);
  // Decided once, before this visit marks the day as shown.
  const [due] = useState(() => {
    const last = readJson(key);
    return shouldShowDailyPopup(typeof last === 'string' ? last : null, new Date());
  });
  const [closed, setClosed] = useState(false);
  const seeOffers = useRef(false);
  const popup = useQuery({ ...popupQuery, enabled: due });
  const promo = popup.data?.activa ? popup.data.promocion : null;
  const open = due && !closed && promo !== null;
  // It opens by itself: focus goes back to what had it, else to the page's heading.
  const returnFocus = useReturnFocus(() => document.querySelector<HTMLElement>('main h1'));

  useEffect(() => {
    if (open) writeJson(key, bogotaDayKey(new Date()));
  }, [open, key]);

  if (!promo) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && setClosed(true)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus(event);
            // The popup opens by itself while the store draws: focusing at once forced a style
            // pass over the whole page inside the opening's task. One frame later the page is
            // styled anyway, and focus moves to the first button as Radix would have done.
            event.preventDefault();
            const content = event.currentTarget;
            requestAnimationFrame(() => {
              if (content instanceof HTMLElement && !content.contains(document.activeElement))
                content.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
            });
          }}
          onCloseAutoFocus={(event) => {
            if (!seeOffers.current) return returnFocus.onCloseAutoFocus(event);
            event.preventDefault();
            onSeeOffers();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
        >
          {promo.imagen_url && (
            <img
              src={promo.imagen_url}
              alt=""
              width={240}
              height={240}
              className="aspect-[2/1] w-full bg-emerald-50 object-contain dark:bg-emerald-950"
            />
          )}
          <div className="space-y-2 p-5">
            <Dialog.Title className="text-xl font-bold">{promo.titulo}</Dialog.Title>
            <Dialog.Description className="text-gray-700 dark:text-gray-300">
              {promo.descripcion}
            </Dialog.Description>
            <div className="grid grid-cols-2 gap-2 pt-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Ahora no</Button>
              </Dialog.Close>
              <Button
                onClick={() => {
                  seeOffers.current = true;
                  setClosed(true);
                }}
              >
                Ver Ofertas
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
