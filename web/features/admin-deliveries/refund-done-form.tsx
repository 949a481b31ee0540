import { useId, useState, type FormEvent } from 'react';
import { bogotaDayKey } from '../../../domain/dates';
import type { AdminOrderView } from '../../../domain/order-views';
import { REFUND_MESSAGES } from '../../../domain/refunds';
import { RefundDoneSchema } from '../../../domain/schemas/refunds';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ApiError, apiRequest, errorText } from '../admin/admin-api';

type Fields = Partial<Record<'fecha' | 'referencia', string>>;

const INPUT =
  'mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base dark:border-gray-600 dark:bg-gray-800';

/**
 * "Marcar reembolso realizado" (DESIGN §9): the shop returned the money by hand (gateway
 * dashboard or transfer) and records the day (today in Bogotá by default) and the reference.
 * The server checks it all again and refuses an order without a pending refund.
 */
export function RefundDoneForm({
  order,
  onDone,
  today = new Date(),
}: {
  order: AdminOrderView;
  onDone(pedido: AdminOrderView): void;
  today?: Date;
}) {
  const id = useId();
  const max = bogotaDayKey(today);
  const [fecha, setFecha] = useState(max);
  const [referencia, setReferencia] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = RefundDoneSchema.safeParse({ fecha, referencia });
    if (!parsed.success) {
      const found: Fields = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= issue.message;
      }
      return setFields(found);
    }
    setFields({});
    setBusy(true);
    try {
      const answer = await apiRequest<{ pedido: AdminOrderView; message?: string }>(
        'PUT',
        `/api/admin/pedidos/${order.id}/reembolso`,
        parsed.data,
      );
      toast.success(answer.message ?? REFUND_MESSAGES.marked);
      onDone(answer.pedido);
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields as Fields);
      setError(errorText(e, REFUND_MESSAGES.notPending));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-labelledby={`${id}-t`}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mt-4 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
    >
      <h3 id={`${id}-t`} className="font-semibold">
        Marcar reembolso realizado
      </h3>
      <p className="text-sm">
        Devuelve el dinero desde el panel de la pasarela o por transferencia y anota aquí la fecha
        y la referencia; el cliente lo verá en su historial.
      </p>
      <label className="block text-sm font-medium" htmlFor={`${id}-f`}>
        Fecha del reembolso
        <input
          id={`${id}-f`}
          type="date"
          className={INPUT}
          value={fecha}
          max={max}
          onChange={(e) => setFecha(e.target.value)}
          aria-invalid={fields.fecha ? true : undefined}
          aria-describedby={fields.fecha ? `${id}-fe` : undefined}
        />
      </label>
      {fields.fecha && (
        <p id={`${id}-fe`} className="text-sm text-red-800 dark:text-red-300">
          {fields.fecha}
        </p>
      )}
      <label className="block text-sm font-medium" htmlFor={`${id}-r`}>
        Referencia
        <input
          id={`${id}-r`}
          type="text"
          className={INPUT}
          value={referencia}
          maxLength={60}
          autoComplete="off"
          onChange={(e) => setReferencia(e.target.value)}
          aria-invalid={fields.referencia ? true : undefined}
          aria-describedby={fields.referencia ? `${id}-re` : undefined}
        />
      </label>
      {fields.referencia && (
        <p id={`${id}-re`} className="text-sm text-red-800 dark:text-red-300">
          {fields.referencia}
        </p>
      )}
      <p role="alert" className="text-sm font-semibold text-red-800 empty:hidden dark:text-red-300">
        {error ?? ''}
      </p>
      <Button type="submit" size="small" disabled={busy} aria-busy={busy}>
        Marcar reembolso realizado
      </Button>
    </form>
  );
}
