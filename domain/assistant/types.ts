import type { ChatMissingItem } from './missing-answers';
import type { ServiceHours } from '../service-hours';
import type { RefundView } from '../refunds';
import type { RedemptionOption } from '../points';
import type { ShopSettings } from '../settings';
import type { CaseReason } from '../support/cases';

/** A product as the assistant sees it: only what the store already shows. */
export interface ChatProduct {
  id: number;
  nombre: string;
  categoria: string;
  precio: number;
  stock: number;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  /** The store's description: searched, and the only source of an attribute claim ("sin gas"). */
  descripcion?: string;
  /** "También se busca como" (issue 43): the owner's other words for it, searched as its name. */
  busca_como?: readonly string[];
}

/** A package as the store lists it today (active and inside its dates). */
export interface ChatPackage {
  id: number;
  nombre: string;
  descripcion: string;
  categoria: string;
  precio_paquete: number;
  ahorro_monto: number;
  stock_paquetes_disponibles: number;
  /** What it holds, as the store lists it (searched: "¿qué trae el desayuno?"). */
  productos_incluidos?: ReadonlyArray<{ nombre: string; cantidad: number }>;
}

/** One of the caller's own orders. */
export interface ChatOrder {
  id: number;
  /** Raw state; pendiente_efectivo reads as pendiente. */
  estado: string;
  /** When it was placed (ISO). */
  fecha: string;
  fecha_entrega: string | null;
  total: number;
  /** The step inside pendiente (DESIGN §8); absent reads as recibido. */
  etapa?: 'recibido' | 'en_camino';
  /** The handoff chosen for this order (DESIGN §8); absent reads as apartamento. */
  entrega_modo?: 'apartamento' | 'porteria';
  recibe?: string | null;
  /** How it was paid (EFECTIVO, NEQUI …) and, once cancelled after paying, its refund. */
  metodo_pago?: string;
  reembolso?: RefundView | null;
  /** The names of the products it held (issue 43: a complaint names an item of this order). */
  lineas?: readonly string[];
  /** A scheduled order's slot, ISO instants (issue 45); absent or null: lo antes posible. */
  entrega_programada?: { inicio: string; fin: string } | null;
  /** Products the shop did not find and what became of each (issue 44), oldest first. */
  faltantes?: readonly ChatMissingItem[];
}

/** The signed-in caller: their points and their own orders, newest first. Nobody else's. */
export interface ChatCaller {
  nombre: string;
  puntos_disponibles: number;
  puntos_totales: number;
  orders: ChatOrder[];
}

export interface ChatHistoryEntry {
  de: 'bot' | 'usuario';
  texto: string;
}

export type ChatAction =
  | { tipo: 'agregar_carrito'; producto_id: number; cantidad: number }
  | { tipo: 'agregar_carrito'; paquete_id: number; cantidad: number }
  /** The server cancelled this order of the caller's (issue 25): the page reads its orders again. */
  | { tipo: 'pedido_cancelado'; pedido_id: number };

/** The answer shape (DESIGN §8). */
export interface ChatAnswer {
  respuesta: string;
  acciones?: ChatAction[];
  sugerencias?: string[];
  /** Set by the engine when it could only fall back; the server may then ask the optional model. Never sent. */
  unanswered?: boolean;
  /**
   * A confirmed "cancelar" (issue 25): the order the server is to cancel through the button's own
   * service before answering; the engine never changes anything itself. Never sent.
   */
  cancelar?: number;
  /** A confirmed complaint (issue 25): the server records this case for the caller. Never sent. */
  caso?: ChatCaseRequest;
  /** "¿respondieron mi queja?": the server answers from the caller's cases. Never sent. */
  consultaCasos?: boolean;
}

/** The case a confirmed chat complaint records (the server checks it again, as any report). */
export interface ChatCaseRequest {
  pedido_id: number;
  motivo: CaseReason;
  descripcion: string;
}

/** Everything the engine may know: the live catalogue, the shop's facts, the caller (or null). */
export interface ChatContext {
  products: readonly ChatProduct[];
  packages: readonly ChatPackage[];
  serviceHours: ServiceHours;
  now: Date;
  caller: ChatCaller | null;
  /** The shop's current settings (issue 26); absent in tests, which get today's values. */
  settings?: ShopSettings;
  /**
   * The discounts residents can redeem now, as the owner set them in "Canjes" (issue 24); read
   * only for a points question. Absent in tests, which get the launch table.
   */
  redemptionOptions?: readonly RedemptionOption[];
}
