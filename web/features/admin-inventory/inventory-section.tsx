import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Plus, Upload } from 'lucide-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminProductList, AdminProductRow, StockFilter } from '../../../domain/admin-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText, queryString } from '../admin/admin-api';
import { downloadCatalog } from './csv-export';
import { ProductRow } from './product-row';
import { lazyWithRetry } from '../../app/lazy-with-retry';

// The two dialogs (and the validation schemas behind the form) load when first opened: the
// section's first paint on the owner's phone lists the products (issue 42's admin budget).
const loadProductForm = () => import('./product-form-dialog');
const loadCsvImport = () => import('./csv-import-dialog');
const ProductFormDialog = lazyWithRetry(() =>
  loadProductForm().then((m) => ({ default: m.ProductFormDialog })),
);
const ConfirmDialog = lazyWithRetry(() =>
  import('../admin/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);
const CsvImportDialog = lazyWithRetry(() =>
  loadCsvImport().then((m) => ({ default: m.CsvImportDialog })),
);

const FILTERS: { value: StockFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'sin', label: 'Sin stock' },
  { value: 'bajo', label: 'Stock bajo' },
  { value: 'en', label: 'En stock' },
];
const field =
  'mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 dark:border-gray-500 dark:bg-gray-900';

/** How often the open inventory list asks again, so stock moved by sales shows without a reload. */
export const INVENTORY_REFRESH_MS = 5_000;

/** /admin/inventario (the default section): list, filters, product form, stock, CSV. */
export function InventorySection() {
  useDocumentTitle('Control de inventario · Administración');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDeferredValue(search.trim());
  const [categoria, setCategoria] = useState('');
  const [stock, setStock] = useState<StockFilter>(
    (params.get('stock') as StockFilter | null) ?? 'todos',
  );
  const [editing, setEditing] = useState<AdminProductRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [separador, setSeparador] = useState<';' | ','>(';');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'productos', q, categoria, stock],
    queryFn: ({ signal }) =>
      apiRequest<AdminProductList>(
        'GET',
        `/api/admin/productos${queryString({ q, categoria, stock })}`,
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Follows sales and cancellations live while the tab is visible (paused when hidden).
    refetchInterval: INVENTORY_REFRESH_MS,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'productos'] });

  function remove() {
    if (!deleting) return;
    setBusy(true);
    apiRequest<{ message: string }>('DELETE', `/productos/${deleting.id}`)
      .then((answer) => {
        toast.success(answer.message);
        refresh();
      })
      .catch((e: unknown) => toast.error(errorText(e, ADMIN_MESSAGES.admin.product.deleteError)))
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  }

  const data = list.data;
  return (
    <section aria-labelledby="admin-section-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-section-title" className="text-2xl font-bold">
          Control de inventario
        </h2>
        <Button
          onPointerEnter={() => void loadProductForm()}
          onFocus={() => void loadProductForm()}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" className="size-5" />
          Nuevo producto
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="text-sm font-semibold">Buscar producto por nombre o código</span>
          <input
            type="search"
            className={field}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setParams({}, { replace: true });
            }}
          />
        </label>
        <label className="block">
          <span className="text-sm font-semibold">Categoría</span>
          <select
            className={field}
            value={categoria}
            onChange={(e) => setCategoria(e.target.value)}
          >
            <option value="">Todas</option>
            {data?.categorias.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div
        role="group"
        aria-label="Filtrar por stock"
        className="mt-3 flex flex-wrap gap-2"
      >
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={stock === f.value}
            onClick={() => setStock(f.value)}
            className={`min-h-11 shrink-0 rounded-full border px-3 text-sm font-semibold ${stock === f.value ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-gray-950' : 'border-gray-300 dark:border-gray-600'}`}
          >
            {f.label}
            {data ? ` (${data.conteos[f.value]})` : ''}
          </button>
        ))}
      </div>
      <details className="mt-3 rounded-xl border border-gray-200 p-2 dark:border-gray-700">
        <summary className="min-h-9 cursor-pointer px-1 py-1.5 font-semibold">
          Exportar o importar CSV
        </summary>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label className="block">
            <span className="text-sm font-semibold">Separador del CSV</span>
            <select
              className={field}
              value={separador}
              onChange={(e) => setSeparador(e.target.value as ';' | ',')}
            >
              <option value=";">Punto y coma (;) — Excel en español</option>
              <option value=",">Coma (,)</option>
            </select>
          </label>
          <Button
            variant="secondary"
            onClick={() =>
              downloadCatalog(separador).catch((e: unknown) =>
                toast.error(errorText(e, 'No se pudo exportar.')),
              )
            }
          >
            <Download aria-hidden="true" className="size-5" />
            Exportar CSV
          </Button>
          <Button
            variant="secondary"
            onPointerEnter={() => void loadCsvImport()}
            onFocus={() => void loadCsvImport()}
            onClick={() => setImportOpen(true)}
          >
            <Upload aria-hidden="true" className="size-5" />
            Importar CSV
          </Button>
        </div>
      </details>
      {list.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(list.error, 'No pudimos cargar los productos.')}
        </p>
      )}
      {!data ? (
        !list.isError && (
          <p className="mt-4 text-gray-700 dark:text-gray-300">Cargando productos…</p>
        )
      ) : data.productos.length === 0 ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">No hay productos con estos filtros.</p>
      ) : (
        <ul
          aria-label="Productos"
          className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
        >
          {data.productos.map((p) => (
            <ProductRow
              key={p.id}
              product={p}
              onChanged={refresh}
              onEdit={() => {
                setEditing(p);
                setFormOpen(true);
              }}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {formOpen && (
          <ProductFormDialog
            product={editing}
            open={formOpen}
            onOpenChange={setFormOpen}
            onSaved={refresh}
          />
        )}
        {importOpen && (
          <CsvImportDialog open={importOpen} onOpenChange={setImportOpen} onApplied={refresh} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {deleting !== null && (
          <ConfirmDialog
            open={deleting !== null}
            title={`¿Eliminar ${deleting?.nombre ?? ''}?`}
            confirmLabel="Sí, eliminar"
            danger
            busy={busy}
            onConfirm={remove}
            onOpenChange={(open) => !open && setDeleting(null)}
          >
            <p>
              Deja de verse en la tienda. Si aparece en pedidos o paquetes, se retira y el historial
              se conserva.
            </p>
          </ConfirmDialog>
        )}
      </Suspense>
    </section>
  );
}
