import { ADDRESS_MESSAGES } from './settings-messages';
import type { ShopSettings } from './settings';

/** What the address rules read from the settings (issue 26): the complex's shape. */
export type ComplexRules = Pick<
  ShopSettings['tienda'],
  'torres' | 'pisos_por_torre' | 'formato_apartamento'
>;

export interface AddressProblem {
  field: 'torre' | 'piso' | 'apartamento';
  message: string;
}

const NUMBERED = /^(\d{1,4})[A-Z]?$/;

/**
 * The apartment under the complex's format: 'piso_y_numero' is a number that starts with the
 * floor and adds one or two digits (502 on floor 5, 1204B on floor 12); 'libre' takes any short
 * text the static schema let through (PH-2, CASA3). Null when it fits.
 */
export function apartmentProblem(
  apartamento: string,
  piso: number,
  format: ShopSettings['tienda']['formato_apartamento'],
): string | null {
  if (format === 'libre') return null;
  const digits = NUMBERED.exec(apartamento)?.[1];
  if (!digits) return ADDRESS_MESSAGES.apartmentNumber;
  const floor = String(piso);
  const rest = digits.length - floor.length;
  return digits.startsWith(floor) && rest >= 1 && rest <= 2
    ? null
    : ADDRESS_MESSAGES.apartmentFloor(piso);
}

/**
 * Tower, floor and apartment against the current settings (the static schemas only bound them by
 * the panel's limits): the first problem with its field, worded for a profile or an order.
 */
export function addressProblem(
  address: { torre: number; piso: number; apartamento: string },
  complex: ComplexRules,
  wording: 'profile' | 'order' = 'profile',
): AddressProblem | null {
  const m = ADDRESS_MESSAGES[wording];
  if (address.torre < 1 || address.torre > complex.torres)
    return { field: 'torre', message: m.towerInvalid(complex.torres) };
  if (address.piso < 1 || address.piso > complex.pisos_por_torre)
    return { field: 'piso', message: m.floorInvalid(complex.pisos_por_torre) };
  const apartment = apartmentProblem(
    address.apartamento,
    address.piso,
    complex.formato_apartamento,
  );
  return apartment ? { field: 'apartamento', message: apartment } : null;
}
