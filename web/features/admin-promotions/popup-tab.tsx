import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PopupRow } from '../../../domain/admin-money-views';
import { formatDateBogota } from '../../../domain/dates';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { PopupCreateSchema } from '../../../domain/schemas/admin-promotions';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { CARD, ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';

const M = ADMIN_MESSAGES.adminMoney;
const URL_PATTERN = /^https?:\/\/\S+$/i;

/** Popup del día: publish one promotion (replaces the active one), deactivate it, history. */
export function PopupTab() {
  const client = useQueryClient();
  const [titulo, setTitulo] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [imagen, setImagen] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const history = useQuery({
    queryKey: ['admin', 'popup'],
    queryFn: ({ signal }) =>
      apiRequest<{ promociones: PopupRow[] }>('GET', '/api/admin/promociones-popup', undefined, {
        signal,
      }),
  });
  const rows = history.data?.promociones ?? [];
  const active = rows.find((p) => p.activa);
  const preview = URL_PATTERN.test(imagen.trim()) ? imagen.trim() : null;

  function run(call: Promise<{ message: string }>, after?: () => void) {
    setBusy(true);
    call
      .then((answer) => {
        toast.success(answer.message);
        after?.();
        void client.invalidateQueries({ queryKey: ['admin', 'popup'] });
      })
      .catch((e: unknown) => toast.error(errorText(e, M.saveError)))
      .finally(() => setBusy(false));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PopupCreateSchema.safeParse({ titulo, descripcion, imagen_url: imagen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.saveError);
      return;
    }
    setError('');
    run(apiRequest('POST', '/api/admin/promociones-popup', parsed.data), () => {
      setTitulo('');
      setDescripcion('');
      setImagen('');
    });
  }

  return (
    <div className="space-y-5">
      <section aria-labelledby="popup-active-title" className={`${CARD} space-y-2`}>
        <h3 id="popup-active-title" className="text-lg font-bold">
          {M.popupActive}
        </h3>
        {active ? (
          <>
            <p className="font-semibold">{active.titulo}</p>
            {active.descripcion && <p className={MUTED}>{active.descripcion}</p>}
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => run(apiRequest('PUT', '/api/admin/promociones-popup/desactivar'))}
            >
              Desactivar promoción
            </Button>
          </>
        ) : (
          <p className={MUTED}>{history.isPending ? 'Cargando…' : M.popupNone}</p>
        )}
      </section>

      <form
        onSubmit={onSubmit}
        noValidate
        className={`${CARD} space-y-3`}
        aria-labelledby="popup-new-title"
      >
        <h3 id="popup-new-title" className="text-lg font-bold">
          Nueva promoción
        </h3>
        <label className={LABEL}>
          Título
          <input
            className={INPUT}
            required
            maxLength={120}
            value={titulo}
            onChange={(e) => setTitulo(e.target.value)}
          />
        </label>
        <label className={LABEL}>
          Descripción
          <textarea
            className={`${INPUT} py-2`}
            rows={3}
            maxLength={500}
            value={descripcion}
            onChange={(e) => setDescripcion(e.target.value)}
          />
        </label>
        <label className={LABEL}>
          URL de la imagen
          <input
            className={INPUT}
            type="url"
            inputMode="url"
            value={imagen}
            onChange={(e) => setImagen(e.target.value)}
            placeholder="https://…"
          />
        </label>
        {preview && (
          <img
            src={preview}
            alt={M.previewAlt}
            className="max-h-48 w-full rounded-xl object-contain"
          />
        )}
        {error && (
          <p role="alert" className={ERROR_TEXT}>
            {error}
          </p>
        )}
        <p className={MUTED}>Al publicarla, reemplaza a la promoción activa.</p>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          Publicar promoción
        </Button>
      </form>

      <section aria-labelledby="popup-history-title" className="space-y-2">
        <h3 id="popup-history-title" className="text-lg font-bold">
          Historial
        </h3>
        {history.isError && (
          <p role="alert" className={ERROR_TEXT}>
            {errorText(history.error, M.loadError)}
          </p>
        )}
        {history.data && rows.length === 0 && <p className={MUTED}>{M.popupHistoryEmpty}</p>}
        <ul className="space-y-2">
          {rows.map((p) => (
            <li key={p.id} className={CARD}>
              <p className="font-semibold">
                {p.titulo}{' '}
                {p.activa && (
                  <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                    Activa
                  </span>
                )}
              </p>
              <p className={MUTED}>{formatDateBogota(new Date(p.created_at))}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
