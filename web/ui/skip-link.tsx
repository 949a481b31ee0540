/** The id of every page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'contenido';

/**
 * "Saltar al contenido": the first stop of the keyboard on every page (WCAG 2.4.1), hidden until
 * focused. The page's <main> carries `id={MAIN_CONTENT_ID}` and `tabIndex={-1}`.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      Saltar al contenido
    </a>
  );
}
