import { BUSINESS } from './business';

/**
 * The shop's own facts as the owner edits them in "Ajustes" (issue 26, decision 0014): one row in
 * the database, read through this type everywhere. Field names are the API's (Spanish, like the
 * rest of the wire). The defaults are the values the shop had as code constants, so a shop that
 * never saved settings (the demo) behaves exactly as before.
 */
export interface DayHours {
  abierto: boolean;
  /** 'HH:MM', Bogotá local time. */
  abre: string;
  /** 'HH:MM', after `abre` (a day's window never crosses midnight). */
  cierra: string;
}

/** A date with its own hours (a holiday, an inventory day): closed, or another window. */
export interface SpecialDate {
  /** 'YYYY-MM-DD' in Bogotá. */
  fecha: string;
  abierto: boolean;
  abre: string;
  cierra: string;
  nota?: string | undefined;
}

export interface WeeklyHours {
  /** Monday first, Sunday last: seven days. */
  semana: DayHours[];
  especiales: SpecialDate[];
}

export type ApartmentFormat = 'piso_y_numero' | 'libre';

export interface ShopSettings {
  tienda: {
    nombre: string;
    conjunto: string;
    torres: number;
    pisos_por_torre: number;
    formato_apartamento: ApartmentFormat;
  };
  horario: WeeklyHours;
  entrega: { promesa_minutos: number; compensacion_puntos: number };
  envio: { tarifa_efectivo: number; gratis_desde: number };
  minimos: { efectivo: number; digital: number };
  puntos: {
    pesos_por_punto: number;
    plata_desde: number;
    oro_desde: number;
    /** Multipliers in tenths (12 = ×1,2), so points floor exactly. */
    multiplicador_plata: number;
    multiplicador_oro: number;
  };
  /** How residents reach the shop; empty strings until the owner writes them (the setup asks). */
  contacto: { telefono: string; whatsapp: string; correo: string };
  /** Who operates the shop, printed on the terms and the privacy policy (issue 41). */
  legal: { razon_social: string; nit: string };
  popup_diario: boolean;
  /** Ceilings so one resident cannot empty the shop (issue 46): see domain/order-limits.ts. */
  limites: OrderLimits;
  /** Scheduled delivery (issue 45): see domain/scheduling/. */
  programacion: SchedulingSettings;
  /** Missing products (issue 44): how long the resident has to answer a question. */
  faltantes: { minutos_respuesta: number };
}

/** How residents may order now for later (issue 45, decision 0026). */
export interface SchedulingSettings {
  /** Length of a delivery slot, minutes. */
  minutos_franja: number;
  /** Days after today a slot may fall on (0: today only). */
  dias_adelante: number;
  /** Orders one slot accepts. */
  pedidos_por_franja: number;
  /**
   * Minutes before its slot a scheduled order goes to the pending lane (its preparation starts),
   * which is also the least notice a slot needs to be offered.
   */
  minutos_antes: number;
}

export interface OrderLimits {
  /** Units of one product in one order (packages count their products). */
  unidades_por_producto: number;
  /** Subtotal of one order, cash or digital. */
  valor_maximo_pedido: number;
  /** Cash orders of one resident still pending (unpaid until delivered). */
  pedidos_efectivo_abiertos: number;
  /** Their subtotals together, this one included. */
  valor_efectivo_abierto: number;
  /** A cash order of this subtotal or more waits for the owner's approval (domain/order-approval.ts). */
  revision_desde_valor: number;
  /** So does one with this many units of one product or more. */
  revision_desde_unidades: number;
}

export const WEEKDAY_NAMES = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

const everyDay = (): DayHours[] =>
  WEEKDAY_NAMES.map(() => ({ abierto: true, abre: BUSINESS.hours.open, cierra: BUSINESS.hours.close }));

