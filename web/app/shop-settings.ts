import { useEffect, useState } from 'react';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../domain/settings';

/**
 * The shop's settings as the server holds them (GET /api/ajustes, issue 26), so the store's
 * previews (shipping, minimums) use the figures the server will price with. Until the answer
 * arrives, and offline, today's defaults: the server decides anyway and answers PRICES_CHANGED
 * with its own figures when they differ. Asked once per page load.
 */
let known: ShopSettings | null = null;
let asked: Promise<ShopSettings | null> | null = null;

function askServer(): Promise<ShopSettings | null> {
  asked ??= fetch('/api/ajustes', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ ajustes?: ShopSettings }>) : null))
    .then((body) => {
      known = body?.ajustes ?? null;
      return known;
    })
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
}

/** The settings known in this page load, else the defaults. */
export function knownShopSettings(): ShopSettings {
  return known ?? DEFAULT_SETTINGS;
}

/** The settings, asked from the server on first use; re-renders once they arrive. */
export function useShopSettings(): ShopSettings {
  const [settings, setSettings] = useState<ShopSettings>(knownShopSettings);
  useEffect(() => {
    let live = true;
    void askServer().then((value) => {
      if (live && value) setSettings(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
