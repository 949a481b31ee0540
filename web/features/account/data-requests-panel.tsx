import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatDateBogota } from '../../../domain/dates';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_LABELS,
  formatDayKey,
  type DataRequestKind,
} from '../../../domain/privacy/data-requests';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { FormAlert, SelectField } from '../../ui/form-field';
import { fileRequest, requestsQuery } from './account-api';

const KINDS = DATA_REQUEST_KINDS.map((k) => ({ value: k, label: DATA_REQUEST_LABELS[k] }));

/** Data requests (Ley 1581): file one, and follow each one's state and deadline. */
export function DataRequestsPanel() {
  const requests = useQuery(requestsQuery);
  const client = useQueryClient();
  const alertId = useId();
  const detailId = useId();
  const [tipo, setTipo] = useState('');
  const [detalle, setDetalle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tipo) return setError('Elige el tipo de solicitud.');
    if (!detalle.trim()) return setError('Cuéntanos qué necesitas en tu solicitud.');
    setError(null);
    setBusy(true);
    fileRequest({ tipo: tipo as DataRequestKind, detalle })
      .then((answer) => {
        toast.success(answer.message);
        setTipo('');
        setDetalle('');
        void client.invalidateQueries({ queryKey: requestsQuery.queryKey });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'No se pudo enviar.'))
      .finally(() => setBusy(false));
  }

  const list = requests.data?.solicitudes ?? [];
  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate aria-describedby={alertId} className="space-y-3">
        <SelectField
          label="Tipo de solicitud"
          placeholder="Elige"
          options={KINDS}
          name="tipo"
          value={tipo}
          onValueChange={setTipo}
        />
        <div>
          <label htmlFor={detailId} className="block text-sm font-semibold">
            ¿Qué necesitas?
          </label>
          <textarea
            id={detailId}
            value={detalle}
            onChange={(e) => setDetalle(e.target.value)}
            rows={3}
            maxLength={2000}
            className="mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 text-base dark:border-gray-400 dark:bg-gray-900"
          />
        </div>
        <FormAlert id={alertId} message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Enviando…' : 'Enviar solicitud'}
        </Button>
      </form>
      {requests.isError && <p role="alert">No pudimos cargar tus solicitudes.</p>}
      {list.length === 0 && requests.data && (
        <p className="text-gray-700 dark:text-gray-300">Aún no has hecho solicitudes.</p>
      )}
      {list.length > 0 && (
        <ul
          aria-label="Tus solicitudes"
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
        >
          {list.map((s) => (
            <li key={s.id} className="space-y-1 p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{s.tipo_texto}</span>
                <span className="rounded-full bg-gray-100 px-2 font-semibold dark:bg-gray-800">
                  {s.estado_texto}
                </span>
              </p>
              <p className="break-words">{s.detalle}</p>
              <p className="text-gray-700 dark:text-gray-300">
                Enviada el {formatDateBogota(new Date(s.fecha))}
                {s.estado === 'en_tramite' &&
                  ` · respuesta a más tardar el ${formatDayKey(s.fecha_limite)}`}
              </p>
              {s.respuesta && (
                <p className="rounded-xl bg-emerald-50 p-2 break-words dark:bg-emerald-950">
                  <span className="font-semibold">Respuesta: </span>
                  {s.respuesta}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
