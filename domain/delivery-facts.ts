import { handoffText, type HandoffMode } from './live-orders';
import { formatCOP } from './money';
import { paymentMethodLabel } from './orders';
import { adminPaymentLabel } from './payment-state';

/**
 * What the person packing and delivering must know at the door (issue 41): the money to collect
 * (with the cash rounding said in words, not "Ajuste al peso"), who receives and how, and the
 * resident's note. One source for the packing list on screen, its print and its WhatsApp text,
 * and the board card.
 */

export interface MoneyFactOrder {
  estado: 'pendiente' | 'entregado' | 'cancelado';
  total: number;
  /** Cash: what the exact total was rounded down by (DESIGN §5); 0 otherwise. */
  ajuste_redondeo: number;
  payment_method: string;
  /** The view's payment state and refund (domain/payment-state.ts); an online order was paid. */
  estado_pago?: string;
  reembolso?: { estado: string } | null;
}

export interface MoneyFact {
  /** "Cobrar en efectivo: $ 47.300" or "Pagado en línea (Nequi): no cobres nada". */
  titulo: string;
  /** The title without its amount ("Cobrar en efectivo"), for screens that draw the amount. */
  etiqueta: string;
  /** The amount of the title, or null when it names none. */
  monto: number | null;
  /** "Redondeado a favor del residente desde $ 47.320", or null when nothing was rounded. */
  detalle: string | null;
  /** The exact total before the rounding (the detail's amount), or null. */
  desde: number | null;
  /** Whether the courier has money to receive at the door. */
  cobrar: boolean;
}

export const ROUNDING_PREFIX = 'Redondeado a favor del residente desde';

function fact(etiqueta: string, monto: number | null, desde: number | null, cobrar: boolean): MoneyFact {
  return {
    titulo: monto === null ? etiqueta : `${etiqueta}: ${formatCOP(monto)}`,
    etiqueta,
    monto,
    detalle: desde === null ? null : `${ROUNDING_PREFIX} ${formatCOP(desde)}`,
    desde,
    cobrar,
  };
}

/** The money line of an order: what to collect in cash, collected, or nothing (paid online). */
export function moneyFact(order: MoneyFactOrder): MoneyFact {
  // The words are the payment state's (issue 41: one truth on the card, the detail, the list).
  const label = adminPaymentLabel({
    estado: order.estado,
    metodo_pago: order.payment_method,
    estado_pago: order.estado_pago ?? 'APPROVED',
    reembolso: order.reembolso ?? null,
  });
  if (paymentMethodLabel(order.payment_method) !== 'Efectivo') {
    return order.estado === 'pendiente'
      ? fact(`${label}: no cobres nada`, null, null, false)
      : fact(label, order.total, null, false);
  }
  // The cash rounding in words: the resident pays less than the exact total, never more.
  const desde = order.ajuste_redondeo > 0 ? order.total + order.ajuste_redondeo : null;
  if (order.estado === 'cancelado') return fact(label, order.total, null, false);
  return fact(label, order.total, desde, order.estado === 'pendiente');
}

export interface DoorFactsOrder extends MoneyFactOrder {
  usuario: { nombre: string };
  telefono_contacto: string;
  entrega_modo: HandoffMode;
  recibe: string | null;
  /** The resident's note for this order (falls back to their standing instructions). */
  notas_entrega: string | null;
  /** The resident's standing delivery instructions (profile), when they differ from the note. */
  instrucciones_entrega: string | null;
}

export interface DoorFacts {
  /** "Ana Pérez · Tel. 300 123 4567". */
  para: string;
  nombre: string;
  telefono: string;
  /** "Subir al apartamento" or "Dejar en portería (recibe Carlos)". */
  entrega: string;
  /** The resident's note and, if different, their standing instructions; empty when none. */
  notas: { etiqueta: string; texto: string }[];
  dinero: MoneyFact;
}

const clean = (text: string | null) => text?.trim() || null;

/** Everything the courier needs at the door, in the order it is read. */
export function doorFacts(order: DoorFactsOrder): DoorFacts {
  const nota = clean(order.notas_entrega);
  const instrucciones = clean(order.instrucciones_entrega);
  const notas = [
    ...(nota ? [{ etiqueta: 'Nota del residente', texto: nota }] : []),
    ...(instrucciones && instrucciones !== nota
      ? [{ etiqueta: 'Indicaciones de siempre', texto: instrucciones }]
      : []),
  ];
  return {
    para: `${order.usuario.nombre} · Tel. ${order.telefono_contacto}`,
    nombre: order.usuario.nombre,
    telefono: order.telefono_contacto,
    entrega: handoffText(order),
    notas,
    dinero: moneyFact(order),
  };
}

/** The facts as lines of plain text (the WhatsApp share and anything printed as text). */
export function doorFactsText(facts: DoorFacts): string[] {
  const out = [`Para: ${facts.para}`, `Entrega: ${facts.entrega}`];
  for (const nota of facts.notas) out.push(`${nota.etiqueta}: “${nota.texto}”`);
  out.push(
    facts.dinero.detalle
      ? `${facts.dinero.titulo} (${lowerFirst(facts.dinero.detalle)})`
      : facts.dinero.titulo,
  );
  return out;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
