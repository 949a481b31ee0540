import { useEffect, useRef } from 'react';
import { Search, Tag, X } from 'lucide-react';
import { ALL_CATEGORIES, OFFERS_FILTER, SEARCH_MAX_LENGTH } from './catalog-search';

/** The search box: product, category and package names, and what packages contain. */
export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="relative">
      <label htmlFor="buscar-productos" className="sr-only">
        Buscar productos
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <input
        id="buscar-productos"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Buscar leche, pan, café…"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        className="min-h-12 w-full rounded-xl border border-gray-300 bg-white pr-11 pl-10 text-base text-gray-900 placeholder:text-gray-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Borrar búsqueda"
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}

/** Filter chips: 'Todas', 'Ofertas', then each category; one is pressed at a time. */
export function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string;
  onChange(category: string): void;
}) {
  const row = useRef<HTMLDivElement>(null);
  const shownValue = useRef(value);
  // A filter chosen elsewhere (a landing card's ?categoria=) may sit past the phone's edge: the
  // row scrolls sideways to show it pressed, without moving the page.
  useEffect(() => {
    // 'Todas' and 'Ofertas' lead the row, so the catalogue's arrival never moves them: measuring
    // then only forced a layout of the whole freshly drawn store, twice while it loads.
    const unchanged = shownValue.current === value;
    shownValue.current = value;
    if (unchanged && (value === ALL_CATEGORIES || value === OFFERS_FILTER)) return;
    const container = row.current;
    const pressed = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !pressed) return;
    const left = pressed.offsetLeft - container.offsetLeft;
    if (
      left < container.scrollLeft ||
      left + pressed.offsetWidth > container.scrollLeft + container.clientWidth
    )
      container.scrollLeft = Math.max(0, left - 16);
  }, [value, categories]);
  return (
    <div
      ref={row}
      role="group"
      aria-label="Categorías"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
    >
      {[ALL_CATEGORIES, OFFERS_FILTER, ...categories].map((category) => {
        const pressed = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={`min-h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              pressed
                ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-gray-950'
                : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800'
            }`}
          >
            {category === OFFERS_FILTER && (
              <Tag aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
            )}
            {category}
          </button>
        );
      })}
    </div>
  );
}
