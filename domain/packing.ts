/**
 * Packing what was ordered (issue 24): a package line's contents as they were when it was
 * ordered, and the per-order packing list ("Lista de alistamiento") the packer ticks off.
 * Pure: the server passes the order's stored snapshot and, for orders placed before names were
 * stored, what the catalogue says now.
 */

/** One product inside a package line, per package (multiply by the line's quantity to pack). */
export interface PackageComponentView {
  producto_id: number;
  nombre: string;
  cantidad: number;
}

/**
 * Where a package's contents come from:
 * - `pedido`: products, quantities and names stored when it was ordered;
 * - `nombres_actuales`: products and quantities stored when it was ordered, names as the
 *   catalogue has them now (orders placed before the names were stored);
 * - `paquete_actual`: the order stored nothing, so the package as it is defined now.
 */
export type PackageContentsOrigin = 'pedido' | 'nombres_actuales' | 'paquete_actual';

export interface PackageContents {
  origen: PackageContentsOrigin;
  productos: PackageComponentView[];
}

/** What the catalogue says now, for orders that did not store the contents' names. */
export interface CurrentCatalogue {
  productNames: ReadonlyMap<number, string>;
  /** Each package's current items (product id and quantity per package). */
  packageItems: ReadonlyMap<number, readonly { producto_id: number; cantidad: number }[]>;
}

export const EMPTY_CATALOGUE: CurrentCatalogue = {
  productNames: new Map(),
  packageItems: new Map(),
};

/** Said under contents that were not all stored with the order. */
export const CONTENTS_ORIGIN_NOTES: Record<PackageContentsOrigin, string | null> = {
  pedido: null,
  nombres_actuales: 'Cantidades del pedido; nombres según el catálogo actual.',
  paquete_actual: 'Pedido anterior a este registro: contenido según el paquete actual.',
};

interface StoredComponent {
  product_id: number;
  cantidad: number;
  nombre: string | null;
}

const positiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The stored `componentes` snapshot read defensively (it is jsonb): null when unusable. */
function storedComponents(snapshot: unknown): StoredComponent[] | null {
  if (!Array.isArray(snapshot) || snapshot.length === 0) return null;
  const out: StoredComponent[] = [];
  for (const entry of snapshot as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const e = entry as Record<string, unknown>;
    if (!positiveInt(e.product_id) || !positiveInt(e.cantidad)) return null;
    const nombre = typeof e.nombre === 'string' && e.nombre.trim() !== '' ? e.nombre : null;
    out.push({ product_id: e.product_id, cantidad: e.cantidad, nombre });
  }
  return out;
}

/** The product ids a stored snapshot needs current names for (empty when all names are stored). */
export function idsMissingNames(snapshot: unknown): number[] {
  const stored = storedComponents(snapshot);
  return stored ? stored.filter((c) => c.nombre === null).map((c) => c.product_id) : [];
}

/** Whether a package line stored no usable contents (then the current package is read). */
export function needsCurrentPackage(snapshot: unknown): boolean {
  return storedComponents(snapshot) === null;
}

const nameOf = (id: number, catalogue: CurrentCatalogue) =>
  catalogue.productNames.get(id) ?? `Producto #${id}`;

/**
 * A package line's contents: what the order stored, completed from the current catalogue only
 * where the order stored nothing (and then labelled so). Null for a product line, or a package
 * neither the order nor the catalogue can describe.
 */
export function packageContents(
  line: { tipo: 'producto' | 'paquete'; package_id: number | null; componentes: unknown },
  catalogue: CurrentCatalogue,
): PackageContents | null {
  if (line.tipo !== 'paquete') return null;
  const stored = storedComponents(line.componentes);
  if (stored) {
    const complete = stored.every((c) => c.nombre !== null);
    return {
      origen: complete ? 'pedido' : 'nombres_actuales',
      productos: stored.map((c) => ({
        producto_id: c.product_id,
        nombre: c.nombre ?? nameOf(c.product_id, catalogue),
        cantidad: c.cantidad,
      })),
    };
  }
  const current =
    line.package_id === null ? undefined : catalogue.packageItems.get(line.package_id);
  if (!current || current.length === 0) return null;
  return {
    origen: 'paquete_actual',
    productos: current.map((c) => ({
      producto_id: c.producto_id,
      nombre: nameOf(c.producto_id, catalogue),
      cantidad: c.cantidad,
    })),
  };
}

