import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminCaseView, CaseWriteAnswer } from '../../../domain/support/views';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { SUPPORT_KEYS } from './support-api';

const FIELD =
  'mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-gray-500 bg-white px-3 py-2 text-base dark:border-gray-400 dark:bg-gray-800';

type Action = 'responder' | 'puntos' | 'reembolso' | 'cerrar';

/** Sends one admin action on a case; the answer's case refreshes every list that shows it. */
function useCaseAction(caso: AdminCaseView) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: Action, body?: object) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<CaseWriteAnswer<AdminCaseView>>(
        'POST',
        `/api/admin/soporte/${caso.id}/${action}`,
        body,
      );
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: SUPPORT_KEYS.admin });
      return true;
    } catch (e) {
      setError(errorText(e, 'No se pudo guardar. Intenta de nuevo.'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, error, busy };
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * What the admin can do on an open case (issue 25): reply, credit points with the reason the
 * resident reads, mark a refund returned by hand, close. The server checks every rule again.
 */
export function AdminCaseActions({ caso }: { caso: AdminCaseView }) {
  const id = useId();
  const { run, error, busy } = useCaseAction(caso);
  const [texto, setTexto] = useState('');
  const [puntos, setPuntos] = useState('');
  const [motivo, setMotivo] = useState('');
  const [monto, setMonto] = useState('');
  const [referencia, setReferencia] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  if (caso.estado === 'cerrado') return null;

  const submit = (action: Action, body: object | undefined, reset: () => void) => (event: FormEvent) => {
    event.preventDefault();
    void run(action, body).then((done) => done && reset());
  };
  const box = 'space-y-2 rounded-xl border border-gray-200 p-3 dark:border-gray-700';
  return (
    <div className="mt-3 space-y-3">
      <div role="alert">
        {error && <p className="text-sm font-medium text-red-800 dark:text-red-300">{error}</p>}
      </div>
      <form noValidate className={box} onSubmit={submit('responder', { texto }, () => setTexto(''))}>
        <Field id={`${id}-r`} label={`Respuesta al residente (${caso.codigo})`}>
          <textarea id={`${id}-r`} rows={3} maxLength={1000} value={texto} onChange={(e) => setTexto(e.target.value)} className={FIELD} />
        </Field>
        <Button type="submit" size="small" disabled={busy}>
          Responder
        </Button>
      </form>
      <form
        noValidate
        className={box}
        onSubmit={submit('puntos', { puntos, motivo }, () => {
          setPuntos('');
          setMotivo('');
        })}
      >
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Field id={`${id}-p`} label="Puntos a abonar">
            <input id={`${id}-p`} inputMode="numeric" value={puntos} onChange={(e) => setPuntos(e.target.value)} className={FIELD} />
          </Field>
          <Field id={`${id}-pm`} label="Motivo del abono">
            <input id={`${id}-pm`} maxLength={200} value={motivo} onChange={(e) => setMotivo(e.target.value)} className={FIELD} />
          </Field>
        </div>
        <Button type="submit" size="small" variant="secondary" disabled={busy}>
          Abonar puntos
        </Button>
      </form>
      {!caso.resolucion.reembolso && (
        <form
          noValidate
          className={box}
          onSubmit={submit('reembolso', { monto, referencia }, () => {
            setMonto('');
            setReferencia('');
          })}
        >
          <p className="text-sm">Devuelve el dinero por la pasarela o por transferencia y anótalo aquí.</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Field id={`${id}-m`} label="Monto devuelto (pesos)">
              <input id={`${id}-m`} inputMode="numeric" value={monto} onChange={(e) => setMonto(e.target.value)} className={FIELD} />
            </Field>
            <Field id={`${id}-ref`} label="Referencia">
              <input id={`${id}-ref`} maxLength={100} value={referencia} onChange={(e) => setReferencia(e.target.value)} className={FIELD} />
            </Field>
          </div>
          <Button type="submit" size="small" variant="secondary" disabled={busy}>
            Marcar reembolso
          </Button>
        </form>
      )}
      <Button variant="danger" size="small" disabled={busy} onClick={() => setConfirmClose(true)}>
        Cerrar caso<span className="sr-only"> {caso.codigo}</span>
      </Button>
      {/* Closing cannot be undone (issue 41): the owner reads what the resident will see first. */}
      <ConfirmDialog
        open={confirmClose}
        title={`¿Cerrar el caso ${caso.codigo}?`}
        confirmLabel="Cerrar caso"
        danger
        busy={busy}
        onOpenChange={setConfirmClose}
        onConfirm={() => void run('cerrar').then(() => setConfirmClose(false))}
      >
        <p>
          {caso.residente.nombre} verá el caso como «Cerrado» y ya no podrá escribir en él ni
          recibir más abonos o reembolsos por este caso.
        </p>
      </ConfirmDialog>
    </div>
  );
}
