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

const NUMBERED = /^\d{1,4}[A-Z]?$/;

/**
 * The apartment under the complex's format: 'piso_y_numero' is the rule the shop always had, 1–4
 * digits and an optional letter (502, 1204B), without asking the number to start with the floor:
 * residents registered under that rule must keep ordering. 'libre' takes any short text the
 * static schema let through (PH-2, CASA3). Null when it fits.
 */
export function apartmentProblem(
  apartamento: string,
  format: ShopSettings['tienda']['formato_apartamento'],
): string | null {
  if (format === 'libre') return null;
  return NUMBERED.test(apartamento) ? null : ADDRESS_MESSAGES.apartmentNumber;
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
  const apartment = apartmentProblem(address.apartamento, complex.formato_apartamento);
  return apartment ? { field: 'apartamento', message: apartment } : null;
}
