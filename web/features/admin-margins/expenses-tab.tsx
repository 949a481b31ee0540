import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ExpenseRow } from '../../../domain/admin-money-views';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { EXPENSE_FREQUENCIES, EXPENSE_TYPES } from '../../../domain/profitability';
import { ExpenseCreateSchema } from '../../../domain/schemas/admin-expenses';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { CARD, ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { Money } from '../../ui/money';

const M = ADMIN_MESSAGES.adminMoney;
const E = ADMIN_MESSAGES.admin.expense;
const KEY = ['admin', 'gastos'] as const;

/** '2026-11-01' → '01/11/2026'. */
const dayLabel = (key: string) => key.split('-').reverse().join('/');

/** Gastos operativos: add, list and delete (with a confirmation). */
export function ExpensesTab() {
  const client = useQueryClient();
  const expenses = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ gastos: ExpenseRow[] }>('GET', '/api/admin/gastos', undefined, { signal }),
    select: (d) => d.gastos,
  });
  const [concepto, setConcepto] = useState('');
  const [monto, setMonto] = useState('');
  const [tipo, setTipo] = useState<(typeof EXPENSE_TYPES)[number]>('fijo');
  const [frecuencia, setFrecuencia] = useState<(typeof EXPENSE_FREQUENCIES)[number]>('mensual');
  const [fechaInicio, setFechaInicio] = useState('');
  const [fechaFin, setFechaFin] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ExpenseRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['admin'] });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ExpenseCreateSchema.safeParse({
      concepto,
      monto,
      tipo,
      frecuencia,
      fecha_inicio: fechaInicio,
      fecha_fin: fechaFin,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? E.addError);
    setError('');
    setBusy(true);
    apiRequest<{ message: string }>('POST', '/api/admin/gastos', parsed.data)
      .then((answer) => {
        toast.success(answer.message);
        setConcepto('');
        setMonto('');
        setFechaInicio('');
        setFechaFin('');
        void refresh();
      })
      .catch((e: unknown) => setError(errorText(e, E.addError)))
      .finally(() => setBusy(false));
  }

  function remove() {
    if (!deleting) return;
    setBusy(true);
    apiRequest<{ message: string }>('DELETE', `/api/admin/gastos/${deleting.id}`)
      .then((answer) => {
        toast.success(answer.message);
        void refresh();
      })
      .catch((e: unknown) => toast.error(errorText(e, E.deleteError)))
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  }

  const rows = expenses.data ?? [];
  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className={`${CARD} space-y-3`}
        aria-labelledby="expense-new-title"
      >
        <h3 id="expense-new-title" className="text-lg font-bold">
          Agregar gasto
        </h3>
        <label className={LABEL}>
          Concepto
          <input
            className={INPUT}
            maxLength={120}
            value={concepto}
            onChange={(e) => setConcepto(e.target.value)}
          />
        </label>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <label className={`${LABEL} col-span-2 sm:col-span-1`}>
            Monto
            <input
              className={INPUT}
              type="number"
              inputMode="numeric"
              min={1}
              value={monto}
              onChange={(e) => setMonto(e.target.value)}
            />
          </label>
          <label className={LABEL}>
            Tipo
            <select
              className={INPUT}
              value={tipo}
              onChange={(e) => setTipo(e.target.value as typeof tipo)}
            >
              {EXPENSE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL}>
            Frecuencia
            <select
              className={INPUT}
              value={frecuencia}
              onChange={(e) => setFrecuencia(e.target.value as typeof frecuencia)}
            >
              {EXPENSE_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <label className={LABEL}>
            Desde (vacío: hoy)
            <input
              className={INPUT}
              type="date"
              value={fechaInicio}
              onChange={(e) => setFechaInicio(e.target.value)}
            />
          </label>
          <label className={LABEL}>
            Hasta (opcional)
            <input
              className={INPUT}
              type="date"
              value={fechaFin}
              onChange={(e) => setFechaFin(e.target.value)}
            />
          </label>
        </div>
        {error && (
          <p role="alert" className={ERROR_TEXT}>
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          Agregar gasto
        </Button>
      </form>
      {expenses.isError && (
        <p role="alert" className={ERROR_TEXT}>
          {errorText(expenses.error, M.loadError)}
        </p>
      )}
      {expenses.data && rows.length === 0 && <p className={MUTED}>{M.expensesEmpty}</p>}
      <ul aria-label="Gastos registrados" className="space-y-2">
        {rows.map((g) => (
          <li key={g.id} className={`${CARD} flex items-center justify-between gap-2`}>
            <div className="min-w-0">
              <p className="font-semibold">{g.concepto}</p>
              <p className={MUTED}>
                <Money value={g.monto} /> · {g.tipo} · {g.frecuencia} ·{' '}
                <Money value={g.monto_mensual} /> al mes
              </p>
              <p className={MUTED}>
                Desde {dayLabel(g.fecha_inicio)}
                {g.fecha_fin ? ` hasta ${dayLabel(g.fecha_fin)}` : ''}
              </p>
            </div>
            <Button
              variant="ghost"
              size="small"
              aria-label={`Eliminar gasto ${g.concepto}`}
              onClick={() => setDeleting(g)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar gasto?"
        confirmLabel="Sí, eliminar"
        danger
        busy={busy}
        onConfirm={remove}
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <p>{deleting && M.expenseDeleteConfirm(deleting.concepto)}</p>
      </ConfirmDialog>
    </div>
  );
}
