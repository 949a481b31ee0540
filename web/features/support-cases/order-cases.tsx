import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { OrderLineView, OrderView } from '../../../domain/order-views';
import { canReportOrder } from '../../../domain/support/cases';
import { SUPPORT_MESSAGES } from '../../../domain/support/messages';
import type { CaseWriteAnswer, SupportCaseView } from '../../../domain/support/views';
import { apiRequest, reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { CaseThread } from './case-thread';
import { ReportProblemForm } from './report-problem-form';
import { SUPPORT_KEYS, useOrderCases, useSeenCases } from './support-api';

/**
 * The order's support part of its detail (issue 25): the report form when a line (or the whole
 * order) was tapped, and every case of the order with the shop's replies and a reply box.
 */
export function OrderCases({
  order,
  reporting,
  onReporting,
}: {
  order: OrderView;
  /** The line being reported, 'pedido' for the whole order, null when no form is open. */
  reporting: OrderLineView | 'pedido' | null;
  onReporting(next: OrderLineView | 'pedido' | null): void;
}) {
  const cases = useOrderCases(order.id);
  const list = cases.data ?? [];
  const [sent, setSent] = useState<string | null>(null);
  useSeenCases(list);
  // Issue 40: a problem is reported on a delivered order; cases opened before still show.
  const reportable = canReportOrder(order.estado);
  if (!reportable && list.length === 0) return null;
  return (
    <section aria-labelledby="detalle-soporte" className="space-y-3">
      <h3 id="detalle-soporte" className="text-base font-bold text-gray-900 dark:text-gray-50">
        Problemas con el pedido
      </h3>
      <div role="status">
        {sent && (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {sent}
          </p>
        )}
      </div>
      {reportable &&
        (reporting ? (
          <ReportProblemForm
            order={order}
            line={reporting === 'pedido' ? null : reporting}
            onDone={(message) => {
              setSent(message ?? null);
              onReporting(null);
            }}
          />
        ) : (
          <Button variant="secondary" size="small" onClick={() => onReporting('pedido')}>
            Reportar un problema con el pedido
          </Button>
        ))}
      {list.map((caso) => (
        <div key={caso.id} className="rounded-xl border border-gray-200 p-3 dark:border-gray-700">
          {caso.novedad && (
            <p className="mb-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white dark:bg-red-400 dark:text-gray-950">
              Novedad
            </p>
          )}
          <CaseThread caso={caso} viewer="residente" />
          {caso.estado !== 'cerrado' && <ResidentReply caso={caso} />}
        </div>
      ))}
    </section>
  );
}

function ResidentReply({ caso }: { caso: SupportCaseView }) {
  const id = useId();
  const client = useQueryClient();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!texto.trim()) return setError(SUPPORT_MESSAGES.messageRequired);
    setBusy(true);
    setError(null);
    try {
      await apiRequest<CaseWriteAnswer<SupportCaseView>>('POST', `/api/soporte/casos/${caso.id}/mensajes`, { texto });
      setTexto('');
      await client.invalidateQueries({ queryKey: SUPPORT_KEYS.mine });
    } catch (e) {
      setError(reasonOf(e, SUPPORT_MESSAGES.messageRequired));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-2 space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Escribir en el caso {caso.codigo}
      </label>
      <textarea
        id={id}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        rows={2}
        maxLength={1000}
        className="block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 dark:border-gray-400 dark:bg-gray-800"
      />
      <div role="alert">
        {error && <p className="text-sm font-medium text-red-800 dark:text-red-300">{error}</p>}
      </div>
      <Button type="submit" size="small" variant="secondary" disabled={busy}>
        Enviar mensaje
      </Button>
    </form>
  );
}
