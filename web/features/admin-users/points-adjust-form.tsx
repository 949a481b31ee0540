import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { checkPointsAdjustment } from '../../../domain/points-adjust';
import type { PointsAdjustAnswer } from '../../../domain/resident-views';
import { PointsAdjustSchema } from '../../../domain/schemas/admin-panel';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

const FIELD =
  'mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 dark:border-gray-500 dark:bg-gray-900';

/**
 * Adds or takes points with the reason the resident will read (issue 24). The browser checks
 * what it can for a quick message; the server decides under the person's row lock.
 */
export function PointsAdjustForm({ userId, balance }: { userId: number; balance: number }) {
  const client = useQueryClient();
  const [puntos, setPuntos] = useState('');
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PointsAdjustSchema.safeParse({ puntos: puntos.replace('−', '-'), motivo });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.residents.pointsZero);
    const check = checkPointsAdjustment(balance, parsed.data.puntos);
    if (!check.ok) return setError(check.message);
    setError('');
    setBusy(true);
    apiRequest<PointsAdjustAnswer>('POST', `/api/admin/usuarios/${userId}/puntos`, parsed.data)
      .then((answer) => {
        toast.success(answer.message);
        setPuntos('');
        setMotivo('');
        void client.invalidateQueries({ queryKey: ['admin', 'usuario', userId] });
      })
      .catch((e: unknown) => setError(errorText(e, 'No se pudo ajustar los puntos.')))
      .finally(() => setBusy(false));
  }

  return (
    <form aria-label="Ajustar puntos" onSubmit={submit} noValidate className="space-y-2">
      <h3 className="font-semibold">Ajustar puntos</h3>
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <label className="block">
          <span className="text-sm font-semibold">Puntos</span>
          <input
            inputMode="numeric"
            className={FIELD}
            value={puntos}
            placeholder="50 o -50"
            onChange={(e) => setPuntos(e.target.value)}
          />
        </label>
        <label className="block">
          <span className="text-sm font-semibold">Motivo (lo verá la persona)</span>
          <input
            className={FIELD}
            value={motivo}
            maxLength={200}
            onChange={(e) => setMotivo(e.target.value)}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" size="small" disabled={busy}>
        Guardar ajuste
      </Button>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        El cambio queda registrado con tu nombre y la hora.
      </p>
    </form>
  );
}
