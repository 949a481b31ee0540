import { formatCOP } from './money';

/** Limits the "Ajustes" form and the API enforce (issue 26). */
export const SETTINGS_LIMITS = {
  towers: { min: 1, max: 50 },
  floors: { min: 1, max: 80 },
  promiseMinutes: { min: 5, max: 240 },
  compensationPoints: { max: 10_000 },
  maxAmount: 1_000_000,
  multiplierTenths: { min: 10, max: 50 },
  specialDates: 60,
  // Wide on purpose: the load benches lift the ceilings to these (testkit/order-ceilings.ts).
  unitsPerProduct: { min: 1, max: 10_000 },
  openCashOrders: { min: 1, max: 100_000 },
  maxCeilingAmount: 1_000_000_000,
  slotMinutes: { min: 15, max: 120 },
  daysAhead: { min: 0, max: 7 },
  ordersPerSlot: { min: 1, max: 50 },
  leadMinutes: { min: 5, max: 120 },
} as const;

const L = SETTINGS_LIMITS;

/** The Spanish messages of "Ajustes" and the first start, shared by the form and the server. */
export const SETTINGS_MESSAGES = {
  nameRequired: 'Escribe el nombre de la tienda',
  complexRequired: 'Escribe el nombre del conjunto',
  towersInvalid: `El número de torres debe estar entre ${L.towers.min} y ${L.towers.max}`,
  floorsInvalid: `Los pisos por torre deben estar entre ${L.floors.min} y ${L.floors.max}`,
  apartmentFormatInvalid: 'Elige un formato de apartamento',
  hourInvalid: 'Escribe la hora como HH:MM, por ejemplo 06:00',
  closeAfterOpen: 'La hora de cierre debe ser después de la hora de apertura',
  weekInvalid: 'El horario debe tener los siete días de la semana',
  dateInvalid: 'Escribe una fecha válida',
  dateRepeated: 'Esa fecha ya tiene un horario especial',
  tooManyDates: `Puedes guardar hasta ${L.specialDates} fechas especiales`,
  promiseInvalid: `La promesa de entrega debe estar entre ${L.promiseMinutes.min} y ${L.promiseMinutes.max} minutos`,
  compensationInvalid: `La compensación debe estar entre 0 y ${L.compensationPoints.max} puntos`,
  amountInvalid: 'Escribe un valor en pesos, sin decimales',
  amountTooHigh: `El valor no puede pasar de ${formatCOP(L.maxAmount)}`,
  minimumTooHigh: `El pedido mínimo no puede pasar de ${formatCOP(L.maxAmount)}`,
  feeAboveThreshold: 'La tarifa de envío no puede ser mayor que el valor desde el que el envío es gratis',
  pesosPerPointInvalid: 'Los pesos por punto deben ser un valor entre $ 1 y $ 1.000.000',
  levelsInvalid: 'El nivel Oro debe pedir más puntos que el nivel Plata',
  levelInvalid: 'Escribe un número de puntos válido',
  multiplierInvalid: 'El multiplicador debe estar entre ×1,0 y ×5,0',
  phoneInvalid: 'Escribe un teléfono de contacto válido',
  whatsappInvalid: 'Escribe el WhatsApp con el indicativo del país, solo números, por ejemplo 573001234567',
  emailInvalid: 'Escribe un correo electrónico válido',
  whatsappRequired: 'Escribe el WhatsApp de la tienda: ahí te escriben los residentes',
  emailRequired: 'Escribe el correo de la tienda',
  companyRequired: 'Escribe la razón social (o tu nombre, si eres persona natural)',
  companyTooLong: 'La razón social puede tener hasta 120 caracteres',
  nitRequired: 'Escribe el NIT con su dígito de verificación',
  unitsCeilingInvalid: `Las unidades por producto deben estar entre ${L.unitsPerProduct.min} y ${L.unitsPerProduct.max}`,
  unitsReviewInvalid: `Las unidades que piden tu aprobación deben estar entre ${L.unitsPerProduct.min} y ${L.unitsPerProduct.max}`,
  answerMinutesInvalid: 'El tiempo para responder por un faltante debe estar entre 1 y 15 minutos',
  openOrdersInvalid: `Los pedidos en efectivo abiertos deben estar entre ${L.openCashOrders.min} y ${L.openCashOrders.max}`,
  ceilingAmountInvalid: `Escribe un valor en pesos entre ${formatCOP(1)} y ${formatCOP(L.maxCeilingAmount)}`,
  slotMinutesInvalid: `Cada franja debe durar entre ${L.slotMinutes.min} y ${L.slotMinutes.max} minutos`,
  daysAheadInvalid: `Los días para programar deben estar entre ${L.daysAhead.min} y ${L.daysAhead.max}`,
  ordersPerSlotInvalid: `Los pedidos por franja deben estar entre ${L.ordersPerSlot.min} y ${L.ordersPerSlot.max}`,
  leadMinutesInvalid: `La preparación debe empezar entre ${L.leadMinutes.min} y ${L.leadMinutes.max} minutos antes de la franja`,
  saved: 'Ajustes guardados',
  setup: {
    alreadyDone: 'La tienda ya está configurada. Ingresa con tu cuenta de administrador.',
    created: 'Listo. Tu tienda está configurada.',
  },
} as const;

/** "1, 2, 3, 4 o 5" for a few towers, "entre 1 y 12" for many. */
function towerList(towers: number): string {
  if (towers === 1) return '1';
  if (towers > 6) return `entre 1 y ${towers}`;
  const all = Array.from({ length: towers }, (_, i) => String(i + 1));
  return `${all.slice(0, -1).join(', ')} o ${all.at(-1)}`;
}

/**
 * The address rules' messages as the settings shape them (towers, floors, apartment format):
 * with the default settings they read exactly as the fixed ones did.
 */
export const ADDRESS_MESSAGES = {
  profile: {
    towerInvalid: (_towers: number) => 'Selecciona una torre válida',
    floorInvalid: (floors: number) => `El piso debe estar entre 1 y ${floors}`,
  },
  order: {
    towerInvalid: (towers: number) => `Torre inválida. Debe ser ${towerList(towers)}`,
    floorInvalid: (floors: number) => `Piso inválido. Debe estar entre 1 y ${floors}`,
  },
  /** 'piso_y_numero' (issue 40): the floor's number, then two digits, then an optional letter. */
  apartmentNumber:
    'Ingresa el apartamento como el número del piso seguido de dos dígitos (ej.: 502 en el piso 5, 1204 en el piso 12)',
  apartmentOnFloor: (piso: number) =>
    `En el piso ${piso} el apartamento va de ${piso}01 a ${piso}99 (ej.: ${piso}02)`,
} as const;
