/**
 * What the shop says when payments run on the sandbox gateway (issue 46): in the startup log,
 * the admin panel and the bank page, so nobody takes a test approval for money received.
 */
export const PAYMENT_MODE_MESSAGES = {
  sandboxNotice: 'Pagos de prueba: nada se cobra',
  sandboxHowToConnect:
    'Para cobrar de verdad, conecta Wompi: PAYMENTS_PROVIDER=wompi con sus llaves WOMPI_* (README, "Paying online").',
  /** The admin panel's banner: the notice, then what it means once opened. */
  sandboxMeaning:
    'Los pagos con tarjeta, Nequi, PSE y DaviPlata se aprueban en la pasarela de pruebas: ningún dinero llega a la tienda.',
  /** Beside an order paid through the sandbox, on the board and in its detail. */
  testBadge: 'Prueba',
  testBadgeTitle: 'Pagado con la pasarela de pruebas: no entró dinero',
  /** Where sales are shown: the part of them paid through the sandbox, never mixed silently. */
  includesTestSales: (amount: string) => `Incluye ${amount} de pagos de prueba`,
  bankSignInRequired:
    'Inicia sesión en la tienda con la cuenta que hizo este pago para aprobarlo o rechazarlo.',
  bankNotYours: 'Este pago es de otra cuenta: solo quien lo hizo puede aprobarlo o rechazarlo.',
  bankFailed: 'No se pudo registrar tu decisión. Revisa tu conexión e intenta de nuevo.',
  bankNeedsScript:
    'Activa JavaScript para aprobar o rechazar: el banco de pruebas usa tu sesión de la tienda.',
} as const;
