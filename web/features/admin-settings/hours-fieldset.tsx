import { useState } from 'react';
import { formatDateBogota } from '../../../domain/dates';
import { WEEKDAY_NAMES, type DayHours, type WeeklyHours } from '../../../domain/settings';
import { Button } from '../../ui/button';
import { INPUT, LABEL, MUTED } from '../admin-money/fields';
import { Group } from './settings-form-parts';

export interface Holiday {
  fecha: string;
  nombre: string;
}

const dayLabel = (fecha: string) => formatDateBogota(new Date(`${fecha}T12:00:00-05:00`));

function DayRow({ name, day, onChange }: { name: string; day: DayHours; onChange(day: DayHours): void }) {
  return (
    <div className="space-y-2 border-t border-gray-200 pt-2 first:border-t-0 first:pt-0 dark:border-gray-700">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 accent-emerald-700"
          checked={day.abierto}
          onChange={(e) => onChange({ ...day, abierto: e.target.checked })}
        />
        {name}: {day.abierto ? 'abierto' : 'cerrado'}
      </label>
      {day.abierto && (
        <div className="grid grid-cols-2 gap-2">
          <label className={LABEL}>
            Abre ({name.toLowerCase()})
            <input type="time" className={INPUT} value={day.abre} onChange={(e) => onChange({ ...day, abre: e.target.value })} />
          </label>
          <label className={LABEL}>
            Cierra ({name.toLowerCase()})
            <input type="time" className={INPUT} value={day.cierra} onChange={(e) => onChange({ ...day, cierra: e.target.value })} />
          </label>
        </div>
      )}
    </div>
  );
}

/** Opening hours per weekday, and special dates (holidays shown from the server's list). */
export function HoursFieldset({
  hours,
  holidays,
  today,
  onChange,
}: {
  hours: WeeklyHours;
  holidays: Holiday[];
  today: string;
  onChange(hours: WeeklyHours): void;
}) {
  const [fecha, setFecha] = useState('');
  const upcoming = holidays.filter((h) => h.fecha >= today).slice(0, 8);
  const setDay = (i: number, day: DayHours) =>
    onChange({ ...hours, semana: hours.semana.map((d, j) => (j === i ? day : d)) });
  const setSpecial = (i: number, day: DayHours) =>
    onChange({ ...hours, especiales: hours.especiales.map((d, j) => (j === i ? { ...d, ...day } : d)) });
  const addDate = (date: string, nota?: string) => {
    if (!date || hours.especiales.some((d) => d.fecha === date)) return;
    const especiales = [...hours.especiales, { fecha: date, abierto: false, abre: '06:00', cierra: '23:00', ...(nota ? { nota } : {}) }];
    onChange({ ...hours, especiales: especiales.sort((a, b) => a.fecha.localeCompare(b.fecha)) });
  };
  return (
    <>
      <Group title="Horario de atención">
        {hours.semana.map((day, i) => (
          <DayRow key={WEEKDAY_NAMES[i]} name={WEEKDAY_NAMES[i]!} day={day} onChange={(d) => setDay(i, d)} />
        ))}
      </Group>
      <Group title="Fechas especiales">
        <p className={MUTED}>Días cerrados o con otro horario. Ganan sobre el horario de la semana.</p>
        {hours.especiales.length === 0 && <p className={MUTED}>No hay fechas especiales.</p>}
        <ul className="space-y-3">
          {hours.especiales.map((d, i) => (
            <li key={d.fecha} className="space-y-1">
              <DayRow
                name={`${dayLabel(d.fecha)}${d.nota ? ` (${d.nota})` : ''}`}
                day={d}
                onChange={(day) => setSpecial(i, day)}
              />
              <Button
                variant="ghost"
                size="small"
                onClick={() => onChange({ ...hours, especiales: hours.especiales.filter((x) => x.fecha !== d.fecha) })}
              >
                Quitar {dayLabel(d.fecha)}
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label className={`${LABEL} min-w-0 flex-1`}>
            Nueva fecha
            <input type="date" className={INPUT} value={fecha} onChange={(e) => setFecha(e.target.value)} />
          </label>
          <Button variant="secondary" onClick={() => { addDate(fecha); setFecha(''); }} disabled={!fecha}>
            Agregar fecha
          </Button>
        </div>
        {upcoming.length > 0 && (
          <div>
            <h3 className="text-base font-bold">Próximos festivos en Colombia</h3>
            <ul className="mt-1 space-y-1">
              {upcoming.map((h) => {
                const added = hours.especiales.some((d) => d.fecha === h.fecha);
                return (
                  <li key={h.fecha} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words">
                      {dayLabel(h.fecha)}: {h.nombre}
                    </span>
                    <Button size="small" variant="secondary" disabled={added} onClick={() => addDate(h.fecha, h.nombre)}>
                      {added ? 'Agregado' : 'Agregar'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </Group>
    </>
  );
}
