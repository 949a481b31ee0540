import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bogotaDayKey, popupStorageKey, shouldShowDailyPopup } from '../../../domain/dates';
import { readJson, writeJson } from '../../app/storage';
import { lazyWithRetry } from '../../app/lazy-with-retry';
import { popupQuery } from './popup-api';

// The dialog loads only on a day it shows (issue 42: not on the store's first paint otherwise).
const loadDialog = () => import('./promo-dialog');
const PromoDialog = lazyWithRetry(() => loadDialog().then((m) => ({ default: m.PromoDialog })));

/**
 * On a day it shows, the popup's picture is the largest thing the store paints first: its
 * chunk is fetched beside the popup's data, and its picture as soon as the data names it, rather
 * than one after the other (Lighthouse's LCP on /app waited ~0.8 s for that chain).
 */
function warmUp(due: boolean, imageUrl: string | null | undefined): void {
  if (!due) return;
  void loadDialog().catch(() => undefined);
  if (imageUrl) new Image().src = imageUrl;
}

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
  const imageUrl = promo?.imagen_url;

  useEffect(() => warmUp(due, imageUrl), [due, imageUrl]);

  useEffect(() => {
    if (open) writeJson(key, bogotaDayKey(new Date()));
  }, [open, key]);

  if (!open || !promo) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog
        promo={promo}
        onClosed={(seeOffers) => {
          setClosed(true);
          if (seeOffers) onSeeOffers();
        }}
      />
    </Suspense>
  );
}
