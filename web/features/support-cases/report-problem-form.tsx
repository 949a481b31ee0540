import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OrderLineView, OrderView } from '../../../domain/order-views';
import { CreateCaseSchema } from '../../../domain/schemas/support';
import {
  CASE_REASON_LABELS,
  CASE_REASONS,
  checkReasonForOrder,
} from '../../../domain/support/cases';
import { SUPPORT_MESSAGES } from '../../../domain/support/messages';
import type { CaseWriteAnswer, SupportCaseView } from '../../../domain/support/views';
import { apiRequest, reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { SUPPORT_KEYS } from './support-api';

const FIELD =
  'mt-1 block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base dark:border-gray-400 dark:bg-gray-800';

/**
 * "Reportar un problema" (issue 25): about one line of the order (the one tapped) or the whole
 * order; the reasons offered are those the order's state allows (what arrived needs a delivery).
 */
export function ReportProblemForm({
  order,
  line,
  onDone,
}: {
  order: OrderView;
  line: OrderLineView | null;
  /** `sent`: the server's confirmation, which says when the answer comes (issue 40). */
  onDone(sent?: string): void;
}) {
  const id = useId();
  const client = useQueryClient();
  const reasons = CASE_REASONS.filter((r) => checkReasonForOrder(r, order.estado).ok);
  const [motivo, setMotivo] = useState<string>(reasons[0] ?? 'otro');
  const [descripcion, setDescripcion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  // Tapped under a line higher up: bring the form into view and put the focus in it.
  useEffect(() => {
    first.current?.focus();
    first.current?.scrollIntoView?.({ block: 'center' });
  }, [line]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateCaseSchema.safeParse({
      pedido_id: order.id,
      motivo,
      descripcion,
      lineas: line?.linea_id ? [line.linea_id] : [],
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SUPPORT_MESSAGES.descriptionRequired);
    setError(null);
    setBusy(true);
    try {
      const answer = await apiRequest<CaseWriteAnswer<SupportCaseView>>('POST', '/api/soporte/casos', parsed.data);
      // Long enough to read when the answer comes; the sheet keeps it too.
      toast.show(answer.message, { variant: 'success', durationMs: 8_000 });
      await client.invalidateQueries({ queryKey: SUPPORT_KEYS.mine });
      onDone(answer.message);
    } catch (e) {
      setError(reasonOf(e, SUPPORT_MESSAGES.descriptionRequired));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-labelledby={`${id}-t`}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-xl border border-amber-400 bg-amber-50 p-3 dark:border-amber-600 dark:bg-amber-950"
    >
      <h4 id={`${id}-t`} className="font-semibold break-words">
        Reportar un problema{line ? ` con ${line.nombre}` : ' con el pedido'}
      </h4>
      <div>
        <label htmlFor={`${id}-m`} className="block text-sm font-medium">
          ¿Qué pasó?
        </label>
        <select ref={first} id={`${id}-m`} value={motivo} onChange={(e) => setMotivo(e.target.value)} className={FIELD}>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {CASE_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-d`} className="block text-sm font-medium">
          Cuéntanos qué pasó
        </label>
        <textarea
          id={`${id}-d`}
          value={descripcion}
          onChange={(e) => setDescripcion(e.target.value)}
          rows={3}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          className={FIELD}
        />
      </div>
      <div role="alert">
        {error && <p className="text-sm font-medium text-red-800 dark:text-red-300">{error}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="small" disabled={busy}>
          {busy ? 'Enviando…' : 'Enviar reporte'}
        </Button>
        <Button variant="ghost" size="small" onClick={() => onDone()}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
