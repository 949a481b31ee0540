/**
 * The shapes of the administrator's NEW answers (issue 10, /work/briefs/admin-contract.md), shared
 * by the server (which builds them) and the web panel (which reads them). Amounts are whole pesos;
 * dates are ISO strings. AdminOrderView stays in ./order-views.
 *
 * Deviations from / additions to the contract:
 * - AdminProductRow carries the nutrition text twice, as `informacion_nutricional` (the contract's
 *   name) and `nutricional` (the field PUT /productos takes), plus `costo_compra` and
 *   `margen_objetivo`.
 * - Error codes: a forged/stale `cursor` → 400 CURSOR_INVALID; stock below 0 → 409
 *   STOCK_BELOW_ZERO; unknown user → 404 USER_NOT_FOUND; unknown product → 404 NOT_FOUND (as the
 *   existing product routes); a CSV that cannot be read or has nothing to apply, with aplicar →
 *   422 `{ error, code: 'CSV_INVALID', ...CsvImportAnswer }` (issue 23: bad lines are skipped).
 * - Conteos: `estados` are counted under `?torre=`, `torres` under `?estado=`.
 *   GET /api/admin/productos `conteos` are over `q` + `categoria` (not the stock filter).
 * - The event stream starts with a `: conectado` comment; `stockBajo` lists at most 50 products.
 * - GET /admin/users now answers the array (it used to be `{ users: [...] }`).
 */

import type { ImportAction, ImportLine } from './catalog-import';
import type { MissingEventFacts } from './missing-items/questions';

export type AdminOrderState = 'pendiente' | 'entregado' | 'cancelado';

/**
 * GET /api/admin/pedidos/conteos. `torres` counts under `?estado=` when given. `pendiente` (and
 * `torres` under it) is pending work; `programado` the scheduled orders not yet due (issue 45).
 */
export interface AdminOrderCounts {
  estados: {
    todos: number;
    pendiente: number;
    programado: number;
    entregado: number;
    cancelado: number;
  };
  /** Orders per tower, keyed '1'..: the settings' towers, plus any other tower with orders. */
  torres: Record<string, number>;
  /** Pending orders older than the delivery promise (the settings'), 20 minutes by default. */
  atrasados: number;
}

/** The `data:` of one `event: pedido` of GET /api/admin/eventos. */
export interface AdminOrderEvent {
  /**
   * 'programado' (issue 45): a scheduled order reached its preparation time and joined the
   * pending lane: alert it like 'nuevo'. A scheduled order's 'nuevo' carries `entrega_programada`
   * with `programado_activo` false: it goes to "Programados", with no alert.
   */
  evento: 'nuevo' | 'estado' | 'programado' | 'faltante';
  pedido_id: number;
  estado: AdminOrderState;
  torre: number;
  total: number;
  /** Set when the step inside 'pendiente' changed ("En camino"). */
  etapa?: 'recibido' | 'en_camino';
  /** A scheduled order's slot (ISO instants) and whether it is in the pending lane yet. */
  entrega_programada?: { inicio: string; fin: string };
  programado_activo?: boolean;
  /** evento 'faltante' (issue 44): the board shows "Esperando al residente (2:31)" and the answer. */
  faltante?: MissingEventFacts;
}

/** Share of orders delivered within the delivery promise; porcentaje null when none were delivered. */
export interface OnTimeShare {
  entregados: number;
  aTiempo: number;
  porcentaje: number | null;
}

/** GET /admin/stats. */
export interface AdminStats {
  /** Every sale ever (domain/sales.ts: delivered, or paid online; never cancelled). */
  totalPedidos: number;
  /** Sum of the totals of those sales. */
  ingresosTotales: number;
  /** Cash orders not delivered yet: money still to collect, never counted as sales. */
  porCobrar: { total: number; pedidos: number };
  totalUsuarios: number;
  totalProductos: number;
  /** Pending work: not the scheduled orders still waiting for their slot (issue 45). */
  pedidosPendientes: number;
  /** Today (Bogotá): the day's sales and the cash still to collect from today's orders. */
  hoy: { ventas: number; pedidos: number; porCobrar: { total: number; pedidos: number } };
  /** Pending orders older than the delivery promise (the settings'), 20 minutes by default. */
  atrasados: number;
  aTiempo: { hoy: OnTimeShare; semana: OnTimeShare };
  /** Today's sales per tower: the settings' towers in order, plus any other tower sold to. */
  porTorre: { torre: number; ventas: number; pedidos: number }[];
  /** Active products with stock <= 5, lowest first. */
  stockBajo: { id: number; codigo: string; nombre: string; stock: number }[];
  /** The part of `hoy.ventas` and `ingresosTotales` paid through the sandbox (issue 46). */
  pruebas: { hoy: number; total: number };
}

/** One row of GET /admin/users. */
export interface AdminUserRow {
  id: number;
  nombre: string;
  email: string;
  /** 'cliente' is the stored 'customer'; the staff roles as stored (domain/permissions.ts). */
  rol: 'admin' | 'encargado' | 'repartidor' | 'cliente';
  /** ISO. */
  fecha_registro: string;
  /** Orders placed (every state). */
  pedidos: number;
  /** Signs in with a passkey (issue 39): a resident's access can be restored in Usuarios. */
  llave_de_acceso: boolean;
  /** The shop's only administrator (issue 41): the role change offers no other role. */
  unico_administrador: boolean;
}

/** PUT /api/admin/usuarios/:id/rol. */
export interface RoleChangeAnswer {
  success: true;
  usuario: AdminUserRow;
  message: string;
}

/** A product as the inventory screen shows it (retired products are never listed). */
export interface AdminProductRow {
  id: number;
  codigo: string;
  nombre: string;
  precio: number;
  descripcion: string;
  categoria: string;
  imagen: string | null;
  informacion_nutricional: string | null;
  /** Same text as informacion_nutricional: the name PUT /productos takes. */
  nutricional: string | null;
  /** "También se busca como" (issue 43): other words residents use for it. */
  busca_como: string[];
  stock: number;
  activo: boolean;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  descuento_badge_texto: string | null;
  costo_compra: number | null;
  margen_objetivo: number;
}

export type StockFilter = 'todos' | 'sin' | 'bajo' | 'en';

/** GET /api/admin/productos. */
export interface AdminProductList {
  productos: AdminProductRow[];
  /** Counts over the search and category (not the stock filter). */
  conteos: Record<StockFilter, number>;
  /** Every category of the active catalogue, sorted. */
  categorias: string[];
}

/** GET /api/admin/productos/siguiente-codigo. */
export interface NextProductCode {
  codigo: string;
}

export interface CsvImportError {
  /** 1-based line of the file (the header is line 1). */
  fila: number;
  mensaje: string;
}

/**
 * POST /api/admin/productos/importar (also the body of its 422 CSV_INVALID): what each line does
 * (`lineas`, see domain/catalog-import), errors of the whole file, columns not imported, and the
 * stock each product to update shows now (sent back as `stock_previsto` with `aplicar`).
 */
export interface CsvImportAnswer {
  lineas: ImportLine[];
  resumen: Record<ImportAction, number>;
  errores: CsvImportError[];
  avisos: string[];
  stock_previsto: Record<string, number>;
  aplicado: boolean;
}

/** Names of the answer headers. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
