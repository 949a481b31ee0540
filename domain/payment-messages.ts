/**
 * The payment screens' Spanish words (card form, wallets, PSE, verdicts), apart from MESSAGES so
 * the store's first paint does not carry them (issue 42); the payment sheets load them with
 * their own code.
 */
export const PAYMENT_MESSAGES = {
  card: {
    numberRequired: 'Número de tarjeta requerido',
    numberShort: 'Número muy corto',
    numberInvalid: 'Número de tarjeta inválido',
    monthRequired: 'Mes requerido',
    monthInvalid: 'Mes inválido',
    yearRequired: 'Año requerido',
    expired: 'Tarjeta expirada',
    cvvRequired: 'CVV requerido',
    cvvLength: (n: number) => `CVV debe tener ${n} dígitos`,
    holderRequired: 'Nombre requerido',
    holderShort: 'Nombre muy corto',
    formErrors: 'Por favor corrige los errores en el formulario',
    testCard: 'Esta tarjeta de prueba no es válida para compras reales',
  },
  wallet: {
    methodRequired: 'Selecciona un método de pago',
    phoneInvalid: 'Ingresa un teléfono válido (10 dígitos)',
    cedulaInvalid: 'Ingresa una cédula válida',
    bankRequired: 'Selecciona un banco para PSE',
    cardTokenRequired: 'Falta la tarjeta tokenizada para el pago',
    acceptanceRequired:
      'Debes aceptar los términos y la autorización de tratamiento de datos para pagar',
  },
  tokenizeError: 'Error al tokenizar la tarjeta',
  processError: 'Error al procesar el pago',
  processingError: 'Error procesando el pago',
  createError: 'Error creando pago',
  rejected: 'El pago fue rechazado',
  rejectedShort: 'Pago rechazado',
  rejectedByBank: 'Pago rechazado por el banco',
  rejectedTryOther: 'Pago rechazado. Puedes intentar con otro método de pago.',
  failedTryAgain: 'Error procesando el pago. Intenta nuevamente.',
  slowWallet: 'El pago está tomando más tiempo del esperado. Verifica tu app bancaria.',
  slowCard: 'El pago está tomando más tiempo. Por favor verifica en tu historial.',
  transactionNotFound: 'No encontramos esa transacción',
  approved: 'Pago aprobado. Estamos preparando tu pedido.',
  pending: 'Estamos esperando la confirmación del pago',
  timeout: 'La confirmación está tardando. Seguimos verificando tu pago.',
  /** 409 PAYMENT_PENDING: one pending digital payment per resident at a time (issue 22). */
  pendingExists: (amount: string, referencia: string) =>
    `Ya tienes un pago de ${amount} esperando confirmación (referencia ${referencia}). Espera su resultado antes de pagar de nuevo: si no se aprueba, tu carrito sigue intacto.`,
  /** The cart while a payment waits (issue 22): instead of offering a new payment. */
  pendingInCart: (amount: string) => `Tienes un pago de ${amount} esperando confirmación`,
  pendingDeclined: 'Tu pago no fue aprobado. Tu carrito sigue intacto para intentarlo de nuevo.',
  totalTooLow: (amount: string) =>
    `Para pagar en línea el total debe ser de al menos ${amount}. Puedes pagar este pedido en efectivo.`,
  tokenizeOnlySandbox:
    'Con la pasarela real la tarjeta se registra directamente en Wompi desde tu navegador',
  eventInvalid: 'Evento de pago no válido',
  gatewayUnavailable: 'La pasarela de pagos no responde. Intenta de nuevo en unos minutos.',
  amountMismatch:
    'El monto del pago no coincide con tu carrito. Revisa tu carrito e intenta de nuevo.',
  /** Issue 22: the sandbox's card and Nequi screens say they are a test and which data work. */
  sandboxHint: {
    title: 'Modo de prueba',
    card: 'No se cobra dinero real. La tarjeta 4242 4242 4242 4242 aprueba y la 4111 1111 1111 1111 rechaza, con cualquier fecha futura, un CVV de 3 dígitos y un titular de 5 letras o más.',
    nequi:
      'No se cobra dinero real. El número Nequi 3991111111 aprueba y el 3992222222 rechaza; el resultado llega solo en unos segundos.',
  },
  /** What the offline sandbox gateway answers, in the real gateway's place (wompi-notes §2.10). */
  sandbox: {
    cvcInvalid: 'El código de seguridad debe tener 3 o 4 dígitos',
    holderTooShort: 'El nombre del titular debe tener al menos 5 caracteres',
    cardTokenUnknown: 'La tarjeta tokenizada no es válida. Ingresa los datos de nuevo.',
    amountInvalid: 'El monto debe ser un número entero de centavos mayor a 0 y terminado en 00',
    currencyInvalid: 'La moneda debe ser COP',
    acceptanceInvalid:
      'Los términos de la pasarela no fueron aceptados o vencieron. Recarga la página e intenta de nuevo.',
    referenceUsed: 'La referencia de pago ya fue usada en otra transacción',
    installmentsInvalid: 'El número de cuotas no es válido',
    bankUnknown: 'El banco seleccionado no es válido',
    descriptionInvalid: 'La descripción del pago debe tener entre 1 y 30 caracteres',
    declined: 'Transacción rechazada',
    error: 'La transacción no pudo procesarse',
    expired: 'La transacción no fue autorizada a tiempo',
    voided: 'Transacción anulada',
  },
} as const;
