/**
 * Why the shop cancels an order (issue 41): the administrator picks one reason and may add
 * words ("Otro motivo" needs them); the order keeps both, the audit too, and the resident reads
 * them on the tracker and in the order's detail. The labels speak to the resident ("tú").
 */
export const CANCEL_REASONS = [
  'sin_stock',
  'a_pedido',
  'sin_respuesta',
  'pago',
  'fuera_de_servicio',
  'otro',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  sin_stock: 'Se agotó un producto de tu pedido',
  a_pedido: 'Nos pediste cancelarlo',
  sin_respuesta: 'No pudimos entregarlo: nadie lo recibió',
  pago: 'Hubo un problema con el pago',
  fuera_de_servicio: 'La tienda no pudo atender el pedido a tiempo',
  otro: 'Otro motivo',
};

/** Longest free text of a reason. */
export const CANCEL_DETAIL_MAX = 200;

export const CANCEL_MESSAGES = {
  reasonRequired: 'Elige el motivo de la cancelación: el residente lo verá.',
  detailRequired: 'Escribe el motivo: el residente lo verá.',
  detailTooLong: `El motivo puede tener máximo ${CANCEL_DETAIL_MAX} caracteres.`,
  /** The dialog's field labels. */
  reasonLabel: 'Motivo de la cancelación',
  detailLabel: 'Explícale al residente (opcional)',
  detailLabelRequired: 'Explícale al residente',
} as const;

/** The reason as the order's views carry it; null when the shop gave none. */
export interface CancellationView {
  motivo: CancelReason;
  texto: string;
  detalle: string | null;
}

/** The view of a stored reason (an unknown code reads as no reason). */
export function cancellationView(
  motivo: string | null | undefined,
  detalle: string | null | undefined,
): CancellationView | null {
  if (!motivo || !(CANCEL_REASONS as readonly string[]).includes(motivo)) return null;
  const reason = motivo as CancelReason;
  return { motivo: reason, texto: CANCEL_REASON_LABELS[reason], detalle: detalle?.trim() || null };
}

/** 'Motivo: Se agotó un producto de tu pedido. Sin leche entera hasta mañana.' */
export function cancellationSentence(view: CancellationView): string {
  const head = view.motivo === 'otro' && view.detalle ? view.detalle : view.texto;
  const tail = view.motivo !== 'otro' && view.detalle ? ` ${view.detalle}` : '';
  const dot = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
  return `Motivo: ${dot(head)}${tail ? ` ${dot(tail.trim())}` : ''}`;
}
