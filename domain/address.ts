import { ADDRESS_MESSAGES } from './settings-messages';
import type { ShopSettings } from './settings';

/** What the address rules read from the settings (issue 26): the complex's shape. */
export type ComplexRules = Pick<
  ShopSettings['tienda'],
  'torres' | 'pisos_por_torre' | 'formato_apartamento'
>;

type AddressField = 'torre' | 'piso' | 'apartamento';

export interface AddressProblem {
  field: AddressField;
  message: string;
}

/** Floor digits, then the door's two digits, then an optional letter: 401, 1204B. */
const FLOOR_AND_DOOR = /^([1-9]\d?)(\d{2})([A-Z]?)$/;

/**
 * The apartment under the complex's format (issue 40). 'piso_y_numero': the floor's number
 * followed by two digits from 01 (floor 4 → 401 to 499, an optional letter after: 1204B); with
 * the floor known the number must start with it, without one (the floor itself is wrong) its
 * floor part must still be a floor of the complex when `maxFloor` is given. 'libre' takes any
 * short text the static schema let through (PH-2, CASA3). Null when it fits.
 *
 * Applied to what a resident types (registration, profile, an order's address); a profile
 * saved under the older rule (any 1–4 digits) is not re-checked, so it keeps ordering.
 */
export function apartmentProblem(
  apartamento: string,
  format: ShopSettings['tienda']['formato_apartamento'],
  floor: { piso?: number | null; maxFloor?: number } = {},
): string | null {
  if (format === 'libre') return null;
  const match = FLOOR_AND_DOOR.exec(apartamento);
  const piso = floor.piso ?? null;
  if (match && match[2] !== '00') {
    const apartmentFloor = Number(match[1]);
    if (piso !== null ? apartmentFloor === piso : apartmentFloor <= (floor.maxFloor ?? Infinity))
      return null;
  }
  return piso !== null
    ? ADDRESS_MESSAGES.apartmentOnFloor(piso)
    : ADDRESS_MESSAGES.apartmentNumber;
}

/**
 * Every problem of the tower, floor and apartment given, against the current settings (the static
 * schemas only bound them by the panel's limits), worded for a profile or an order. Fields left
 * out (undefined) are not judged; the apartment is judged against the floor when that one fits.
 */
export function addressProblems(
  address: { torre?: number; piso?: number; apartamento?: string },
  complex: ComplexRules,
  wording: 'profile' | 'order' = 'profile',
): AddressProblem[] {
  const m = ADDRESS_MESSAGES[wording];
  const problems: AddressProblem[] = [];
  const { torre, piso, apartamento } = address;
  if (torre !== undefined && (torre < 1 || torre > complex.torres))
    problems.push({ field: 'torre', message: m.towerInvalid(complex.torres) });
  const floorFits = piso !== undefined && piso >= 1 && piso <= complex.pisos_por_torre;
  if (piso !== undefined && !floorFits)
    problems.push({ field: 'piso', message: m.floorInvalid(complex.pisos_por_torre) });
  if (apartamento !== undefined) {
    const wrong = apartmentProblem(apartamento, complex.formato_apartamento, {
      piso: floorFits ? piso : null,
      maxFloor: complex.pisos_por_torre,
    });
    if (wrong) problems.push({ field: 'apartamento', message: wrong });
  }
  return problems;
}

/** The first of `addressProblems` (tower, then floor, then apartment), or null. */
export function addressProblem(
  address: { torre: number; piso: number; apartamento: string },
  complex: ComplexRules,
  wording: 'profile' | 'order' = 'profile',
): AddressProblem | null {
  return addressProblems(address, complex, wording)[0] ?? null;
}

/**
 * A profile change's address problems (issue 40): the tower sent, and the floor and apartment
 * when either is sent, the apartment judged against the floor it ends up on. An untouched
 * address saved under an older rule is not re-checked. The server refuses these, the form shows
 * them first.
 */
export function profileAddressProblems(
  change: { torre?: number; piso?: number; apartamento?: string },
  stored: { piso: number; apartamento: string },
  complex: ComplexRules,
): AddressProblem[] {
  const touched = change.piso !== undefined || change.apartamento !== undefined;
  return addressProblems(
    {
      torre: change.torre,
      piso: change.piso ?? (touched ? stored.piso : undefined),
      apartamento: change.apartamento ?? (touched ? stored.apartamento : undefined),
    },
    complex,
  );
}
