import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bogotaDayKey, popupStorageKey, shouldShowDailyPopup } from '../../../domain/dates';
import { readJson, writeJson } from '../../app/storage';
import { lazyWithRetry } from '../../app/lazy-with-retry';
import { popupQuery } from './popup-api';

// The dialog loads only on a day it shows (issue 42: not on the store's first paint otherwise).
const PromoDialog = lazyWithRetry(() =>
  import('./promo-dialog').then((m) => ({ default: m.PromoDialog })),
);

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
