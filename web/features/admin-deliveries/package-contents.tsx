import { CONTENTS_ORIGIN_NOTES } from '../../../domain/packing';
import type { OrderLineView } from '../../../domain/order-views';

/**
 * What one package of a line holds (issue 24: "1 × Antojo de arepas" told the packer nothing).
 * Quantities are per package; with several packages it says so.
 */
export function PackageContentsList({ line }: { line: OrderLineView }) {
  const contents = line.contenido;
  if (!contents || contents.productos.length === 0) return null;
  const note = CONTENTS_ORIGIN_NOTES[contents.origen];
  return (
    <div className="mt-0.5 ml-4 text-gray-800 dark:text-gray-200">
      {line.cantidad > 1 && <p className="text-xs font-semibold">Cada paquete trae:</p>}
      <ul aria-label={`Contenido de ${line.nombre}`} className="list-disc pl-4">
        {contents.productos.map((c) => (
          <li key={c.producto_id}>
            {c.cantidad} × {c.nombre}
          </li>
        ))}
      </ul>
      {note && <p className="text-xs text-gray-700 italic dark:text-gray-300">{note}</p>}
    </div>
  );
}
