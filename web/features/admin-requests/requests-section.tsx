import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatDateBogota } from '../../../domain/dates';
import { PRIVACY_MESSAGES } from '../../../domain/privacy/messages';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatDayKey } from '../../../domain/privacy/data-requests';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText } from '../admin/admin-api';

interface AdminDataRequest {
  id: number;
  tipo_texto: string;
  detalle: string;
  estado: 'en_tramite' | 'respondida' | 'cerrada';
  estado_texto: string;
  fecha: string;
  fecha_limite: string;
  dias_habiles_restantes: number | null;
  vencida: boolean;
  respuesta: string | null;
  fecha_respuesta: string | null;
  titular: { nombre: string; email: string; telefono: string };
}

interface AdminRequestList {
  solicitudes: AdminDataRequest[];
  abiertas: number;
  vencidas: number;
}

const QUERY_KEY = ['admin', 'solicitudes'];

function deadlineText(s: AdminDataRequest): string {
  if (s.estado !== 'en_tramite')
    return `Respondida el ${s.fecha_respuesta ? formatDateBogota(new Date(s.fecha_respuesta)) : '—'}`;
  if (s.vencida) return `Vencida: el plazo era el ${formatDayKey(s.fecha_limite)}`;
  const left = s.dias_habiles_restantes ?? 0;
  if (left === 0) return `Vence hoy (${formatDayKey(s.fecha_limite)})`;
  return `${left} ${left === 1 ? 'día hábil' : 'días hábiles'} · vence el ${formatDayKey(s.fecha_limite)}`;
}

/** /admin/solicitudes: data requests (Ley 1581) by deadline, overdue first; answer and close. */
export function RequestsSection() {
  useDocumentTitle('Solicitudes de datos · Administración');
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<AdminRequestList>('GET', '/api/admin/solicitudes', undefined, { signal }),
  });
  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Solicitudes de datos
      </h2>
      {list.data && (
        <p className="mt-1 text-gray-800 dark:text-gray-200">
          {list.data.abiertas} en trámite · {list.data.vencidas} vencidas
        </p>
      )}
      {list.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {errorText(list.error, ADMIN_MESSAGES.adminMoney.loadError)}
        </p>
      )}
      {list.isPending ? (
        <p className="mt-4">Cargando solicitudes…</p>
      ) : list.data?.solicitudes.length === 0 ? (
        <p className="mt-4">No hay solicitudes de datos.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {list.data?.solicitudes.map((s) => (
            <RequestCard key={s.id} request={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ request: s }: { request: AdminDataRequest }) {
  const client = useQueryClient();
  const answerId = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = s.estado === 'en_tramite';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim()) return setError(PRIVACY_MESSAGES.answerRequired);
    setBusy(true);
    setError(null);
    apiRequest<{ message: string }>('POST', `/api/admin/solicitudes/${s.id}/responder`, {
      respuesta: answer,
    })
      .then((r) => {
        toast.success(r.message);
        void client.invalidateQueries({ queryKey: QUERY_KEY });
      })
      .catch((e: unknown) => setError(errorText(e, ADMIN_MESSAGES.adminMoney.saveError)))
      .finally(() => setBusy(false));
  }

  const tone = s.vencida
    ? 'border-red-700 dark:border-red-400'
    : open
      ? 'border-amber-600 dark:border-amber-400'
      : 'border-gray-200 dark:border-gray-700';
  return (
    <li className={`rounded-2xl border-2 p-3 ${tone}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">
          #{s.id} · {s.tipo_texto}
        </h3>
        <span
          className={`text-sm font-semibold ${s.vencida ? 'text-red-800 dark:text-red-300' : ''}`}
        >
          {deadlineText(s)}
        </span>
      </div>
      <p className="text-sm break-words text-gray-800 dark:text-gray-200">
        {s.titular.nombre} · {s.titular.email} · {s.titular.telefono} · recibida el{' '}
        {formatDateBogota(new Date(s.fecha))}
      </p>
      <p className="mt-2 break-words whitespace-pre-line">{s.detalle}</p>
      {open ? (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <label htmlFor={answerId} className="block text-sm font-semibold">
            Respuesta al titular
          </label>
          <textarea
            id={answerId}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            rows={3}
            maxLength={4000}
            aria-invalid={error ? true : undefined}
            className="block w-full rounded-xl border border-gray-500 bg-white px-3 py-2 dark:border-gray-400 dark:bg-gray-900"
          />
          <div role="alert">
            {error && <p className="text-sm font-medium text-red-800 dark:text-red-300">{error}</p>}
          </div>
          <Button type="submit" size="small" disabled={busy}>
            {busy ? 'Guardando…' : 'Responder y cerrar'}
            <span className="sr-only"> la solicitud {s.id}</span>
          </Button>
        </form>
      ) : (
        <p className="mt-2 rounded-xl bg-gray-100 p-2 text-sm break-words dark:bg-gray-800">
          <span className="font-semibold">{s.estado_texto}: </span>
          {s.respuesta}
        </p>
      )}
    </li>
  );
}
