import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REWARD_MESSAGES as M, type AdminRewardRow } from '../../../domain/rewards';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { CARD, ERROR_TEXT, MUTED } from '../admin-money/fields';
import { RewardCard } from './reward-card';
import { RewardForm, type RewardDraft } from './reward-form';

const KEY = ['admin', 'recompensas'] as const;
type Pending = { reward: AdminRewardRow; action: 'desactivar' | 'eliminar' };

/**
 * /admin/canjes (issue 24): the rewards residents redeem points for — discounts, the priority
 * delivery and gifts — with how often each was redeemed; create, edit, (de)activate, and delete
 * one nobody redeemed. Every change is audited on the server.
 */
export function RewardsSection() {
  useDocumentTitle('Canjes · Administración');
  const client = useQueryClient();
  const [form, setForm] = useState<{ editing: AdminRewardRow | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ recompensas: AdminRewardRow[] }>('GET', '/api/admin/recompensas', undefined, {
        signal,
      }),
  });
  const rows = list.data?.recompensas ?? [];

  function run(call: () => Promise<{ message: string }>, after?: () => void) {
    setBusy(true);
    call()
      .then((answer) => {
        toast.success(answer.message);
        after?.();
        void client.invalidateQueries({ queryKey: KEY });
      })
      .catch((e: unknown) => toast.error(errorText(e, M.saveError)))
      .finally(() => setBusy(false));
  }

  function save(draft: RewardDraft) {
    const editing = form?.editing;
    run(
      () =>
        editing
          ? apiRequest('PUT', `/api/admin/recompensas/${editing.id}`, { ...draft, tipo: undefined })
          : apiRequest('POST', '/api/admin/recompensas', draft),
      () => setForm(null),
    );
  }

  function toggle(reward: AdminRewardRow, activa: boolean) {
    run(
      () => apiRequest('PUT', `/api/admin/recompensas/${reward.id}/activa`, { activa }),
      () => setPending(null),
    );
  }

  return (
    <section aria-labelledby="admin-section-title" className="space-y-4">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Canjes y recompensas
      </h2>
      <p className={MUTED}>
        Lo que los residentes pueden canjear con sus puntos. Una recompensa inactiva deja de verse
        en la tienda; los canjes ya hechos conservan sus puntos y su valor.
      </p>
      {form ? (
        <div className={CARD}>
          <RewardForm
            key={form.editing?.id ?? 'nueva'}
            editing={form.editing}
            busy={busy}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        </div>
      ) : (
        <Button onClick={() => setForm({ editing: null })} className="w-full sm:w-auto">
          Nueva recompensa
        </Button>
      )}
      {list.isError && (
        <p role="alert" className={ERROR_TEXT}>
          {errorText(list.error, M.loadError)}
        </p>
      )}
      {list.isPending && <p className={MUTED}>Cargando…</p>}
      <ul className="space-y-2" aria-label="Recompensas">
        {rows.map((reward) => (
          <RewardCard
            key={reward.id}
            reward={reward}
            busy={busy}
            onEdit={() => setForm({ editing: reward })}
            onToggle={() =>
              reward.activa ? setPending({ reward, action: 'desactivar' }) : toggle(reward, true)
            }
            onDelete={() => setPending({ reward, action: 'eliminar' })}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? `¿${pending.action === 'desactivar' ? 'Desactivar' : 'Eliminar'} «${pending.reward.nombre}»?`
            : ''
        }
        confirmLabel={pending?.action === 'eliminar' ? 'Sí, eliminar' : 'Sí, desactivar'}
        danger
        busy={busy}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          if (pending.action === 'desactivar') toggle(pending.reward, false);
          else
            run(
              () => apiRequest('DELETE', `/api/admin/recompensas/${pending.reward.id}`),
              () => setPending(null),
            );
        }}
      >
        <p>
          {pending?.action === 'eliminar'
            ? 'Nadie la ha canjeado, así que se borra del todo.'
            : 'Los residentes dejan de verla y nadie más podrá canjearla. Los canjes ya hechos siguen valiendo.'}
        </p>
        <p>El cambio queda registrado con tu nombre y la hora.</p>
      </ConfirmDialog>
    </section>
  );
}
