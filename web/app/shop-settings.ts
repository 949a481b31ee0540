import { useSyncExternalStore } from 'react';
import type { PageData } from '../../domain/prerendered-pages';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../domain/settings';

/**
 * The shop's settings as the server holds them (GET /api/ajustes, issue 26): every name, figure
 * and contact a page prints, and the store's previews (shipping, minimums), so they match what
 * the server will price with. A page the server drew carries the settings it used
 * (<html data-ajustes>), so hydration starts from the same ones; otherwise, until the answer
 * arrives, and offline, today's defaults: the server decides anyway and answers PRICES_CHANGED
 * with its own figures when they differ. Asked again when a live stream says they changed
 * (`event: ajustes`, see use-event-stream.ts): every screen using them re-renders.
 */
let known: ShopSettings | null = null;
const listeners = new Set<() => void>();

/** The settings and hours embedded in a page the server drew, if this page is one. */
export function embeddedPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const raw = document.documentElement.dataset.ajustes;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PageData;
  } catch {
    return null;
  }
}

known = embeddedPageData()?.ajustes ?? null;
// What the page's HTML was drawn with: the hydration's first render must print exactly that,
// even when the server's answer arrived before React took the page over.
let drawnWith = known;

function adopt(settings: ShopSettings): void {
  known = settings;
  for (const listener of listeners) listener();
}

/** The settings a page is drawn with before any request (the server's render of a public page). */
export function seedShopSettings(settings: ShopSettings): void {
  drawnWith = settings;
  adopt(settings);
}

let asked: Promise<ShopSettings | null> | null = null;
// Only the latest read may write: an older answer arriving late never puts old settings back.
let latest = 0;

/**
 * Asks the server once per page load (the boot does, and the store before pricing); every
 * component reading `useShopSettings` re-renders when the answer arrives.
 */
export function requestShopSettings(): Promise<ShopSettings | null> {
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
      if (value && ticket === latest) adopt(value);
      return value;
    })
    .catch(() => {
      if (asked === read) asked = null;
      return null;
    });
  asked = read;
  return read;
}

/** Reads the settings again (a live stream said they changed); screens using them re-render. */
export function refreshShopSettings(): Promise<ShopSettings | null> {
  asked = null;
  return requestShopSettings();
}

/** The settings known in this page load, else the defaults. */
export function knownShopSettings(): ShopSettings {
  return known ?? DEFAULT_SETTINGS;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hydrationSnapshot = () => drawnWith ?? DEFAULT_SETTINGS;

/**
 * The settings as known in this page load (the page's own, then the server's answer to
 * `requestShopSettings`). Reading them asks nothing, so a component costs no request.
 */
export function useShopSettings(): ShopSettings {
  return useSyncExternalStore(subscribe, knownShopSettings, hydrationSnapshot);
}
