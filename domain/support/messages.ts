import { formatCOP } from '../money';

/**
 * Spanish strings of support cases (issue 25): the resident's "Reportar un problema", the
 * admin's "Soporte" and the chat's complaint flow. Out of MESSAGES so the store's first paint
 * does not carry them.
 */
export const SUPPORT_MESSAGES = {
  reasonRequired: 'Elige qué pasó con tu pedido.',
  descriptionRequired: 'Cuéntanos qué pasó.',
  messageRequired: 'Escribe tu mensaje.',
  replyRequired: 'Escribe la respuesta para el residente.',
  linesInvalid: 'Elige productos de este pedido.',
  orderRequired: 'Elige el pedido del problema.',
  orderNotFound: 'Pedido no encontrado',
  caseNotFound: 'Caso no encontrado',
  notDelivered:
    'Puedes reportar un problema cuando el pedido esté entregado. Si aún no llega o se canceló, pregúntanos por él en el chat o por WhatsApp.',
  alreadyOpen: (codigo: string) =>
    `Ya tienes un caso abierto sobre estos productos (${codigo}). Escríbenos en ese caso.`,
  closed: 'Este caso ya está cerrado.',
  pointsInvalid: 'Escribe cuántos puntos quieres abonar (un número entero mayor que cero).',
  pointsTooMany: (max: number) => `Puedes abonar hasta ${max.toLocaleString('es-CO')} puntos por caso.`,
  reasonNoteRequired: 'Escribe el motivo del abono: el residente lo verá en sus movimientos.',
  refundAmountInvalid: 'Escribe el monto del reembolso en pesos.',
  refundTooMuch: (total: number) => `El reembolso no puede superar el total del pedido (${formatCOP(total)}).`,
  refundReferenceRequired: 'Escribe la referencia del reembolso (transferencia o pasarela).',
  refundAlready: 'Este caso ya tiene un reembolso marcado.',
  estadoInvalid: 'Elige un estado: sin cerrar, abierto, respondido o cerrado.',
  created: (codigo: string, espera = 'Te responderemos pronto.') =>
    `Recibimos tu reporte (${codigo}). ${espera}`,
  messageSent: 'Mensaje enviado.',
  replied: 'Respuesta enviada al residente.',
  credited: (puntos: number) => `Abonaste ${puntos} puntos al residente.`,
  refundMarked: (monto: number) => `Reembolso de ${formatCOP(monto)} marcado en el caso.`,
  closedDone: 'Caso cerrado.',
  /** The ledger note the resident reads under "Ajuste de la tienda". */
  ledgerNote: (codigo: string, motivo: string) => `${codigo}: ${motivo}`,
  resolutionPoints: (puntos: number) => `Te abonamos ${puntos} puntos.`,
  resolutionRefund: (monto: number, referencia: string) =>
    `Te devolvimos ${formatCOP(monto)} (referencia ${referencia}).`,
} as const;
