import { APP_MESSAGES } from './app-messages';
import { OFFLINE_MESSAGES } from './offline-messages';
import { countNoun, countOf } from './plural';
import { formatPercent } from './percent';

/**
 * Every user-facing Spanish string that more than one place needs, word for word from the spec
 * where it gives one. Components keep their own static copy; rules and the API speak from here.
 */
export const MESSAGES = {
  api: {
    sessionExpired: 'Sesión expirada',
    sessionExpiredToast: 'Tu sesión ha expirado por seguridad. Iniciando sesión nuevamente...',
    connecting: 'Conectando con el servidor... Por favor espera unos segundos.',
    httpError: (status: number, statusText: string) => `Error ${status}: ${statusText}`,
    cartRestored: (count: number) =>
      `¡Hola de nuevo! Restauramos tu carrito con ${countNoun(count, 'producto')}.`,
  },
  notFound: {
    title: 'Página no encontrada',
    back: 'Volver al inicio',
  },
  server: {
    internal: 'Ocurrió un error inesperado. Intenta de nuevo en unos minutos.',
    routeNotFound: 'La dirección solicitada no existe',
    notFound: 'No encontramos lo que buscas',
    validation: 'Revisa los datos enviados',
    loginRequired: 'Debes iniciar sesión para continuar',
    sessionExpired: 'Tu sesión expiró. Por favor inicia sesión nuevamente.',
    forbidden: 'No tienes permiso para realizar esta acción',
    rateLimited: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    idempotencyConflict: 'Esta solicitud ya se está procesando. Espera un momento.',
    restarting: 'La tienda se está reiniciando. Intenta de nuevo en unos segundos.',
    overloaded: 'Hay muchas personas comprando en este momento. Intenta de nuevo en unos segundos.',
  },
  serviceHours: {
    closed: (hoursLabel: string, when: string, time: string) =>
      // The time label ends in 'a. m.'/'p. m.', which closes the sentence.
      `Estamos cerrados. Nuestro horario es de ${hoursLabel} y abrimos ${when} a las ${time}`,
    closedDay: 'Cerrado',
    byDay: 'Según el día',
    closedForNow: 'Estamos cerrados por ahora. Escríbenos por WhatsApp para saber cuándo abrimos.',
    badConfig: 'SERVICE_HOURS debe ser "always" o un rango como "06:00-23:00"',
    allDay: 'Las 24 horas',
  },
  auth: {
    loginRequiredFields: 'Por favor completa todos los campos',
    loginFailed: 'Los datos ingresados no coinciden con ningún usuario registrado',
    /**
     * Issue 40: the server cannot tell a deleted account (its identifiers are anonymised); the
     * browser that deleted one remembers the day, and says it on a failed login there.
     */
    loginFailedDeletedHere: (day: string) =>
      `Los datos ingresados no coinciden con ningún usuario registrado. El ${day} se eliminó una cuenta desde este dispositivo: si era la tuya, ya no existe y puedes crear una nueva con los mismos datos.`,
    loginServer: 'Conectando con el servidor... Intenta nuevamente en unos segundos.',
    loginGeneric: 'Error al iniciar sesión',
    registerRequiredFields: 'Por favor completa todos los campos obligatorios',
    privacyRequired: 'Debes aceptar la política de tratamiento de datos para registrarte',
    towerInvalid: 'Selecciona una torre válida',
    floorInvalid: 'El piso debe estar entre 1 y 30',
    emailInvalid: 'Ingresa un correo electrónico válido',
    phoneInvalid: 'Ingresa un teléfono válido (10 dígitos)',
    /** Issue 40: the login phone and the delivery contact are a Colombian mobile (3xx). */
    mobileInvalid: 'Ingresa un celular válido: 10 dígitos que empiezan por 3 (ej.: 3001234567)',
    /** The alternative phone may also be a fixed line, 60 + city digit + 7 digits (since 2021). */
    altPhoneInvalid:
      'Ingresa un teléfono válido: un celular (3001234567) o un fijo con indicativo (6015551234)',
    nameInvalid: 'Escribe tu nombre con letras (al menos 2); sin números ni símbolos',
    cedulaInvalid: 'Ingresa una cédula válida',
    emailTaken: 'Este correo electrónico ya está registrado. Intenta con otro o inicia sesión.',
    cedulaTaken: 'Esta cédula ya está registrada. Intenta iniciar sesión.',
    /** Registration says the same for a used e-mail and a used cédula (issue 46: no probing of accounts). */
    registrationRefused:
      'No pudimos crear la cuenta con estos datos. Si ya tienes cuenta, inicia sesión; si no, revisa el correo y la cédula.',
    registerGeneric: 'Error al registrarse',
    // A greeting that fits everyone: no "Bienvenido/Bienvenida" guessed from the name (issue 22).
    welcome: (firstName: string, brand: string) =>
      `¡Hola, ${firstName}! Te damos la bienvenida a ${brand}.`,
    loadingSession: (brand: string) => `Cargando ${brand}`,
    historyLoginRequired: 'Debes iniciar sesión para ver tu historial',
    tooManyLogins:
      'Demasiados intentos de inicio de sesión. Espera unos minutos e intenta de nuevo.',
    tooManyRegistrations: 'Demasiados registros desde esta conexión. Intenta más tarde.',
    textTooLong: (max: number) => `Máximo ${max} caracteres`,
    currentCredentialsRequired:
      'Para cambiar tu correo electrónico, cédula o teléfono confirma tus datos actuales (correo electrónico, cédula y teléfono)',
    currentCredentialsMismatch: 'Los datos actuales no coinciden con tu cuenta',
    accountGone: 'Tu cuenta ya no está disponible. Inicia sesión nuevamente.',
  },
  promo: {
    empty: 'Ingresa un código promocional',
    invalid: 'Código no válido',
    unusable: 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta',
    alreadyApplied: 'Ya tienes un código aplicado. Elimínalo primero.',
    noEligibleItems:
      'No hay productos elegibles para el descuento. Los productos en oferta no aplican para códigos promocionales.',
    used: 'Este código ya fue utilizado',
    inactive: 'Este código no está activo',
    expired: (day: string) => `Este código venció el ${day}`,
    expiryInvalid: 'La fecha de vencimiento no es válida',
    expiryPast: 'La fecha de vencimiento debe ser hoy o una fecha futura',
    welcomeOnly: 'Este código de bienvenida es solo para tu primer pedido',
    singleUserOnly: 'Este código es solo para clientes que no han usado otro código promocional',
    applied: (percent: number) =>
      `¡Código válido! Obtienes ${formatPercent(percent, 0)} de descuento`,
    network: 'Error al validar el código. Intenta de nuevo.',
    tooManyAttempts: 'Demasiados intentos de validar códigos. Espera unos minutos.',
  },
  /** The ceilings of "Ajustes" (issue 46); each names the limit it hit. */
  orderLimits: {
    units: (max: number, product: string) =>
      `Puedes pedir hasta ${max} unidades de ${product} en un pedido.`,
    value: (max: string) =>
      `Un pedido puede ser de hasta ${max}. Divide tu compra en varios pedidos.`,
    openCount: (max: number) =>
      `Ya tienes ${max} pedidos en efectivo sin entregar, el máximo. Espera a recibir uno o paga con un medio digital.`,
    openValue: (max: string) =>
      `Tus pedidos en efectivo sin entregar pasarían de ${max}, el máximo. Espera a recibirlos o paga con un medio digital.`,
  },
  points: {
    invalidOption: 'Opción de canje no válida. Elige una de las opciones de la lista',
    insufficient: 'No tienes suficientes puntos para este canje',
    minimum: 'Necesitas al menos 50 puntos para canjear',
    minimumOf: (points: number) => `Necesitas al menos ${countNoun(points, 'punto')} para canjear`,
    noOptions: 'Por ahora no hay descuentos para canjear.',
    redeemed: (points: number, value: string) =>
      `Canjeaste ${countNoun(points, 'punto')} por ${value} de descuento`,
    canjeNotFound: 'No encontramos ese canje',
    canjeNotActive: 'Este canje ya no está disponible',
    canjeCancelled: 'Canje cancelado. Tus puntos fueron devueltos.',
    redeemGeneric: 'Error al realizar el canje',
    redeemNetwork: 'Error al procesar el canje',
    rewardFailed: 'Error al canjear recompensa',
    rewardNotFound: 'La recompensa no existe',
    rewardPointsMismatch:
      'Los puntos de esta recompensa cambiaron. Actualiza la lista e intenta de nuevo.',
    creditedOnDelivery: 'Los puntos se acreditan cuando el pedido sea entregado',
    credited: (points: number) => `Este pedido te dio ${countNoun(points, 'punto')}`,
    rewardRedeemed: (points: number, reward: string) =>
      `Canjeaste ${countNoun(points, 'punto')} por ${reward}`,
    cancelledOrderEarnsNothing: 'Los pedidos cancelados no acumulan puntos',
    noPointsWithRedemption: 'Este pedido usa un canje de puntos, por eso no acumula puntos nuevos',
    belowEarningMinimum: (amount: string) => `Los pedidos desde ${amount} acumulan puntos`,
  },
  shipping: {
    free: 'Envío gratis',
    cashFee: (fee: string, freeFrom: string) => `Envío ${fee}. Gratis desde ${freeFrom}`,
    generic: 'Error calculando envío',
    connection: 'Error de conexión calculando envío',
    methodInvalid: 'El método de pago debe ser digital o efectivo',
    subtotalInvalid: 'El subtotal debe ser un número entero de pesos mayor o igual a 0',
  },
  minimums: {
    cash: (amount: string) => `El pedido mínimo para pago en efectivo es de ${amount}`,
    digital: (amount: string) => `El pedido mínimo para pago digital es de ${amount}`,
    emptyCart: 'Tu carrito está vacío',
  },
  stock: {
    // In the shop's words, not the warehouse's ("Stock insuficiente", issue 22).
    insufficient: (name: string, available: number) =>
      `Solo ${available === 1 ? 'queda' : 'quedan'} ${countOf(available, 'unidad', 'unidades')} de ${name}`,
    outOfStock: (name: string) => `${name} se agotó`,
    packageUnavailable: 'Este paquete no está disponible: se agotó uno de sus productos',
    packageOnly: (n: number) =>
      `Solo hay ${countOf(n, 'paquete disponible', 'paquetes disponibles')}`,
    inventoryPrefix: 'Problema de inventario',
    productNotFound: 'Uno de los productos ya no está disponible',
    packageNotFound: 'Uno de los paquetes ya no está disponible',
  },
  prices: {
    changed: 'Los precios cambiaron. Revisa tu carrito e intenta de nuevo.',
  },
  delivery: {
    towerRequired: 'Por favor selecciona la torre de entrega',
    floorRequired: 'Por favor ingresa el piso de entrega',
    apartmentRequired: 'Por favor ingresa el apartamento de entrega',
  },
  cashOrder: {
    towerInvalid: 'Torre inválida. Debe ser 1, 2, 3, 4 o 5',
    floorInvalid: 'Piso inválido. Debe estar entre 1 y 30',
    apartmentRequired: 'El apartamento es obligatorio',
    loginRequired: 'Debes iniciar sesión para hacer un pedido',
    sessionExpired: 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.',
    created: 'Pedido creado con éxito',
    failed: (message: string) => `Error al crear el pedido: ${message}`,
    lineInvalid: 'Producto inválido en el pedido',
    quantityInvalid: 'La cantidad debe estar entre 1 y 99',
  },
  orders: {
    stateInvalid: 'Estado inválido. Usa entregado o cancelado',
    onlyPending: 'Solo se puede cambiar el estado de un pedido pendiente',
    notFound: 'Pedido no encontrado',
    statusError: (message: string) => `Error: ${message}`,
    historyError: 'Error al cargar el historial',
    historyLimitInvalid: 'El límite del historial debe ser un número entero entre 1 y 1000',
    connection: 'Error de conexión',
    delivered: 'Pedido marcado como entregado',
    cancelled: 'Pedido cancelado: el stock, el código promocional y los puntos fueron devueltos',
    idempotencyKeyInvalid:
      'El encabezado Idempotency-Key no es válido (máximo 100 caracteres visibles)',
  },
  catalogue: {
    productsError: (message: string) => `Error al cargar productos: ${message}`,
    packagesError: 'Error cargando paquetes',
    productsGeneric: 'Error cargando productos',
  },
  chat: {
    loginRequired: 'Inicia sesión para consultar tus pedidos',
    orderNotFound: 'Pedido no encontrado',
    orderNotInAccount: 'No encontré ese pedido en tu cuenta. Revisa el número e intenta de nuevo.',
    connection: 'Error de conexión',
    technicalProblem: 'Lo siento, tuve un problema técnico. Intenta de nuevo en unos minutos.',
    messageRequired: 'Escribe un mensaje',
  },
  offline: OFFLINE_MESSAGES,
  storeCatalogue: {
    offersFilter: 'Ofertas',
    /** An unavailable package names what is missing ('No disponible: falta Leche entera'). */
    packageMissing: (names: readonly string[]) =>
      `No disponible: ${names.length === 1 ? 'falta' : 'faltan'} ${
        names.length <= 1
          ? (names[0] ?? '')
          : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1] ?? ''}`
      }`,
    noResults: (query: string) => `No encontramos resultados para «${query}».`,
    /** Issue 43: the search read a typo as the catalogue's word; the button searches it. */
    didYouMean: (query: string) => `¿Quisiste decir ${query}?`,
    lookInCategories: 'Mira nuestras categorías:',
    askAssistant: 'Pregúntale al asistente',
    /** What the assistant is asked when the search found nothing. */
    askAssistantMessage: (query: string) => `¿Tienen ${query}?`,
    suggestions: 'Sugerencias',
    emptySection: 'No hay nada en esta sección por ahora.',
    noOffers: 'Hoy no hay productos en oferta.',
    filterOn: (filter: string) => `Estás viendo solo «${filter}».`,
    searchEverything: 'Buscar en todo',
    seeEverything: 'Ver todos los productos',
  },
  /** Cash rounding (DESIGN §5): the cash total rounded down to a multiple of $50. */
  cashRounding: {
    label: 'Ajuste al peso',
    note: 'En efectivo redondeamos el total hacia abajo a múltiplos de $ 50: nunca pagas de más.',
  },
  forms: {
    holderMin: (min: number) => `El nombre del titular debe tener al menos ${min} caracteres`,
    cedulaInvalid: 'Ingresa una cédula válida: solo números, entre 6 y 10 dígitos',
    apartmentInvalid: 'Ingresa un apartamento válido: hasta 10 letras o números (ej.: 502, 1204B)',
    promoScope: (eligible: string, discount: string) =>
      `Se aplica sobre ${eligible} de productos sin oferta: descuento de ${discount}.`,
    promoScopeNote: 'Los productos en oferta y los paquetes no tienen descuento por código.',
    /** Agrees with the landing page: the order is brought to the apartment door, never left below. */
    deliveryNotesPlaceholder: 'Ej.: timbre dañado, llamar al llegar',
    redeemConfirm: (points: number, value: string) =>
      `¿Canjear ${points} puntos por ${value} de descuento?`,
    redeemRewardConfirm: (points: number, reward: string) =>
      `¿Canjear ${points} puntos por ${reward}?`,
    redeemConfirmDetail: (hours: number) =>
      `Los puntos salen de tu saldo ahora. Si no usas el canje en ${hours} horas, vuelven a tu saldo.`,
    redeemRewardDetail: 'Los puntos salen de tu saldo ahora.',
    redemptionsTitle: 'Tus canjes',
    redemptionsEmpty: 'Aún no has canjeado puntos.',
  },
  recovery: {
    title: 'Tienes un pago en curso',
    resumed: (metodo: string) => `Retomamos tu pago con ${metodo}: aún esperamos su confirmación.`,
    approved: (metodo: string) => `Tu pago con ${metodo} fue aprobado.`,
    ended: (metodo: string) => `Tu pago con ${metodo} terminó sin aprobarse.`,
    closedHint: 'Si lo cierras, el pago sigue su curso; al aprobarse verás tu pedido aquí.',
    failed: 'Ese pago no se completó. Tu carrito sigue intacto para intentarlo de nuevo.',
    close: 'Cerrar',
  },
  app: APP_MESSAGES,
  /** Shared field checks (domain/schemas/common.ts): the store's forms and the admin's use them. */
  fields: {
    idInvalid: 'Identificador inválido',
    dateInvalid: 'Usa fechas con el formato AAAA-MM-DD',
  },
  liveOrders: {
    handoffInvalid: 'Elige cómo te entregamos: subir al apartamento o dejar en portería',
    stageInvalid: 'Etapa inválida. Usa en_camino o recibido',
    stageOnlyReceived: 'Solo un pedido pendiente y recibido puede salir en camino',
    stageOnlyOnTheWay: 'Solo un pedido pendiente y en camino puede volver a recibido',
    onTheWay: 'Pedido en camino',
    backToReceived: 'El pedido volvió a «Recibido»',
    cancelOnTheWay:
      'Tu pedido ya va en camino y no se puede cancelar. Escríbenos por WhatsApp si necesitas ayuda.',
    lateCompensation: (puntos: number) => `Llegamos tarde: te abonamos ${puntos} puntos`,
    slightlyLate: 'un poco demorado',
  },
} as const;

/** Stable machine codes carried next to the Spanish message in every error response. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  CEDULA_TAKEN: 'CEDULA_TAKEN',
  REGISTRATION_REFUSED: 'REGISTRATION_REFUSED',
  OUTSIDE_SERVICE_HOURS: 'OUTSIDE_SERVICE_HOURS',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  PACKAGE_NOT_FOUND: 'PACKAGE_NOT_FOUND',
  PACKAGE_UNAVAILABLE: 'PACKAGE_UNAVAILABLE',
  PRICES_CHANGED: 'PRICES_CHANGED',
  EMPTY_CART: 'EMPTY_CART',
  MINIMUM_ORDER: 'MINIMUM_ORDER',
  DELIVERY_INVALID: 'DELIVERY_INVALID',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  ORDER_NOT_PENDING: 'ORDER_NOT_PENDING',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  ORDER_LIMIT: 'ORDER_LIMIT',
  PROMO_INVALID: 'PROMO_INVALID',
  PROMO_NOT_FOUND: 'PROMO_NOT_FOUND',
  PROMO_USED: 'PROMO_USED',
  PROMO_INACTIVE: 'PROMO_INACTIVE',
  PROMO_WELCOME_ONLY: 'PROMO_WELCOME_ONLY',
  PROMO_SINGLE_USER_ONLY: 'PROMO_SINGLE_USER_ONLY',
  PROMO_NO_ELIGIBLE_ITEMS: 'PROMO_NO_ELIGIBLE_ITEMS',
  PROMO_ALREADY_APPLIED: 'PROMO_ALREADY_APPLIED',
  POINTS_INVALID_OPTION: 'POINTS_INVALID_OPTION',
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  POINTS_CANJE_NOT_FOUND: 'POINTS_CANJE_NOT_FOUND',
  POINTS_CANJE_NOT_ACTIVE: 'POINTS_CANJE_NOT_ACTIVE',
  REWARD_NOT_FOUND: 'REWARD_NOT_FOUND',
  REWARD_INACTIVE: 'REWARD_INACTIVE',
  REWARD_POINTS_MISMATCH: 'REWARD_POINTS_MISMATCH',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  PAYMENT_ERROR: 'PAYMENT_ERROR',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  PAYMENT_AMOUNT_MISMATCH: 'PAYMENT_AMOUNT_MISMATCH',
  TEST_CARD_REFUSED: 'TEST_CARD_REFUSED',
  PRODUCT_CODE_TAKEN: 'PRODUCT_CODE_TAKEN',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  NO_SUGGESTED_PRICE: 'NO_SUGGESTED_PRICE',
  EXPENSE_NOT_FOUND: 'EXPENSE_NOT_FOUND',
  ACCOUNT_HAS_PENDING_ORDER: 'ACCOUNT_HAS_PENDING_ORDER',
  ACCOUNT_IS_ADMIN: 'ACCOUNT_IS_ADMIN',
  DATA_REQUEST_NOT_FOUND: 'DATA_REQUEST_NOT_FOUND',
  DATA_REQUEST_CLOSED: 'DATA_REQUEST_CLOSED',
  ORDER_ON_THE_WAY: 'ORDER_ON_THE_WAY',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
