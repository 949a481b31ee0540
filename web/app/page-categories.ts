import { useEffect, useState } from 'react';
import { embeddedPageData } from './shop-settings';

/**
 * The shop's categories with products on sale, as the landing lists them (issue 41): a page the
 * server drew carries the list it printed (<html data-ajustes>), so hydration matches; the
 * browser then reads GET /api/categorias, so a page from the offline cache or the shell shows
 * the shop's real categories too. Never a built-in list: a new shop has none until it adds them.
 */
let known: string[] | null = embeddedPageData()?.categorias ?? null;

/** The list a page is drawn with on the server (web/prerender.tsx), before any request. */
export function seedPageCategories(list: string[]): void {
  known = list;
}

export function usePageCategories(): string[] | null {
  const [list, setList] = useState<string[] | null>(known);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/categorias', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ categorias?: unknown }>) : null,
      )
      .then((body) => {
        const read = body?.categorias;
        if (Array.isArray(read) && read.every((c) => typeof c === 'string')) {
          known = read;
          setList(read);
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return list;
}
