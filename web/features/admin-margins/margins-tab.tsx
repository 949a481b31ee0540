import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { pageOfIndex, pageSlice, parsePageParam } from '../../../domain/paging';
import { MARGIN_STATES, type MarginState } from '../../../domain/products';
import { Pager } from '../../ui/pager';
import { errorText } from '../admin/admin-api';
import { useMarginProducts } from '../admin-money/margin-products';
import { useProductSearch } from '../admin-money/use-product-search';
import { ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { CostForm } from './cost-form';
import { MARGIN_LABEL } from './margin-badge';

const M = ADMIN_MESSAGES.adminMoney;
/** 78 cards made one 23,000 px list on a phone (issue 23): 20 a page. */
export const MARGINS_PER_PAGE = 20;

type StateFilter = MarginState | 'todos';
const isState = (v: string | null): v is MarginState =>
  MARGIN_STATES.some((s) => s === v);

/**
 * Márgenes: each product's cost and target margin, its state, the suggested price (confirmed).
 * Search, state filter and page live in the URL (`q`, `estado`, `pagina`), so a reload or a
 * shared link keeps them.
 */
export function MarginsTab({ focusId }: { focusId: number | null }) {
  const products = useMarginProducts();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const rawState = params.get('estado');
  const state: StateFilter = isState(rawState) ? rawState : 'todos';
  const all = products.data ?? [];
  const rows = useProductSearch(all, search).filter(
    (p) => state === 'todos' || p.estado_margen === state || p.id === focusId,
  );
  const slice = pageSlice(rows.length, parsePageParam(params.get('pagina')), MARGINS_PER_PAGE);
  const listTop = useRef<HTMLParagraphElement>(null);

  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  function goTo(page: number) {
    update({ pagina: page > 1 ? String(page) : null });
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }

  // An alert from Rentabilidad opens the page that holds its product.
  const focusIndex = focusId === null ? -1 : rows.findIndex((p) => p.id === focusId);
  const focusPage = focusIndex < 0 ? null : pageOfIndex(focusIndex, MARGINS_PER_PAGE);
  useEffect(() => {
    if (focusPage === null || focusId === null) return;
    if (focusPage !== slice.page) return update({ pagina: String(focusPage) });
    document.getElementById(`costo-${focusId}`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the focus or its page changes
  }, [focusId, focusPage, slice.page]);

  const shown = rows.slice(slice.start, slice.end);
  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={LABEL}>
          Estado del margen
          <select
            className={INPUT}
            value={state}
            onChange={(e) =>
              update({ estado: e.target.value === 'todos' ? null : e.target.value, pagina: null })
            }
          >
            <option value="todos">Todos</option>
            {MARGIN_STATES.map((s) => (
              <option key={s} value={s}>
                {MARGIN_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          Buscar producto por nombre o código
          <input
            type="search"
            className={INPUT}
            value={search}
            onChange={(e) => update({ q: e.target.value, pagina: null })}
          />
        </label>
      </div>
      {products.isError && (
        <p role="alert" className={ERROR_TEXT}>
          {errorText(products.error, M.loadError)}
        </p>
      )}
      {products.isPending && <p className={MUTED}>Cargando productos…</p>}
      {products.data && rows.length === 0 && <p className={MUTED}>{M.noProducts}</p>}
      {rows.length > 0 && (
        <p ref={listTop} className={`${MUTED} scroll-mt-32`} aria-live="polite">
          {rows.length === 1 ? '1 producto' : `${rows.length} productos`}
          {slice.pages > 1 && ` · mostrando del ${slice.start + 1} al ${slice.end}`}
        </p>
      )}
      <ul className="grid gap-3 lg:grid-cols-2">
        {shown.map((p) => (
          <CostForm
            key={`${p.id}-${p.costo_compra}-${p.margen_objetivo}-${p.precio}`}
            product={p}
          />
        ))}
      </ul>
      <Pager
        page={slice.page}
        pages={slice.pages}
        label="Páginas de productos"
        onPage={goTo}
      />
    </div>
  );
}