/** Today's values (domain/business.ts and the points rules): what a shop without a saved row uses. */
export const DEFAULT_SETTINGS: ShopSettings = {
  tienda: {
    nombre: BUSINESS.brand,
    conjunto: BUSINESS.complexName,
    torres: BUSINESS.towers.max,
    pisos_por_torre: BUSINESS.floors.max,
    formato_apartamento: 'piso_y_numero',
  },
  horario: { semana: everyDay(), especiales: [] },
  entrega: {
    promesa_minutos: BUSINESS.deliveryPromiseMinutes,
    compensacion_puntos: BUSINESS.lateCompensationPoints,
  },
  envio: { tarifa_efectivo: BUSINESS.shipping.cashFee, gratis_desde: BUSINESS.shipping.cashFreeFrom },
  minimos: { efectivo: BUSINESS.minimumOrder.cash, digital: BUSINESS.minimumOrder.digital },
  puntos: {
    pesos_por_punto: 1000,
    plata_desde: 500,
    oro_desde: 1500,
    multiplicador_plata: 12,
    multiplicador_oro: 15,
  },
  // No code default names anyone (issue 41): a shop shows the identity its owner typed at the
  // setup or in Ajustes, and the demo seed writes the demo's into its settings row.
  contacto: { telefono: '', whatsapp: '', correo: '' },
  legal: { razon_social: '', nit: '' },
  popup_diario: true,
  limites: {
    unidades_por_producto: 20,
    valor_maximo_pedido: 500_000,
    pedidos_efectivo_abiertos: 3,
    valor_efectivo_abierto: 1_000_000,
    revision_desde_valor: 250_000,
    revision_desde_unidades: 10,
  },
  programacion: { minutos_franja: 30, dias_adelante: 1, pedidos_por_franja: 4, minutos_antes: 20 },
  faltantes: { minutos_respuesta: 3 },
};

/** The figures a price, a minimum and a shipping fee depend on (what `priceCart` needs). */
export interface CommerceRules {
  envio: ShopSettings['envio'];
  minimos: ShopSettings['minimos'];
}

/** The points rules an order's credit depends on. */
export type PointsRules = ShopSettings['puntos'];

/** The delivery promise and what breaking it pays. */
export type DeliveryRules = ShopSettings['entrega'];

/** The slogan with the shop's own delivery promise: 'Tu supermercado en casa, en 20 minutos'. */
export function shopSlogan(settings: Pick<ShopSettings, 'entrega'>): string {
  return `Tu supermercado en casa, en ${settings.entrega.promesa_minutos} minutos`;
}

/** The towers residents live in, for the address forms: '1' … String(tienda.torres). */
export function towerNumbers(settings: Pick<ShopSettings, 'tienda'>): string[] {
  return Array.from({ length: settings.tienda.torres }, (_, i) => String(i + 1));
}

/** '+57 300 123 4567' style display of a WhatsApp number kept as digits ('573001234567'). */
export function whatsappDisplay(digits: string): string {
  const m = /^57(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `+57 ${m[1]} ${m[2]} ${m[3]}` : `+${digits}`;
}

/**
 * The chat link to the shop's WhatsApp with a first message, or null while the shop has no
 * WhatsApp number (a page then leaves the link out rather than point at someone else's).
 */
export function whatsappLink(settings: Pick<ShopSettings, 'contacto' | 'tienda'>, message?: string): string | null {
  if (settings.contacto.whatsapp === '') return null;
  const text = message ?? `Hola ${settings.tienda.nombre}, necesito ayuda con mi pedido.`;
  return `https://wa.me/${settings.contacto.whatsapp}?text=${encodeURIComponent(text)}`;
}

/** 'SuperConjunto S.A.S., NIT 901.555.123-8', or the shop's name while the owner has not written its operator. */
export function operatorName(settings: Pick<ShopSettings, 'legal' | 'tienda'>): string {
  const { razon_social, nit } = settings.legal;
  if (razon_social === '') return settings.tienda.nombre;
  return nit === '' ? razon_social : `${razon_social}, NIT ${nit}`;
}
