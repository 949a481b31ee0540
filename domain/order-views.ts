import type { ServiceHours } from './service-hours';
/**
 * The shapes the orders API answers with, shared by the server (which builds them) and the web
 * app (which reads them), so the two cannot drift. Amounts are whole pesos; dates are ISO strings.
 */
import type { CancellationView } from './cancel-reasons';
import type { GiftView } from './gifts';
import type { ApprovalState } from './order-approval';
import type { PackageContents } from './packing';
import type { RefundView } from './refunds';
import type { FaltantePreferencia } from './missing-items/preference';
import type { MissingQuestionView, TimelineEntry } from './missing-items/questions';

/** One line of an order as sold (a snapshot: later catalogue edits never rewrite it). */
export interface OrderLineView {
  /** The order line's id: what a support case names (issue 25). */
  linea_id?: number;
  tipo: 'producto' | 'paquete';
  /** The product (tipo producto) or null. */
  producto_id: number | null;
  /** The package (tipo paquete) or null. */
  paquete_id: number | null;
  /** Product code 'SC-0001', or 'PAQ-<id>' for a package line. */
  codigo: string;
  nombre: string;
  cantidad: number;
  /** Unit price paid (after the product's own offer). */
  precio: number;
  /** Unit list price at order time. */
  precio_original: number;
  /**
   * A package line's products per package, as they were when it was ordered (issue 24: the packer
   * must know what goes in the bag); null for a product line.
   */
  contenido: PackageContents | null;
  /** Units the packer did not find (issue 44); 0 by default. */
  faltante?: number;
  /** A replacement names the line it stands in for; null otherwise. */
  reemplaza_linea_id?: number | null;
  /** What is delivered and charged: cantidad − faltante. */
  cantidad_final?: number;
}

/** An order as the customer's history lists it (GET /orders, newest first). */
export interface OrderView {
  id: number;
  /** 'SUP-001'. */
  codigo: string;
  estado: 'pendiente' | 'entregado' | 'cancelado';
  /** What happened to the money (`paymentStateCode`, domain/payment-state.ts), not the stored value. */
  estado_pago: string;
  /** Present (true) on a test order placed from a staff account (issue 41): no figure counts it. */
  prueba?: boolean;
  /** When it was placed (ISO). */
  fecha: string;
  fecha_entrega: string | null;
  subtotal: number;
  /** Code discount + points discount. */
  descuento_monto: number;
  descuento_cupon: number;
  descuento_canje: number;
  /** Percent of the promo code, 0 without one. */
  descuento_porcentaje: number;
  costo_envio: number;
  /** Cash orders: what the exact total was rounded down by ("Ajuste al peso"); 0 otherwise. */
  ajuste_redondeo: number;
  total: number;
  metodo_pago: string;
  /** NEQUI, DAVIPLATA, PSE, CARD, else 'Efectivo' (customer spec §2). */
  payment_method: string;
  payment_reference: string | null;
  codigo_promocional: string | null;
  codigo_canje: string | null;
  torre_entrega: number;
  piso_entrega: number;
  apartamento_entrega: string;
  instrucciones_entrega: string | null;
  telefono_contacto: string;
  productos: OrderLineView[];
  /** Points this order credited (on delivery); null while none were credited. */
  puntos_ganados: number | null;
  /** Step inside 'pendiente' (DESIGN §8): 'recibido' until the courier leaves, then 'en_camino'. */
  etapa: 'recibido' | 'en_camino';
  /** Handoff: up to the apartment or left at the gatehouse, with who receives it (optional). */
  entrega_modo: 'apartamento' | 'porteria';
  recibe: string | null;
  /** Points credited because the delivery broke the promise (0 when it did not). */
  puntos_compensacion: number;
  /** A cancelled online payment's refund (DESIGN §9); null when no money was due back. */
  reembolso: RefundView | null;
  /** The order used a "Domicilio prioritario" reward: it goes out first. */
  prioritario: boolean;
  /** An unusual cash order held for the owner (issue 46); null when it never was. */
  aprobacion: ApprovalState | null;
  /** Why the shop cancelled it (issue 41); null or absent when it gave no reason. */
  cancelacion?: CancellationView | null;
  /** The delivery slot the resident chose (issue 45); null: lo antes posible. */
  entrega_programada: ScheduledDeliveryView | null;
  /** A scheduled order that moved to the pending lane (its preparation started); false otherwise. */
  programado_activo: boolean;
  /** What to do with a missing product (issue 44); null: the resident never chose (asked). */
  faltantes_preferencia?: FaltantePreferencia | null;
  /** The open question about a missing product, else the latest one; null when none was asked. */
  pregunta_faltante?: MissingQuestionView | null;
  /** The order's changes since it was placed (missing products, replacements), oldest first. */
  historial?: TimelineEntry[];
  /** A pending cash order: what the courier collects (the total, rounded down to $ 50). */
  efectivo_a_cobrar?: number | null;
  /** A refund due or made (the same as `reembolso`), flat for the live screens. */
  reembolso_estado?: RefundView['estado'] | null;
  reembolso_monto?: number | null;
}

/** A scheduled order's slot (issue 45): ISO instants and 'Martes 8 de diciembre, 6:00 a. m. – 6:30 a. m.' */
export interface ScheduledDeliveryView {
  inicio: string;
  fin: string;
  etiqueta: string;
}

/** An order on the administrator's board (GET /api/admin/pedidos): the customer's too. */
export interface AdminOrderView extends OrderView {
  fecha_pedido: string;
  usuario: { id: number; nombre: string; email: string };
  notas_entrega: string | null;
  /** A cancelled online payment whose money must still be returned (3–5 business days). */
  reembolso_pendiente: boolean;
  /** Paid through the sandbox gateway: a test, no money received (issue 46). Cash: never. */
  prueba: boolean;
  /**
   * Gifts redeemed with points that this order carries (issue 41): owed while it is pending,
   * handed over by its delivery. Absent from views that do not read them.
   */
  obsequios?: GiftView[];
}

/** POST /orders success (201; a repeat with the same Idempotency-Key answers 200 with the same). */
export interface CreateOrderAnswer {
  success: true;
  pedidoId: number;
  /** 'SUP-001'. */
  codigo: string;
  message: string;
  pedido: OrderView;
}

/** The server's own prices, sent with a 409 PRICES_CHANGED so the customer can confirm them. */
export interface CurrentPrices {
  lineas: { tipo: 'producto' | 'paquete'; id: number; nombre: string; precio: number }[];
  subtotal: number;
  descuento_cupon: number;
  descuento_canje: number;
  costo_envio: number;
  total: number;
}

/** GET /api/horario: whether orders are taken now (DESIGN §5 service hours). */
export interface ServiceHoursView {
  abierto: boolean;
  /** '6:00 a. m. a 11:00 p. m.', or 'Las 24 horas' (publishedHours(ventana).horas). */
  horario: string;
  /** The window the ordering rule enforces: every page and the assistant print from it. */
  ventana: ServiceHours;
  /** The closed message (null when open). */
  mensaje: string | null;
  /** ISO instant of the next opening (null when open or always open). */
  proxima_apertura: string | null;
}

/** GET /api/verificar-pedido-reciente (customer spec §7). */
export interface RecentOrderCheck {
  found: boolean;
  pedidoId?: number;
  total?: number;
  /** APPROVED for a paid digital order, PENDIENTE_EFECTIVO for cash. */
  payment_status?: string;
}
