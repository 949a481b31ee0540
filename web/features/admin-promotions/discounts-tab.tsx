import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState, type FormEvent } from 'react';
import type { MarginRow } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { effectiveUnitPrice } from '../../../domain/pricing';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { ApiError, apiRequest, errorText } from '../admin/admin-api';
import { CARD, ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { MARGINS_KEY, useMarginProducts } from '../admin-money/margin-products';
import { useProductSearch } from '../admin-money/use-product-search';
import { Money } from '../../ui/money';

const M = ADMIN_MESSAGES.adminMoney;
const SHOWN = 8;
const NO_PRODUCTS: MarginRow[] = [];

/** Descuentos por producto: the first 8 products, search for the rest, one offer form each. */
export function DiscountsTab() {
  const products = useMarginProducts();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const found = useProductSearch(products.data ?? NO_PRODUCTS, q);
  return (
    <div className="space-y-3">
      <label className={LABEL}>
        Buscar producto
        <input
          type="search"
          className={INPUT}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {products.isError && (
        <p role="alert" className={ERROR_TEXT}>
          {errorText(products.error, M.loadError)}
        </p>
      )}
      {products.isPending && <p className={MUTED}>Cargando productos…</p>}
      {products.data && found.length === 0 && <p className={MUTED}>{M.noProducts}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {found.slice(0, SHOWN).map((p) => (
          <DiscountForm
            key={`${p.id}-${p.descuento_activo}-${p.descuento_porcentaje}-${p.descuento_badge_texto}`}
            product={p}
          />
        ))}
      </ul>
      {found.length > SHOWN && <p className={MUTED}>{M.moreProducts(found.length - SHOWN)}</p>}
    </div>
  );
}

function DiscountForm({ product }: { product: MarginRow }) {
  const client = useQueryClient();
  const [activo, setActivo] = useState(product.descuento_activo);
  const [porcentaje, setPorcentaje] = useState(String(product.descuento_porcentaje));
  const [badge, setBadge] = useState(
    product.descuento_badge_texto ?? ADMIN_MESSAGES.admin.product.defaultBadge,
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [priceQuestion, setPriceQuestion] = useState<string | null>(null);
  const percent = Number(porcentaje);
  const valid = !activo || (Number.isInteger(percent) && percent >= 0 && percent <= 90);
  const price = effectiveUnitPrice({
    precio: product.precio,
    descuento_activo: activo,
    descuento_porcentaje: valid ? percent : 0,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setError(ADMIN_MESSAGES.admin.product.discountInvalid);
      return;
    }
    save(false);
  }

  /** Saves the offer; a price below cost or far below the category asks first (409, issue 41). */
  function save(confirmPrice: boolean) {
    setError('');
    setBusy(true);
    const body = {
      descuento_activo: activo,
      descuento_porcentaje: activo ? percent : 0,
      descuento_badge_texto: badge.trim() || ADMIN_MESSAGES.admin.product.defaultBadge,
      ...(confirmPrice ? { confirmar_precio: true } : {}),
    };
    apiRequest<{ message: string }>('PUT', `/api/admin/productos/${product.id}/descuento`, body)
      .then((answer) => {
        setPriceQuestion(null);
        toast.success(answer.message);
        void client.invalidateQueries({ queryKey: MARGINS_KEY });
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'PRICE_UNUSUAL') setPriceQuestion(e.message);
        else toast.error(errorText(e, M.saveError));
      })
      .finally(() => setBusy(false));
  }

  const titleId = `discount-${product.id}`;
  return (
    <li className={CARD}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-2">
        <p id={titleId} className="font-semibold">
          {product.nombre}
        </p>
        <p className={MUTED}>
          Precio normal <Money value={product.precio} />
        </p>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={activo}
            onChange={(e) => setActivo(e.target.checked)}
          />
          Descuento activo
        </label>
        <div className="grid grid-cols-2 items-end gap-2">
          <label className={LABEL}>
            Porcentaje
            <input
              className={INPUT}
              type="number"
              inputMode="numeric"
              min={0}
              max={90}
              disabled={!activo}
              value={activo ? porcentaje : '0'}
              onChange={(e) => setPorcentaje(e.target.value)}
            />
          </label>
          <label className={LABEL}>
            Texto del distintivo
            <input
              className={INPUT}
              maxLength={40}
              value={badge}
              onChange={(e) => setBadge(e.target.value)}
            />
          </label>
        </div>
        <p aria-live="polite">
          Precio en la tienda:{' '}
          <strong className="tabular-nums">
            <Money value={price} />
          </strong>
        </p>
        {error && (
          <p role="alert" className={ERROR_TEXT}>
            {error}
          </p>
        )}
        <Button
          type="submit"
          size="small"
          disabled={busy}
          aria-label={`Guardar descuento de ${product.nombre}`}
        >
          Guardar descuento
        </Button>
      </form>
      <ConfirmDialog
        open={priceQuestion !== null}
        title="¿Guardar este descuento?"
        confirmLabel="Sí, guardar descuento"
        busy={busy}
        onConfirm={() => save(true)}
        onOpenChange={(open) => !open && setPriceQuestion(null)}
      >
        <p>{priceQuestion}</p>
      </ConfirmDialog>
    </li>
  );
}
