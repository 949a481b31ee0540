import type { CsvImportAnswer } from '../../../domain/admin-views';
import type {
  ImportAction,
  ImportChange,
  ImportLine,
  LineDecision,
} from '../../../domain/catalog-import';
import { formatCOP } from '../../../domain/money';
import { plural } from '../../../domain/plural';

const ACTION: Record<ImportAction, { label: string; className: string }> = {
  crear: {
    label: 'Crear',
    className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  },
  actualizar: {
    label: 'Actualizar',
    className: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  },
  sin_cambios: {
    label: 'Sin cambios',
    className: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  },
  conflicto: {
    label: 'Cambió desde que exportaste',
    className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  },
  error: { label: 'Error', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
};

const FIELD: Record<ImportChange['campo'], string> = {
  nombre: 'Nombre',
  categoria: 'Categoría',
  precio: 'Precio',
  costo_compra: 'Costo de compra',
  stock: 'Stock',
  descripcion: 'Descripción',
  busca_como: 'También se busca como',
};

function show(change: ImportChange, value: string | number | null): string {
  if (value === null || value === '') return '—';
  if (change.campo === 'precio' || change.campo === 'costo_compra') return formatCOP(Number(value));
  if (change.campo === 'stock') return `${value} u.`;
  return String(value);
}

/** The preview's counts in one sentence: "2 para crear · 1 para actualizar · 1 sin cambios · 1 con error". */
export function ImportSummary({ resumen }: { resumen: CsvImportAnswer['resumen'] }) {
  const parts = [
    resumen.crear && `${resumen.crear} para crear`,
    resumen.actualizar && `${resumen.actualizar} para actualizar`,
    resumen.sin_cambios && `${resumen.sin_cambios} sin cambios`,
    resumen.conflicto &&
      `${resumen.conflicto} ${plural(resumen.conflicto, 'cambió', 'cambiaron')} desde que exportaste`,
    resumen.error && `${resumen.error} con error`,
  ].filter(Boolean);
  const total =
    resumen.crear + resumen.actualizar + resumen.sin_cambios + resumen.conflicto + resumen.error;
  return (
    <p className="font-semibold">
      {total} {plural(total, 'línea', 'líneas')}: {parts.join(' · ')}
    </p>
  );
}

const ORDER: Record<ImportAction, number> = {
  conflicto: 0,
  error: 1,
  crear: 2,
  actualizar: 3,
  sin_cambios: 4,
};
/** A sheet of thousands of lines would freeze a phone: errors and changes first, this many shown. */
const SHOWN = 200;

/**
 * Each line of the file: what it will do, what changes (old → new) or why it is refused; a line
 * whose stock moved since the export asks the owner what to do with it.
 */
export function ImportLines({
  lineas,
  decisiones = {},
  onDecide,
}: {
  lineas: readonly ImportLine[];
  decisiones?: Readonly<Record<string, LineDecision>>;
  onDecide?(fila: number, decision: LineDecision): void;
}) {
  const sorted = [...lineas].sort((a, b) => ORDER[a.accion] - ORDER[b.accion] || a.fila - b.fila);
  const hidden = sorted.length - SHOWN;
  return (
    <>
      <ol aria-label="Líneas del archivo" className="mt-2 space-y-2">
        {sorted.slice(0, SHOWN).map((l) => (
          <li
            key={l.fila}
            className="rounded-xl border border-gray-200 p-3 text-sm dark:border-gray-700"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">Línea {l.fila}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION[l.accion].className}`}
              >
                {ACTION[l.accion].label}
              </span>
              <span className="min-w-0 break-words">
                {l.nombre || 'Sin nombre'}
                {l.codigo && (
                  <span className="text-gray-700 dark:text-gray-300"> ({l.codigo})</span>
                )}
              </span>
            </div>
            {l.errores.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-red-800 dark:text-red-300">
                {l.errores.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            {l.accion === 'conflicto' && l.conflicto && (
              <StockChoice
                fila={l.fila}
                conflicto={l.conflicto}
                value={decisiones[String(l.fila)]?.stock}
                onChange={(stock) => onDecide?.(l.fila, { ...decisiones[String(l.fila)], stock })}
              />
            )}
            {l.confirmar && (
              <div className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                <p>{l.confirmar}</p>
                <label className="mt-1 flex min-h-11 items-center gap-2 font-semibold">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={decisiones[String(l.fila)]?.confirmar_precio === true}
                    onChange={(e) =>
                      onDecide?.(l.fila, {
                        ...decisiones[String(l.fila)],
                        confirmar_precio: e.target.checked,
                      })
                    }
                  />
                  Confirmo el precio de la línea {l.fila}
                </label>
              </div>
            )}
            {l.cambios.length > 0 && (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {l.cambios.map((c) => (
                  <div key={c.campo} className="contents">
                    <dt className="text-gray-700 dark:text-gray-300">{FIELD[c.campo]}</dt>
                    <dd className="min-w-0 break-words">
                      {l.accion === 'crear' ? (
                        <span className="font-semibold">{show(c, c.despues)}</span>
                      ) : (
                        <>
                          {show(c, c.antes)} →{' '}
                          <span className="font-semibold">{show(c, c.despues)}</span>
                        </>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {hidden}{' '}
          {plural(
            hidden,
            'línea más sin mostrar: se aplica igual.',
            'líneas más sin mostrar: se aplican igual.',
          )}
        </p>
      )}
    </>
  );
}

/** The owner's choice for a line whose stock moved since the export (issue 41). */
function StockChoice({
  fila,
  conflicto,
  value,
  onChange,
}: {
  fila: number;
  conflicto: NonNullable<ImportLine['conflicto']>;
  value: LineDecision['stock'];
  onChange(value: NonNullable<LineDecision['stock']>): void;
}) {
  const { diferencia, stock_actual: actual } = conflicto;
  const signed = diferencia > 0 ? `+${diferencia}` : String(diferencia);
  const options = [
    [
      'diferencia',
      actual + diferencia < 0
        ? `Sumar lo que cambiaste (${signed} u.): no alcanza`
        : `Sumar lo que cambiaste (${signed} u.): quedan ${actual + diferencia} u.`,
    ],
    ['omitir', 'Omitir esta línea'],
  ] as const;
  return (
    <fieldset className="mt-2">
      <legend className="font-semibold">¿Qué hago con esta línea?</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`conflicto-${fila}`}
            className="size-5"
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
