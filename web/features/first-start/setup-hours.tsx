import { WEEKDAY_NAMES, type DayHours } from '../../../domain/settings';
import { TextField } from '../../ui/form-field';
import type { FieldErrors, SetupDraft } from './setup-draft';

/** Opening hours: one window for every day, or (optional) each day of the week on its own. */
export function SetupHours({
  draft,
  errors,
  onChange,
}: {
  draft: SetupDraft;
  errors: FieldErrors;
  onChange(draft: SetupDraft): void;
}) {
  const setDay = (i: number, day: DayHours) =>
    onChange({ ...draft, semana: draft.semana.map((d, j) => (j === i ? day : d)) });
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-lg font-bold">Horario de atención</legend>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 accent-emerald-700"
          checked={draft.porDia}
          onChange={(e) => onChange({ ...draft, porDia: e.target.checked })}
        />
        Un horario distinto para cada día
      </label>
      {draft.porDia ? (
        WEEKDAY_NAMES.map((name, i) => {
          const day = draft.semana[i]!;
          return (
            <div
              key={name}
              className="space-y-2 border-t border-gray-200 pt-2 dark:border-gray-700"
            >
              <label className="flex min-h-11 items-center gap-3 font-semibold">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-emerald-700"
                  checked={day.abierto}
                  onChange={(e) => setDay(i, { ...day, abierto: e.target.checked })}
                />
                {name}: {day.abierto ? 'abierto' : 'cerrado'}
              </label>
              {day.abierto && (
                <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
                  <TextField
                    name={`dia${i}.abre`}
                    type="time"
                    label={`Abre (${name.toLowerCase()})`}
                    value={day.abre}
                    error={errors[`dia${i}.abre`]}
                    onValueChange={(abre) => setDay(i, { ...day, abre })}
                  />
                  <TextField
                    name={`dia${i}.cierra`}
                    type="time"
                    label={`Cierra (${name.toLowerCase()})`}
                    value={day.cierra}
                    error={errors[`dia${i}.cierra`]}
                    onValueChange={(cierra) => setDay(i, { ...day, cierra })}
                  />
                </div>
              )}
            </div>
          );
        })
      ) : (
        <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          <TextField
            name="abre"
            type="time"
            label="Abre (todos los días)"
            value={draft.abre}
            error={errors.abre}
            onValueChange={(abre) => onChange({ ...draft, abre })}
          />
          <TextField
            name="cierra"
            type="time"
            label="Cierra (todos los días)"
            value={draft.cierra}
            error={errors.cierra}
            onValueChange={(cierra) => onChange({ ...draft, cierra })}
          />
        </div>
      )}
    </fieldset>
  );
}