/** The line shape the packing list reads (OrderLineView's fields). */
export interface PackableLine {
  tipo: 'producto' | 'paquete';
  producto_id: number | null;
  paquete_id: number | null;
  nombre: string;
  cantidad: number;
  contenido: PackageContents | null;
}

/** One thing to put in the bag. `key` is stable for the order (the ticks are kept under it). */
export interface PackingItem {
  key: string;
  nombre: string;
  cantidad: number;
}

/** A group of the list: a package (its items × the ordered quantity) or the loose products. */
export interface PackingGroup {
  /** "Antojo de arepas × 2", or null for the loose products. */
  paquete: { nombre: string; cantidad: number; origen: PackageContentsOrigin } | null;
  /** A group that is neither a package nor the products (the gifts owed, issue 41). */
  titulo?: string;
  items: PackingItem[];
}

/** A group's heading: the package and its quantity, its own title, or "Productos". */
export function packingGroupTitle(group: PackingGroup): string {
  if (group.paquete) return `${group.paquete.nombre} × ${group.paquete.cantidad}`;
  return group.titulo ?? 'Productos';
}

/**
 * Expands an order's lines into what the packer gathers: each package as its own group with every
 * product at package quantity × component quantity, then the loose products. A package with no
 * known contents is one item itself, so nothing ordered is ever left off the list.
 */
export function packingList(lines: readonly PackableLine[]): PackingGroup[] {
  const groups: PackingGroup[] = [];
  const loose: PackingItem[] = [];
  lines.forEach((line, index) => {
    if (line.tipo === 'paquete' && line.contenido && line.contenido.productos.length > 0) {
      const packageKey = `paquete-${line.paquete_id ?? `l${index}`}`;
      groups.push({
        paquete: { nombre: line.nombre, cantidad: line.cantidad, origen: line.contenido.origen },
        items: line.contenido.productos.map((c) => ({
          key: `${packageKey}-producto-${c.producto_id}`,
          nombre: c.nombre,
          cantidad: line.cantidad * c.cantidad,
        })),
      });
      return;
    }
    const key =
      line.tipo === 'paquete'
        ? `paquete-${line.paquete_id ?? `l${index}`}`
        : `producto-${line.producto_id ?? `l${index}`}`;
    loose.push({ key, nombre: line.nombre, cantidad: line.cantidad });
  });
  if (loose.length > 0) groups.push({ paquete: null, items: loose });
  return groups;
}

/** Every item key of a list, in order. */
export function packingKeys(groups: readonly PackingGroup[]): string[] {
  return groups.flatMap((g) => g.items.map((i) => i.key));
}

/** Whether every item of the list is ticked (an empty list is never "ready"). */
export function allPacked(groups: readonly PackingGroup[], ticked: ReadonlySet<string>): boolean {
  const keys = packingKeys(groups);
  return keys.length > 0 && keys.every((k) => ticked.has(k));
}

/** "3 de 7 listos". */
export function packedCountLabel(done: number, total: number): string {
  return `${done} de ${total} ${total === 1 ? 'listo' : 'listos'}`;
}

/**
 * The list as plain text, to share on WhatsApp: the address and the door facts, then one line
 * per item, packages as headings.
 */
export function packingText(
  order: {
    codigo: string;
    torre_entrega: number;
    piso_entrega: number;
    apartamento_entrega: string;
  },
  groups: readonly PackingGroup[],
  /** Lines under the address: the door facts (doorFactsText), gifts owed. */
  facts: readonly string[] = [],
): string {
  const out = [
    `Lista de alistamiento ${order.codigo}`,
    `Torre ${order.torre_entrega} · Piso ${order.piso_entrega} · Apto ${order.apartamento_entrega}`,
    ...facts,
  ];
  for (const group of groups) {
    out.push('');
    out.push(`${packingGroupTitle(group)}:`);
    for (const item of group.items) out.push(`- ${item.cantidad} × ${item.nombre}`);
  }
  return out.join('\n');
}

/** A wa.me link with the text and no number: WhatsApp asks whom to send it to. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
