/**
 * One page of a list shown in pages (the admin's "Anterior / Siguiente"): a page asked for out of
 * range (a stale link, a filter that shrank the list) reads as the nearest real page.
 */
export interface PageSlice {
  /** 1-based, within 1..pages. */
  page: number;
  /** At least 1, even for an empty list. */
  pages: number;
  /** Indexes into the list: [start, end). */
  start: number;
  end: number;
}

export function pageSlice(total: number, requested: number, perPage: number): PageSlice {
  const size = Math.max(1, Math.floor(perPage));
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size));
  const asked = Number.isFinite(requested) ? Math.floor(requested) : 1;
  const page = Math.min(pages, Math.max(1, asked));
  const start = (page - 1) * size;
  return { page, pages, start, end: Math.min(Math.max(0, total), start + size) };
}

/** The page that holds the item at `index` (0-based). */
export function pageOfIndex(index: number, perPage: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, Math.floor(perPage))) + 1;
}

/** Reads a page number from a URL parameter ('3' → 3); anything else is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  return raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}
