import { countNoun } from '../../../domain/plural';
import { REWARD_KIND_LABELS, type AdminRewardRow } from '../../../domain/rewards';
import { Button } from '../../ui/button';
import { CARD, MUTED } from '../admin-money/fields';
import { Money } from '../../ui/money';

/** One reward in "Canjes": what it costs and gives, whether residents see it, how often it was redeemed. */
export function RewardCard({
  reward,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  reward: AdminRewardRow;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}) {
  const r = reward;
  return (
    <li
      className={`${CARD} space-y-2 ${r.activa ? '' : 'bg-gray-50 dark:bg-gray-950'}`}
      aria-label={r.nombre}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words [overflow-wrap:anywhere]">{r.nombre}</p>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
            r.activa
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
              : 'bg-gray-200 text-gray-800 dark:bg-gray-800 dark:text-gray-200'
          }`}
        >
          {r.activa ? 'Activa' : 'Inactiva'}
        </span>
      </div>
      <p className={MUTED}>
        {REWARD_KIND_LABELS[r.tipo]} · {countNoun(r.puntos, 'punto')}
        {r.valor !== null && (
          <>
            {' '}
            ={' '}
            <strong className="whitespace-nowrap">
              <Money value={r.valor} />
            </strong>
          </>
        )}
      </p>
      {r.descripcion && (
        <p className={`${MUTED} break-words [overflow-wrap:anywhere]`}>{r.descripcion}</p>
      )}
      <p className="text-sm">
        Canjeada {r.veces_canjeada === 1 ? '1 vez' : `${r.veces_canjeada} veces`} ·{' '}
        {r.canjes_30_dias} en los últimos 30 días
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="small"
          variant="secondary"
          disabled={busy}
          onClick={onEdit}
          aria-label={`Editar ${r.nombre}`}
        >
          Editar
        </Button>
        <Button
          size="small"
          variant={r.activa ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={onToggle}
          aria-label={`${r.activa ? 'Desactivar' : 'Activar'} ${r.nombre}`}
        >
          {r.activa ? 'Desactivar' : 'Activar'}
        </Button>
        {r.veces_canjeada === 0 && (
          <Button
            size="small"
            variant="ghost"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Eliminar ${r.nombre}`}
          >
            Eliminar
          </Button>
        )}
      </div>
    </li>
  );
}
