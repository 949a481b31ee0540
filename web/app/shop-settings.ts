import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../domain/settings';

/**
 * The shop's settings as the server holds them (GET /api/ajustes, issue 26), so the store's
 * previews (shipping, minimums) use the figures the server will price with. Until the answer
 * arrives, and offline, today's defaults: the server decides anyway and answers PRICES_CHANGED
 * with its own figures when they differ. Asked once per page load, and again when a live stream
 * says they changed (`event: ajustes`, see use-event-stream.ts): every screen using them re-renders.
 */
let known: ShopSettings | null = null;
let asked: Promise<ShopSettings | null> | null = null;
// Only the latest read may write: an older answer arriving late never puts old settings back.
let latest = 0;
const listeners = new Set<() => void>();

function askServer(): Promise<ShopSettings | null> {
  if (asked) return asked;
  const ticket = ++latest;
  const read: Promise<ShopSettings | null> = fetch('/api/ajustes', {
    headers: { Accept: 'application/json' },
  })
    .then((response) =>
      response.ok ? (response.json() as Promise<{ ajustes?: ShopSettings }>) : null,
    )
    .then((body) => {
      const value = body?.ajustes ?? null;
      if (value && ticket === latest) {
        known = value;
        for (const listener of listeners) listener();
      }
      return value;
    })
    .catch(() => {
      if (asked === read) asked = null;
      return null;
    });
  asked = read;
  return read;
}

/** The settings known in this page load, else the defaults. */
export function knownShopSettings(): ShopSettings {
  return known ?? DEFAULT_SETTINGS;
}

/** Reads the settings again (a live stream said they changed); screens using them re-render. */
export function refreshShopSettings(): Promise<ShopSettings | null> {
  asked = null;
  return askServer();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings, asked from the server on first use; re-renders when they arrive or change. */
export function useShopSettings(): ShopSettings {
  const settings = useSyncExternalStore(subscribe, knownShopSettings, knownShopSettings);
  useEffect(() => {
    void askServer();
  }, []);
  return settings;
}
