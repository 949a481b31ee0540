import { MESSAGES } from './messages';

/** A product line of a cart, as the stock check needs it. */
export interface StockProductLine {
  lineId: number | string;
  id: number;
  nombre: string;
  cantidad: number;
}

/** A package line with what one package takes of each product. */
export interface StockPackageLine {
  lineId: number | string;
  nombre: string;
  cantidad: number;
  items: readonly { producto_id: number; nombre: string; cantidad: number }[];
}

/** A product the cart wants more of than is left, and the lines to warn. */
export interface StockShortage {
  productId: number;
  nombre: string;
  available: number;
  /** Units the whole cart takes: its own line plus package quantity × units per package. */
  demand: number;
  inPackages: number;
  /** The product's own line when the cart has one (lower it there), else the packages using it. */
  lineIds: Array<number | string>;
}

/**
 * Issue 40: a product's stock covers its own line and its units inside packages together (DESIGN
 * §5, as the server's stockDemand counts them). Returns each product whose known stock is below
 * what the cart takes; a product of unknown stock is left to the server.
 */
export function cartStockShortages(
  products: readonly StockProductLine[],
  packages: readonly StockPackageLine[],
  stockOf: (productId: number) => number | undefined,
): StockShortage[] {
  const wanted = new Map<
    number,
    {
      nombre: string;
      own: number;
      inPackages: number;
      lines: Array<number | string>;
      packageLines: Array<number | string>;
    }
  >();
  const entry = (id: number, nombre: string) => {
    let e = wanted.get(id);
    if (!e) wanted.set(id, (e = { nombre, own: 0, inPackages: 0, lines: [], packageLines: [] }));
    return e;
  };
  for (const p of products) {
    const e = entry(p.id, p.nombre);
    e.own += p.cantidad;
    e.lines.push(p.lineId);
  }
  for (const k of packages) {
    for (const item of k.items) {
      const e = entry(item.producto_id, item.nombre);
      e.inPackages += k.cantidad * item.cantidad;
      if (!e.packageLines.includes(k.lineId)) e.packageLines.push(k.lineId);
    }
  }
  const shortages: StockShortage[] = [];
  for (const [productId, e] of wanted) {
    const available = stockOf(productId);
    const demand = e.own + e.inPackages;
    if (available === undefined || demand <= available) continue;
    shortages.push({
      productId,
      nombre: e.nombre,
      available: Math.max(0, available),
      demand,
      inPackages: e.inPackages,
      lineIds: e.lines.length > 0 ? e.lines : e.packageLines,
    });
  }
  return shortages;
}

/**
 * The stock refusal that names the product and, when packages take some of it, says how many of
 * the units wanted are inside them (the cart's warning and the server's 409 say the same).
 */
export function stockMessageWithPackages(
  nombre: string,
  available: number,
  demand: number,
  inPackages: number,
): string {
  const base =
    available > 0
      ? MESSAGES.stock.insufficient(nombre, available)
      : MESSAGES.stock.outOfStock(nombre);
  if (inPackages <= 0) return base;
  return `${base} y tu pedido necesita ${demand} (${inPackages} dentro de tus paquetes)`;
}
