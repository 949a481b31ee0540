import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bogotaDayKey, popupStorageKey, shouldShowDailyPopup } from '../../../domain/dates';
import { readJson, writeJson } from '../../app/storage';
import { Button } from '../../ui/button';
import { focusElement } from '../../ui/use-return-focus';
import { popupQuery, type PromoPopup } from './popup-api';

type Promotion = NonNullable<PromoPopup['promocion']>;

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
  const popup = useQuery({ ...popupQuery, enabled: due });
  const promo = popup.data?.activa ? popup.data.promocion : null;
  const open = due && !closed && promo !== null;

  useEffect(() => {
    if (open) writeJson(key, bogotaDayKey(new Date()));
  }, [open, key]);

  if (!open || !promo) return null;
  return (
    <PromoDialog
      promo={promo}
      onClosed={(seeOffers) => {
        setClosed(true);
        if (seeOffers) onSeeOffers();
      }}
    />
  );
}

/**
 * A native modal <dialog>: the browser makes the store behind it inert, closes it on Escape and
 * keeps focus inside. It opens by itself while the store draws its catalogue, and Radix's dialog
 * (scroll lock stylesheet, animation probes, focus scope) made that the load's longest task on a
 * phone; showModal() in a task of its own costs a fraction of it.
 */
function PromoDialog({
  promo,
  onClosed,
}: {
  promo: Promotion;
  onClosed(seeOffers: boolean): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const seeOffers = useRef(false);
  // What had focus as it opened, if anything: focus goes back there when it closes.
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    const timer = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
    });
    return () => {
      clearTimeout(timer);
      if (dialog.open) dialog.close();
    };
  }, []);

  // Escape, a tap around it and both buttons end here (the dialog's `close` event).
  const closed = () => {
    if (!seeOffers.current) {
      // A popup nothing opened hands focus to the page's heading.
      const before = opener.current;
      const target =
        before instanceof HTMLElement && before !== document.body && before.isConnected
          ? before
          : document.querySelector<HTMLElement>('main h1');
      if (target) focusElement(target);
    }
    onClosed(seeOffers.current);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="popup-titulo"
      aria-describedby="popup-descripcion"
      onClose={closed}
      // A tap on the dimmed page around it closes it, as "Ahora no" does.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-auto w-[calc(100%-2rem)] max-w-sm overflow-hidden rounded-2xl border-0 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:bg-gray-900 dark:text-gray-100"
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
        <h2 id="popup-titulo" className="text-xl font-bold">
          {promo.titulo}
        </h2>
        <p id="popup-descripcion" className="text-gray-700 dark:text-gray-300">
          {promo.descripcion}
        </p>
        <div className="grid grid-cols-2 gap-2 pt-3">
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            Ahora no
          </Button>
          <Button
            onClick={() => {
              seeOffers.current = true;
              ref.current?.close();
            }}
          >
            Ver Ofertas
          </Button>
        </div>
      </div>
    </dialog>
  );
}
