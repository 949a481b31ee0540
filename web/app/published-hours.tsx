import { useEffect, useState } from 'react';
import {
  asServiceHours,
  DEFAULT_SERVICE_HOURS,
  publishedHours,
  type PublishedHours,
  type ServiceHours,
} from '../../domain/service-hours';
import { embeddedPageData } from './shop-settings';

/**
 * The service hours every page prints (issue 22): the server's window, the one its ordering rule
 * enforces (GET /api/horario's `ventana`). A page the server drew says the hours it drew it
 * with (embedded in the page, so hydration matches); other first paints say the default hours,
 * corrected right after load. A plain fetch, asked once per page load: the public
 * pages' first paint carries no API helper.
 */
let asked: Promise<ServiceHours | null> | null = null;
let known: ServiceHours | null = asServiceHours(embeddedPageData()?.ventana);

function askServer(): Promise<ServiceHours | null> {
  asked ??= fetch('/api/horario', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      known = asServiceHours((body as { ventana?: unknown } | null)?.ventana);
      return known;
    })
    .catch(() => {
      // Offline or a hiccup: the default stays, and the next page asks again.
      asked = null;
      return null;
    });
  return asked;
}

/** The server's window once known in this page load, else null. */
export function knownServiceHours(): ServiceHours | null {
  return known;
}

/** The window a page is drawn with before any request (the server's render of a public page). */
export function seedServiceHours(value: ServiceHours): void {
  known = value;
}

/** Called by the store, which reads /api/horario through its own query. */
export function noteServiceHours(value: unknown): void {
  const window = asServiceHours(value);
  if (window) known = window;
}

/** The hours as the server enforces them, worded for people. */
export function usePublishedHours(): PublishedHours {
  // During hydration `known` is the window embedded in the page, so it matches its HTML.
  const [hours, setHours] = useState<ServiceHours>(() => known ?? DEFAULT_SERVICE_HOURS);
  useEffect(() => {
    let live = true;
    void askServer().then((window) => {
      if (live && window) setHours(window);
    });
    return () => {
      live = false;
    };
  }, []);
  return publishedHours(hours);
}

/** One part of the published hours, for text written around it (pages, legal texts, footer). */
export function ServiceHoursText({
  part,
  capitalize = false,
}: {
  part: keyof PublishedHours;
  /** Starts a sentence: 'Lunes a domingo, de …'. */
  capitalize?: boolean;
}) {
  const text = usePublishedHours()[part];
  return <>{capitalize ? text.charAt(0).toUpperCase() + text.slice(1) : text}</>;
}
