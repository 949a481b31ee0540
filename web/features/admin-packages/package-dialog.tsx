import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminPackageView, MarginRow } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatCOP } from '../../../domain/money';
import {
  PACKAGE_CATEGORIES,
  packagePriceWarning,
  packageCategoryLabel,
  packageIndividualTotal,
  packageSaving,
  packageStock,
} from '../../../domain/packages';
import { PackageCreateSchema } from '../../../domain/schemas/admin-packages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { ERROR_TEXT, INPUT, LABEL } from '../admin-money/fields';
import { PackageProducts, type PackageItem } from './package-products';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

const K = ADMIN_MESSAGES.admin.package;
export const PACKAGES_KEY = ['admin', 'paquetes'] as const;

function itemsOf(pkg: AdminPackageView | null, catalogue: readonly MarginRow[]): PackageItem[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return (pkg?.productos_incluidos ?? []).map((i) => ({
    producto_id: i.producto_id,
    nombre: i.nombre,
    precio: byId.get(i.producto_id)?.precio ?? 0,
    stock: byId.get(i.producto_id)?.stock ?? 0,
    cantidad: i.cantidad,
  }));
}

/** Create or edit a package (payments-and-admin §2): live totals, saving and buildable count. */
export function PackageDialog({
  pkg,
  catalogue,
  onClose,
}: {
  /** The package to edit, or null to create one. */
  pkg: AdminPackageView | null;
  catalogue: readonly MarginRow[];
  onClose(): void;
}) {
  const client = useQueryClient();
  const [nombre, setNombre] = useState(pkg?.nombre ?? '');
  const [precio, setPrecio] = useState(pkg ? String(pkg.precio_paquete) : '');
  const [descripcion, setDescripcion] = useState(pkg?.descripcion ?? '');
  const [categoria, setCategoria] = useState(pkg?.categoria ?? 'general');
  const [imagen, setImagen] = useState(pkg?.imagen ?? '');
  const [activo, setActivo] = useState(pkg?.activo ?? true);
  const [inicio, setInicio] = useState(pkg?.fecha_inicio?.slice(0, 10) ?? '');
  const [fin, setFin] = useState(pkg?.fecha_fin?.slice(0, 10) ?? '');
  const [items, setItems] = useState<PackageItem[]>(() => itemsOf(pkg, catalogue));
  const [error, setError] = useState('');
  const [warning, setWarning] = useState<ReturnType<typeof packagePriceWarning>>(null);
  const [busy, setBusy] = useState(false);

  const individual = packageIndividualTotal(items);
  const price = Number(precio) || 0;
  const saving = packageSaving(individual, price);
  const buildable = packageStock(items);
  const body = {
    nombre,
    precio_paquete: precio,
    descripcion,
    categoria,
    imagen,
    activo,
    fecha_inicio: inicio,
    fecha_fin: fin,
    productos: items.map((i) => ({ producto_id: i.producto_id, cantidad: i.cantidad })),
  };

  function save() {
    const parsed = PackageCreateSchema.safeParse(body);
    if (!parsed.success) return;
    setBusy(true);
    const call = pkg
      ? apiRequest<{ message: string }>('PUT', `/api/admin/paquetes/${pkg.id}`, parsed.data)
      : apiRequest<{ message: string }>('POST', '/api/admin/paquetes', parsed.data);
    call
      .then((answer) => {
        toast.success(answer.message || (pkg ? K.updated : K.created));
        void client.invalidateQueries({ queryKey: PACKAGES_KEY });
        onClose();
      })
      .catch((e: unknown) => {
        setError(errorText(e, K.saveError));
        setWarning(null);
      })
      .finally(() => setBusy(false));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (items.length === 0) return setError(K.productsRequired);
    const parsed = PackageCreateSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? K.saveError);
    setError('');
    const priceWarning = packagePriceWarning(individual, price);
    if (priceWarning) return setWarning(priceWarning);
    save();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto bg-white p-4 text-gray-900 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <Dialog.Title className="text-xl font-bold">
            {pkg ? 'Editar paquete' : 'Nuevo paquete'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            El ahorro y los paquetes disponibles se calculan con los precios y el stock de hoy.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <label className={LABEL}>
              Nombre
              <input
                className={INPUT}
                required
                maxLength={120}
                value={nombre}
                onChange={(e) => setNombre(e.target.value)}
              />
            </label>
            <label className={LABEL}>
              Precio del paquete
              <input
                className={INPUT}
                required
                type="number"
                inputMode="numeric"
                min={1}
                value={precio}
                onChange={(e) => setPrecio(e.target.value)}
              />
            </label>
            <label className={LABEL}>
              Descripción
              <textarea
                className={`${INPUT} py-2`}
                rows={2}
                maxLength={1000}
                value={descripcion}
                onChange={(e) => setDescripcion(e.target.value)}
              />
            </label>
            <div className="grid grid-cols-2 gap-3">
              <label className={LABEL}>
                Categoría
                <select
                  className={INPUT}
                  value={categoria}
                  onChange={(e) => setCategoria(e.target.value)}
                >
                  {PACKAGE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {packageCategoryLabel(c)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex min-h-11 items-end gap-2 pb-2 font-semibold">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={activo}
                  onChange={(e) => setActivo(e.target.checked)}
                />
                Activo
              </label>
              <label className={LABEL}>
                Desde
                <input
                  className={INPUT}
                  type="date"
                  value={inicio}
                  onChange={(e) => setInicio(e.target.value)}
                />
              </label>
              <label className={LABEL}>
                Hasta
                <input
                  className={INPUT}
                  type="date"
                  value={fin}
                  onChange={(e) => setFin(e.target.value)}
                />
              </label>
            </div>
            <label className={LABEL}>
              URL de la imagen
              <input
                className={INPUT}
                type="url"
                inputMode="url"
                value={imagen}
                onChange={(e) => setImagen(e.target.value)}
              />
            </label>
            <PackageProducts catalogue={catalogue} items={items} onChange={setItems} />
            <dl
              aria-label="Resumen del paquete"
              aria-live="polite"
              className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-gray-100 p-3 text-sm dark:bg-gray-800"
            >
              <dt>Precio individual</dt>
              <dd className="text-right tabular-nums">
                <Money value={individual} />
              </dd>
              <dt>Ahorro</dt>
              <dd className="text-right tabular-nums">
                {price > individual
                  ? `Ninguno: cuesta ${formatCOP(price - individual)} más`
                  : `${formatCOP(saving.ahorro_monto)} (${formatPercent(saving.ahorro_porcentaje, 0)})`}
              </dd>
              <dt>Disponibles hoy</dt>
              <dd className="text-right tabular-nums">{buildable}</dd>
            </dl>
            {error && (
              <p role="alert" className={ERROR_TEXT}>
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancelar</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {pkg ? 'Guardar cambios' : 'Crear paquete'}
              </Button>
            </div>
          </form>
          <ConfirmDialog
            open={warning !== null}
            title={warning?.kind === 'sin-ahorro' ? 'Sin ahorro' : 'Ahorro bajo'}
            confirmLabel="Sí, continuar"
            busy={busy}
            onConfirm={save}
            onOpenChange={(open) => !open && setWarning(null)}
          >
            <p>
              {warning?.kind === 'sin-ahorro'
                ? K.noSaving(warning.extra)
                : K.lowSaving(warning?.percent ?? 0)}
            </p>
          </ConfirmDialog>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
