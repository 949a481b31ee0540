import { countNoun, plural } from '../../../domain/plural';
import { LEVEL_RULES, levelProgress } from '../../../domain/points';

const TOP = LEVEL_RULES.ORO.min;

/** One bar from 0 to ORO (1500) with the PLATA mark at 500 (customer spec §2). */
export function LevelProgressBar({ puntosTotales }: { puntosTotales: number }) {
  const progress = levelProgress(puntosTotales);
  const now = Math.min(TOP, Math.max(0, puntosTotales));
  const plataAt = (LEVEL_RULES.PLATA.min * 100) / TOP;
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Progreso de nivel"
        aria-valuemin={0}
        aria-valuemax={TOP}
        aria-valuenow={now}
        aria-valuetext={`${puntosTotales} de ${countNoun(TOP, 'punto')}`}
        className="relative h-3 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className="h-full rounded-full bg-amber-500"
          style={{ width: `${(now * 100) / TOP}%` }}
        />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 bg-white dark:bg-gray-900"
          style={{ left: `${plataAt}%` }}
        />
      </div>
      <div
        aria-hidden="true"
        className="relative mt-1 h-4 text-xs font-semibold text-gray-700 dark:text-gray-300"
      >
        <span className="absolute left-0">BRONCE</span>
        <span className="absolute -translate-x-1/2" style={{ left: `${plataAt}%` }}>
          PLATA {LEVEL_RULES.PLATA.min}
        </span>
        <span className="absolute right-0">ORO {TOP}</span>
      </div>
      <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">
        {progress.siguienteNivel
          ? `${plural(progress.puntosFaltantes, 'Te falta', 'Te faltan')} ${countNoun(progress.puntosFaltantes, 'punto')} para el nivel ${progress.siguienteNivel}.`
          : 'Estás en el nivel más alto. ¡Gracias por tu preferencia!'}
      </p>
    </div>
  );
}
