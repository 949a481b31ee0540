import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { AdminProductRow, NextProductCode } from '../../../domain/admin-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { CategoryField } from './category-field';
import {
  draftOf,
  emptyDraft,
  saveBody,
  validateDraft,
  type DraftErrors,
  type ProductDraft,
} from './product-form';
import { Field, inputClass } from './product-form-field';
import { changedStock, unusualPriceQuestion } from './save-conflicts';

/** Create or edit a product (payments-and-admin §5) with the server's own rules checked first. */
export function ProductFormDialog({
  product,
  open,
  onOpenChange,
  onSaved,
}: {
  product: AdminProductRow | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(): void;
}) {
  const creating = product === null;
  const next = useQuery({
    queryKey: ['admin', 'productos', 'siguiente-codigo'],
    queryFn: () => apiRequest<NextProductCode>('GET', '/api/admin/productos/siguiente-codigo'),
    enabled: open && creating,
    staleTime: 0,
  });
  const ready = !creating || next.isSuccess || next.isError;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-2xl bg-white p-4 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">
              {product ? `Editar ${product.nombre}` : 'Nuevo producto'}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar formulario"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            Código, nombre, precio y categoría son obligatorios.
          </Dialog.Description>
          {ready ? (
            <ProductFormBody
              key={product ? `p${product.id}` : `new-${next.data?.codigo ?? ''}`}
              product={product}
              initial={product ? draftOf(product) : emptyDraft(next.data?.codigo ?? '')}
              onDone={() => {
                onSaved();
                onOpenChange(false);
              }}
            />
          ) : (
            <p className="mt-3">Preparando el código…</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductFormBody({
  product,
  initial,
  onDone,
}: {
  product: AdminProductRow | null;
  initial: ProductDraft;
  onDone(): void;
}) {
  const creating = product === null;
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  // The stock figure this form was opened with (or last told by the server): what a typed stock
  // replaces.
  const [stockShown, setStockShown] = useState(product?.stock ?? 0);
  const [priceQuestion, setPriceQuestion] = useState<string | null>(null);

  const set = (key: keyof ProductDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  function save(confirmPrice = false) {
    const checked = validateDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    const body = {
      ...saveBody(checked.body, creating ? null : stockShown),
      ...(confirmPrice ? { confirmar_precio: true } : {}),
    };
    const request = creating
      ? apiRequest<{ message: string }>('POST', '/productos', body)
      : apiRequest<{ message: string }>('PUT', `/productos/${product.id}`, body);
    request
      .then((answer) => {
        setPriceQuestion(null);
        toast.success(answer.message);
        onDone();
      })
      .catch((e: unknown) => {
        setPriceQuestion(null);
        const moved = changedStock(e);
        const question = unusualPriceQuestion(e);
        if (moved !== null) {
          // A sale happened while the form was open: show the real figure, let her type again.
          setStockShown(moved);
          setDraft((d) => ({ ...d, stock: String(moved) }));
          setErrors({ stock: errorText(e, ADMIN_MESSAGES.admin.product.saveError) });
        } else if (question !== null) setPriceQuestion(question);
        else toast.error(errorText(e, ADMIN_MESSAGES.admin.product.saveError));
      })
      .finally(() => setSaving(false));
  }

  const imageOk = /^(https?:\/\/\S+|\/\S*)$/i.test(draft.imagen.trim());
  return (
    <form
      noValidate
      className="mt-3 grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Field
        name="codigo"
        label="Código"
        value={draft.codigo}
        onChange={set('codigo')}
        error={errors.codigo}
        placeholder="SC-0001"
      />
      <Field
        name="nombre"
        label="Nombre"
        value={draft.nombre}
        onChange={set('nombre')}
        error={errors.nombre}
      />
      <Field
        name="precio"
        label="Precio (COP)"
        type="number"
        min={0}
        step={0.01}
        inputMode="numeric"
        value={draft.precio}
        onChange={set('precio')}
        error={errors.precio}
      />
      <Field
        name="costo_compra"
        label="Costo de compra (COP, opcional)"
        type="number"
        min={0}
        inputMode="numeric"
        value={draft.costo_compra}
        onChange={set('costo_compra')}
        error={errors.costo_compra}
      />
      <Field
        name="stock"
        label="Stock"
        type="number"
        min={0}
        inputMode="numeric"
        value={draft.stock}
        onChange={set('stock')}
        error={errors.stock}
      />
      <CategoryField
        value={draft.categoria}
        error={errors.categoria}
        onChange={(categoria) => setDraft((d) => ({ ...d, categoria }))}
      />
      <Field
        name="imagen"
        label="Imagen (URL)"
        type="url"
        value={draft.imagen}
        onChange={set('imagen')}
        error={errors.imagen}
        placeholder="https://…"
      />
      {imageOk && (
        <img
          src={draft.imagen.trim()}
          alt={`Vista previa de ${draft.nombre || 'la imagen'}`}
          className="size-24 rounded-xl border border-gray-200 object-cover sm:col-span-2 dark:border-gray-700"
        />
      )}
      <div className="sm:col-span-2">
        <label htmlFor="producto-descripcion" className="text-sm font-semibold">
          Descripción
        </label>
        <textarea
          id="producto-descripcion"
          rows={2}
          value={draft.descripcion}
          onChange={set('descripcion')}
          className={inputClass}
        />
      </div>
      <div className="sm:col-span-2">
        <Field
          name="busca_como"
          label="También se busca como"
          value={draft.busca_como}
          onChange={set('busca_como')}
          error={errors.busca_como}
          placeholder="gaseosa negra, coca"
          {...(errors.busca_como ? {} : { 'aria-describedby': 'producto-busca_como-ayuda' })}
        />
        <p id="producto-busca_como-ayuda" className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Otras palabras con que los vecinos piden este producto, separadas por comas. La búsqueda
          de la tienda y el asistente lo encuentran por ellas.
        </p>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="producto-nutricional" className="text-sm font-semibold">
          Información nutricional
        </label>
        <textarea
          id="producto-nutricional"
          rows={2}
          value={draft.nutricional}
          onChange={set('nutricional')}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">Volver</Button>
        </Dialog.Close>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : creating ? 'Crear producto' : 'Guardar cambios'}
        </Button>
      </div>
      <ConfirmDialog
        open={priceQuestion !== null}
        title="¿Guardar este precio?"
        confirmLabel="Sí, guardar precio"
        busy={saving}
        onConfirm={() => save(true)}
        onOpenChange={(open) => !open && setPriceQuestion(null)}
      >
        <p>{priceQuestion}</p>
      </ConfirmDialog>
    </form>
  );
}
