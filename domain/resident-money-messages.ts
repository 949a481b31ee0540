/**
 * Issue 40 ("money and lock-outs"): what a resident reads about an online payment they ended,
 * a promo code that lapsed in a kept cart, and package units counted against a product's stock.
 */
export const RESIDENT_MONEY_MESSAGES = {
  cancel: {
    /** Stored as the ended attempt's status message (the payment row reads ABANDONED). */
    byPayer: 'Cancelado por el residente',
    lateApproval: 'Aprobado después de cancelado: reembolso pendiente',
    done: 'Cancelamos este pago. Tu carrito sigue intacto: puedes pagar en línea o en efectivo.',
    alreadyApproved: (codigo: string) =>
      `Este pago ya fue aprobado: tu pedido ${codigo} está en preparación.`,
    failed: 'No pudimos cancelar el pago. Revisa tu conexión e intenta de nuevo.',
    confirm: 'Si ya aprobaste el pago en tu banco o en DaviPlata, no lo canceles: espera su resultado.',
  },
  /** A payment approved after the resident ended it: the money goes back (decision 0018). */
  refundOwed: (metodo: string, monto: string) =>
    `Tu pago ${metodo} de ${monto} se aprobó después de que lo cancelaste. No se creó un pedido con él: te devolveremos el dinero en 3 a 5 días hábiles.`,
  /** The kept code is checked again on load; the server's reason follows. */
  promoLapsed: (codigo: string, reason: string) =>
    `Tu código ${codigo} ya no aplica: ${reason.replace(/^Código no válido:\s*/i, '')}`,
} as const;
