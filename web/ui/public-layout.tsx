import { useEffect, type ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

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
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
