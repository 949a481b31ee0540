import { countOf } from '../../../domain/plural';
import { MESSAGES } from '../../../domain/messages';
import { Bot } from 'lucide-react';
import { Button } from '../../ui/button';
import { ALL_CATEGORIES, OFFERS_FILTER, SEARCH_MAX_LENGTH } from './catalog-search';

const M = MESSAGES.storeCatalogue;

/** 'N productos' as a polite status, so a screen reader hears the result of a search or filter. */
export function ResultCount({ count, noun }: { count: number; noun: [string, string] }) {
  return (
    <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
      {countOf(count, noun[0], noun[1])}
    </p>
  );
}

/**
 * Nothing to show. With a filter on it says so and offers to search everything; the query is
 * echoed with `break-words`, so a long word without spaces never widens the page.
 */
export function EmptyNote({
  query,
  filter = ALL_CATEGORIES,
  onClearFilter,
  correction = null,
  onSearch,
  categories = [],
  onPickCategory,
  onAskAssistant,
}: {
  query: string;
  filter?: string;
  onClearFilter?(): void;
  /** Issue 43: a search that found nothing is no dead end: the corrected search … */
  correction?: string | null;
  onSearch?(query: string): void;
  /** … the categories … */
  categories?: readonly string[];
  onPickCategory?(category: string): void;
  /** … and the assistant, asked about what was typed. */
  onAskAssistant?(query: string): void;
}) {
  const q = echoable(query.trim());
  const filtered = filter !== ALL_CATEGORIES && onClearFilter !== undefined;
  return (
    <div className="min-w-0 space-y-3 rounded-xl bg-gray-50 p-6 text-center text-gray-800 dark:bg-gray-900 dark:text-gray-200">
      <p className="break-words [overflow-wrap:anywhere]">
        {q ? M.noResults(q) : filter === OFFERS_FILTER ? M.noOffers : M.emptySection}
      </p>
      {q && correction && onSearch && <DidYouMean correction={correction} onSearch={onSearch} />}
      {q && !filtered && categories.length > 0 && onPickCategory && (
        <div className="space-y-2">
          <p className="text-sm font-semibold">{M.lookInCategories}</p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Categorías">
            {categories.map((c) => (
              <li key={c}>
                <Button variant="secondary" size="small" onClick={() => onPickCategory(c)}>
                  {c}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {q && onAskAssistant && (
        <Button size="small" onClick={() => onAskAssistant(query.trim())}>
          <Bot aria-hidden="true" className="size-4" />
          {M.askAssistant}
        </Button>
      )}
      {filtered && (
        <>
          <p className="text-sm font-semibold">{M.filterOn(filter)}</p>
          <Button variant="secondary" size="small" onClick={onClearFilter}>
            {q ? M.searchEverything : M.seeEverything}
          </Button>
        </>
      )}
    </div>
  );
}

/** "¿Quisiste decir leche?": searches the catalogue's spelling of what was typed. */
export function DidYouMean({
  correction,
  onSearch,
}: {
  correction: string;
  onSearch(query: string): void;
}) {
  return (
    <p className="text-sm text-gray-800 dark:text-gray-200">
      <button
        type="button"
        onClick={() => onSearch(correction)}
        className="min-h-9 font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
      >
        {M.didYouMean(correction)}
      </button>
    </p>
  );
}

/** The query as echoed back: at most the search box's limit (a pasted essay stays short). */
function echoable(query: string): string {
  return query.length > SEARCH_MAX_LENGTH ? `${query.slice(0, SEARCH_MAX_LENGTH)}…` : query;
}

/** On one tab, that the search also found something on the other ('3 paquetes coinciden'). */
export function OtherTabHint({
  count,
  noun,
  onShow,
}: {
  count: number;
  noun: [string, string];
  onShow(): void;
}) {
  if (count === 0) return null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      También {count === 1 ? 'coincide' : 'coinciden'}{' '}
      <button
        type="button"
        onClick={onShow}
        className="min-h-9 font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
      >
        {countOf(count, noun[0], noun[1])}
      </button>
    </p>
  );
}

export function ErrorNote({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}
