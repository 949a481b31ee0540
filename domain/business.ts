import { formatClock12h, formatMonthOfVersion } from './dates';

// The legal texts' version: the data policy residents accept is stored with each consent, and
// every legal page's "Última actualización" (terms, privacy, the registration's data policy) is
// this month, so no two of them can disagree (issues 22 and 40).
const PRIVACY_POLICY_VERSION = '2025-07';

/**
 * The business configuration (DESIGN §5): brand, complex, towers, floors, hours,
 * minimums and shipping. Pages, legal texts and rules all read it from here, so a figure is
 * written once and the shop can never say one thing and enforce another.
 */
export const BUSINESS = {
  brand: 'SuperConjunto',
  slogan: 'Tu supermercado en casa, en 20 minutos',
  complexName: 'Conjunto Residencial Torres del Parque',
  city: 'Bogotá',
  country: 'Colombia',
  towers: { min: 1, max: 5 },
  floors: { min: 1, max: 30 },
  deliveryPromiseMinutes: 20,
  /** Points credited when a delivery breaks the promise (DESIGN §8), once per order. */
  lateCompensationPoints: 50,
  /** Service hours, Bogotá local time, every day. */
  hours: { open: '06:00', close: '23:00', days: 'Lunes a domingo' },
  privacyDesk: { days: 'Lunes a viernes', open: '08:00', close: '18:00', responseBusinessDays: 15 },
  // The operator's razón social and NIT, and the contact, are the shop's own settings
  // (ShopSettings.legal and .contacto, issue 41), never constants here.
  legal: {
    termsUpdated: formatMonthOfVersion(PRIVACY_POLICY_VERSION),
    privacyUpdated: formatMonthOfVersion(PRIVACY_POLICY_VERSION),
    dataPolicyUpdated: formatMonthOfVersion(PRIVACY_POLICY_VERSION),
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    refundBusinessDays: { min: 3, max: 5 },
    retention: { ordersYears: 5, technicalYears: 2, inactiveAccountYears: 3 },
  },
  minimumOrder: { cash: 5_000, digital: 20_000 },
  shipping: { cashFee: 2_000, cashFreeFrom: 15_000, digitalFee: 0 },
  lowStockThreshold: 5,
  timeZone: 'America/Bogota',
  locale: 'es-CO',
  currency: 'COP',
} as const;

export type Business = typeof BUSINESS;

/** The delivery window in hours formatted for people, e.g. '6:00 a. m. a 11:00 p. m.'. */
export function serviceHoursLabel(hours: { open: string; close: string } = BUSINESS.hours): string {
  return `${formatClock12h(hours.open)} a ${formatClock12h(hours.close)}`;
}
