import type { AdminOrderView } from '../../../domain/order-views';
import { Button } from '../../ui/button';
import {
  finalQuantity,
  lineNote,
  openQuestion,
  type MissingLine,
} from '../order-data/missing-items';

/** The packing list's key of a loose line (as `domain/packing.ts` builds it). */
const looseKey = (line: MissingLine, index: number) =>
  line.tipo === 'paquete'
    ? `paquete-${line.paquete_id ?? `l${index}`}`
    : `producto-${line.producto_id ?? `l${index}`}`;

/**
 * What still goes in the bag (issue 44): each line at its final quantity, a line missing
 * entirely left out (it is listed under "Faltantes"), and each loose item's line by its key.
 */
export function packableLines(order: AdminOrderView): {
  lines: MissingLine[];
  byKey: Map<string, MissingLine>;
} {
  const all = order.productos;
  const byKey = new Map<string, MissingLine>();
  const lines: MissingLine[] = [];
  all.forEach((line) => {
    const left = finalQuantity(line);
    if (left <= 0) return;
    lines.push(left === line.cantidad ? line : { ...line, cantidad: left });
    byKey.set(looseKey(line, lines.length - 1), line);
  });
  return { lines, byKey };
}

/** "Falta" beside a line the packer may still mark (a pending order, no question open on it). */
export function MissingButton({
  order,
  line,
  onClick,
}: {
  order: AdminOrderView;
  line: MissingLine | undefined;
  onClick(line: MissingLine): void;
}) {
  if (!line || line.linea_id == null || order.estado !== 'pendiente') return null;
  if (finalQuantity(line) <= 0 || openQuestion(order)?.linea_id === line.linea_id) return null;
  return (
    <Button
      variant="ghost"
      size="small"
      className="print:hidden"
      aria-label={`Falta ${line.nombre}`}
      onClick={() => onClick(line)}
    >
      Falta
    </Button>
  );
}

/** The lines missing entirely, struck through with what happened (not to be packed). */
export function MissingLinesList({ order }: { order: AdminOrderView }) {
  const gone = order.productos.filter((l) => finalQuantity(l) <= 0);
  if (gone.length === 0) return null;
  return (
    <section
      aria-labelledby="faltantes-title"
      className="mt-4 rounded-2xl border border-amber-300 p-3 dark:border-amber-700"
    >
      <h3 id="faltantes-title" className="font-semibold">
        Faltantes
      </h3>
      <ul className="mt-1 space-y-1 text-sm">
        {gone.map((line) => (
          <li key={line.linea_id ?? line.nombre}>
            <span className="text-gray-600 line-through dark:text-gray-400">
              {line.cantidad} × {line.nombre}
            </span>
            <span className="block text-xs font-semibold text-amber-900 dark:text-amber-200">
              {lineNote(line, order)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
