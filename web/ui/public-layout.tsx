import { useEffect, type ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export const MAIN_CONTENT_ID = 'contenido';

/** The frame of every public page: skip link, header, the page as <main>, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  // A prerendered page's buttons do nothing until React has taken the markup over (hydration
  // runs after the first paint, in slices): <html data-interactive> says it has, for the
  // browser tests, which would otherwise tap the menu of a page that only looks ready.
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.interactive = '';
    return () => {
      delete html.dataset.interactive;
    };
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Saltar al contenido
      </a>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
