import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Search, Tag, X } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { ALL_CATEGORIES, OFFERS_FILTER, SEARCH_MAX_LENGTH } from './catalog-search';

/**
 * The search box, an accessible combobox (issue 43): while typing, the catalogue search's names
 * show in one row below it; arrows move, Enter or a tap searches that name, Escape hides them.
 * The row keeps its height while there is a query, whatever it holds: names arriving from the
 * server never move the cards under a finger (or a test's click), and nothing covers them.
 */
export function SearchBox({
  value,
  onChange,
  suggestions = [],
}: {
  value: string;
  onChange(value: string): void;
  suggestions?: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = suggestions.filter((s) => s !== value).slice(0, 5);
  const row = open && value.trim() !== '';
  const expanded = row && shown.length > 0;
  const pick = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      e.preventDefault();
      // -1 is the box itself: the list wraps through it.
      setActive((i) =>
        e.key === 'ArrowDown'
          ? i + 1 >= shown.length
            ? -1
            : i + 1
          : i - 1 < -1
            ? shown.length - 1
            : i - 1,
      );
    } else if (e.key === 'Enter' && expanded && shown[active]) {
      e.preventDefault();
      pick(shown[active]!);
    }
  };
  return (
    <div className="relative">
      <label htmlFor="buscar-productos" className="sr-only">
        Buscar productos
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-6 left-3 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <input
        id="buscar-productos"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls="buscar-sugerencias"
        aria-activedescendant={
          expanded && shown[active] ? `buscar-sugerencia-${active}` : undefined
        }
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
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
          className="absolute top-6 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
      <ul
        id="buscar-sugerencias"
        role="listbox"
        aria-label={MESSAGES.storeCatalogue.suggestions}
        hidden={!row}
        className="-mx-4 mt-2 flex min-h-11 gap-2 overflow-x-auto px-4"
      >
        {shown.map((name, i) => (
          <li
            key={name}
            id={`buscar-sugerencia-${i}`}
            role="option"
            aria-selected={i === active}
            onClick={() => pick(name)}
            className={`inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border px-4 text-sm whitespace-nowrap ${
              i === active
                ? 'border-emerald-700 bg-emerald-100 text-emerald-950 dark:border-emerald-300 dark:bg-emerald-900 dark:text-emerald-50'
                : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800'
            }`}
          >
            {name}
          </li>
        ))}
      </ul>
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
